import { manilaToday } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { createLocalStorage, type Storage } from '../../../lib/storage.ts';
import { analyseAll } from '../../../modules/analytics/analysis.service.ts';
import type { Db } from '../../client.ts';
import { appSettings } from '../../schema/index.ts';
import { seedAccounts } from './accounts.ts';
import { seedAlerts } from './alerts.ts';
import { finishCaseImport, seedCases } from './cases.ts';
import { seedPosts } from './content.ts';
import type { DemoContext } from './context.ts';
import { seedInterventions } from './operations.ts';
import { loadDemoBarangays } from './places.ts';
import { Random } from './random.ts';
import { seedReports } from './reports.ts';

export { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, DEMO_RESIDENTS } from './accounts.ts';
export { RISING_BARANGAYS, SPIKE_BARANGAYS } from './cases.ts';

/** The app_settings row that says the demo data is there; written in the same transaction as the data. */
export const DEMO_MARKER_KEY = 'demo_seeded';
const SEED = 20_240_611;

export interface DemoSeedOptions {
  /** `<DATA_DIR>/uploads`, served at /uploads/; unused when `storage` is given. */
  uploadsDir: string;
  /** The server's configured storage (the bucket when S3_* is set); files under `uploadsDir` by default. */
  storage?: Storage;
  log: { info(obj: unknown, msg?: string): void };
  /** The instant the demo is built around (dates fall in the year before it); the current time by default. */
  now?: Date;
}

export interface DemoSeedSummary {
  accounts: number;
  reports: number;
  reportImages: number;
  cases: number;
  deaths: number;
  interventions: number;
  posts: number;
  alerts: number;
  barangaysAnalysed: number;
  ms: number;
}

/**
 * Fills an installation with a realistic, repeatable demo for DEMO=1: accounts, reports with photos,
 * a year of synthetic cases, interventions, posts and alerts. Everything goes in one transaction with
 * the marker row, so it happens once, completely or not at all; files written before a failure are
 * removed again. Returns null when the demo was already there.
 */
export async function seedDemoData(db: Db, options: DemoSeedOptions): Promise<DemoSeedSummary | null> {
  const [existing] = await db.select().from(appSettings).where(eq(appSettings.key, DEMO_MARKER_KEY));
  if (existing) {
    options.log.info({ seededAt: existing.value }, 'demo data already present');
    return null;
  }
  const started = performance.now();
  const now = options.now ?? new Date();
  const storage = options.storage ?? createLocalStorage(options.uploadsDir);
  const writtenKeys: string[] = [];
  try {
    const summary = await db.transaction(async (tx) => {
      // Another process starting at the same moment waits here and then finds the marker taken.
      const marked = await tx
        .insert(appSettings)
        .values({ key: DEMO_MARKER_KEY, value: now.toISOString() })
        .onConflictDoNothing()
        .returning();
      if (marked.length === 0) return null;
      const rng = new Random(SEED);
      const barangays = await loadDemoBarangays(tx);
      const byName = new Map(barangays.map((b) => [b.name, b]));
      const { admin, residents } = await seedAccounts(tx, rng, now, byName);
      const ctx: DemoContext = {
        tx,
        rng,
        now,
        today: manilaToday(now),
        storage,
        writtenKeys,
        barangays,
        byName,
        admin,
        residents,
      };
      const reports = await seedReports(ctx);
      const cases = await seedCases(ctx);
      const analysis = await analyseAll(tx, { analysisDate: ctx.today });
      await finishCaseImport(ctx, cases.importId, analysis.barangays);
      const interventions = await seedInterventions(ctx);
      const posts = await seedPosts(ctx);
      const alerts = await seedAlerts(ctx);
      return {
        accounts: residents.length + 1,
        reports: reports.reports,
        reportImages: reports.images,
        cases: cases.cases,
        deaths: cases.deaths,
        interventions,
        posts,
        alerts,
        barangaysAnalysed: analysis.barangays,
        ms: 0,
      };
    });
    if (!summary) {
      await removeFiles(storage, writtenKeys);
      return null;
    }
    summary.ms = Math.round(performance.now() - started);
    options.log.info(summary, 'demo data seeded');
    return summary;
  } catch (error) {
    await removeFiles(storage, writtenKeys);
    throw error;
  }
}

async function removeFiles(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
}
