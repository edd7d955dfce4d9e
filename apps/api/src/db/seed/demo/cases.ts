import { createHash } from 'node:crypto';
import { addDays, lastCompleteWeekStart } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { caseImports, dengueCases } from '../../schema/index.ts';
import type { DemoBarangay, DemoContext } from './context.ts';
import { dayOfYear } from './dates.ts';
import { addSceneCases, neighbourNames } from './effect-scenes.ts';
import { areaKm2 } from './places.ts';
import type { Random } from './random.ts';

/**
 * A year of synthetic line-list cases so the map, the trends and the pattern analysis have something to
 * show. Weekly city totals follow a rainy-season curve (peak around mid-August); each barangay gets a
 * share from its size and a random factor. A few barangays get a clear spike in the last complete week
 * and a few a rising four-week trend, so every pattern label appears; a few local outbreaks around past
 * interventions (effect-scenes.ts) give the effectiveness analysis something to find. Not real surveillance data.
 */

export const SPIKE_BARANGAYS = ['Batasan Hills', 'Payatas', 'Tatalon', 'Bagbag'] as const;
export const RISING_BARANGAYS = [
  'Commonwealth',
  'Holy Spirit',
  'Bagong Silangan',
  'Culiat',
  'Pasong Tamo',
] as const;

const WEEKS = 52;
const BATCH = 1000;
/** Weeks after the last complete one still receive late reports: only this share has arrived so far. */
const REPORTED_SHARE_AFTER_LAST_COMPLETE = [0.6, 0.3, 0.1];

type CaseRow = typeof dengueCases.$inferInsert;

const minDate = (a: string, b: string) => (a < b ? a : b);

/** Expected city-wide cases in the week starting on `weekStart`: ~25 off season, ~120 at the peak. */
export function cityWeeklyMean(weekStart: string): number {
  const day = dayOfYear(addDays(weekStart, 3));
  const fromPeak = Math.min(Math.abs(day - 228), 365 - Math.abs(day - 228));
  return 25 + 95 * Math.exp(-0.5 * (fromPeak / 32) ** 2);
}

/** Shares of a rising barangay's last four weeks (T-3..T): climbing, but gently enough not to be a spike. */
const RISING_SHAPE = [0.22, 0.24, 0.26, 0.28];

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

function meanAndSd(values: readonly number[]): { mean: number; sd: number } {
  const mean = sum(values) / Math.max(1, values.length);
  const variance = sum(values.map((v) => (v - mean) ** 2)) / Math.max(1, values.length - 1);
  return { mean, sd: Math.sqrt(variance) };
}

/**
 * Weekly counts of one barangay, index `last` being the last complete week. Spike and rising signals are
 * sized from the counts actually drawn before them, so they stand out whatever the season and the noise:
 * a spike lies far above the mean and spread of weeks T-10..T-3; a rise makes the last four weeks more
 * than twice the four before.
 */
function weeklyCounts(
  means: readonly number[],
  last: number,
  kind: 'spike' | 'rising' | 'usual',
  rng: Random,
): number[] {
  const counts = means.map((mean, i) => {
    const reported = i > last ? (REPORTED_SHARE_AFTER_LAST_COMPLETE[i - last - 1] ?? 0) : 1;
    return rng.poisson(mean * reported);
  });
  if (kind === 'spike') {
    const { mean, sd } = meanAndSd(counts.slice(last - 10, last - 2));
    counts[last] = Math.max(8, Math.ceil(4 * mean + 6 * sd + 5)) + rng.int(0, 3);
  }
  if (kind === 'rising') {
    const previous4 = sum(counts.slice(last - 7, last - 3));
    const target = Math.max(8, Math.ceil(1.7 * previous4 + 5));
    RISING_SHAPE.forEach((share, k) => {
      counts[last - 3 + k] = Math.round(target * share);
    });
  }
  return counts;
}

function barangayShares(barangays: readonly DemoBarangay[], rng: Random): Map<string, number> {
  const weights = barangays.map((b) => Math.sqrt(Math.max(areaKm2(b), 0.05)) * Math.exp(0.35 * rng.normal()));
  const total = weights.reduce((s, w) => s + w, 0);
  return new Map(barangays.map((b, i) => [b.id, (weights[i] ?? 0) / total]));
}

function ageYears(rng: Random): number {
  const band = rng.pick([
    [0, 4],
    [5, 14],
    [5, 14],
    [5, 14],
    [15, 24],
    [15, 24],
    [25, 44],
    [25, 44],
    [45, 64],
    [65, 85],
  ] as const);
  return rng.int(band[0], band[1]);
}

function classification(rng: Random): string {
  const r = rng.next();
  return r < 0.6 ? 'Suspect' : r < 0.85 ? 'Probable' : 'Confirmed';
}

export interface SeededCases {
  importId: string;
  cases: number;
  deaths: number;
  lastCompleteWeek: string;
}

/** The synthetic line list, without touching the database (also used to check the signals over a year). */
export function generateCaseRows(
  barangays: readonly DemoBarangay[],
  rng: Random,
  today: string,
): { rows: CaseRow[]; deaths: number } {
  const lastWeek = lastCompleteWeekStart(today);
  const firstWeek = addDays(lastWeek, -7 * (WEEKS - 1));
  const shares = barangayShares(barangays, rng);
  const spike = new Set<string>(SPIKE_BARANGAYS);
  const rising = new Set<string>(RISING_BARANGAYS);
  const neighbours = neighbourNames(barangays);

  const weeks: string[] = [];
  for (let week = firstWeek; week <= today; week = addDays(week, 7)) weeks.push(week);
  const last = WEEKS - 1;
  const rows: CaseRow[] = [];
  const recentRisingRows: number[] = [];
  for (const barangay of barangays) {
    const share = shares.get(barangay.id) ?? 0;
    const kind = spike.has(barangay.name) ? 'spike' : rising.has(barangay.name) ? 'rising' : 'usual';
    const counts = weeklyCounts(
      weeks.map((w) => cityWeeklyMean(w) * share),
      last,
      kind,
      rng,
    );
    addSceneCases(counts, barangay.name, last, neighbours, rng);
    let index = 0;
    weeks.forEach((week, w) => {
      for (let c = 0; c < (counts[w] ?? 0); c++) {
        const onsetOn = minDate(addDays(week, rng.int(0, 6)), addDays(today, -1));
        if (onsetOn < week) continue;
        if (kind === 'rising' && w > last - 4 && w <= last) recentRisingRows.push(rows.length);
        rows.push({
          fingerprint: createHash('sha256').update(`demo|${barangay.name}|${index++}`).digest('hex'),
          barangayId: barangay.id,
          onsetOn,
          admittedOn: minDate(addDays(onsetOn, rng.int(1, 5)), today),
          onsetImputed: false,
          morbidityWeekStart: week,
          outcome: 'alive',
          sex: rng.chance(0.53) ? 'M' : 'F',
          ageYears: ageYears(rng),
          caseClassification: classification(rng),
        });
      }
    });
  }

  // Deaths: five spread over the year and one in the last four weeks, in a barangay whose cases are rising.
  const deathRows = new Set<number>();
  const older = rows.flatMap((r, i) => ((r.morbidityWeekStart ?? '') < addDays(lastWeek, -28) ? [i] : []));
  for (const i of rng.sample(older, 5)) deathRows.add(i);
  if (recentRisingRows.length > 0) deathRows.add(rng.pick(recentRisingRows));
  for (const i of deathRows) {
    const row = rows[i];
    if (row) {
      row.outcome = 'died';
      row.caseClassification = 'Confirmed';
    }
  }
  return { rows, deaths: deathRows.size };
}

export async function seedCases(ctx: DemoContext): Promise<SeededCases> {
  const { rows, deaths } = generateCaseRows(ctx.barangays, ctx.rng, ctx.today);
  const [imported] = await ctx.tx
    .insert(caseImports)
    .values({
      uploadedBy: ctx.admin.id,
      originalFilename: 'demo-line-list.csv',
      status: 'analysing',
      dateFormat: 'YYYY-MM-DD',
      rowsRead: rows.length,
      rowsImported: rows.length,
      startedAt: new Date(ctx.now.getTime() - 2 * 60_000),
    })
    .returning({ id: caseImports.id });
  if (!imported) throw new Error('Demo seed: the case import was not created');
  for (let i = 0; i < rows.length; i += BATCH) {
    await ctx.tx
      .insert(dengueCases)
      .values(rows.slice(i, i + BATCH).map((r) => ({ ...r, importId: imported.id })));
  }
  return {
    importId: imported.id,
    cases: rows.length,
    deaths,
    lastCompleteWeek: lastCompleteWeekStart(ctx.today),
  };
}

/** Closes the import the way a real one ends: analysed, done, with the number of barangays analysed. */
export async function finishCaseImport(
  ctx: DemoContext,
  importId: string,
  barangaysAnalysed: number,
): Promise<void> {
  await ctx.tx
    .update(caseImports)
    .set({ status: 'done', barangaysAnalysed, finishedAt: new Date(ctx.now.getTime()) })
    .where(eq(caseImports.id, importId));
}
