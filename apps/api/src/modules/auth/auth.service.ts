import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  API_MESSAGES,
  type LoginResponse,
  type OtpPurpose,
  type SessionUser,
  TIMING,
} from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { clearRate, consumeRate, enforceRates } from '../../lib/rate-limit.ts';
import type { RequestMeta } from '../../lib/request-context.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { presentSessionUser } from '../accounts/accounts.presenter.ts';
import {
  type AccountRow,
  findAccountById,
  findLiveAccountByEmail,
  findLoginAccount,
  insertAccount,
  updateAccount,
} from '../accounts/accounts.repository.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { AUTH_RATES, codeCooldown } from './auth.rate-limits.ts';
import { claimLoginTry, loginSucceeded } from './login-throttle.ts';
import { issueCode, verifyCode } from './otp.service.ts';
import { insertResetToken, useResetToken } from './reset-tokens.repository.ts';
import { revokeAllForAccount } from './sessions.repository.ts';
import { endSession, rotateSession, startSession } from './sessions.service.ts';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  secret: string;
  /** Multiplies every auth rate limit (RATE_LIMIT_SCALE); 1 in production. */
  rateScale?: number;
}

const LOCKED = new Set(['disabled', 'banned', 'deleted']);
const RESENT = 'A new code has been sent to your email.';
/** A hash to compare against when the e-mail is unknown, so timing does not reveal which e-mails exist. */
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));

export async function register(
  deps: AuthDeps,
  body: { email: string; username: string; password: string },
  meta: RequestMeta,
): Promise<{ message: string; email: string }> {
  await enforceRates(deps.db, AUTH_RATES.register(meta.ip, body.email), deps.rateScale);
  if (await findLiveAccountByEmail(deps.db, body.email))
    throw conflict(ACCOUNT_MESSAGES.duplicateEmail, { code: 'EMAIL_TAKEN' });
  const account = await insertAccount(deps.db, {
    email: body.email,
    username: body.username,
    passwordHash: await hashPassword(body.password),
    role: 'user',
    status: 'unverified',
  }).catch((error: unknown) => {
    // Two sign-ups with one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.duplicateEmail, { code: 'EMAIL_TAKEN' });
    throw error;
  });
  await recordAudit(deps.db, {
    actorId: account.id,
    actorRole: 'user',
    action: 'create',
    targetType: 'account',
    targetId: account.id,
    details: { email: account.email, via: 'sign-up' },
    ip: meta.ip,
  });
  await consumeRate(deps.db, codeCooldown('account-verification', account.email));
  try {
    await issueCode(deps, account, 'account-verification');
  } catch (error) {
    // Without the code nobody can verify this account: remove it so the person can simply sign up again.
    await updateAccount(deps.db, account.id, { status: 'deleted', deletedAt: new Date() });
    throw error;
  }
  return { message: 'Registration successful. Enter the code sent to your email.', email: account.email };
}

export async function login(
  deps: AuthDeps,
  body: { email: string; password: string; role?: 'superadmin' },
  meta: RequestMeta,
): Promise<LoginResponse> {
  const claim = await claimLoginTry(deps.db, meta.ip, body.email, deps.rateScale);
  const account = await findLoginAccount(deps.db, body.email);
  const passwordOk = account
    ? await verifyPassword(account.passwordHash, body.password)
    : await verifyPassword(await DUMMY_HASH, body.password);
  if (!account || !passwordOk)
    throw unauthorized(API_MESSAGES.invalidCredentials, { code: 'INVALID_CREDENTIALS' });
  await loginSucceeded(deps.db, claim);
  if (body.role === 'superadmin' && account.role !== 'superadmin') {
    throw unauthorized(ACCOUNT_MESSAGES.incorrectSuperadminPassword, {
      code: 'INCORRECT_SUPERADMIN_PASSWORD',
    });
  }
  if (LOCKED.has(account.status))
    throw unauthorized(API_MESSAGES.accountDisabled, { code: 'ACCOUNT_DISABLED' });
  if (account.status === 'unverified' || account.status === 'pending') {
    throw new AppError('FORBIDDEN', API_MESSAGES.notVerified, {
      code: 'ACCOUNT_NOT_VERIFIED',
      details: { email: account.email },
    });
  }
  const tokens = await startSession(deps.db, deps.secret, account, meta);
  return { user: presentSessionUser(account), ...tokens };
}

/** The account a code is for; unknown e-mails get the same answer as a wrong code. */
async function accountForCode(deps: AuthDeps, email: string): Promise<AccountRow> {
  const account = await findLiveAccountByEmail(deps.db, email);
  if (!account || LOCKED.has(account.status))
    throw badRequest(API_MESSAGES.invalidOtp, undefined, { code: 'OTP_INVALID' });
  return account;
}

export async function verifyOtp(
  deps: AuthDeps,
  body: { email: string; otp: string; purpose: OtpPurpose },
  meta: RequestMeta,
): Promise<{ message: string; resetToken?: string }> {
  await enforceRates(deps.db, AUTH_RATES.verify(meta.ip, body.email), deps.rateScale);
  const account = await accountForCode(deps, body.email);
  await verifyCode(deps, account, body.purpose, body.otp);
  if (body.purpose === 'account-verification') {
    await markVerified(deps.db, account, meta);
    return { message: 'Your account has been verified.' };
  }
  const resetToken = randomToken();
  await insertResetToken(deps.db, {
    accountId: account.id,
    tokenHash: sha256(resetToken),
    expiresAt: new Date(Date.now() + TIMING.resetTokenValidityMinutes * 60_000),
  });
  return { message: 'Code verified. Choose a new password.', resetToken };
}

/** Unverified residents and pending admins become active; the change is audited. */
export async function markVerified(db: Db, account: AccountRow, meta: RequestMeta): Promise<void> {
  if (account.status !== 'unverified' && account.status !== 'pending') return;
  await db.transaction(async (tx) => {
    await updateAccount(tx, account.id, { status: 'active', verified: true });
    await recordAudit(tx, {
      actorId: meta.actor?.id ?? account.id,
      actorRole: meta.actor?.role ?? account.role,
      action: 'verify',
      targetType: 'account',
      targetId: account.id,
      details: { email: account.email, previousStatus: account.status },
      ip: meta.ip,
    });
  });
}

/**
 * Sends a new code when the account can use one. Every address gets the same answers (a code sent, or
 * 'Please wait N seconds' within the cooldown), so this form cannot be used to find out who has an account
 * or whether it is verified.
 */
export async function resendOtp(
  deps: AuthDeps,
  body: { email: string; purpose: OtpPurpose },
  meta: RequestMeta,
): Promise<{ message: string }> {
  await enforceRates(deps.db, AUTH_RATES.newCode(meta.ip, body.email), deps.rateScale);
  const rule = codeCooldown(body.purpose, body.email);
  const cooldown = await consumeRate(deps.db, rule);
  if (!cooldown.allowed) {
    throw new AppError('TOO_MANY_REQUESTS', API_MESSAGES.pleaseWaitSeconds(cooldown.retryAfterSeconds), {
      code: 'OTP_RESEND_WAIT',
      params: { seconds: cooldown.retryAfterSeconds },
      details: { retryAfter: cooldown.retryAfterSeconds },
    });
  }
  const account = await findLiveAccountByEmail(deps.db, body.email);
  if (account && canReceiveCode(account, body.purpose)) {
    // A code sent by another path within the last 60 s is still valid; a 429 here would reveal the account.
    await issueCode(deps, account, body.purpose).catch(async (error: unknown) => {
      // A code that could not be mailed starts no wait: the person may retry at once.
      if (!(error instanceof AppError && error.code === 'OTP_RESEND_WAIT'))
        await clearRate(deps.db, rule.key);
      ignoreCooldown(error);
    });
  }
  return { message: RESENT };
}

const canReceiveCode = (account: AccountRow, purpose: OtpPurpose): boolean =>
  purpose === 'password-reset'
    ? account.status === 'active'
    : account.status === 'unverified' || account.status === 'pending';

function ignoreCooldown(error: unknown): void {
  if (!(error instanceof AppError && error.code === 'OTP_RESEND_WAIT')) throw error;
}

/**
 * Sends a reset code to active accounts. The answer is the same for unknown e-mails, so this form cannot
 * be used to find out who has an account.
 */
export async function forgotPassword(
  deps: AuthDeps,
  email: string,
  meta: RequestMeta,
): Promise<{ message: string }> {
  await enforceRates(deps.db, AUTH_RATES.newCode(meta.ip, email), deps.rateScale);
  // Started for every address, so a resend right after this answers alike for known and unknown ones.
  await consumeRate(deps.db, codeCooldown('password-reset', email));
  const account = await findLiveAccountByEmail(deps.db, email);
  if (account?.status === 'active') {
    // Within the 60 s cooldown the earlier code is still valid; answering 429 here would reveal the account.
    await issueCode(deps, account, 'password-reset').catch(ignoreCooldown);
  }
  return { message: 'If an account exists for this email, a reset code has been sent.' };
}

export async function resetPassword(
  deps: AuthDeps,
  body: { resetToken: string; newPassword: string },
  meta: RequestMeta,
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    const accountId = await useResetToken(tx, sha256(body.resetToken));
    const account = accountId ? await findAccountById(tx, accountId) : undefined;
    if (account?.status !== 'active')
      throw badRequest(API_MESSAGES.invalidResetToken, undefined, { code: 'RESET_TOKEN_INVALID' });
    await updateAccount(tx, account.id, { passwordHash });
    // A new password ends every session: whoever knew the old one is signed out.
    await revokeAllForAccount(tx, account.id);
    await recordAudit(tx, {
      actorId: account.id,
      actorRole: account.role,
      action: 'password-reset',
      targetType: 'account',
      targetId: account.id,
      ip: meta.ip,
    });
  });
  return { message: 'Password has been reset successfully!' };
}

export const refresh = (deps: AuthDeps, refreshToken: string, meta: RequestMeta) =>
  rotateSession(deps.db, deps.secret, refreshToken, (id) => findAccountById(deps.db, id), meta);

export async function logout(deps: AuthDeps, refreshToken: string | undefined): Promise<{ message: string }> {
  if (refreshToken) await endSession(deps.db, refreshToken);
  return { message: 'Logged out successfully' };
}

export async function currentUser(db: Db, id: string): Promise<SessionUser> {
  const account = await findAccountById(db, id);
  if (!account) throw unauthorized(API_MESSAGES.invalidRefreshToken, { code: 'SESSION_EXPIRED' });
  return presentSessionUser(account);
}
