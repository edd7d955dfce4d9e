/**
 * The admin document's account messages (admin creation form, superadmin actions, user and admin tables),
 * copied character for character. Sign-up and password rules show them too, so they live apart from the
 * staff-only messages of admin-messages.ts and reach a resident's phone without the rest.
 */

export const otpResentTo = (email: string) => `OTP resent to ${email}`;
export const verificationOtpSentTo = (email: string) => `Verification OTP sent to ${email}`;
/** The spec writes 'Account enabled/disabled successfully': one message per direction. */
export const accountToggled = (outcome: 'enabled' | 'disabled') => `Account ${outcome} successfully`;
export const accountToggleFailed = (action: 'enable' | 'disable') => `Failed to ${action} account`;

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

/** The admin wizard's special-character rule, with the hint the spec's bare wording lacked. */
export const ADMIN_PASSWORD_SPECIAL = `${ACCOUNT_MESSAGES.needsSpecial} (any symbol, such as # . - or !)`;
