/**
 * User-facing messages of the resident document (sections 2, 4, 5, 6 and 8), copied character for character.
 * The admin document's messages are in admin-messages.ts; wording the spec does not give is in
 * extra-messages.ts. messages.test.ts checks every string here against the spec text, so do not reword.
 */

/** 'Location set in {barangay}' after a valid map click. */
export const locationSetIn = (barangay: string) => `Location set in ${barangay}`;
/** Lists the rejected files of the report form by name. */
export const unsupportedFiles = (names: string) =>
  `The following files are not supported: ${names}. Only JPG and PNG files are allowed.`;
export const welcomeUser = (name: string) => `Welcome, ${name}`;
export const foundResults = (count: number | string) => `Found ${count} result(s)`;
/** Trend chart answer to 'Barangay not found' or a 404. */
export const noRecordedCasesFor = (barangay: string) =>
  `There has been no recorded dengue cases for ${barangay}.`;

export const GUARD_MESSAGES = {
  loginRequired: 'Please log in to access this page.',
  sessionExpired: 'Your session has expired. Please log in again.',
  invalidSession: 'Invalid session. Please log in again.',
  noPermission: "You don't have permission to access this page.",
  accountDisabled: 'Your account has been disabled. Please contact an administrator.',
  accountUnavailable: 'Your account is no longer available. Please contact an administrator.',
} as const;

export const GENERIC_MESSAGES = {
  unexpected: 'An unexpected error occurred',
  somethingWrong: 'Something went wrong. Please try again.',
  unauthorized: 'Please log in to perform this action',
  connectionError: 'Unable to connect to the server. Please check if the server is running.',
  errorPage: 'Oops! Sorry, an unexpected error has occurred.',
  crashScreen: 'Oops! Something went wrong',
  failedToLoadComponent: 'Failed to Load Component',
  loading: 'Loading...',
  searchPlaceholder: 'Search...',
  loggedOut: 'Logged out successfully',
} as const;

export const AUTH_MESSAGES = {
  welcome: welcomeUser,
  loginFailed: 'Login failed. Please check your credentials.',
  loginSessionMissing: 'Login failed - please try again',
  networkError: 'Network error. Please check your connection and try again.',
  verificationResent: 'Verification code has been resent to your email!',
  verificationResendFailed: 'Failed to resend verification code. Please try again.',
  accountCreated: 'Your account has been created successfully! You can now log in.',
} as const;

export const SIGNUP_MESSAGES = {
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordNeedsNumber: 'Password must contain at least a number',
  fixPasswordRequirements: 'Please fix the password requirements',
  passwordsDoNotMatch: 'Passwords do not match',
  acceptTerms: 'Please accept the Terms and Conditions to continue',
  registrationFailed: 'Registration failed. Please try again.',
} as const;

export const OTP_MESSAGES = {
  noEmail: 'No email found. Please try logging in again.',
  registrationIncomplete: 'Account registration was not completed. Please verify your email to continue.',
  sendFailed: 'Failed to send OTP',
  resendFailed: 'Failed to resend OTP',
  invalidCode: 'Invalid OTP code. Please try again.',
  verifyFailedFallback: 'Something went wrong. Please try again.',
} as const;

export const FORGOT_PASSWORD_MESSAGES = {
  emailSent: 'Password reset email sent successfully!',
  emailFailed: 'Failed to send password reset email',
  verifyFailed: 'Failed to verify OTP',
  resetSucceeded: 'Password has been reset successfully!',
  resetFailed: 'Failed to reset password',
  otpResent: 'OTP has been resent successfully!',
  resendFailed: 'Failed to resend OTP',
} as const;

export const REPORT_FORM_MESSAGES = {
  barangayRequired: 'Barangay is required.',
  locationRequired: 'Location is required.',
  dateRequired: 'Date is required.',
  timeRequired: 'Time is required.',
  reportTypeRequired: 'Report type is required.',
  descriptionRequired: 'Description is required.',
  photoRequired: 'Please upload at least 1 photo of the breeding site.',
  onlyJpgPng: 'Only JPG and PNG files are allowed.',
  maxImages: 'You can only upload a maximum of 4 images.',
  unsupportedFiles,
  dateInFuture: 'Date cannot be in the future.',
  timeInFuture: 'Time cannot be in the future.',
  dateTimeInFuture: 'Selected date and time cannot be in the future.',
  onlyTodayOrYesterday: 'Please select only today or yesterday.',
  descriptionLimit: 'Description is limited to 500 characters.',
  fillRequired: 'Please fill all required fields',
  outsideCity: 'Please click a location within Quezon City',
  outsideBarangay: 'Selected location is not within any barangay boundary',
  locationSetIn,
  reporting: 'Reporting...',
  created: 'Post reported to surveillance',
  createFailed: 'Failed to create post',
  loginToShare: 'Please log in to share your report',
  loginToReport: 'Log in to report a breeding site.',
} as const;

/** Community feed, search, BuzzLine and profile lists. */
export const FEED_MESSAGES = {
  noSearchMatches: 'No posts found matching your search.',
  noOwnPosts: "You haven't made any posts yet.",
  noValidatedPosts: 'No validated posts available.',
  errorLoadingPosts: 'Error loading posts',
  foundResults,
  noSearchCriteriaMatches: 'No posts found matching your search criteria.',
  loadingPosts: 'Loading posts...',
  noAnnouncements: 'No Announcements Available',
  defaultAnnouncementTitle: 'Important Announcement',
  noUpdates: 'No updates available at the moment.',
  noTips: 'No tips available at the moment.',
  articleNotFound: 'Article not found',
  pendingReview: 'Pending Review',
  postDeleted: 'Post deleted successfully',
  postDeleteFailed: 'Failed to delete post. Please try again.',
} as const;

export const COMMENT_MESSAGES = {
  loginToComment: 'Please log in to comment',
  loginPrompt: 'Log in to comment',
  addFailed: 'Failed to add comment',
  errorLoading: 'Error loading comments',
  noComments: 'No comments yet',
  usersPostTitle: "User's Post",
  anonymousPostTitle: 'Anonymous Post',
  communityCommentsTitle: 'Comments from the Community',
} as const;

export const VOTE_MESSAGES = {
  loginToVote: 'Please log in to vote',
  onlyRegularUsers: 'Only regular users can vote',
  failed: 'Failed to vote. Please try again.',
} as const;

export const PROFILE_MESSAGES = {
  bioUpdated: 'Bio updated successfully!',
  bioUpdateFailed: 'Failed to update bio',
  photoUpdated: 'Profile photo updated successfully!',
  photoUpdateFailed: 'Failed to update profile photo',
  invalidPhotoType: 'Please select a valid image file (JPEG, PNG, or GIF)',
  photoTooLarge: 'Image size must be less than 5MB',
} as const;

export const MAP_MESSAGES = {
  noCasesTitle: 'No dengue cases recorded',
  noCasesDetail: 'This barangay is not present in the dataset or has no recorded cases.',
  invalidDate: 'Invalid date',
  noRecentAnalysis: 'No recent analysis',
  loadingMaps: 'Loading Google Maps...',
  initFailed: 'Failed to initialize map',
  mapsApiError: 'Error loading Google Maps API',
  addressNotFound: 'Address not found',
  mapsNotLoaded: 'Google Maps not loaded',
  containerRequired: 'Map container element is required',
  containerDetached: 'Map container element must be attached to DOM',
  barangayNotFound: 'Barangay not found',
  noRecordedCasesFor,
} as const;
