/**
 * How old the oldest data on screen is, when some of it came from the service worker's cache (offline, the
 * server down or unreachable, or a network slower than the worker's timeout). The worker hands back the
 * saved answer with the server's original Date header, so an answer dated well before now is a saved one.
 *
 * Kept per address: a fresh answer for the same address replaces a saved one, so once the server answers
 * again the notice goes away as the screens fetch their data anew.
 */
const SAVED_AFTER_MS = 2 * 60_000;

const savedAnswers = new Map<string, number>();
let oldestSavedAt: number | null = null;
const listeners = new Set<() => void>();

function update(): void {
  const oldest = savedAnswers.size === 0 ? null : Math.min(...savedAnswers.values());
  if (oldest === oldestSavedAt) return;
  oldestSavedAt = oldest;
  for (const listener of listeners) listener();
}

export const dataAge = {
  /** Called with every successful API answer. */
  note(response: Response, now = Date.now()): void {
    const served = Date.parse(response.headers.get('date') ?? '');
    if (Number.isNaN(served)) return;
    if (now - served < SAVED_AFTER_MS) savedAnswers.delete(response.url);
    else savedAnswers.set(response.url, served);
    update();
  },
  /** Back online: what is fetched next is fresh. */
  reset(): void {
    savedAnswers.clear();
    update();
  },
  savedAt: (): number | null => oldestSavedAt,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
