import {
  type AlertItem,
  API_MESSAGES,
  alertCooldownHint,
  alertNotificationText,
  buildPagination,
  type PublicAlert,
  type sendAlertSchema,
  type updateAlertSchema,
} from '@dengue/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/request-context.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { presentAlert, presentPublicAlert } from './alerts.presenter.ts';
import {
  type AlertRow,
  activeAlertsOfBarangay,
  archiveAlert,
  cooldownSecondsLeft,
  countResidents,
  findAlert,
  insertAlert,
  knownBarangays,
  listAlerts,
  lockSender,
  notifyResidents,
  sendersOf,
  targetsOf,
  updateAlertText,
} from './alerts.repository.ts';

type SendBody = z.output<typeof sendAlertSchema>;
type UpdateBody = z.output<typeof updateAlertSchema>;

/** Staff view of several alerts with their barangays and senders in two queries. */
export async function presentAlerts(db: Db, rows: AlertRow[]): Promise<AlertItem[]> {
  const [targets, senders] = await Promise.all([
    targetsOf(
      db,
      rows.map((r) => r.id),
    ),
    sendersOf(db, [...new Set(rows.flatMap((r) => (r.senderId ? [r.senderId] : [])))]),
  ]);
  return rows.map((row) => presentAlert(row, targets, senders));
}

export async function presentPublicAlerts(db: Db, rows: AlertRow[]): Promise<PublicAlert[]> {
  const targets = await targetsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentPublicAlert(row, targets));
}

const cooldownError = (secondsLeft: number) =>
  new AppError('TOO_MANY_REQUESTS', alertCooldownHint(secondsLeft), {
    code: 'ALERT_COOLDOWN',
    params: { seconds: secondsLeft },
    details: { secondsLeft },
  });

/**
 * Sends an alert: checks the barangays, enforces the sender's cooldown under a lock on the sender's row,
 * stores the alert and notifies every resident of its barangays, all in one transaction. `inTransaction`
 * (the caller's push fan-out job) is written in that transaction too, so it exists exactly when the alert does.
 */
export async function sendAlert(
  db: Db,
  body: SendBody,
  meta: RequestMeta,
  inTransaction?: (tx: Db, alert: AlertRow, barangayNames: string[]) => Promise<void>,
): Promise<{ alert: AlertItem; row: AlertRow; barangayNames: string[] }> {
  const sender = meta.actor!;
  const found = await knownBarangays(db, body.barangayIds);
  if (found.length !== body.barangayIds.length) throw badRequest(API_MESSAGES.alertBarangayUnknown);
  const names = found.map((b) => b.name);
  const row = await db.transaction(async (tx) => {
    await lockSender(tx, sender.id);
    const secondsLeft = await cooldownSecondsLeft(tx, sender.id);
    if (secondsLeft > 0) throw cooldownError(secondsLeft);
    const alert = await insertAlert(tx, {
      senderId: sender.id,
      title: body.title ?? null,
      messages: body.messages,
      barangayIds: body.barangayIds,
    });
    const recipients = await notifyResidents(
      tx,
      alert.id,
      body.barangayIds,
      alertNotificationText(names, body.messages[0]!),
    );
    await recordAudit(tx, {
      actorId: sender.id,
      actorRole: sender.role,
      action: 'alert.send',
      targetType: 'alert',
      targetId: alert.id,
      details: { barangays: names, recipients },
      ip: meta.ip,
    });
    await inTransaction?.(tx, alert, names);
    return { ...alert, recipientsCount: recipients };
  });
  const [alert] = await presentAlerts(db, [row]);
  return { alert: alert!, row, barangayNames: names };
}

export async function listAlertsPage(db: Db, query: { page: number; limit: number }) {
  const { rows, total } = await listAlerts(db, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { data: await presentAlerts(db, rows), pagination: buildPagination(total, query.page, query.limit) };
}

export async function getAlert(db: Db, id: string): Promise<AlertItem> {
  const row = await findAlert(db, id);
  if (!row) throw notFound(API_MESSAGES.alertNotFound);
  return (await presentAlerts(db, [row]))[0]!;
}

export async function editAlert(db: Db, id: string, body: UpdateBody, meta: RequestMeta): Promise<AlertItem> {
  const row = await db.transaction(async (tx) => {
    const before = await findAlert(tx, id);
    const updated = await updateAlertText(tx, id, body);
    if (!before || !updated) throw notFound(API_MESSAGES.alertNotFound);
    await recordAudit(tx, {
      actorId: meta.actor!.id,
      actorRole: meta.actor!.role,
      action: 'alert.update',
      targetType: 'alert',
      targetId: id,
      details: { before: { title: before.title, messages: before.messages } },
      ip: meta.ip,
    });
    return updated;
  });
  return (await presentAlerts(db, [row]))[0]!;
}

/** Deleting archives: a second delete is a 404, so it writes no second audit row. */
export async function deleteAlert(db: Db, id: string, meta: RequestMeta): Promise<AlertItem> {
  const row = await db.transaction(async (tx) => {
    const archived = await archiveAlert(tx, id);
    if (!archived) throw notFound(API_MESSAGES.alertNotFound);
    await recordAudit(tx, {
      actorId: meta.actor!.id,
      actorRole: meta.actor!.role,
      action: 'alert.archive',
      targetType: 'alert',
      targetId: id,
      ip: meta.ip,
    });
    return archived;
  });
  return (await presentAlerts(db, [row]))[0]!;
}

export const alertCooldown = async (db: Db, senderId: string) => ({
  secondsLeft: await cooldownSecondsLeft(db, senderId),
});

export const alertAudience = async (db: Db, barangayIds: string[]) => ({
  residents: await countResidents(db, [...new Set(barangayIds)]),
});

export async function barangayAlerts(db: Db, barangayId: string) {
  return { data: await presentPublicAlerts(db, await activeAlertsOfBarangay(db, barangayId)) };
}
