/**
 * How the web client reads server messages (resident section 4 and 8). Kept beside the messages so a
 * server wording change that would break the client fails a test here instead of in production.
 */

/** 401/403 answers whose message says disabled, account disabled or inactive mean a dead account. */
export const isAccountDisabledMessage = (message: string | null | undefined): boolean =>
  /disabled|inactive/i.test(message ?? '');

/** Login answers that mean "verify first": the client resends the code and opens /otp. */
export const isUnverifiedMessage = (message: string | null | undefined): boolean =>
  /not been verified|pending activation/i.test(message ?? '');

/**
 * The OTP resend countdown: a message containing 'wait' has its number used as the countdown.
 * Returns null when the message is not a wait message or carries no number.
 */
export const waitSecondsFrom = (message: string | null | undefined): number | null => {
  if (!message || !/wait/i.test(message)) return null;
  const found = /(\d+)/.exec(message);
  return found?.[1] ? Number(found[1]) : null;
};

/** 'Invalid OTP code. Please try again.' replaces verification errors that mention the e-mail. */
export const mentionsEmail = (message: string | null | undefined): boolean => /email/i.test(message ?? '');

/** The CSV import retries only on these failures (admin section 4). */
export const isRetryableImportMessage = (message: string | null | undefined): boolean =>
  /server error|network|timeout/i.test(message ?? '');
