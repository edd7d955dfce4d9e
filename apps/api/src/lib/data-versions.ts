import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * The rows of `data_versions`, each bumped by database triggers when what it covers changes: `map_markers`
 * (migration 0005), `public_reads` (0014), `accounts` (0016). Answers kept under a version stay right while it
 * has not moved (docs/decisions/039).
 */
export type DataVersionName = 'map_markers' | 'public_reads' | 'accounts';

/** The current version of `name` (0 before its first bump). */
export async function readDataVersion(db: Db, name: DataVersionName): Promise<number> {
  return Number(
    await readVersion(
      db,
      sql`select coalesce((select version from data_versions where name = ${name}), 0)::text as v`,
    ),
  );
}

/**
 * Versions known without asking the database: only for the embedded database, where every statement passes
 * through this process's one client (see `keepVersionsInProcess`).
 */
interface KnownVersions {
  /** Moves each time a statement other than a version read has ended: what was read before may be old. */
  generation: number;
  answers: Map<string, string>;
  /** PGlite's own query, which leaves the known versions as they are. */
  query: PGlite['query'];
}
const knownVersions = new WeakMap<Db, KnownVersions>();
const dialect = new PgDialect();
const MAX_KEPT_ANSWERS = 64;

/**
 * The text `statement` answers in its column `v`: a short, read-only statement that says what kept answers
 * are made of (a data version, or several things in one text). On PostgreSQL it is run every time; on the
 * embedded database its answer is kept until another statement ends.
 */
export async function readVersion(db: Db, statement: SQL): Promise<string> {
  const known = knownVersions.get(db);
  if (!known) {
    const result = (await db.execute(statement)) as unknown as { rows: { v: string }[] };
    return String(result.rows[0]?.v);
  }
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const key = `${text}\n${JSON.stringify(params)}`;
  const kept = known.answers.get(key);
  if (kept !== undefined) return kept;
  const generation = known.generation;
  const result = await known.query<{ v: string }>(text, params);
  const answer = String(result.rows[0]?.v);
  // A statement that ended while this read ran may have committed after it: keep nothing then.
  if (known.generation === generation) {
    // Statements with a time in their parameters are new keys: never let them pile up between statements.
    if (known.answers.size >= MAX_KEPT_ANSWERS) known.answers.clear();
    known.answers.set(key, answer);
  }
  return answer;
}

/**
 * The embedded database runs in this process and has one session: every write, in any module or job, is a
 * call of `client`'s query, exec or transaction, and commits before that call's promise settles. So a version
 * read here stays right until the next such call ends, and need not be read again before: a kept answer then
 * costs no statement at all (on PGlite a version read was about 0.3 ms of this thread's CPU, README, bench:api
 * on PGlite). Any statement clears them when it ends, reads too (telling a read from a write by its text is
 * not worth the risk); only the version reads themselves leave them. A version read that overlapped such a
 * statement is not kept (the generation moved), since the statement may have committed after the read.
 * PostgreSQL is shared with other instances and reads the version every time.
 */
export function keepVersionsInProcess(db: Db, client: PGlite): void {
  const known: KnownVersions = { generation: 0, answers: new Map(), query: client.query.bind(client) };
  const forgetAfter =
    <Args extends unknown[], R>(run: (...args: Args) => Promise<R>) =>
    async (...args: Args): Promise<R> => {
      try {
        return await run(...args);
      } finally {
        known.generation += 1;
        known.answers.clear();
      }
    };
  client.query = forgetAfter(known.query) as PGlite['query'];
  client.exec = forgetAfter(client.exec.bind(client)) as PGlite['exec'];
  client.transaction = forgetAfter(client.transaction.bind(client)) as PGlite['transaction'];
  knownVersions.set(db, known);
}
