import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dataVersions } from '../db/schema/index.ts';

/**
 * The rows of `data_versions`, each bumped by database triggers when what it covers changes: `map_markers`
 * (migration 0005), `public_reads` (0014), `accounts` (0016). Answers kept under a version stay right while it
 * has not moved (docs/decisions/039).
 */
export type DataVersionName = 'map_markers' | 'public_reads' | 'accounts';

/**
 * Versions known without asking the database: only for the embedded database, where every statement passes
 * through this process's one client (see `keepDataVersionsInProcess`).
 */
interface KnownVersions {
  /** Moves each time a statement other than a version read has ended: what was read before may be old. */
  generation: number;
  versions: Map<DataVersionName, number>;
  read: (name: DataVersionName) => Promise<number>;
}
const knownVersions = new WeakMap<Db, KnownVersions>();

/** The current version of `name` (0 before its first bump). */
export async function readDataVersion(db: Db, name: DataVersionName): Promise<number> {
  const known = knownVersions.get(db);
  if (known) {
    const version = known.versions.get(name);
    if (version !== undefined) return version;
    const generation = known.generation;
    const read = await known.read(name);
    // A statement that ended while this read ran may have committed after it: keep nothing then.
    if (known.generation === generation) known.versions.set(name, read);
    return read;
  }
  const [row] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, name));
  return row?.version ?? 0;
}

/**
 * The embedded database runs in this process and has one session: every write, in any module or job, is a
 * call of `client`'s query, exec or transaction, and commits before that call's promise settles. So the
 * versions read here stay right until the next such call ends, and need not be read again before: a kept
 * answer then costs no statement at all (on PGlite a version read is about 0.3 ms of this thread's CPU,
 * README, bench:api on PGlite). Any statement clears them when it ends, reads too (telling a read from a
 * write by its text is not worth the risk); only the version reads themselves leave them. A version read
 * that overlapped such a statement is not kept (the generation moved), since the statement may have
 * committed after the read. PostgreSQL is shared with other instances and reads the row every time.
 */
export function keepDataVersionsInProcess(db: Db, client: PGlite): void {
  const query = client.query.bind(client);
  const known: KnownVersions = {
    generation: 0,
    versions: new Map(),
    read: async (name) => {
      const result = await query<{ version: number | string }>(
        'select version from data_versions where name = $1',
        [name],
      );
      return Number(result.rows[0]?.version ?? 0);
    },
  };
  const forgetAfter =
    <Args extends unknown[], R>(run: (...args: Args) => Promise<R>) =>
    async (...args: Args): Promise<R> => {
      try {
        return await run(...args);
      } finally {
        known.generation += 1;
        known.versions.clear();
      }
    };
  client.query = forgetAfter(query) as PGlite['query'];
  client.exec = forgetAfter(client.exec.bind(client)) as PGlite['exec'];
  client.transaction = forgetAfter(client.transaction.bind(client)) as PGlite['transaction'];
  knownVersions.set(db, known);
}
