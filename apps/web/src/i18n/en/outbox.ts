import { registerEnglish } from '../language-store';

/**
 * English, part 'outbox': the offline report queue (features/report-form/outbox). Loaded with the queue's
 * code, which is itself loaded only once a resident is signed in.
 */
export const outboxEn = {
  'outbox.queuedToast':
    'No connection. Your report is saved on this phone and will be sent when you are back online.',
  'outbox.sentOne': 'Your saved report was sent.',
  'outbox.sentOther': '{count} saved reports were sent.',
  'outbox.listTitle': 'Saved on this phone',
  'outbox.listIntro': 'These reports are sent by themselves when you are back online.',
  'outbox.waitingBadge': 'Waiting to send',
  'outbox.failedBadge': 'Could not be sent',
  'outbox.savedAt': 'Saved {when}',
  'outbox.discard': 'Discard',
  'outbox.discardLabel': 'Discard the unsent report: {title}',
  'outbox.title': '{type} in {barangay}',
  'outbox.report': 'Report',
  'outbox.photoAlt': 'Unsent photo of a breeding site in {barangay}, {n} of {count}',
  'outbox.refusedOne':
    'A saved report could not be sent: {reason} Open My Posts on the Community page to change it and send it again.',
  'outbox.refusedOther':
    '{count} saved reports could not be sent. Open My Posts on the Community page to change them and send them again.',
  'outbox.fixWhen': 'Change when you saw it, then send it again.',
  'outbox.sendAgain': 'Send again',
  'outbox.sendAgainLabel': 'Send again: {title}',
  'outbox.confirmSignOutOne':
    'One report has not been sent yet. It is kept only on this phone and will be lost if you log out now. Log out anyway?',
  'outbox.confirmSignOutOther':
    '{count} reports have not been sent yet. They are kept only on this phone and will be lost if you log out now. Log out anyway?',
  'outbox.confirmSignOutFailedOne':
    'One report could not be sent. It is kept only on this phone and will be lost if you log out now. Log out anyway?',
  'outbox.confirmSignOutFailedOther':
    '{count} reports could not be sent. They are kept only on this phone and will be lost if you log out now. Log out anyway?',
  'outbox.confirmSignOutMixed':
    '{count} reports are kept only on this phone: {waiting} not sent yet and {failed} that could not be sent. They will be lost if you log out now. Log out anyway?',
} satisfies Record<string, string>;

registerEnglish(outboxEn);
