import type { DraftLocation, ReportDraft } from '../model/report-draft';
import { outboxDb } from './outbox-db';
import { queuedReportOf } from './outbox-model';
import { outboxStore } from './outbox-store';

/** Keeps a report that could not be sent in IndexedDB (photos included) and shows it in the lists. */
export async function enqueueReport(
  draft: ReportDraft<File> & { location: DraftLocation },
  accountId: string,
  clientId: string,
): Promise<void> {
  await outboxDb.put(queuedReportOf(draft, accountId, clientId, new Date()));
  await outboxStore.changed(accountId);
}
