/**
 * Every text of the offline report queue, in one place so it can be translated as a whole. The rest of the
 * report form's wording comes from the spec (REPORT_FORM_MESSAGES in @dengue/core).
 */
export const OUTBOX_TEXT = {
  queuedToast: 'No connection. Your report is saved on this phone and will be sent when you are back online.',
  sentToast: (count: number) =>
    count === 1 ? 'Your saved report was sent.' : `${count} saved reports were sent.`,
  listTitle: 'Saved on this phone',
  listIntro: 'These reports are sent by themselves when you are back online.',
  waitingBadge: 'Waiting to send',
  failedBadge: 'Could not be sent',
  savedAt: (when: string) => `Saved ${when}`,
  discard: 'Discard',
  discardLabel: (title: string) => `Discard the unsent report: ${title}`,
  title: (type: string, barangay: string) => `${type || 'Report'} in ${barangay}`,
  photoAlt: (barangay: string, index: number, total: number) =>
    `Unsent photo of a breeding site in ${barangay}, ${index} of ${total}`,
  confirmSignOut: (count: number) =>
    `${count === 1 ? 'One report has' : `${count} reports have`} not been sent yet. ` +
    'They are kept only on this phone and will be lost if you log out now. Log out anyway?',
} as const;
