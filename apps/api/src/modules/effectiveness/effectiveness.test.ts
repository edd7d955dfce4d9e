import { randomUUID } from 'node:crypto';
import { API_MESSAGES, addDays, effectWindows, manilaDateOf, manilaInstant, manilaToday } from '@dengue/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  call,
  createAuthTestApp,
  insertAccount,
  tokenFor,
} from '../../../test/auth-helpers.ts';
import { barangayNeighbours, barangays, dengueCases, interventions } from '../../db/schema/index.ts';

const PATH = '/analytics/analyze-intervention-effectivity';
let t: AuthTestApp;
const tokens = {} as Record<'admin' | 'user' | 'superadmin', string>;
const ids = new Map<string, string>();
let serial = 0;

beforeAll(async () => {
  t = await createAuthTestApp();
  for (const role of ['admin', 'user', 'superadmin'] as const) {
    tokens[role] = await tokenFor(t.secret, await insertAccount(t.db, { role }));
  }
  const rows = await t.db.select({ id: barangays.id, name: barangays.name }).from(barangays);
  for (const row of rows) ids.set(row.name, row.id);
});
afterAll(() => t.close());

const idOf = (name: string) => {
  const id = ids.get(name);
  if (!id) throw new Error(`no barangay ${name}`);
  return id;
};

/** An intervention stored directly at 09:00 Manila time, `daysAgo` days before today. */
async function anIntervention(barangay: string, daysAgo: number): Promise<{ id: string; date: string }> {
  const date = addDays(manilaToday(), -daysAgo);
  const [row] = await t.db
    .insert(interventions)
    .values({
      barangayId: idOf(barangay),
      interventionType: 'Fogging',
      personnel: 'QC ESD Vector Control Team A',
      date: manilaInstant(date, '09:00'),
      status: daysAgo > 0 ? 'Complete' : 'Ongoing',
    })
    .returning({ id: interventions.id });
  return { id: row!.id, date };
}

/** `total` cases spread over the given weeks, in the barangays named (round robin). */
async function addCases(names: readonly string[], weeks: readonly string[], total: number): Promise<void> {
  const rows = Array.from({ length: total }, (_, i) => {
    const week = weeks[i % weeks.length]!;
    return {
      fingerprint: `effect-test-${serial++}`,
      barangayId: idOf(names[i % names.length]!),
      onsetOn: addDays(week, 2),
      admittedOn: addDays(week, 3),
      morbidityWeekStart: week,
      outcome: 'alive' as const,
    };
  });
  if (rows.length > 0) await t.db.insert(dengueCases).values(rows);
}

/** As the admin unless another token is given; null is a visitor. */
const analyse = (body: unknown, token: string | null = tokens.admin) =>
  call(t.app, 'POST', PATH, { token: token ?? undefined, body });

describe('POST analytics/analyze-intervention-effectivity', () => {
  it('finds fewer cases after the intervention than in the neighbours (the hand-computed case)', async () => {
    const { id, date } = await anIntervention('Bagbag', 70);
    const w = effectWindows(date, 4);
    const around = ['San Bartolome', 'Sauyo', 'Talipapa'];
    // a = 20, b = 5 in Bagbag; c = 40, d = 36 in its three neighbours: RR 0.278 (0.094 to 0.82).
    await addCases(['Bagbag'], w.before, 20);
    await addCases(['Bagbag'], w.after, 5);
    await addCases(around, w.before, 40);
    await addCases(around, w.after, 36);
    // The intervention's own week is counted in the series but in neither window.
    await addCases(['Bagbag'], [w.interventionWeek], 9);

    const res = await analyse({ intervention_id: id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.barangay).toBe('Bagbag');
    expect(data.neighbours).toEqual(around);
    expect(data.intervention_counts).toEqual({ before: 20, after: 5, percent_change: -75 });
    expect(data.control_counts).toEqual({ before: 40, after: 36, percent_change: -10 });
    expect(data.rate_ratio.ratio).toBeCloseTo(0.277778, 5);
    expect(data.rate_ratio.lower).toBeCloseTo(0.094476, 5);
    expect(data.rate_ratio.upper).toBeCloseTo(0.81672, 5);
    expect(data.rate_ratio.continuity_corrected).toBe(false);
    expect(data.verdict).toBe('fewer_cases');
    expect(data.summary).toBe(
      'Compared with its neighbouring barangays, Bagbag had fewer cases after the intervention: rate ratio 0.28 (95% interval 0.094 to 0.82).',
    );
    expect(data.series).toHaveLength(9);
    expect(data.series.map((s: { offset: number }) => s.offset)).toEqual([-4, -3, -2, -1, 0, 1, 2, 3, 4]);
    const own = data.series.find((s: { window: string }) => s.window === 'intervention');
    expect(own).toMatchObject({ week_start: w.interventionWeek, intervention: 9, control: 0 });
    expect(data.series[0]).toMatchObject({ intervention: 5, control: 10, complete: true });
    expect(data.series[0].control_mean).toBeCloseTo(10 / 3, 10);
    expect(data.before_window).toEqual([w.before[0], addDays(w.before[3]!, 6)]);
  });

  it('says it is too early while the after-window is not complete', async () => {
    const { id } = await anIntervention('Tatalon', 3);
    const res = await analyse({ intervention_id: id, weeks: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.verdict).toBe('too_early');
    expect(res.body.data.rate_ratio).toBeNull();
    expect(res.body.data.weeks).toBe(2);
    expect(res.body.data.summary).toMatch(
      /^Too early to tell: the 2 weeks after the intervention will be complete on /,
    );
    expect(res.body.data.series.at(-1).complete).toBe(false);
  });

  it('has insufficient data when the barangay had no cases before', async () => {
    const { id, date } = await anIntervention('Culiat', 84);
    const w = effectWindows(date, 4);
    const neighbours = await t.db
      .select({ name: barangays.name })
      .from(barangayNeighbours)
      .innerJoin(barangays, eq(barangays.id, barangayNeighbours.neighbourId))
      .where(eq(barangayNeighbours.barangayId, idOf('Culiat')));
    await addCases(
      neighbours.map((n) => n.name),
      [...w.before, ...w.after],
      30,
    );
    const res = await analyse({ intervention_id: id });
    expect(res.status).toBe(200);
    expect(res.body.data.intervention_counts).toEqual({ before: 0, after: 0, percent_change: null });
    expect(res.body.data.verdict).toBe('insufficient_data');
    expect(res.body.data.rate_ratio.continuity_corrected).toBe(true);
    expect(res.body.data.summary).toMatch(/^Not enough data to tell: Culiat and its neighbouring barangays/);
  });

  it('answers 404 for an unknown intervention and 400 for weeks out of range', async () => {
    const missing = await analyse({ intervention_id: randomUUID() });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(API_MESSAGES.interventionNotFound);
    const { id } = await anIntervention('Bagbag', 30);
    expect((await analyse({ intervention_id: id, weeks: 13 })).status).toBe(400);
    expect((await analyse({ intervention_id: id, weeks: 1 })).status).toBe(400);
    expect((await analyse({ intervention_id: 'nope' })).status).toBe(400);
  });

  it('is for admins only: visitor 401, resident 403, superadmin 403', async () => {
    const { id } = await anIntervention('Bagbag', 30);
    expect((await analyse({ intervention_id: id }, null)).status).toBe(401);
    // Refused before the body is read: a bad body still gets 401/403, not a field message.
    expect((await analyse({}, null)).status).toBe(401);
    const resident = await analyse({ intervention_id: id }, tokens.user);
    expect(resident.status).toBe(403);
    expect(resident.body.code).toBe('FORBIDDEN');
    expect((await analyse({}, tokens.superadmin)).status).toBe(403);
    expect((await analyse({ intervention_id: id }, tokens.admin)).status).toBe(200);
  });

  it('computes the neighbour table once, both ways, and again only when it is empty', async () => {
    const { id } = await anIntervention('Novaliches Proper', 70);
    const res = await analyse({ intervention_id: id });
    // Novaliches Proper's derived outline shares an edge with each of its four neighbours (decision 035).
    expect(res.body.data.neighbours).toEqual(['Gulod', 'Nagkaisang Nayon', 'San Agustin', 'Santa Monica']);
    const novaliches = await t.db
      .select({ method: barangayNeighbours.method })
      .from(barangayNeighbours)
      .where(eq(barangayNeighbours.barangayId, idOf('Novaliches Proper')));
    expect(novaliches.map((r) => r.method)).toEqual(Array(4).fill('shared-edge'));
    const all = await t.db.select().from(barangayNeighbours);
    // 355 shared-edge pairs among the 142 shapes, each stored in both directions.
    expect(all).toHaveLength(2 * 355);

    // A stored table is read, not recomputed: a pair removed stays removed...
    await t.db
      .delete(barangayNeighbours)
      .where(inArray(barangayNeighbours.barangayId, [idOf('Novaliches Proper'), idOf('Gulod')]));
    const again = await analyse({ intervention_id: id });
    expect(again.body.data.neighbours).toEqual([]);
    expect(again.body.data.verdict).toBe('insufficient_data');
    expect(again.body.data.summary).toBe(
      'Not enough data to tell: Novaliches Proper has no neighbouring barangay to compare with.',
    );
    // ...and an empty table is filled again.
    await t.db.delete(barangayNeighbours);
    const refilled = await analyse({ intervention_id: id });
    expect(refilled.body.data.neighbours).toHaveLength(4);
  });
});

// The intervention's Manila date decides its week, whatever the server's time zone.
it('puts an intervention at 07:00 Manila on the Manila date', () => {
  expect(manilaDateOf(manilaInstant('2024-06-09', '07:00'))).toBe('2024-06-09');
});
