/**
 * npm run bench:alerts  (tsx scripts/bench/alerts.ts [--residents 50000] [--others 20000] [--runs 3])
 *
 * Time to send a dengue alert that notifies every resident of its barangays: the admin's whole send
 * (lock the sender, cooldown check, store the alert, one INSERT ... SELECT of the notifications, audit row),
 * as alerts.service.ts runs it, in one transaction. The residents live in five barangays; others live
 * elsewhere and must not be notified.
 * Runs on PGlite (a fresh temporary DATA_DIR) and, when BENCH_DATABASE_URL is set, on a new database of that
 * PostgreSQL server (created and dropped here). Prints the date, the load average, each run and the median,
 * and PASS/FAIL against the target of 2 s on PostgreSQL.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { inArray, sql } from 'drizzle-orm';
import { type Database, openDatabase, runMigrations } from '../../apps/api/src/db/client.ts';
import { accounts, barangays, notifications } from '../../apps/api/src/db/schema/index.ts';
import { seedBarangays } from '../../apps/api/src/db/seed/barangays.ts';
import { sendAlert } from '../../apps/api/src/modules/alerts/alerts.service.ts';
import { numberOption } from './lib/args.ts';
import { createScratchDatabase } from './lib/postgres.ts';

const RESIDENTS = numberOption('residents', 50_000);
const OTHERS = numberOption('others', 20_000);
const RUNS = numberOption('runs', 3);
const TARGET_MS = 2000;
const TARGET_NAMES = ['Batasan Hills', 'Commonwealth', 'Holy Spirit', 'Payatas', 'Bagong Silangan'];

async function withPostgres<T>(url: string, fn: (database: Database) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase(url, 'dengue_bench_alerts');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
  try {
    return await fn(database);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

async function withPglite<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dengue-bench-alerts-'));
  const database = await openDatabase({ dataDir });
  try {
    return await fn(database);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Schema, barangays, one admin and the residents, inserted in bulk by the database itself. */
async function prepare(database: Database): Promise<{ adminId: string; barangayIds: string[] }> {
  const { db } = database;
  await runMigrations(database);
  await seedBarangays(db);
  const all = await db.select({ id: barangays.id, name: barangays.name }).from(barangays);
  const targets = all.filter((b) => TARGET_NAMES.includes(b.name)).map((b) => b.id);
  const elsewhere = all.filter((b) => !TARGET_NAMES.includes(b.name)).map((b) => b.id);
  const insertPeople = (count: number, ids: string[], prefix: string) =>
    db.execute(sql`
      insert into accounts (username, email, password_hash, role, status, verified, home_barangay_id)
      select ${prefix} || g, ${prefix} || g || '@bench.test', 'not-a-hash', 'user', 'active', true,
        (${`{${ids.join(',')}}`}::uuid[])[1 + g % ${ids.length}]
      from generate_series(1, ${count}) g`);
  await insertPeople(RESIDENTS, targets, 'resident');
  await insertPeople(OTHERS, elsewhere, 'other');
  const [admin] = await db
    .insert(accounts)
    .values({
      username: 'bench-admin',
      email: 'admin@bench.test',
      passwordHash: 'x',
      role: 'admin',
      status: 'active',
    })
    .returning({ id: accounts.id });
  await db.execute(sql`analyze`);
  return { adminId: admin!.id, barangayIds: targets };
}

async function measure(kind: string, database: Database): Promise<number> {
  const { adminId, barangayIds } = await prepare(database);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // Each run is a new send: move the previous alerts out of the cooldown first.
    await database.db.execute(sql`update alerts set created_at = created_at - interval '2 minutes'`);
    const started = performance.now();
    const sent = await sendAlert(
      database.db,
      { title: null, barangayIds, messages: ['Dengue cases are rising. Remove standing water today.'] },
      {
        actor: { id: adminId, role: 'admin', email: 'admin@bench.test', username: 'bench-admin' },
        ip: '127.0.0.1',
        userAgent: undefined,
      },
    );
    const ms = performance.now() - started;
    if (sent.alert.recipientsCount !== RESIDENTS) {
      throw new Error(`${sent.alert.recipientsCount} notified, expected ${RESIDENTS}`);
    }
    times.push(ms);
    console.log(
      `  ${kind} run ${run + 1}: ${Math.round(ms)} ms for ${sent.alert.recipientsCount} notifications`,
    );
  }
  const [stored] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(inArray(notifications.kind, ['dengue-alert']));
  if (stored!.n !== RESIDENTS * RUNS) throw new Error(`stored ${stored!.n} notifications`);
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  console.log(`  ${kind} median: ${Math.round(median)} ms`);
  return median;
}

async function main() {
  const load = os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
  console.log(
    `bench:alerts ${new Date().toISOString()}, ${RESIDENTS} residents notified (+${OTHERS} elsewhere), ${RUNS} runs, load average ${load}`,
  );
  await withPglite((database) => measure('PGlite', database));
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://... to measure it)');
    return;
  }
  const median = await withPostgres(url, (database) => measure('PostgreSQL', database));
  console.log(`PostgreSQL target ${TARGET_MS} ms: ${median < TARGET_MS ? 'PASS' : 'FAIL'}`);
  if (median >= TARGET_MS) process.exitCode = 1;
}

await main();
