import '../../../i18n/en/outbox';
import { t, translateValue } from '../../../i18n/language-store';
import { translateError } from '../../../i18n/translate-error';
import type { QueuedReport, Refusal } from './outbox-model';

/**
 * Every text of the offline report queue, in one place: each reads the catalogue ('outbox.*', English in
 * i18n/en/outbox.ts) in the language of the moment. The rest of the report form's wording comes from the
 * spec (REPORT_FORM_MESSAGES in @dengue/core).
 */
export const OUTBOX_TEXT = {
  get queuedToast() {
    return t('outbox.queuedToast');
  },
  sentToast: (count: number) => t(count === 1 ? 'outbox.sentOne' : 'outbox.sentOther', { count }),
  /** The server's reasons, worded in the reader's language by their codes and message ids. */
  refusedToast: (reasons: readonly Refusal[]) =>
    reasons.length === 1
      ? t('outbox.refusedOne', { reason: translateError(reasons[0]) })
      : t('outbox.refusedOther', { count: reasons.length }),
  failure: (item: Pick<QueuedReport, 'failure' | 'failureCode' | 'failureParams'>) =>
    translateError({ message: item.failure, code: item.failureCode, params: item.failureParams }),
  get fixWhen() {
    return t('outbox.fixWhen');
  },
  get sendAgain() {
    return t('outbox.sendAgain');
  },
  sendAgainLabel: (title: string) => t('outbox.sendAgainLabel', { title }),
  get listTitle() {
    return t('outbox.listTitle');
  },
  get listIntro() {
    return t('outbox.listIntro');
  },
  get waitingBadge() {
    return t('outbox.waitingBadge');
  },
  get failedBadge() {
    return t('outbox.failedBadge');
  },
  savedAt: (when: string) => t('outbox.savedAt', { when }),
  get discard() {
    return t('outbox.discard');
  },
  discardLabel: (title: string) => t('outbox.discardLabel', { title }),
  title: (type: string, barangay: string) =>
    t('outbox.title', { type: type ? translateValue('reportType', type) : t('outbox.report'), barangay }),
  photoAlt: (barangay: string, index: number, total: number) =>
    t('outbox.photoAlt', { barangay, n: index, count: total }),
  /** Before Logout: the words depend on whether the kept reports wait, were refused, or both. */
  confirmSignOut: ({ waiting, failed }: { waiting: number; failed: number }) => {
    const count = waiting + failed;
    if (failed === 0)
      return t(count === 1 ? 'outbox.confirmSignOutOne' : 'outbox.confirmSignOutOther', { count });
    if (waiting === 0)
      return t(count === 1 ? 'outbox.confirmSignOutFailedOne' : 'outbox.confirmSignOutFailedOther', {
        count,
      });
    return t('outbox.confirmSignOutMixed', { count, waiting, failed });
  },
};
