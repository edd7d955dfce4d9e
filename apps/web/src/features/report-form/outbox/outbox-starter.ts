import { sessionStore } from '../../../lib/session';

/** A waiting report that failed for a moment (a bad link while `onLine` stays true) is tried again this often. */
const RETRY_MS = 60_000;

/**
 * Starts the offline report queue (decision 015): the queue is sent at start, after sign-in, when the
 * browser says it is back online, when the app comes to the front, and once a minute. The sender and
 * IndexedDB code load only when needed, so the first screen carries none of it. An explicit Logout clears
 * the account's queue (the Logout button asked first); a session that ended by itself keeps it.
 */
export function startReportOutbox(): void {
  if (typeof window === 'undefined' || typeof indexedDB === 'undefined') return;
  const trigger = () => {
    const user = sessionStore.getState().user;
    if (user?.role !== 'user' || !navigator.onLine) return;
    import('./outbox-sender')
      .then(({ sendQueuedReports }) => sendQueuedReports(user._id))
      .catch(() => {
        // Offline before the sender's code was ever loaded, or IndexedDB refused: the next trigger tries.
      });
  };
  window.addEventListener('online', trigger);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') trigger();
  });
  window.setInterval(trigger, RETRY_MS);

  let current = sessionStore.getState().user?._id ?? null;
  sessionStore.subscribe(() => {
    const state = sessionStore.getState();
    const next = state.user?._id ?? null;
    if (next === current) return;
    const previous = current;
    current = next;
    if (previous && !next && state.endReason === 'logout') void clearQueueOf(previous);
    if (next) trigger();
  });
  trigger();
}

async function clearQueueOf(accountId: string): Promise<void> {
  try {
    const [{ outboxDb }, { outboxStore }] = await Promise.all([
      import('./outbox-db'),
      import('./outbox-store'),
    ]);
    await outboxDb.clearAccount(accountId);
    await outboxStore.changed(accountId);
  } catch {
    // Nothing was ever queued on a browser without IndexedDB.
  }
}

/**
 * Before an explicit Logout: true to go on. With unsent reports of this account, asks first, since they
 * are lost with the Logout (they live only on this phone).
 */
export async function confirmLogoutWithQueue(accountId: string): Promise<boolean> {
  try {
    const [{ outboxDb }, { OUTBOX_TEXT }] = await Promise.all([
      import('./outbox-db'),
      import('./outbox-text'),
    ]);
    const items = await outboxDb.ofAccount(accountId);
    const failed = items.filter((item) => item.state === 'failed').length;
    const waiting = items.length - failed;
    return items.length === 0 || window.confirm(OUTBOX_TEXT.confirmSignOut({ waiting, failed }));
  } catch {
    return true;
  }
}
