/**
 * npm run bench:map  (tsx scripts/bench/map.ts [--reports 10000] [--seed 20240601])
 *
 * The admin map with 10,000 breeding-site reports, in the browser an admin uses:
 * 1. Makes a fresh PGlite database in a temp DATA_DIR: migrations, the barangays, an admin, a resident and
 *    N reports inserted directly (deterministic PRNG: random points inside random barangay polygons, 60%
 *    Validated, 30% Pending, 10% Rejected), then forms the clusters, and recomputes them once more (timed:
 *    the second pass is what every report change pays, decision 010).
 * 2. Starts the real server with `node scripts/start.mjs` (which builds the web app into WEB_DIST when its
 *    sources changed) on a free port.
 * 3. Logs in through the form in headless Debian Chromium (the e2e tests' flags, e2e/support/chromium.ts),
 *    opens /admin/mapping twice (first visit, then a reload with a warm HTTP cache) and reads from the page:
 *    - first markers: the 'dengue-map:markers' mark, set once the first markers are painted;
 *    - idle map: the end of the last long task, resource download or the first markers, whichever is
 *      latest, once nothing more has happened for 1 s;
 *    both from the start of navigation, each beside the 1.5 s budget.
 * BENCH_VERBOSE=1 also prints each visit's downloads and long tasks; BENCH_KEEP=1 keeps the data directory.
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AreaGeometry, bboxOf, pointInPolygon, REPORT_TYPES, type ReportStatus } from '@dengue/core';
import { chromium, type Page } from '@playwright/test';
import { isNotNull } from 'drizzle-orm';
import { openDatabase, runMigrations } from '../../apps/api/src/db/client.ts';
import { accounts, barangays, clusters, reports } from '../../apps/api/src/db/schema/index.ts';
import { seedBarangays } from '../../apps/api/src/db/seed/barangays.ts';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';
import { recomputeClusters } from '../../apps/api/src/modules/clusters/cluster-recompute.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/web/e2e/support/chromium.ts';
import { numberOption } from './lib/args.ts';
import { mulberry32 } from './lib/random.ts';
import { sleep, startBenchServer } from './lib/server.ts';

const REPORTS = numberOption('reports', 10_000);
const SEED = numberOption('seed', 20_240_601);
const BUDGET_MS = 1500;
const ADMIN = { email: 'bench-map-admin@example.com', password: 'Bench!Pass1' };
/** The database the server will open: schema, barangays, an admin, and the reports. */
async function prepareDatabase(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    await runMigrations(database);
    await seedBarangays(database.db);
    const db = database.db;
    const [admin, resident] = await db
      .insert(accounts)
      .values([
        {
          username: 'bench-map-admin',
          email: ADMIN.email,
          passwordHash: await hashPassword(ADMIN.password),
          role: 'admin',
          status: 'active',
          verified: true,
        },
        {
          username: 'bench-map-resident',
          email: 'bench-map-resident@example.com',
          passwordHash: await hashPassword(randomBytes(12).toString('hex')),
          role: 'user',
          status: 'active',
          verified: true,
        },
      ])
      .returning({ id: accounts.id });
    const places = (
      await db
        .select({ id: barangays.id, geometry: barangays.geometry })
        .from(barangays)
        .where(isNotNull(barangays.geometry))
    ).map((b) => ({
      id: b.id,
      geometry: b.geometry as AreaGeometry,
      box: bboxOf(b.geometry as AreaGeometry),
    }));
    const random = mulberry32(SEED);
    const now = Date.now();
    const rows: (typeof reports.$inferInsert)[] = [];
    while (rows.length < REPORTS) {
      const place = places[Math.floor(random() * places.length)]!;
      const [west, south, east, north] = place.box;
      const lng = west + random() * (east - west);
      const lat = south + random() * (north - south);
      if (!pointInPolygon([lng, lat], place.geometry)) continue;
      const roll = random();
      const status: ReportStatus = roll < 0.6 ? 'Validated' : roll < 0.9 ? 'Pending' : 'Rejected';
      const observedAt = new Date(now - random() * 90 * 86_400_000);
      rows.push({
        authorId: resident!.id,
        barangayId: place.id,
        lng,
        lat,
        observedAt,
        reportType: REPORT_TYPES[Math.floor(random() * REPORT_TYPES.length)]!,
        description: 'Breeding site reported for the map benchmark.',
        status,
        statusChangedAt: status === 'Pending' ? null : observedAt,
        statusChangedBy: status === 'Pending' ? null : admin!.id,
        createdAt: observedAt,
        updatedAt: observedAt,
      });
    }
    for (let start = 0; start < rows.length; start += 1000) {
      await db.insert(reports).values(rows.slice(start, start + 1000));
    }
    const timed = async () => {
      const started = performance.now();
      await recomputeClusters(db);
      return Math.round(performance.now() - started);
    };
    const formMs = await timed();
    // What every later report change pays: the same pass, with little or nothing to write.
    const againMs = await timed();
    return { formMs, againMs, clusters: await db.$count(clusters) };
  } finally {
    await database.close();
  }
}

/** `npm start`'s path: build the web app if stale, then the API server serving it, in a child process. */
async function startServer(dataDir: string) {
  return startBenchServer({
    args: ['scripts/start.mjs'],
    stdout: 'inherit',
    env: { DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') },
    startWithin: { ms: 300_000, words: '5 minutes' },
  });
}

/** Collects long tasks from the very start of each page (Chromium's Long Tasks API). */
const LONG_TASK_RECORDER = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

interface Visit {
  firstMarkersMs: number;
  idleMs: number;
  drawn: string;
  longTasks: number;
}

/** Opens the admin map (navigate or reload) and reads the figures once the page has been quiet for 1 s. */
async function measure(page: Page, open: () => Promise<unknown>): Promise<Visit> {
  await open();
  await page.waitForFunction(() => performance.getEntriesByName('dengue-map:markers').length > 0, null, {
    timeout: 60_000,
  });
  let last = -1;
  for (;;) {
    const latest = await page.evaluate(() => {
      const w = window as unknown as { __longTasks: [number, number][] };
      const resources = performance
        .getEntriesByType('resource')
        .map((r) => (r as PerformanceResourceTiming).responseEnd);
      const marker = performance.getEntriesByName('dengue-map:markers')[0]!.startTime;
      return Math.max(marker, ...w.__longTasks.map(([start, duration]) => start + duration), ...resources);
    });
    if (latest === last) break;
    last = latest;
    await sleep(1000);
  }
  return page.evaluate(() => {
    const w = window as unknown as { __longTasks: [number, number][] };
    const resources = performance
      .getEntriesByType('resource')
      .map((r) => (r as PerformanceResourceTiming).responseEnd);
    const marker = performance.getEntriesByName('dengue-map:markers')[0]!.startTime;
    if ((window as unknown as { __benchVerbose?: boolean }).__benchVerbose)
      console.log(
        JSON.stringify({
          resources: performance
            .getEntriesByType('resource')
            .map((r) => [
              r.name.replace(location.origin, ''),
              Math.round(r.startTime),
              Math.round((r as PerformanceResourceTiming).responseEnd),
            ]),
          longTasks: w.__longTasks.map(([start, duration]) => [Math.round(start), Math.round(duration)]),
          nav: Math.round(
            (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
              .domContentLoadedEventEnd,
          ),
        }),
      );
    return {
      firstMarkersMs: Math.round(marker),
      idleMs: Math.round(
        Math.max(marker, ...w.__longTasks.map(([start, duration]) => start + duration), ...resources),
      ),
      drawn:
        (document.querySelector('.leaflet-container') as HTMLElement | null)?.dataset.reportMarkers ?? '?',
      longTasks: w.__longTasks.length,
    };
  });
}

const verdict = (ms: number) => `${ms} ms (budget ${BUDGET_MS} ms: ${ms <= BUDGET_MS ? 'PASS' : 'FAIL'})`;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dengue-bench-map-'));
  const dataDir = path.join(dir, 'data');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    process.stdout.write(`Seeding ${REPORTS} reports...\n`);
    const seeded = await prepareDatabase(dataDir);
    process.stdout.write('Starting the server (builds the web app if its sources changed)...\n');
    server = await startServer(dataDir);
    const context = await browser.newContext({
      baseURL: server.origin,
      viewport: { width: 1366, height: 900 },
    });
    // No tile server: the benchmark measures our layers, not OpenStreetMap.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    await context.addInitScript(LONG_TASK_RECORDER);
    // BENCH_VERBOSE=1 prints each visit's downloads and long tasks (start and end, ms).
    if (process.env.BENCH_VERBOSE) {
      await context.addInitScript('window.__benchVerbose = true;');
    }
    const page = await context.newPage();
    if (process.env.BENCH_VERBOSE) page.on('console', (message) => console.log(message.text()));
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/admin/dashboard');

    const first = await measure(page, () => page.goto('/admin/mapping'));
    const warm = await measure(page, () => page.reload());
    const [load1, load5] = os.loadavg();
    console.log('');
    console.log(`Admin map, ${REPORTS} reports (${seeded.clusters} clusters), ${os.cpus().length} CPUs`);
    console.log(
      `  clusters formed from scratch in ${seeded.formMs} ms; recomputed after that (a report change) in ${seeded.againMs} ms`,
    );
    for (const [name, visit] of [
      ['first visit', first],
      ['reload (warm cache)', warm],
    ] as const) {
      console.log(`  ${name}:`);
      console.log(`    first rendered markers: ${verdict(visit.firstMarkersMs)}`);
      console.log(`    idle map:               ${verdict(visit.idleMs)}`);
      console.log(`    drawn: ${visit.drawn} (mode:markers in view), long tasks: ${visit.longTasks}`);
    }
    console.log(`  machine load average: ${load1!.toFixed(2)} (1 min), ${load5!.toFixed(2)} (5 min)`);
    await context.close();
  } finally {
    await browser.close();
    await server?.stop();
    // BENCH_KEEP=1 leaves the data directory (and its database) for a closer look.
    if (process.env.BENCH_KEEP) console.log(`  data kept in ${dataDir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
