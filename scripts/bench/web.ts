/**
 * npm run bench:web  (tsx scripts/bench/web.ts [--runs 3] [--pages /home,/community,/mapping,/buzzline]
 *                     [--save <dir>] [--busy] [--help])
 *
 * Lighthouse 12 (mobile preset: a mid-range phone on a slow 4G link, simulated) against the production server
 * (`scripts/start.mjs`: the built app, brotli/gzip compression on) with the demo data (DEMO=1), in Debian's
 * Chromium. For each page, the median of --runs runs of each category score, and from the median-performance
 * run:
 * - the JavaScript requested before the page was interactive, against 150 KB for /home: every script the page
 *   asked for up to its largest contentful paint (observed), i.e. what the first screen needed to render and
 *   answer; its compressed body bytes as they crossed the wire (response headers left out). The scripts the
 *   page fetches after that (the map preview below the fold, the service worker) are printed as well;
 * - whether any staff code was downloaded: chunks holding admin or superadmin modules are named `staff-*`
 *   at build time (apps/web/vite.config.ts, STAFF_MODULE), and must never reach these pages;
 * - the image audits (modern formats, properly sized).
 * The largest contentful paint (Lighthouse's simulated one, as the performance score counts it) is the median
 * of the runs, with the element that was painted.
 * --save writes each run's Lighthouse report (JSON) to <dir> for a closer look.
 * --busy keeps one core busy (a child process spinning) while Lighthouse runs, so that a figure met on a quiet
 * machine is also met on a phone doing something else, and does not depend on the machine being quiet.
 * Prints each figure with its budget beside it and exits 1 when a budget is missed.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { NetworkRecorder } from 'lighthouse/core/lib/network-recorder.js';
import { CHROMIUM_CONTAINER_FLAGS, CHROMIUM_PATH } from '../../apps/web/e2e/support/chromium.ts';
import { startBlankTileServer } from './blank-tiles.ts';
import { textOption } from './lib/args.ts';
import { startBenchServer } from './lib/server.ts';

const USAGE = `npm run bench:web -- [options]

Lighthouse 12 (mobile) on the production build with the demo data; exits 1 when a budget is missed.

  --runs N          runs per page; each figure is their median (default 3)
  --pages /a,/b     the pages (default /home,/community,/mapping,/buzzline)
  --save DIR        writes each run's Lighthouse report (JSON) to DIR
  --busy            keeps one core busy while Lighthouse runs
  --help            prints this
`;
if (process.argv.includes('--help')) {
  process.stdout.write(USAGE);
  process.exit(0);
}

const RUNS = Math.max(1, Number(textOption('runs', '3')));
const PAGES = textOption('pages', '/home,/community,/mapping,/buzzline').split(',');
const SAVE_DIR = textOption('save', '');
const BUSY = process.argv.includes('--busy');

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 } as const;
/** The largest contentful paint on the simulated phone, median of the runs. */
const LCP_BUDGET_MS = 2000;
type Category = keyof typeof BUDGET;
const CATEGORIES = Object.keys(BUDGET) as Category[];
const HOME_JS_BUDGET_KB = 150;
/** The build names every chunk holding admin or superadmin code `staff-*` (apps/web/vite.config.ts). */
const STAFF_CODE = /\/assets\/staff-[^/]*\.js/;

async function startServer(mapTileUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dengue-bench-web-'));
  const server = await startBenchServer({
    args: ['scripts/start.mjs'],
    stdout: 'ignore',
    env: {
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      // No internet here: the maps' tiles come from a local blank-tile server (blank-tiles.ts).
      MAP_TILE_URL: mapTileUrl,
      // Its own build folder, so a running dev server or test run is not disturbed.
      WEB_DIST: process.env.WEB_DIST ?? path.join(os.tmpdir(), 'dengue-bench-web-dist'),
    },
    startWithin: { ms: 300_000, words: '5 minutes' },
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin: server.origin, stop };
}

interface ScriptLoad {
  file: string;
  /** Compressed body bytes received (the response headers are not JavaScript). */
  bytes: number;
  beforeInteractive: boolean;
}

interface RunResult {
  scores: Record<Category, number>;
  /** Simulated, as the performance score counts it. */
  lcpMs: number;
  /** The painted element, as Lighthouse quotes it. */
  lcpElement: string;
  scripts: ScriptLoad[];
  staffScripts: string[];
  images: { modernFormats: boolean; sized: boolean };
  lhr: unknown;
}

const kb = (scripts: ScriptLoad[]) => scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;

async function runLighthouse(url: string, port: number): Promise<RunResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  // Observed times, on the clock the network records use (trace microseconds vs protocol milliseconds).
  const timing = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaintTs?: number }[] })
    ?.items?.[0];
  const lcpMs = (timing?.observedLargestContentfulPaintTs ?? Number.POSITIVE_INFINITY) / 1000;
  const records = NetworkRecorder.recordsFromLogs(artifacts.DevtoolsLog);
  const scripts = records
    .filter((record) => record.resourceType === 'Script' && record.finished && !record.failed)
    .map((record) => ({
      file: record.url,
      bytes: Math.max(0, record.transferSize - (record.responseHeadersTransferSize ?? 0)),
      beforeInteractive: record.networkRequestTime <= lcpMs,
    }));
  const passed = (id: string) => (lhr.audits[id]?.score ?? 1) >= 0.9;
  const lcpTable = (lhr.audits['largest-contentful-paint-element']?.details as LcpElementDetails | undefined)
    ?.items?.[0];
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY,
    // Lighthouse names the element from the page at the end of the run: one removed by then is not named.
    lcpElement:
      lcpTable?.items?.[0]?.node?.snippet ?? '(not named: no longer on the page at the end of the run)',
    scripts,
    staffScripts: scripts.map((script) => script.file).filter((file) => STAFF_CODE.test(file)),
    images: { modernFormats: passed('modern-image-formats'), sized: passed('uses-responsive-images') },
    lhr,
  };
}

type LcpElementDetails = { items?: { items?: { node?: { snippet?: string } }[] }[] };

/**
 * Keeps one core busy until stopped: a child process spinning, at the normal priority, so the browser and the
 * server share the machine with it as a phone's browser shares its cores with other apps.
 */
function keepOneCoreBusy(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  child.on('error', (error) => console.error(`--busy: ${error.message}`));
  // Never left spinning after the benchmark, however it ends.
  process.once('exit', () => child.kill());
  return child;
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): that run is taken again once. */
async function runWithRetry(url: string, port: number): Promise<RunResult> {
  try {
    return await runLighthouse(url, port);
  } catch (error) {
    console.error(`  (run again: ${error instanceof Error ? error.message : String(error)})`);
    return runLighthouse(url, port);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  process.stdout.write('Starting the production server with the demo data (builds the app when stale)...\n');
  const tiles = await startBlankTileServer();
  const server = await startServer(tiles.url);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // chrome-launcher adds its own quiet flags; Lighthouse wants the new headless mode.
    chromeFlags: ['--headless=new', ...CHROMIUM_CONTAINER_FLAGS],
  });
  let failed = false;
  const busy = BUSY ? keepOneCoreBusy() : undefined;
  const check = (ok: boolean) => {
    if (!ok) failed = true;
    return ok ? 'ok  ' : 'MISS';
  };
  try {
    console.log(
      `Lighthouse 12, mobile preset, median of ${RUNS}, ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}${busy ? ', one core kept busy (--busy)' : ''}`,
    );
    for (const page of PAGES) {
      const runs: RunResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runWithRetry(`${server.origin}${page}`, chrome.port));
      if (SAVE_DIR) {
        mkdirSync(SAVE_DIR, { recursive: true });
        runs.forEach((run, i) => {
          const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${i + 1}.json`;
          writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(run.lhr));
        });
      }
      const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
      const typical = byPerformance[Math.floor(runs.length / 2)]!;
      console.log(`\n${page}`);
      for (const category of CATEGORIES) {
        const score = median(runs.map((run) => run.scores[category]));
        const budget = BUDGET[category];
        console.log(
          `  ${check(score >= budget)} ${category.padEnd(15)} ${String(score).padStart(3)}   budget >= ${budget}   (runs: ${runs.map((r) => r.scores[category]).join(', ')})`,
        );
      }
      const lcp = median(runs.map((run) => run.lcpMs));
      console.log(
        `  ${check(lcp < LCP_BUDGET_MS)} largest contentful paint ${(lcp / 1000).toFixed(2)} s   budget < ${(LCP_BUDGET_MS / 1000).toFixed(1)} s   (runs: ${runs.map((r) => (r.lcpMs / 1000).toFixed(2)).join(', ')})`,
      );
      console.log(`       painted: ${typical.lcpElement.replace(/\s+/g, ' ').slice(0, 110)}`);
      const early = typical.scripts.filter((script) => script.beforeInteractive);
      const later = typical.scripts.filter((script) => !script.beforeInteractive);
      const jsLine = `JavaScript before interactive: ${kb(early).toFixed(1)} KB compressed in ${early.length} files`;
      if (page === '/home')
        console.log(
          `  ${check(kb(early) <= HOME_JS_BUDGET_KB)} ${jsLine}   budget <= ${HOME_JS_BUDGET_KB} KB`,
        );
      else console.log(`       ${jsLine}`);
      console.log(
        `       then, after the first screen: ${kb(later).toFixed(1)} KB in ${later.length} files${later.length ? ` (${later.map((s) => path.basename(s.file)).join(', ')})` : ''}`,
      );
      console.log(
        `  ${check(typical.staffScripts.length === 0)} staff code downloaded: ${typical.staffScripts.length === 0 ? 'none' : typical.staffScripts.join(', ')}   budget: none`,
      );
      console.log(
        `  ${check(typical.images.modernFormats && typical.images.sized)} images: modern formats ${typical.images.modernFormats ? 'yes' : 'no'}, sized to display ${typical.images.sized ? 'yes' : 'no'}`,
      );
    }
  } finally {
    busy?.kill();
    chrome.kill();
    await server.stop();
    await tiles.stop();
  }
  console.log(
    `\nLoad average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}${BUSY ? ' (one core kept busy)' : ''}.`,
  );
  console.log(failed ? 'Some budgets were missed.' : 'Every budget met.');
  if (failed) process.exitCode = 1;
}

await main();
