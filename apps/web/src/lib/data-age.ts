/**
 * How old the oldest data on screen is, when some of it came from the service worker's cache (offline, or
 * a network slower than the worker's timeout). The worker hands back the saved answer with the server's
 * original Date header, so an answer dated well before now is a saved one.
 */
const SAVED_AFTER_MS = 2 * 60_000;

let oldestSavedAt: number | null = null;
const listeners = new Set<() => void>();

export const dataAge = {
  /** Called with every successful API answer. */
  note(response: Response, now = Date.now()): void {
    const served = Date.parse(response.headers.get('date') ?? '');
    if (Number.isNaN(served) || now - served < SAVED_AFTER_MS) return;
    if (oldestSavedAt !== null && oldestSavedAt <= served) return;
    oldestSavedAt = served;
    for (const listener of listeners) listener();
  },
  /** Back online: what is fetched next is fresh. */
  reset(): void {
    if (oldestSavedAt === null) return;
    oldestSavedAt = null;
    for (const listener of listeners) listener();
  },
  savedAt: (): number | null => oldestSavedAt,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
