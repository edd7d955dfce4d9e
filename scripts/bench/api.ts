/**
 * npm run bench:api  (tsx scripts/bench/api.ts [--reports 100000] [--accounts 10000] [--cases-per-year 8000]
 *                     [--duration 10] [--connections 50] [--only name,name] [--soak] [--pglite] [--no-clusters]
 *                     [--explain] [--no-reference])
 *
 * The public read path under load (issue 19). Seeds a new PostgreSQL database of BENCH_DATABASE_URL's server
 * (created and dropped here; with --pglite, or without BENCH_DATABASE_URL, a temporary PGlite DATA_DIR too)
 * with N reports (images, votes, comments), accounts and 5 years of cases, an analysis run and the clusters;
 * starts the production server (the API bundle `npm start` runs) in its own process; and drives each route with
 * autocannon on 127.0.0.1 for `--duration` seconds at `--connections`, `GET health` first and last in the same
 * run as the reference. Prints req/s, p50, p99, errors, the ratio to health and PASS/FAIL per target, the
 * server's peak RSS, the date, the load average and the build. Each row answering 8 KB or more is measured
 * again against a bare node:http server sending the same bytes (byte-reference.ts; --no-reference skips it),
 * the ceiling that response size allows on this machine. --soak: 60 s of every public read at 100
 * connections, 0 errors and RSS growth under 10% (run it after the routes: on cold caches the kept answers
 * being built count as growth). BENCH_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markerTilePath, tileKey } from '@dengue/core';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../apps/api/src/db/client.ts';
import { buildApiIfStale } from '../api-build.mjs';
import { explainFeedQueries } from './lib/api-explain.ts';
import {
  type BenchIds,
  type BenchRoute,
  benchRoutes,
  CLUSTER_CIRCLES,
  HEALTH,
  type Measured,
  printTable,
  verdict,
} from './lib/api-routes.ts';
import { BENCH_PASSWORD, benchEmail, seedBenchData } from './lib/api-seed.ts';
import { describeMapTiles, type MapTiles, mapTiles } from './lib/api-tiles.ts';
import { numberOption, textOption } from './lib/args.ts';
import { measureByteReference, printReference } from './lib/byte-reference.ts';
import { createScratchDatabase } from './lib/postgres.ts';
import { startBenchServer } from './lib/server.ts';

const COUNTS = {
  reports: numberOption('reports', 100_000),
  accounts: numberOption('accounts', 10_000),
  casesPerYear: numberOption('cases-per-year', 8000),
  clusters: !process.argv.includes('--no-clusters'),
};
const DURATION = numberOption('duration', 10);
const CONNECTIONS = numberOption('connections', 50);
const ONLY = textOption('only', '').split(',').filter(Boolean);
const SOAK = process.argv.includes('--soak');
/** Rows answering this much or more are also measured from a bare server sending the same bytes. */
const REFERENCE_MIN_BYTES = 8 * 1024;
const REFERENCE = !process.argv.includes('--no-reference');
/** Seed, print the feed statements' plans (EXPLAIN ANALYZE), and stop: no server, no load. */
const EXPLAIN = process.argv.includes('--explain');
const log = (line: string) => console.log(line);

const statusKb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

interface Target {
  kind: 'PostgreSQL' | 'PGlite';
  databaseUrl?: string;
  dataDir: string;
  drop: () => Promise<void>;
}

async function postgresTarget(url: string): Promise<Target> {
  const scratch = await createScratchDatabase(url, 'dengue_bench_api');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dengue-bench-api-'));
  return {
    kind: 'PostgreSQL',
    databaseUrl: scratch.url,
    dataDir,
    drop: async () => {
      // BENCH_KEEP=1 keeps the seeded database for a look with psql or a server of one's own.
      if (process.env.BENCH_KEEP === '1') return log(`  kept ${scratch.url}`);
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function pgliteTarget(): Target {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dengue-bench-api-'));
  return { kind: 'PGlite', dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * Seeds the database and picks what the routes read: validated reports with comments, newest first, and the
 * public map's marker tiles where the validated reports lie.
 */
async function prepare(target: Target): Promise<{ reportIds: string[]; tiles: MapTiles; clusterId: string }> {
  const database: Database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    const started = performance.now();
    await seedBenchData(database, COUNTS, log);
    log(`  seeding took ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (EXPLAIN) await explainFeedQueries(database, log);
    const rows = (await database.db.execute(sql`
      select id from reports where status = 'Validated' and comment_count > 0
      order by created_at desc limit 20`)) as unknown as { rows: { id: string }[] };
    const points = (await database.db.execute(sql`
      select lng, lat from reports where status = 'Validated'`)) as unknown as {
      rows: { lng: number | string; lat: number | string }[];
    };
    const tiles = mapTiles(points.rows.map((p) => ({ lng: Number(p.lng), lat: Number(p.lat) })));
    for (const line of describeMapTiles(tiles)) log(line);
    const largest = (await database.db.execute(sql`
      select cluster_id as id, count(*)::int as members from reports where cluster_id is not null
      group by cluster_id order by count(*) desc limit 1`)) as unknown as {
      rows: { id: string; members: number }[];
    };
    const cluster = largest.rows[0];
    if (!cluster) throw new Error('the seed made no cluster');
    log(`  largest cluster: ${cluster.members} reports`);
    return { reportIds: rows.rows.map((r) => r.id), tiles, clusterId: cluster.id };
  } finally {
    await database.close();
  }
}

/** User + system CPU time of a process so far, in milliseconds (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(
  origin: string,
  pid: number,
  route: BenchRoute,
  connections: number,
  duration: number,
) {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    requests: route.requests,
    timeout: 10,
  });
  const expected = (code: string) => code.startsWith('2') || (route.expect304 === true && code === '304');
  const codes = Object.entries(result.statusCodeStats)
    .filter(([code]) => !expected(code))
    .map(([code, { count }]) => `${count} x ${code}`);
  if (codes.length > 0 || result.errors || result.timeouts)
    log(
      `  (${route.name}: ${[...codes, `${result.errors} errors`, `${result.timeouts} timeouts`].join(', ')})`,
    );
  return {
    name: route.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors:
      result.errors +
      result.timeouts +
      result.non2xx -
      (route.expect304 ? (result.statusCodeStats['304']?.count ?? 0) : 0),
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
    cpuMsPerRequest: result.requests.total ? (cpuMs(pid) - cpuBefore) / result.requests.total : 0,
  };
}

async function run(target: Target): Promise<boolean> {
  log(`${target.kind}:`);
  const { reportIds, tiles, clusterId } = await prepare(target);
  if (EXPLAIN) return true;
  const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const server = await startBenchServer({
    args: [...nodeFlags, await buildApiIfStale()],
    stdout: 'ignore',
    env: {
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: path.join(target.dataDir, 'no-web'),
      // Ten residents toggle votes as fast as they can: the per-account write limits would refuse them.
      RATE_LIMIT_SCALE: '1000',
    },
    startWithin: { ms: 120_000, words: '2 minutes' },
  });
  try {
    const tokens: string[] = [];
    for (let n = 1; n <= 10; n++) {
      const res = await fetch(`${server.origin}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: benchEmail(n), password: BENCH_PASSWORD }),
      });
      if (!res.ok) throw new Error(`login answered ${res.status}`);
      tokens.push(((await res.json()) as { accessToken: string }).accessToken);
    }
    const etagOf = async (path: string) =>
      (await fetch(`${server.origin}/api/v1/${path}`, { headers: { 'accept-encoding': 'br' } })).headers.get(
        'etag',
      ) ?? '';
    const etags = {
      clusters: await etagOf(CLUSTER_CIRCLES),
      markers: await etagOf('clusters/markers'),
      cityTiles: [] as string[],
    };
    // The tiles are built on their first request and kept per data version: ask each once before the load
    // (keeping the city tiles' ETags) and say what a first request cost.
    const firstAnswers: string[] = [];
    for (const [row, loads] of [
      ['city', tiles.city],
      ['district', tiles.district],
      ['street', tiles.street],
      ['block', tiles.block],
    ] as const) {
      for (const { tile } of loads) {
        const started = performance.now();
        const res = await fetch(`${server.origin}/api/v1/${markerTilePath(tile)}`, {
          headers: { 'accept-encoding': 'br' },
        });
        if (!res.ok) throw new Error(`${markerTilePath(tile)} answered ${res.status}`);
        const body = (await res.json()) as { data: { markers: unknown[]; areas: unknown[] } };
        const ms = performance.now() - started;
        if (row === 'city') etags.cityTiles.push(res.headers.get('etag') ?? '');
        firstAnswers.push(
          `${tileKey(tile)} ${ms.toFixed(0)} ms ${body.data.markers.length}+${body.data.areas.length}`,
        );
      }
    }
    log(`  first tile answers (ms, markers + areas): ${firstAnswers.join(', ')}`);
    const ids: BenchIds = { reportIds, tokens, tiles, etags, clusterId };
    const routes = benchRoutes(ids).filter((r) => ONLY.length === 0 || ONLY.includes(r.name));
    // A short warm-up: the first requests compile code and fill caches.
    await measure(server.origin, server.pid, HEALTH, 10, 2);
    const healthBefore = await measure(server.origin, server.pid, HEALTH, CONNECTIONS, DURATION);
    const measured: Omit<Measured, 'ratio'>[] = [];
    for (const route of routes) {
      measured.push({
        ...(await measure(server.origin, server.pid, route, CONNECTIONS, DURATION)),
        minRatio: route.minRatio,
      });
    }
    const healthAfter = await measure(server.origin, server.pid, HEALTH, CONNECTIONS, DURATION);
    const healthRps = (healthBefore.rps + healthAfter.rps) / 2;
    const rows: Measured[] = [
      { ...healthBefore, name: 'GET health (first)', ratio: healthBefore.rps / healthRps },
      ...measured.map((m) => ({ ...m, ratio: m.rps / healthRps })),
      { ...healthAfter, name: 'GET health (last)', ratio: healthAfter.rps / healthRps },
    ];
    printTable(rows);
    if (REFERENCE) {
      const heavy = measured.flatMap((m) => {
        const route = routes.find((r) => r.name === m.name);
        return route && m.bytesPerRequest >= REFERENCE_MIN_BYTES ? [{ route, ...m }] : [];
      });
      const reference = await measureByteReference(server.origin, heavy, (origin, pid, route) =>
        measure(origin, pid, route, CONNECTIONS, DURATION),
      );
      printReference(reference, healthRps);
    }
    log(
      `  server peak RSS ${(statusKb(server.pid, 'VmHWM') / 1024).toFixed(0)} MB, load average ${loadAverage()}`,
    );
    let ok = rows.every((r) => verdict(r) !== 'FAIL');
    if (SOAK) ok = (await soak(server.origin, server.pid, ids)) && ok;
    return ok;
  } finally {
    await server.stop();
  }
}

/** 60 s of the busiest public reads at 100 connections: no error, resident memory growing less than 10%. */
async function soak(origin: string, pid: number, ids: BenchIds): Promise<boolean> {
  const mixed = benchRoutes(ids).filter((r) => r.minRatio !== undefined && !r.expect304);
  const route: BenchRoute = { name: 'soak (mixed reads)', requests: mixed.flatMap((r) => r.requests) };
  const rssBefore = statusKb(pid, 'VmRSS');
  const result = await measure(origin, pid, route, 100, 60);
  const rssAfter = statusKb(pid, 'VmRSS');
  const growth = (rssAfter - rssBefore) / rssBefore;
  const ok = result.errors === 0 && growth < 0.1;
  log(
    `  soak 60 s at 100 connections: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, ${result.errors} errors, RSS ${(rssBefore / 1024).toFixed(0)} -> ${(rssAfter / 1024).toFixed(0)} MB (${(growth * 100).toFixed(1)}%): ${ok ? 'PASS' : 'FAIL'}`,
  );
  return ok;
}

function build(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', 'apps/api/src', 'packages/core/src'], {
      encoding: 'utf8',
    }).trim();
    return `${commit}${dirty ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

async function main() {
  log(
    `bench:api ${new Date().toISOString()}, build ${build()} (API bundle), ${COUNTS.reports} reports, ${COUNTS.accounts} accounts, ${CONNECTIONS} connections x ${DURATION} s per route, load average ${loadAverage()}`,
  );
  const url = process.env.BENCH_DATABASE_URL;
  const targets: (() => Promise<Target>)[] = [];
  if (url) targets.push(() => postgresTarget(url));
  else log('PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://... to measure it)');
  if (!url || process.argv.includes('--pglite')) targets.push(async () => pgliteTarget());
  let ok = true;
  for (const make of targets) {
    const target = await make();
    try {
      ok = (await run(target)) && ok;
    } finally {
      await target.drop();
    }
  }
  log(ok ? 'Every target met' : 'Some targets missed');
  if (!ok) process.exitCode = 1;
}

await main();
