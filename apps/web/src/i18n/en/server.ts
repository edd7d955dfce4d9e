import {
  ACCOUNT_MESSAGES,
  API_MESSAGES,
  CLUSTER_MESSAGES,
  GENERIC_MESSAGES,
  REPORT_FORM_MESSAGES,
} from '@dengue/core';
import { registerEnglish } from '../language-store';

/**
 * English, part 'server': the generic failures and the wording of the API's error codes
 * ('apiError.<CODE>', read by translateError). English readers see the server's own message, so these are only
 * looked up to be translated and load together with the Filipino catalogue. The English of a code with
 * params is the server's sentence with placeholders; catalogue.test.ts checks the two agree.
 */
export const serverEn = {
  'server.unexpected': GENERIC_MESSAGES.unexpected,
  'server.unauthorized': GENERIC_MESSAGES.unauthorized,
  'server.connectionError': GENERIC_MESSAGES.connectionError,
  'apiError.ACCOUNT_DISABLED': API_MESSAGES.accountDisabled,
  'apiError.ACCOUNT_NOT_VERIFIED': API_MESSAGES.notVerified,
  'apiError.INVALID_CREDENTIALS': API_MESSAGES.invalidCredentials,
  'apiError.INCORRECT_SUPERADMIN_PASSWORD': ACCOUNT_MESSAGES.incorrectSuperadminPassword,
  'apiError.SESSION_EXPIRED': API_MESSAGES.invalidRefreshToken,
  'apiError.OTP_INVALID': API_MESSAGES.invalidOtp,
  'apiError.OTP_TOO_MANY_ATTEMPTS': API_MESSAGES.otpTooManyAttempts,
  'apiError.OTP_WRONG': 'The code is wrong. You have {attemptsLeft} tries left.',
  'apiError.OTP_EXPIRED': API_MESSAGES.otpExpired,
  'apiError.OTP_RESEND_WAIT': 'Please wait {seconds} seconds before requesting a new code.',
  'apiError.RESET_TOKEN_INVALID': API_MESSAGES.invalidResetToken,
  'apiError.RATE_LIMITED': 'Too many attempts. Please try again in {minutes} minutes.',
  'apiError.EMAIL_UNAVAILABLE': API_MESSAGES.emailUnavailable,
  'apiError.EMAIL_TAKEN': ACCOUNT_MESSAGES.duplicateEmail,
  'apiError.UNAUTHORIZED': GENERIC_MESSAGES.unauthorized,
  'apiError.FORBIDDEN': API_MESSAGES.forbidden,
  'apiError.NOT_FOUND': API_MESSAGES.notFound,
  'apiError.OWN_POSTS_ONLY': API_MESSAGES.ownPostsOnly,
  'apiError.UNSUPPORTED_FILES': REPORT_FORM_MESSAGES.unsupportedFiles('{names}'),
  'apiError.REPORT_NOT_OPEN': API_MESSAGES.reportNotOpen,
  'apiError.INTERNAL': API_MESSAGES.internal,
  'apiError.REPORTS_NOT_IN_CLUSTER': CLUSTER_MESSAGES.notInCluster(2).replace('2', '{count}'),
  'apiError.REPORTS_NOT_IN_SUB_CLUSTER': CLUSTER_MESSAGES.notInSubCluster(2).replace('2', '{count}'),
} satisfies Record<string, string>;

registerEnglish(serverEn);
