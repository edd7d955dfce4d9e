/**
 * npm run bench:web  (tsx scripts/bench/web.ts [--runs 3] [--pages /home,/community,/mapping,/buzzline])
 *
 * Lighthouse 12 (mobile preset: a mid-range phone on a slow 4G link, simulated) against the production server
 * (`scripts/start.mjs`: the built app, compression on) with the demo data (DEMO=1), in Debian's Chromium.
 * For each page, the median of --runs runs of each category score, and from the median-performance run:
 * - the JavaScript the page downloads during its load (transfer size, i.e. compressed), against 150 KB for /home;
 * - whether any staff (admin or superadmin) code was downloaded, which must never happen on these pages;
 * - the image audits (modern formats, properly sized).
 * Prints each figure with its budget beside it and exits 1 when a budget is missed.
 */

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const RUNS = Math.max(1, Number(option('runs', '3')));
const PAGES = option('pages', '/home,/community,/mapping,/buzzline').split(',');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const BUDGET = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 95 } as const;
type Category = keyof typeof BUDGET;
const CATEGORIES = Object.keys(BUDGET) as Category[];
const HOME_JS_BUDGET_KB = 150;
/** Chunks of the staff areas (route modules and their own pieces, see apps/web/src/app/routes). */
const STAFF_CODE =
  /\/assets\/(admin|superadmin|analytics|dashboard|reports-verification|interventions|cea|console-layout|accounts-table|paged-accounts)[^/]*\.js/;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dengue-bench-web-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      LOG_LEVEL: 'error',
      SUPERADMIN_EMAIL: 'bench-superadmin@example.com',
      SUPERADMIN_PASSWORD: 'Bench-Superadmin-1!',
      // Its own build folder, so a running dev server or test run is not disturbed.
      WEB_DIST: process.env.WEB_DIST ?? path.join(os.tmpdir(), 'dengue-bench-web-dist'),
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with status ${child.exitCode}`);
    const up = await fetch(`${origin}/api/v1/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 3000) throw new Error('the server did not start within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin, stop };
}

interface RunResult {
  scores: Record<Category, number>;
  scriptKb: number;
  staffScripts: string[];
  images: { modernFormats: boolean; sized: boolean };
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function runLighthouse(url: string, port: number): Promise<RunResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
    []) as NetworkItem[];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const passed = (id: string) => (lhr.audits[id]?.score ?? 1) >= 0.9;
  return {
    scores,
    scriptKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    staffScripts: scripts.map((item) => item.url).filter((u) => STAFF_CODE.test(u)),
    images: { modernFormats: passed('modern-image-formats'), sized: passed('uses-responsive-images') },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  process.stdout.write('Starting the production server with the demo data (builds the app when stale)...\n');
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  let failed = false;
  const check = (ok: boolean) => {
    if (!ok) failed = true;
    return ok ? 'ok  ' : 'MISS';
  };
  try {
    console.log(
      `Lighthouse 12, mobile preset, median of ${RUNS}, ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    for (const page of PAGES) {
      const runs: RunResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(`${server.origin}${page}`, chrome.port));
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
      const jsLine = `JavaScript downloaded during load: ${typical.scriptKb.toFixed(1)} KB compressed`;
      if (page === '/home')
        console.log(
          `  ${check(typical.scriptKb <= HOME_JS_BUDGET_KB)} ${jsLine}   budget <= ${HOME_JS_BUDGET_KB} KB`,
        );
      else console.log(`       ${jsLine}`);
      console.log(
        `  ${check(typical.staffScripts.length === 0)} staff code downloaded: ${typical.staffScripts.length === 0 ? 'none' : typical.staffScripts.join(', ')}   budget: none`,
      );
      console.log(
        `  ${check(typical.images.modernFormats && typical.images.sized)} images: modern formats ${typical.images.modernFormats ? 'yes' : 'no'}, sized to display ${typical.images.sized ? 'yes' : 'no'}`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  console.log(failed ? '\nSome budgets were missed.' : '\nEvery budget met.');
  if (failed) process.exitCode = 1;
}

await main();
