/**
 * User-facing messages of the admin and superadmin document (sections 2, 4, 5 and 8) that only staff screens
 * show, copied character for character. messages.test.ts checks every string against the spec text, so do
 * not reword. The admin document's messages that resident screens show too are in their own modules
 * (account-, post-, intervention-, csv-import- and analytics-messages.ts): a web chunk holding this module
 * counts as staff code, which a resident page must never download (docs/decisions/016).
 */

export const reportStatusReverted = (status: string) => `Report status reverted to ${status} successfully!`;
export const alertCooldown = (seconds: number | string) => `Cooldown: ${seconds}s`;
export const alertCooldownHint = (seconds: number | string) =>
  `Please wait ${seconds} seconds before sending another alert`;

export const REPORT_VERIFICATION_MESSAGES = {
  updateFailed: 'Failed to update report status.',
  verified: 'Report verified successfully!',
  rejected: 'Report rejected successfully!',
  reverted: reportStatusReverted,
  undoFailed: 'Failed to undo report status.',
  loadFailed: 'Failed to load reports data.',
  updating: 'Updating data...',
  postedAnonymously: 'Posted Anonymously',
  anonymousTag: '(Anonymous)',
  confirming: 'Confirming...',
  tableRenderError: 'There was an issue with the table. Please refresh the page.',
  tableUpdateError: 'There was an issue updating the table. Please try again.',
} as const;

export const ALERT_MESSAGES = {
  sendFailed: 'Failed to send alert',
  sent: 'Alert sent',
  delivered: 'Delivered successfully.',
  cooldown: alertCooldown,
  cooldownHint: alertCooldownHint,
} as const;
