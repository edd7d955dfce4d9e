import '../../../i18n/en/outbox';
import { t, translateValue } from '../../../i18n/language-store';

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
  confirmSignOut: (count: number) =>
    t(count === 1 ? 'outbox.confirmSignOutOne' : 'outbox.confirmSignOutOther', { count }),
};
