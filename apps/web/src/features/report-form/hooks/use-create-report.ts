import type { Report } from '@dengue/core';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n/language-store';
import { translateError } from '../../../i18n/translate-error';
import '../../../i18n/en/report';
import { isApiError, saysNothing } from '../../../lib/api-error';
import { createReport } from '../api/create-report';
import {
  type DraftAuthor,
  dropReport,
  optimisticReport,
  prependReport,
  type ReportPages,
  replaceReport,
} from '../model/optimistic-report';
import type { DraftLocation, ReportDraft } from '../model/report-draft';
import { enqueueReport } from '../outbox/enqueue-report';
import { isOfflineFailure, newClientId } from '../outbox/outbox-model';
import { OUTBOX_TEXT } from '../outbox/outbox-text';

export interface CreateReportOptions {
  author: DraftAuthor;
  /** A cached list of the author's reports (My Posts) that shows the new one at once. */
  listKey?: QueryKey;
  /** With the stored report, or null when it was kept on this phone to be sent later. */
  onCreated?: (report: Report | null) => void;
}

type Draft = ReportDraft<File> & { location: DraftLocation };

/**
 * POST the report with a fresh clientId; offline, or when the request gets no answer at all, keep it in
 * the queue with that same clientId (the server may have stored it before the answer was lost, and then
 * answers the stored one). Null means queued.
 */
async function sendOrQueue(draft: Draft, accountId: string): Promise<Report | null> {
  const clientId = newClientId();
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    await enqueueReport(draft, accountId, clientId);
    return null;
  }
  try {
    return await createReport(draft, clientId);
  } catch (error) {
    if (!isOfflineFailure(error)) throw error;
    // If IndexedDB refuses too, the original connection error is the one to show.
    await enqueueReport(draft, accountId, clientId).catch(() => {
      throw error;
    });
    return null;
  }
}

/**
 * The server's message when it gave one, else the spec's 'Failed to create post' (resident section 8), in
 * the reader's language.
 */
export function creationFailure(error: unknown): string {
  if (isApiError(error) && error.message && !saysNothing(error)) return translateError(error);
  return t('report.createFailed');
}

/**
 * POST reports with the optimistic update of resident section 4: the report goes to the top of the list
 * at once, takes the stored report's place on success, and is removed again on failure. A report kept
 * for later leaves the list too: the queue's own list shows it, marked 'Waiting to send'.
 */
export function useCreateReport({ author, listKey, onCreated }: CreateReportOptions) {
  const client = useQueryClient();
  const update = (change: (data: ReportPages | undefined) => ReportPages | undefined) => {
    if (listKey) client.setQueryData<ReportPages>(listKey, change);
  };
  return useMutation({
    // TanStack Query would pause the mutation while offline; offline is exactly when it must queue.
    networkMode: 'always',
    mutationFn: ({ draft }: { draft: Draft; previews: string[] }) => sendOrQueue(draft, author.id),
    onMutate: async ({ draft, previews }) => {
      const optimistic = optimisticReport(draft, author, previews, new Date());
      if (listKey) await client.cancelQueries({ queryKey: listKey });
      update((data) => prependReport(data, optimistic));
      return { id: optimistic._id };
    },
    onSuccess: (report, _variables, context) => {
      if (!report) {
        if (context) update((data) => dropReport(data, context.id));
        toast.info(OUTBOX_TEXT.queuedToast, { toastId: 'report-queued' });
      } else {
        if (context) update((data) => replaceReport(data, context.id, report));
        toast.success(t('report.created'));
      }
      onCreated?.(report);
    },
    onError: (error, _variables, context) => {
      if (context) update((data) => dropReport(data, context.id));
      toast.error(creationFailure(error));
    },
    onSettled: () => {
      if (listKey) void client.invalidateQueries({ queryKey: listKey });
    },
  });
}
