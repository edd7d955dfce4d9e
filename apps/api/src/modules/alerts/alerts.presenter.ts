import type { AlertItem, PublicAlert } from '@dengue/core';
import type { AlertRow, AlertTarget } from './alerts.repository.ts';

const targetsFor = (row: AlertRow, targets: AlertTarget[]) =>
  targets.filter((t) => t.alertId === row.id).map((t) => ({ _id: t.id, name: t.name }));

/** What residents and visitors see: where, what and when, never who sent it or how far it reached. */
export const presentPublicAlert = (row: AlertRow, targets: AlertTarget[]): PublicAlert => ({
  _id: row.id,
  title: row.title,
  barangays: targetsFor(row, targets),
  messages: row.messages,
  timestamp: row.createdAt.toISOString(),
});

/** Staff view: the public fields plus the sender and the reach. */
export const presentAlert = (
  row: AlertRow,
  targets: AlertTarget[],
  senders: Map<string, string>,
): AlertItem => {
  const username = row.senderId ? senders.get(row.senderId) : undefined;
  return {
    ...presentPublicAlert(row, targets),
    sender: row.senderId && username ? { _id: row.senderId, username } : null,
    createdAt: row.createdAt.toISOString(),
    status: row.archivedAt ? 'archived' : 'active',
    recipientsCount: row.recipientsCount,
    pushAttemptedCount: row.pushAttemptedCount,
    pushDeliveredCount: row.pushDeliveredCount,
  };
};
