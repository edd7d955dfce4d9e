/**
 * The API reads a page made before a service worker controlled it (a first visit): none of them went
 * through the worker, so none was saved for offline use. Once the worker takes the page (clientsClaim),
 * `askAgainThroughWorker` asks each again; the worker saves the answers, and the screens of a first visit
 * open offline (decision 043). The answers are not handed to the screens: they already show the same data,
 * and feeding it to them again re-rendered every screen on the page a few seconds after it had loaded.
 */

/** A read as `apiFetch` was asked it: its path and whether it carried the session. */
export interface FirstVisitRead {
  path: string;
  auth: boolean;
}

/** A guard: a page that reads far more than this before the worker takes it keeps only the first ones. */
const MAX_READS = 200;
const reads = new Map<string, FirstVisitRead>();
/** Once the worker has taken the page: how reads noted late (sent before, answered after) are asked again. */
let askLate: ((read: FirstVisitRead) => Promise<unknown>) | null = null;

/** Whether this page can get a service worker but has none yet: its reads are not saved. */
export function readsBypassWorker(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    navigator.serviceWorker.controller === null
  );
}

/** Notes a GET answered while `readsBypassWorker()` held when it was sent. */
export function noteFirstVisitRead(read: FirstVisitRead): void {
  if (askLate) {
    void askLate(read).catch(() => undefined);
    return;
  }
  if (reads.size >= MAX_READS) return;
  reads.set(`${read.auth ? 'session' : 'anonymous'} ${read.path}`, read);
}

/**
 * Asks every noted read again with `ask` (apiFetch, now through the worker), all at once, and forgets
 * them; a read that fails is left (it is only for offline use). Resolves when all have been answered. A read
 * sent before and answered after this is asked again as soon as it is noted.
 */
export async function askAgainThroughWorker(ask: (read: FirstVisitRead) => Promise<unknown>): Promise<void> {
  askLate = ask;
  const pending = [...reads.values()];
  reads.clear();
  await Promise.all(pending.map((read) => ask(read).catch(() => undefined)));
}

/** A new page's state: nothing noted, the worker not yet in control (each test starts as a new page). */
export function resetFirstVisitReads(): void {
  reads.clear();
  askLate = null;
}
