/**
 * A small in-process cache with expiry that also shares a value still being computed, so ten dialogs
 * opened at once cost one forecast or one language-model call. Failures are not kept. It is a cache
 * only: every process may compute its own copy (ENGINEERING habit 8).
 */
export interface TtlCache<T> {
  /** `ttlFor` may shorten (or lengthen) the life of a value once it is known, e.g. a failure's. */
  getOrCreate(key: string, create: () => Promise<T>, ttlFor?: (value: T) => number): Promise<T>;
  clear(): void;
}

export function createTtlCache<T>(options: { ttlMs: number; max: number; now?: () => number }): TtlCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    getOrCreate(key, create, ttlFor) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      entries.delete(key);
      if (entries.size >= options.max) entries.delete(entries.keys().next().value!);
      const value = create();
      const entry = { value, expires: now() + options.ttlMs };
      entries.set(key, entry);
      value.then(
        (resolved) => {
          if (ttlFor) entry.expires = now() + ttlFor(resolved);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    clear: () => entries.clear(),
  };
}
