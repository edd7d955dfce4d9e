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
 */
export function sharedRead<Owner extends object, Args extends unknown[], T>(
  read: (owner: Owner, ...args: Args) => Promise<T>,
) {
  const running = new WeakMap<Owner, Promise<T>>();
  return (owner: Owner, ...args: Args): Promise<T> => {
    const current = running.get(owner);
    if (current) return current;
    const next = read(owner, ...args).finally(() => running.delete(owner));
    running.set(owner, next);
    return next;
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
