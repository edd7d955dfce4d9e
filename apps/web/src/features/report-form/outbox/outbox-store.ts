import { outboxDb } from './outbox-db';
import { type QueuedReport, shownItems } from './outbox-model';

const EMPTY: readonly QueuedReport[] = [];
const CHANNEL = 'dengue-watch-outbox';

const listeners = new Set<() => void>();
const items = new Map<string, readonly QueuedReport[]>();
let sentTotal = 0;

const notify = () => {
  for (const listener of listeners) listener();
};

// Other tabs of the app hear when this one queues, sends or discards, and read the queue again.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
channel?.addEventListener('message', (event: MessageEvent<{ accountId: string; sent: number }>) => {
  sentTotal += event.data.sent;
  void load(event.data.accountId);
});

async function load(accountId: string): Promise<void> {
  try {
    items.set(accountId, shownItems(await outboxDb.ofAccount(accountId), accountId));
  } catch {
    // IndexedDB unavailable: nothing can have been queued either.
    items.set(accountId, EMPTY);
  }
  notify();
}

/** What the lists show of the queue, per account, kept in step with IndexedDB. */
export const outboxStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The account's items, newest first (stable between changes, for useSyncExternalStore). */
  itemsOf: (accountId: string): readonly QueuedReport[] => items.get(accountId) ?? EMPTY,
  /** How many queued reports this page has seen sent: lists refresh their server data when it grows. */
  sentTotal: () => sentTotal,
  load,
  /** After this tab changed the account's items: read them again here and tell the other tabs. */
  async changed(accountId: string, sent = 0): Promise<void> {
    sentTotal += sent;
    channel?.postMessage({ accountId, sent });
    await load(accountId);
  },
};
