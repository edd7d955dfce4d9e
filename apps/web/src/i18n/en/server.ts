import { API_MESSAGES, GENERIC_MESSAGES, GUARD_MESSAGES } from '@dengue/core';
import { registerEnglish } from '../language-store';

/**
 * English, part 'server': messages that reach the page as English text (the server's `message`, the session
 * guards) and are only ever looked up to be translated. English readers never need them, so this part
 * loads together with the Filipino catalogue.
 */
export const serverEn = {
  'auth.guardLoginRequired': GUARD_MESSAGES.loginRequired,
  'auth.guardSessionExpired': GUARD_MESSAGES.sessionExpired,
  'auth.guardInvalidSession': GUARD_MESSAGES.invalidSession,
  'auth.guardNoPermission': GUARD_MESSAGES.noPermission,
  'auth.guardAccountDisabled': GUARD_MESSAGES.accountDisabled,
  'auth.guardAccountUnavailable': GUARD_MESSAGES.accountUnavailable,
  'server.unexpected': GENERIC_MESSAGES.unexpected,
  'server.unauthorized': GENERIC_MESSAGES.unauthorized,
  'server.connectionError': GENERIC_MESSAGES.connectionError,
  'server.accountDisabled': API_MESSAGES.accountDisabled,
  'server.notVerified': API_MESSAGES.notVerified,
  'server.invalidCredentials': API_MESSAGES.invalidCredentials,
  'server.invalidOtp': API_MESSAGES.invalidOtp,
  'server.otpTooManyAttempts': API_MESSAGES.otpTooManyAttempts,
  'server.invalidResetToken': API_MESSAGES.invalidResetToken,
  'server.pleaseWait': API_MESSAGES.pleaseWaitSeconds(987654321).replace('987654321', '{seconds}'),
  'server.tooManyRequests': API_MESSAGES.tooManyRequests,
  'server.forbidden': API_MESSAGES.forbidden,
  'server.notFound': API_MESSAGES.notFound,
  'server.ownPostsOnly': API_MESSAGES.ownPostsOnly,
  'server.imageUnreadable': API_MESSAGES.imageUnreadable,
  'server.validationFailed': API_MESSAGES.validationFailed,
} satisfies Record<string, string>;

registerEnglish(serverEn);
