import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { QueuedReport, Refusal } from './outbox-model';

interface OutboxSchema extends DBSchema {
  reports: { key: string; value: QueuedReport; indexes: { account: string } };
}

const DB_NAME = 'dengue-watch-outbox';
let opened: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function db(): Promise<IDBPDatabase<OutboxSchema>> {
  opened ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade(database) {
      const store = database.createObjectStore('reports', { keyPath: 'clientId' });
      store.createIndex('account', 'accountId');
    },
  }).catch((error) => {
    // A refused open (private mode, storage blocked) may work later; do not keep the failure.
    opened = null;
    throw error;
  });
  return opened;
}

/** The IndexedDB store of reports waiting to be sent (photos included, as Blobs). */
export const outboxDb = {
  async ofAccount(accountId: string): Promise<QueuedReport[]> {
    return (await db()).getAllFromIndex('reports', 'account', accountId);
  },
  async get(clientId: string): Promise<QueuedReport | undefined> {
    return (await db()).get('reports', clientId);
  },
  async put(item: QueuedReport): Promise<void> {
    await (await db()).put('reports', item);
  },
  async remove(clientId: string): Promise<void> {
    await (await db()).delete('reports', clientId);
  },
  async markFailed(clientId: string, refusal: Refusal): Promise<void> {
    const database = await db();
    const tx = database.transaction('reports', 'readwrite');
    const item = await tx.store.get(clientId);
    if (item)
      await tx.store.put({
        ...item,
        state: 'failed',
        failure: refusal.message,
        failureCode: refusal.code,
        failureParams: refusal.params,
      });
    await tx.done;
  },
  /** A refused item the resident changed (when the site was seen) goes back to waiting, to be sent again. */
  async putBack(clientId: string, when: { date: string; time: string }): Promise<void> {
    const database = await db();
    const tx = database.transaction('reports', 'readwrite');
    const item = await tx.store.get(clientId);
    if (item) {
      const { failure: _dropped, failureCode: _code, failureParams: _params, ...rest } = item;
      await tx.store.put({ ...rest, state: 'waiting', draft: { ...item.draft, ...when } });
    }
    await tx.done;
  },
  async clearAccount(accountId: string): Promise<void> {
    const database = await db();
    const tx = database.transaction('reports', 'readwrite');
    for (const key of await tx.store.index('account').getAllKeys(accountId)) await tx.store.delete(key);
    await tx.done;
  },
};
