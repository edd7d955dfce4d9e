import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays } from '@dengue/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, runMigrations } from '../src/db/client.ts';
import { accounts, barangays, caseImports, dengueCases } from '../src/db/schema/index.ts';
import { seedBarangays } from '../src/db/seed/barangays.ts';
import { signAccessToken } from '../src/lib/tokens.ts';
import { INTERRUPTED_MESSAGE } from '../src/modules/cases/import-job.ts';

/**
 * Issue 6: 'one file is one transaction: a crash or kill in the middle leaves the database as before'. The real
 * server runs in its own process on an embedded database in a temp DATA_DIR; it is killed with SIGKILL (no
 * shutdown hook runs) while it writes a large file's cases, then started again on the same folder.
 */

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BIG_ROWS = 100_000;
const HELD_MS = 600;
const SMALL_ROWS = 200;

const dir = mkdtempSync(path.join(os.tmpdir(), 'dengue-import-kill-'));
const dataDir = path.join(dir, 'data');
const jwtSecret = randomBytes(32).toString('hex');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The schema, the barangays and an admin, written before the first start; answers the names and a token. */
async function prepare(): Promise<{ names: string[]; token: string }> {
  const database = await openDatabase({ dataDir });
  try {
    await runMigrations(database);
    await seedBarangays(database.db);
    const [admin] = await database.db
      .insert(accounts)
      .values({
        username: 'kill-test-admin',
        email: 'kill-test-admin@example.com',
        passwordHash: 'not used: the test signs its token',
        role: 'admin',
        status: 'active',
        verified: true,
      })
      .returning();
    const names = (await database.db.select({ name: barangays.name }).from(barangays)).map((b) => b.name);
    return { names, token: await signAccessToken({ sub: admin!.id, role: 'admin' }, jwtSecret) };
  } finally {
    await database.close();
  }
}

/** What the case table holds, read with the server stopped (the embedded database has one owner). */
async function inspect(importIds: string[]) {
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(dengueCases);
    const byImport = await db
      .select({ importId: dengueCases.importId, n: sql<number>`count(*)::int` })
      .from(dengueCases)
      .groupBy(dengueCases.importId);
    const fingerprints = await db
      .select({
        f: sql<string>`string_agg(${dengueCases.fingerprint}, ',' order by ${dengueCases.fingerprint})`,
      })
      .from(dengueCases);
    const jobs = await Promise.all(
      importIds.map(async (id) => (await db.select().from(caseImports).where(eq(caseImports.id, id)))[0]),
    );
    return {
      count: count!.n,
      byImport: Object.fromEntries(byImport.map((row) => [row.importId, row.n])),
      fingerprints: fingerprints[0]?.f ?? '',
      jobs,
    };
  } finally {
    await database.close();
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      JWT_SECRET: jwtSecret,
      WEB_DIST: path.join(dir, 'no-web'),
    },
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const api = `http://127.0.0.1:${port}/api/v1`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
    if (
      await fetch(`${api}/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    if (attempt > 600) throw new Error('the server did not start within 60 s');
    await sleep(100);
  }
  return {
    api,
    exited,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
      expect(child.signalCode).toBe('SIGKILL');
    },
  };
}

type Server = Awaited<ReturnType<typeof startServer>>;

/** A line list of `rows` distinct cases over the barangays, from `firstDay` on. */
function lineList(names: readonly string[], rows: number, firstDay: string): Blob {
  const lines = ['DAdmit,DOnset,Barangay,Outcome,City'];
  for (let i = 0; i < rows; i++) {
    const admitted = addDays(firstDay, i % 1400);
    lines.push(`${admitted},${addDays(admitted, -2)},${names[i % names.length]},Alive,Quezon City`);
  }
  return new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' });
}

async function upload(server: Server, token: string, file: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', file, name);
  const res = await fetch(`${server.api}/analytics/submit-csv-file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { data?: { importId: string }; message: string };
  expect(res.status, body.message).toBe(202);
  return body.data!.importId;
}

// biome-ignore lint/suspicious/noExplicitAny: the status body is checked field by field.
async function status(server: Server, token: string, id: string): Promise<any> {
  const res = await fetch(`${server.api}/analytics/imports/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: unknown }).data;
}

async function waitDone(server: Server, token: string, id: string) {
  for (;;) {
    const current = await status(server, token, id);
    if (current.status === 'done' || current.status === 'failed') return current;
    await sleep(100);
  }
}

/**
 * Polls until a poll is held up after the parse began. On the embedded database the import's transaction
 * holds every other query until it commits, so a poll without an answer for 600 ms means the cases are being
 * written inside it (the parse alone never blocks the server that long). That is when the process is killed.
 * The job row then says which phase the dead process was in.
 */
async function killWhileHeld(server: Server, token: string, id: string): Promise<string[]> {
  const seen: string[] = [];
  for (;;) {
    const poll = status(server, token, id);
    const answer = await Promise.race([poll, sleep(HELD_MS).then(() => 'held' as const)]);
    if (answer === 'held' && seen.length > 0) {
      poll.catch(() => {}); // its connection dies with the server
      await server.kill();
      return seen;
    }
    const current = answer === 'held' ? await poll : answer;
    if (seen.at(-1) !== current.status) seen.push(current.status);
    if (current.status === 'analysing' || current.status === 'done' || current.status === 'failed') {
      throw new Error(`the import ended before the kill (phases ${seen.join(', ')}): make the file larger`);
    }
    await sleep(20);
  }
}

describe('an import killed with SIGKILL while it saves', () => {
  it('leaves the case table as before; after a restart the job says why and the same file imports', async () => {
    const { names, token } = await prepare();
    const big = lineList(names, BIG_ROWS, '2020-01-01');

    const first = await startServer();
    const smallId = await upload(first, token, lineList(names, SMALL_ROWS, '2019-01-01'), 'small.csv');
    expect(await waitDone(first, token, smallId)).toMatchObject({
      status: 'done',
      counts: { imported: SMALL_ROWS },
    });
    const before = await (async () => {
      await first.stop();
      return inspect([smallId]);
    })();
    expect(before.count).toBe(SMALL_ROWS);

    const second = await startServer();
    const bigId = await upload(second, token, big, 'big.csv');
    const phases = await killWhileHeld(second, token, bigId);
    expect(phases).toContain('parsing');

    // Nothing of the killed file is stored: same count, same rows, none from its import.
    const afterKill = await inspect([bigId]);
    expect(afterKill.count).toBe(SMALL_ROWS);
    expect(afterKill.fingerprints).toBe(before.fingerprints);
    expect(afterKill.byImport[bigId]).toBeUndefined();
    // The dead process had parsed the whole file and was saving (the 'analysing' write is the transaction's last).
    expect(afterKill.jobs[0]).toMatchObject({ status: 'saving', rowsRead: BIG_ROWS, rowsToSave: BIG_ROWS });

    // Restarted on the same folder: the job is marked interrupted, and the same file imports whole.
    const third = await startServer();
    expect(await status(third, token, bigId)).toMatchObject({ status: 'failed', error: INTERRUPTED_MESSAGE });
    const againId = await upload(third, token, big, 'big.csv');
    expect(await waitDone(third, token, againId)).toMatchObject({
      status: 'done',
      counts: { read: BIG_ROWS, imported: BIG_ROWS, duplicates: 0, rejected: 0 },
    });
    await third.stop();
    const after = await inspect([againId]);
    expect(after.count).toBe(SMALL_ROWS + BIG_ROWS);
    expect(after.byImport[againId]).toBe(BIG_ROWS);
    expect(after.byImport[bigId]).toBeUndefined();
  }, 180_000);
});
