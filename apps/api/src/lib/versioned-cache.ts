import { isEmbedded } from './embedded-db.ts';

/**
 * Answers kept until the version of their data moves (docs/decisions/039). The version lives in the shared
 * database, bumped in the writing transaction, so every instance sees a change at once; reading the version
 * before the data keeps it right: data read after a newer commit is at worst kept under the older version, and
 * the next request builds again.
 */

/**
 * Values kept per key with the version they were built at, at most `maxEntries` (the least recently used
 * goes first). Callers that find the same new version wait for one build; a failed build is not kept.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; value: Promise<T> }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, version: string, build: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.version === version) {
      this.entries.set(key, hit);
      return hit.value;
    }
    const entry = { version, value: build() };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * `read` with one call in flight per owner: every caller that arrives while a read runs shares its answer
 * (read with the first caller's arguments). Under load one primary-key read of a version then serves many
 * requests. A caller only joins a read that was already running when it arrived, a matter of a millisecond
 * or two.
 *
 * On the embedded database a read waits for any transaction in progress, and an import's lasts seconds. There
 * a read that has not answered within `EMBEDDED_PATIENCE_MS` gives the last value it answered instead (the
 * read goes on and the next caller gets its answer). Nothing commits while the transaction holds the database,
 * so that value misses at most the changes committed between the last read and the transaction's start.
 * PostgreSQL reads do not wait for writers, and several instances must see a change at once: they always wait.
 */
// Long enough that a read slowed only by a busy processor (not by a transaction, so possibly after a commit
// it must show) still waits for its answer on any machine the tests run on.
export const EMBEDDED_PATIENCE_MS = 500;

export function sharedRead<Owner extends object, Args extends unknown[], T>(
  read: (owner: Owner, ...args: Args) => Promise<T>,
  /** false: always wait for the read, also on the embedded database (what decides access may not lag). */
  { patient = true }: { patient?: boolean } = {},
) {
  const running = new WeakMap<Owner, Promise<T>>();
  const last = new WeakMap<Owner, T>();
  const start = (owner: Owner, args: Args): Promise<T> => {
    const current = running.get(owner);
    if (current) return current;
    const next = read(owner, ...args)
      .then((value) => {
        last.set(owner, value);
        return value;
      })
      .finally(() => running.delete(owner));
    running.set(owner, next);
    return next;
  };
  return (owner: Owner, ...args: Args): Promise<T> => {
    const reading = start(owner, args);
    if (!patient || !isEmbedded(owner) || !last.has(owner)) return reading;
    const known = last.get(owner) as T;
    let timer: NodeJS.Timeout | undefined;
    const patience = new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(known), EMBEDDED_PATIENCE_MS);
    });
    // A failed read is the caller's failure, as without patience; the timer only ever offers the last value.
    return Promise.race([reading, patience]).finally(() => clearTimeout(timer));
  };
}

/** One value per owner (a database), made on first use: the caches of different databases never mix. */
export function perOwner<Owner extends object, T>(make: () => T) {
  const values = new WeakMap<Owner, T>();
  return (owner: Owner): T => {
    let value = values.get(owner);
    if (value === undefined) {
      value = make();
      values.set(owner, value);
    }
    return value;
  };
}
