import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { QueuedReport } from './outbox-model';
import { outboxStore } from './outbox-store';

/**
 * The account's queued reports, newest first. When queued reports reach the server, the server lists
 * given in `refreshKeys` (My Posts, the profile) are fetched again, so they show there as Pending.
 */
export function useOutbox(accountId: string, refreshKeys: readonly QueryKey[] = []): readonly QueuedReport[] {
  const items = useSyncExternalStore(outboxStore.subscribe, () => outboxStore.itemsOf(accountId));
  const sentTotal = useSyncExternalStore(outboxStore.subscribe, outboxStore.sentTotal);
  const client = useQueryClient();
  const keys = useRef(refreshKeys);
  keys.current = refreshKeys;
  const seen = useRef(sentTotal);

  useEffect(() => {
    void outboxStore.load(accountId);
  }, [accountId]);

  useEffect(() => {
    if (sentTotal === seen.current) return;
    seen.current = sentTotal;
    for (const queryKey of keys.current) void client.invalidateQueries({ queryKey });
  }, [sentTotal, client]);

  return items;
}
