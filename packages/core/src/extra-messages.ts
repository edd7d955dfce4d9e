import { BULK_VALIDATE_MAX, CLUSTER_LIST_MAX, EXTRA_LIMITS, LIMITS, PAGE_LIMIT_MAX } from './constants.ts';
import { MARKER_TILES } from './marker-tiles.ts';

/**
 * Messages the spec implies but does not word. They are ours to phrase, and some carry substrings the web
 * client matches on (resident section 8), which messages.test.ts pins down.
 */

/** The resend refusal carries the real number: the OTP page uses it as its countdown. */
export const pleaseWaitSeconds = (seconds: number) =>
  `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code.`;

/** A wrong sign-up code, with the tries the code has left (the 5th wrong try locks it instead). */
export const wrongOtp = (attemptsLeft: number) =>
  `The code is wrong. You have ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`;

/** The rate limiter's refusal, rounded up to whole minutes. */
export const tryAgainInMinutes = (minutes: number) =>
  `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

export const API_MESSAGES = {
  /** Must contain 'account disabled': the client's 401/403 handler looks for it. */
  accountDisabled: 'Access denied: account disabled. Please contact an administrator.',
  /** Must contain 'not been verified': the login page then resends the code and opens /otp. */
  notVerified: 'Your account has not been verified. Please verify your email to continue.',
  invalidCredentials: 'Invalid email or password.',
  invalidOtp: 'Invalid or expired code. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong codes. Please request a new one.',
  wrongOtp,
  otpExpired: 'This code has expired. Please request a new one.',
  invalidResetToken: 'This password reset request is invalid or has expired. Please start again.',
  invalidRefreshToken: 'Your session has expired. Please log in again.',
  pleaseWaitSeconds,
  tryAgainInMinutes,
  emailUnavailable: 'We could not send the e-mail. Please try again in a moment.',
  /** Every 5xx answer says only this: internals stay in the server's log. */
  internal: 'Something went wrong on our side. Please try again in a moment.',
  tooManyRequests: 'Too many requests. Please try again later.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'The requested item was not found.',
  reportNotFound: 'Report not found',
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  accountNotFound: 'Account not found',
  interventionNotFound: 'Intervention not found',
  alertNotFound: 'Alert not found',
  alertBarangayUnknown: 'One or more selected barangays do not exist.',
  alertsResidentsOnly: 'Only resident accounts can choose a home barangay or receive alerts.',
  pushNotConfigured: 'Push notifications are not available on this server.',
  reportStatusFinal: 'This report has already been verified or rejected.',
  /** The undo record lives in the deciding admin's browser (admin section 3), so only that admin can undo. */
  reportUndoOwnOnly: 'Only the admin who made this change can undo it.',
  interventionComplete: 'A completed intervention can no longer be changed.',
  superadminProtected: 'Superadmin accounts cannot be deactivated or removed.',
  ownPostsOnly: 'You can only delete your own posts.',
  /** A Pending or Rejected report is read-only, its author included (resident section 2, Profile). */
  reportNotOpen: 'Votes and comments open once the report has been validated.',
  imageUnreadable: 'One of the images could not be read. Please choose another file.',
  validationFailed: 'Please correct the highlighted fields.',
} as const;

/** Validation messages for rules whose wording the spec leaves out. */
export const VALIDATION_MESSAGES = {
  usernameTooLong: `Username must be at most ${EXTRA_LIMITS.usernameMax} characters.`,
  commentEmpty: 'Comment cannot be empty.',
  // Written as the web app writes numbers in English ('1,000', decision 017), so both sides say the same.
  commentTooLong: `Comment must be at most ${LIMITS.commentMax.toLocaleString('en-US')} characters.`,
  bioTooLong: `Bio must be at most ${LIMITS.bioMax} characters.`,
  bioNotText: `Bio must be text of at most ${LIMITS.bioMax} characters (empty to clear it).`,
  otpFormat: `The code must be ${LIMITS.otpDigits} digits.`,
  otpPurpose: 'Unknown verification purpose.',
  resetTokenRequired: 'The password reset request is missing. Please start again.',
  refreshTokenRequired: 'Your session has expired. Please log in again.',
  invalidId: 'Invalid id.',
  reportClientId:
    'clientId must be a UUID (the id this device gave the report, e.g. from crypto.randomUUID()).',
  idsRequired: 'Select at least one item.',
  bulkValidateTooMany: `Select at most ${BULK_VALIDATE_MAX} reports to validate at once.`,
  bulkValidateStatus: 'Validate selected only sets reports to Validated.',
  invalidDateTime: 'Please enter a valid date and time.',
  invalidDate: 'Please enter a valid date (YYYY-MM-DD).',
  dateRangeOrder: 'The start date must not be after the end date.',
  reportStatus: 'Status must be Pending, Validated or Rejected.',
  accountStatus: 'Status must be active, banned or disabled.',
  pageNumber: 'Page must be a whole number of 1 or more.',
  pageLimit: `Limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}.`,
  sortOrder: 'Sort order must be asc or desc.',
  sortBy: 'This list cannot be sorted by that field.',
  booleanFlag: 'Use true or false.',
  coordinates: 'Invalid location',
  radius: `Radius must be more than 0 and at most ${EXTRA_LIMITS.nearbyRadiusMaxMeters} metres.`,
  trendWeeks: 'Number of weeks must be 4, 6, 8 or 12.',
  barangayNameRequired: 'Barangay name is required.',
  categoryRequired: 'Please choose a post type.',
  publishDateRequired: 'Please choose a publish date and time.',
  alertBarangaysRequired: 'Please select at least one barangay.',
  alertBarangaysUnique: 'Each barangay can be selected only once.',
  alertMessageRequired: 'Please enter the alert message.',
  alertMessageTooLong: `The alert message must be at most ${LIMITS.alertMessageMax} characters.`,
  alertMessagesOne: 'Send exactly one alert message.',
  alertTitleTooLong: `The alert title must be at most ${LIMITS.postTitleMax} characters.`,
  pushSubscription: 'This push subscription is not valid.',
  personnelTooLong: `Personnel must be at most ${EXTRA_LIMITS.personnelMax} characters.`,
  addressTooLong: `Address must be at most ${EXTRA_LIMITS.addressMax} characters.`,
  searchScope: 'The search scope must be all, posts or people.',
  reportAddressTooLong: `The street address or landmark must be at most ${EXTRA_LIMITS.reportAddressMax} characters.`,
  descriptionTooLong: `Description must be at most ${EXTRA_LIMITS.interventionTextMax} characters.`,
  roleRequired: 'Unknown role.',
  userRole: 'Sign-up creates resident accounts only.',
  adminRole: 'This form creates admin accounts only.',
} as const;

/** Cluster calls (admin section 7): the spec names the query parameters, not their messages. */
export const CLUSTER_MESSAGES = {
  clusterNotFound: 'Cluster not found',
  bbox: 'The map area (bbox) must be four numbers: west,south,east,north.',
  minReports: 'Minimum reports must be a whole number of 1 or more.',
  status: 'Status must be resolved, partially_resolved or not_resolved.',
  limit: `Limit must be a whole number from 1 to ${CLUSTER_LIST_MAX}.`,
  tile: `A marker tile is z/x/y: whole numbers, z from ${MARKER_TILES.minZoom} to ${MARKER_TILES.fullZoom}, x and y from 0 to 2^z - 1.`,
  subClusterNotFound: 'Sub-cluster not found. The map may be out of date: reload it and try again.',
  notInCluster: (count: number) =>
    `${count === 1 ? 'One of the selected reports is' : `${count} of the selected reports are`} no longer in this cluster. Reload the map and try again.`,
  notInSubCluster: (count: number) =>
    `${count === 1 ? 'One of the selected reports is' : `${count} of the selected reports are`} not in this sub-cluster. Reload the map and try again.`,
  subClusterCreated: (count: number) => `Sub-cluster created with ${count} report${count === 1 ? '' : 's'}.`,
  subClusterAdded: (count: number) => `${count} report${count === 1 ? '' : 's'} added to the sub-cluster.`,
  subClusterRemoved: (count: number) =>
    `${count} report${count === 1 ? '' : 's'} removed from the sub-cluster.`,
  clusterRemoved: (count: number, permanently: boolean) =>
    `${count} report${count === 1 ? '' : 's'} removed from the cluster${permanently ? ' and excluded from clustering' : ''}.`,
  resolved: (count: number, isResolved: boolean) =>
    `${count} report${count === 1 ? '' : 's'} marked ${isResolved ? 'resolved' : 'unresolved'}.`,
} as const;

/**
 * Line-list import refusals of our own wording. `split`: a file whose slash dates prove both orders; the web
 * dialog recognises the refusal by this message and asks which order the file uses.
 */
export const LINE_LIST_MESSAGES = {
  /** A line list with its header and nothing else (or only blank rows): nothing to import. */
  noRows: 'No rows found: the file has the column names but no cases below them. Nothing was imported.',
  split:
    'The dates in this file can be read two ways: some can only be month first (MM/DD/YYYY), others only day first (DD/MM/YYYY). Choose the order the file uses and import it again.',
  invalidChoice: 'dateOrder must be MDY (month first) or DMY (day first).',
} as const;

/** The `dateOrder` an upload may carry (query or form field) when its dates need a choice. */
export const DATE_ORDER_CHOICES = ['MDY', 'DMY'] as const;
export type DateOrderChoice = (typeof DATE_ORDER_CHOICES)[number];

/** A photo whose header declares more pixels than the server decodes (a decompression bomb, or a panorama). */
export const tooManyPixels = (name: string, megapixels: number) =>
  `${name} is too large in pixels: a photo may have at most ${megapixels} megapixels. Please send a smaller photo.`;
