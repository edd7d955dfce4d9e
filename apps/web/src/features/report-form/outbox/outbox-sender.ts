import { toast } from '../../../components/ui/toast';
import { sessionStore } from '../../../lib/session';
import { createReport } from '../api/create-report';
import { outboxDb } from './outbox-db';
import { draftOfQueued, outcomeOfError, type Refusal, type SendOutcome, sendOrder } from './outbox-model';
import { outboxStore } from './outbox-store';
import { OUTBOX_TEXT } from './outbox-text';

const LOCK_NAME = 'dengue-watch:report-outbox';
let sendingHere = false;

const signedInAs = (accountId: string) => sessionStore.getState().user?._id === accountId;

/**
 * Sends the account's waiting reports, oldest first, each with its clientId. One sender at a time across
 * tabs (Web Locks; a flag in this tab where they are missing): a second trigger while one runs does nothing,
 * since the running one reads the queue after it got the lock. The clientId makes a repeat harmless anyway.
 * Resolves with the number of reports the server stored.
 */
export async function sendQueuedReports(accountId: string): Promise<number> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(LOCK_NAME, { ifAvailable: true }, (lock) =>
      lock ? sendAll(accountId) : 0,
    );
  }
  if (sendingHere) return 0;
  sendingHere = true;
  try {
    return await sendAll(accountId);
  } finally {
    sendingHere = false;
  }
}

async function sendAll(accountId: string): Promise<number> {
  let sent = 0;
  const refusals: Refusal[] = [];
  for (const item of sendOrder(await outboxDb.ofAccount(accountId), accountId)) {
    // Someone else signed in meanwhile: their session must not send this account's reports.
    if (!signedInAs(accountId)) break;
    let outcome: SendOutcome;
    try {
      await createReport(draftOfQueued(item), item.clientId);
      outcome = { kind: 'sent' };
    } catch (error) {
      outcome = outcomeOfError(error);
    }
    // Removed only once the server has it; a refusal stays visible until the resident discards it.
    if (outcome.kind === 'sent') {
      await outboxDb.remove(item.clientId);
      sent += 1;
    } else if (outcome.kind === 'refused') {
      await outboxDb.markFailed(item.clientId, outcome);
      refusals.push(outcome);
    } else break;
  }
  if (sent + refusals.length > 0) await outboxStore.changed(accountId, sent);
  // Said wherever the resident is, both when both happened: a refusal needs the resident (My Posts has the
  // card to change and send again), so it stays until closed.
  if (sent > 0) toast.success(OUTBOX_TEXT.sentToast(sent), { toastId: 'outbox-sent' });
  if (refusals.length > 0)
    toast.error(OUTBOX_TEXT.refusedToast(refusals), { toastId: 'outbox-refused', sticky: true });
  return sent;
}
