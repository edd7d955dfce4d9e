import { API_MESSAGES, LIMITS, type OtpPurpose, TIMING } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { composeMail, type Mailer } from '../../lib/mailer.ts';
import { hashCode, randomCode, sameHash } from '../../lib/tokens.ts';
import type { AccountRow } from '../accounts/accounts.repository.ts';
import { claimAttempt, consumeCode, deleteCode, findLatestCode, insertCode } from './otp.repository.ts';

export interface OtpDeps {
  db: Db;
  mailer: Mailer;
  secret: string;
  now?: () => Date;
}

const SUBJECTS: Record<OtpPurpose, string> = {
  'account-verification': 'Your Dengue Watch QC verification code',
  'password-reset': 'Your Dengue Watch QC password reset code',
};

const invalidCode = () => badRequest(API_MESSAGES.invalidOtp, undefined, { code: 'OTP_INVALID' });
const tooManyAttempts = () =>
  badRequest(API_MESSAGES.otpTooManyAttempts, undefined, { code: 'OTP_TOO_MANY_ATTEMPTS' });

/**
 * A sign-up code that is wrong or expired says so, with the tries left: a person typing it can act on that,
 * and the sign-up form already tells whether an e-mail has an account. A password reset stays vague (one
 * answer for unknown e-mails, wrong and expired codes), as its other steps do, so it reveals no account.
 */
const wrongCode = (purpose: OtpPurpose, attemptsLeft: number) =>
  purpose === 'account-verification'
    ? badRequest(API_MESSAGES.wrongOtp(attemptsLeft), undefined, {
        code: 'OTP_WRONG',
        params: { attemptsLeft },
      })
    : invalidCode();
const expiredCode = (purpose: OtpPurpose) =>
  purpose === 'account-verification'
    ? badRequest(API_MESSAGES.otpExpired, undefined, { code: 'OTP_EXPIRED' })
    : invalidCode();

/**
 * Issues a new 4-digit code and e-mails it, no sooner than 60 s after the previous one. If the e-mail
 * cannot be sent, the code is removed again so the person can retry at once.
 */
export async function issueCode(deps: OtpDeps, account: AccountRow, purpose: OtpPurpose): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const latest = await findLatestCode(deps.db, account.id, purpose);
  if (latest) {
    const elapsed = Math.floor((now.getTime() - latest.createdAt.getTime()) / 1000);
    const wait = TIMING.otpResendCooldownSeconds - elapsed;
    if (wait > 0)
      throw new AppError('TOO_MANY_REQUESTS', API_MESSAGES.pleaseWaitSeconds(wait), {
        code: 'OTP_RESEND_WAIT',
        params: { seconds: wait },
        details: { retryAfter: wait },
      });
  }
  const code = randomCode(LIMITS.otpDigits);
  const row = await insertCode(deps.db, {
    accountId: account.id,
    purpose,
    codeHash: hashCode(code, deps.secret),
    expiresAt: new Date(now.getTime() + TIMING.otpValidityMinutes * 60_000),
    createdAt: now,
  });
  const intro =
    purpose === 'password-reset'
      ? 'Use this code to reset your Dengue Watch QC password.'
      : 'Use this code to verify your e-mail address for Dengue Watch QC.';
  const mail = composeMail(
    [
      `Hello ${account.username},`,
      intro,
      `It is valid for ${TIMING.otpValidityMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
    ],
    code,
  );
  try {
    await deps.mailer.send({ to: account.email, subject: SUBJECTS[purpose], ...mail, code });
  } catch {
    await deleteCode(deps.db, row.id);
    throw new AppError('SERVICE_UNAVAILABLE', API_MESSAGES.emailUnavailable, {
      code: 'EMAIL_UNAVAILABLE',
    });
  }
}

/**
 * Checks a code: at most 5 tries per code (each try is claimed atomically before comparing), valid for
 * 10 minutes, single use. Only the newest code of the purpose counts.
 */
export async function verifyCode(
  deps: OtpDeps,
  account: AccountRow,
  purpose: OtpPurpose,
  code: string,
): Promise<void> {
  const latest = await findLatestCode(deps.db, account.id, purpose);
  if (!latest || latest.consumedAt) throw invalidCode();
  if (latest.attempts >= TIMING.otpMaxAttempts) throw tooManyAttempts();
  const attempts = await claimAttempt(deps.db, latest.id, TIMING.otpMaxAttempts);
  if (attempts === undefined) {
    throw latest.expiresAt.getTime() <= Date.now() ? expiredCode(purpose) : tooManyAttempts();
  }
  if (!sameHash(hashCode(code, deps.secret), latest.codeHash)) {
    throw attempts >= TIMING.otpMaxAttempts
      ? tooManyAttempts()
      : wrongCode(purpose, TIMING.otpMaxAttempts - attempts);
  }
  if (!(await consumeCode(deps.db, latest.id))) throw invalidCode();
}
