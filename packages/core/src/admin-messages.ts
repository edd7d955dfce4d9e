/**
 * User-facing messages of the admin and superadmin document (sections 2, 4, 5 and 8), copied character
 * for character. messages.test.ts checks every string here against the spec text, so do not reword.
 */

export const reportStatusReverted = (status: string) => `Report status reverted to ${status} successfully!`;
/**
 * The spec writes the file list as '...'; the names are joined by the caller and followed by a full stop
 * so the sentence reads like the resident form's version.
 */
export const unsupportedPostFiles = (names: string) =>
  `The following files are not supported: ${names}. Allowed formats: .jpg, .jpeg, .png`;
export const imageTooLargeOffender = (file: string) => `Each image must be ≤ 2MB. Offender: ${file}`;
export const alertCooldown = (seconds: number | string) => `Cooldown: ${seconds}s`;
export const alertCooldownHint = (seconds: number | string) =>
  `Please wait ${seconds} seconds before sending another alert`;
export const pinWithinOnly = (barangay: string) => `Pin must be within ${barangay} only`;
export const pinWithinBoundaries = (barangay: string) => `Pin must be within ${barangay} boundaries!`;
export const errorLoadingData = (message: string) => `Error loading data: ${message}`;
export const noRecommendationsFor = (label: string) => `No ${label} recommendations available.`;
export const errorLoadingPatternAlerts = (message: string) => `Error loading pattern alerts: ${message}`;
export const otpResentTo = (email: string) => `OTP resent to ${email}`;
export const verificationOtpSentTo = (email: string) => `Verification OTP sent to ${email}`;
/** The spec writes 'Account enabled/disabled successfully': one message per direction. */
export const accountToggled = (outcome: 'enabled' | 'disabled') => `Account ${outcome} successfully`;
export const accountToggleFailed = (action: 'enable' | 'disable') => `Failed to ${action} account`;

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

export const ADMIN_POST_MESSAGES = {
  titleAndContentEmpty: 'Title and content cannot be empty.',
  titleTooLong: 'Title must be at most 120 characters.',
  contentTooLong: 'Content must be at most 2000 characters.',
  imageRequired: 'At least one image is required.',
  maxImages: 'Maximum 8 images allowed',
  unsupportedFiles: unsupportedPostFiles,
  imageTooLarge: imageTooLargeOffender,
  totalTooLarge: 'Total images size must be ≤ 8MB.',
  publishFailed: 'Failed to publish post. Please try again.',
  updateFailed: 'Failed to update post',
  updated: 'Post updated successfully!',
  deleteFailed: 'Failed to delete post',
  deleted: 'Post deleted successfully!',
  loggedOut: 'Logged out successfully.',
} as const;

export const ALERT_MESSAGES = {
  sendFailed: 'Failed to send alert',
  sent: 'Alert sent',
  delivered: 'Delivered successfully.',
  cooldown: alertCooldown,
  cooldownHint: alertCooldownHint,
} as const;

export const INTERVENTION_MESSAGES = {
  selectBarangay: 'Please select a barangay',
  pinRequired: 'Please pin a specific location on the map within the selected barangay.',
  selectDate: 'Please select a date',
  selectType: 'Please select an intervention type',
  enterPersonnel: 'Please enter personnel name',
  selectStatus: 'Please select a status',
  outsideCity: 'Pinned location is outside Quezon City boundaries.',
  pinWithinOnly,
  pinWithinBoundaries,
  boundaryNotLoaded: 'Boundary data not loaded',
  invalidLocation: 'Invalid location',
  completingLocks:
    'Completing this intervention will lock its status and details. You will not be able to change them afterward.',
  createFailed: 'Failed to create intervention',
  created: 'Intervention created successfully!',
  updateFailed: 'Failed to update intervention. Please try again.',
  updated: 'Intervention updated successfully',
  archiveFailed: 'Failed to archive intervention. Please try again.',
  archived: 'Intervention archived successfully',
  unarchiveFailed: 'Failed to unarchive intervention. Please try again.',
  unarchived: 'Intervention unarchived successfully',
  deleteFailed: 'Failed to delete intervention. Please try again.',
  deleted: 'Intervention deleted permanently',
  authRequired: 'Authentication required. Please log in again.',
  boundaryLoadFailed: 'Failed to load boundary data. Please refresh the page.',
  barangayDataLoadFailed: 'Failed to load barangay data',
  loadError: errorLoadingData,
  noneFound: 'No interventions found',
  noArchived: 'No archived interventions found',
  noRecommendations: noRecommendationsFor,
} as const;

export const CSV_IMPORT_MESSAGES = {
  selectFile: 'Please select a CSV file first',
  invalidFile: 'Please select a valid CSV file.',
  tooLarge: 'File size too large. Please select a file smaller than 10MB.',
  authInvalid: 'Authentication invalid. Please log in again.',
  succeeded:
    'Dengue case data has been successfully imported and analyzed. The system has updated all risk assessments and pattern recognition for affected barangays.',
  failedAfterRetries: 'Upload failed after 4 attempts. Please try again later or contact support.',
  fileProcessingError:
    'Server error: File processing failed. Please try again or contact support if the issue persists.',
  uploadFailed: 'Failed to upload file',
  importFailed: 'Failed to import CSV file',
} as const;

export const ANALYTICS_MESSAGES = {
  dashboardError: 'Error fetching data...',
  priorityTitle: 'Priority Action Recommendation (Spike Detected)',
  loadingRecommendation: 'Loading recommendation...',
  noSpikeRecommendation: 'No spike recommendation available.',
  noPatternAlerts: 'No pattern alerts found for the selected criteria.',
  patternAlertsError: errorLoadingPatternAlerts,
  barangayDataError: 'Error loading barangay data',
  generatingAi: 'Generating AI recommendations…',
  aiFailed: 'Failed to generate AI recommendations',
  aiUnavailable:
    'Unable to load AI recommendations. Please try again later or contact support if the issue persists.',
  noAi: 'No AI recommendations available.',
  previewUnavailable: 'Preview not available for this site.',
  unknownError: 'Unknown error',
  mapsLoadFailed: 'Failed to load Google Maps',
} as const;

/** Admin creation form, superadmin actions and the user and admin tables. */
export const ACCOUNT_MESSAGES = {
  usernameRequired: 'Username is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordMin: 'Must be at least 8 characters',
  needsLowercase: 'Needs a lowercase letter',
  needsUppercase: 'Needs an uppercase letter',
  needsNumber: 'Needs a number',
  needsSpecial: 'Needs a special character',
  passwordsDoNotMatch: 'Passwords do not match',
  enterOtp: 'Please enter the OTP',
  validEmailToResend: 'Valid email is required to resend OTP',
  enterPassword: 'Please enter your password',
  incorrectSuperadminPassword: 'Incorrect super admin password.',
  duplicateEmail: 'An active account with this email already exists',
  confirmLogout: 'Are you sure you want to logout?',
  loadingAccounts: 'Loading accounts...',
  errorLoadingAccounts: 'Error loading accounts',
  noRecords: 'No records found',
  noAdmins: 'No admins found',
  errorLoadingUsers: 'Error loading users',
  userDeleted: 'User account deleted successfully',
  userDeleteFailed: 'Failed to delete user account',
  userBanned: 'User banned successfully',
  userUnbanned: 'User unbanned successfully',
  banFailed: 'Failed to ban user',
  unbanFailed: 'Failed to unban user',
  otpResentTo,
  accountDeleted: 'Account deleted successfully',
  accountDeleteFailed: 'Failed to delete account',
  accountToggled,
  accountToggleFailed,
  verificationOtpSentTo,
  sendOtpFailed: 'Failed to send OTP',
  emailVerified: 'Email verified successfully!',
  verifyOtpFailed: 'Failed to verify OTP',
  createAdminFailed: 'Failed to create admin',
  resendOtpFailed: 'Failed to resend OTP',
  verificationOtpResent: 'Verification OTP resent.',
} as const;
