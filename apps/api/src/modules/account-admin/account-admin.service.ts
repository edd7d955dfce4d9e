import { ACCOUNT_MESSAGES, type AccountStatus, API_MESSAGES, allowedToggles, type Role } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { RequestMeta } from '../../lib/request-context.ts';
import { presentAccount } from '../accounts/accounts.presenter.ts';
import {
  type AccountRow,
  countAccountsByStatus,
  findAccountById,
  findLiveAccountByEmail,
  insertAccount,
  listAccounts,
  updateAccountIfStatus,
} from '../accounts/accounts.repository.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { markVerified } from '../auth/auth.service.ts';
import { issueCode, verifyCode } from '../auth/otp.service.ts';
import { revokeAllForAccount } from '../auth/sessions.repository.ts';
import { confirmSuperadminPassword } from './superadmin-reauth.ts';

export interface AccountsDeps {
  db: Db;
  mailer: Mailer;
  secret: string;
}

/** 'user' lists residents; 'admin' lists admins and superadmins (admin section 4). */
export type AccountGroup = 'user' | 'admin' | 'all';
const ROLES_OF: Record<AccountGroup, Role[]> = {
  user: ['user'],
  admin: ['admin', 'superadmin'],
  all: ['user', 'admin', 'superadmin'],
};
const CHANGED_MEANWHILE =
  'This account was changed by someone else meanwhile. Reload the list and try again.';

export interface ListQuery {
  group: AccountGroup;
  adminRole?: 'admin' | 'superadmin';
  archived?: boolean;
  status?: AccountStatus;
  search?: string;
  page: number;
  limit: number;
  sortOrder: 'asc' | 'desc';
}

export async function listAccountPage(db: Db, q: ListQuery) {
  const roles = ROLES_OF[q.group];
  const listed = q.group === 'admin' && q.adminRole ? [q.adminRole] : roles;
  const { rows, total } = await listAccounts(db, { ...q, roles: listed, archived: q.archived ?? false });
  const byStatus = q.archived ? {} : await countAccountsByStatus(db, roles);
  const stats = {
    total: Object.values(byStatus).reduce((a, b) => a + b, 0),
    active: byStatus.active ?? 0,
    banned: byStatus.banned ?? 0,
    disabled: byStatus.disabled ?? 0,
    pending: (byStatus.pending ?? 0) + (byStatus.unverified ?? 0),
  };
  return {
    accounts: rows.map(presentAccount),
    pagination: { totalItems: total, hasMore: q.page * q.limit < total, page: q.page, limit: q.limit },
    stats,
  };
}

async function loadTarget(db: Db, id: string): Promise<AccountRow> {
  const account = await findAccountById(db, id);
  if (!account || account.status === 'deleted') throw notFound(API_MESSAGES.accountNotFound);
  return account;
}

const audit = (
  db: Db,
  meta: RequestMeta,
  action: string,
  target: AccountRow,
  details?: Record<string, unknown>,
) =>
  recordAudit(db, {
    actorId: meta.actor?.id ?? null,
    actorRole: meta.actor?.role ?? null,
    action,
    targetType: 'account',
    targetId: target.id,
    details: { email: target.email, role: target.role, ...details },
    ip: meta.ip,
  });

/**
 * The wizard's step 1 check (admin section 4): refused with the same message as the creation itself, so
 * the superadmin learns of a taken e-mail before typing their password. Superadmins only, as listing is.
 */
export async function checkEmailAvailable(db: Db, email: string): Promise<{ available: true }> {
  if (await findLiveAccountByEmail(db, email)) throw conflict(ACCOUNT_MESSAGES.duplicateEmail);
  return { available: true };
}

/** Creates a pending admin and e-mails the verification code (wizard steps 1 and 2). */
export async function createAdmin(
  deps: AccountsDeps,
  body: { username: string; email: string; password: string; superadminPassword?: string },
  meta: RequestMeta,
) {
  await confirmSuperadminPassword(deps.db, meta, body.superadminPassword);
  if (await findLiveAccountByEmail(deps.db, body.email))
    throw conflict(ACCOUNT_MESSAGES.duplicateEmail, { code: 'EMAIL_TAKEN' });
  const passwordHash = await hashPassword(body.password);
  const account = await deps.db
    .transaction(async (tx) => {
      const created = await insertAccount(tx, {
        username: body.username,
        email: body.email,
        passwordHash,
        role: 'admin',
        status: 'pending',
      });
      await audit(tx, meta, 'create', created);
      return created;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.duplicateEmail, { code: 'EMAIL_TAKEN' });
      throw error;
    });
  // The admin exists either way; if the e-mail fails, the superadmin resends the code from the table.
  const sent = await issueCode(deps, account, 'account-verification').then(
    () => true,
    () => false,
  );
  const message = sent
    ? ACCOUNT_MESSAGES.verificationOtpSentTo(account.email)
    : `Admin created, but the verification e-mail to ${account.email} could not be sent. Use Resend OTP.`;
  return { message, account: presentAccount(account) };
}

/** Ban, unban, disable and enable, within the transitions of admin section 4. Superadmins are untouchable. */
export async function toggleStatus(
  deps: AccountsDeps,
  id: string,
  body: { status: 'active' | 'banned' | 'disabled'; superadminPassword?: string },
  meta: RequestMeta,
) {
  await confirmSuperadminPassword(deps.db, meta, body.superadminPassword);
  const target = await loadTarget(deps.db, id);
  if (target.role === 'superadmin') throw forbidden(API_MESSAGES.superadminProtected);
  if (!allowedToggles(target.role, target.status).includes(body.status)) {
    throw badRequest(
      `A ${target.status} ${target.role === 'user' ? 'user' : 'admin'} cannot become ${body.status}.`,
    );
  }
  // An admin who never verified the e-mail goes back to pending, not straight to active.
  const status: AccountStatus = body.status === 'active' && !target.verified ? 'pending' : body.status;
  const action =
    body.status === 'banned'
      ? 'ban'
      : body.status === 'disabled'
        ? 'disable'
        : target.status === 'banned'
          ? 'unban'
          : 'enable';
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateAccountIfStatus(tx, target.id, target.status, { status });
    if (!row) throw conflict(CHANGED_MEANWHILE);
    if (status === 'banned' || status === 'disabled') await revokeAllForAccount(tx, target.id);
    await audit(tx, meta, action, target, { previousStatus: target.status, newStatus: status });
    return row;
  });
  const message =
    action === 'ban'
      ? ACCOUNT_MESSAGES.userBanned
      : action === 'unban'
        ? ACCOUNT_MESSAGES.userUnbanned
        : ACCOUNT_MESSAGES.accountToggled(action === 'enable' ? 'enabled' : 'disabled');
  return { message, account: presentAccount(updated) };
}

/** Soft delete: the account moves to the archives and every session ends. */
export async function deleteAccount(
  deps: AccountsDeps,
  id: string,
  superadminPassword: string | undefined,
  meta: RequestMeta,
) {
  await confirmSuperadminPassword(deps.db, meta, superadminPassword);
  const target = await loadTarget(deps.db, id);
  if (target.role === 'superadmin') throw forbidden(API_MESSAGES.superadminProtected);
  await deps.db.transaction(async (tx) => {
    const row = await updateAccountIfStatus(tx, target.id, target.status, {
      status: 'deleted',
      deletedAt: new Date(),
    });
    if (!row) throw conflict(CHANGED_MEANWHILE);
    await revokeAllForAccount(tx, target.id);
    await audit(tx, meta, 'delete', target, { previousStatus: target.status });
  });
  return { message: ACCOUNT_MESSAGES.accountDeleted };
}

/** Verify-by-OTP of a pending admin, done by the superadmin with the code the admin received. */
export async function verifyAdminEmail(
  deps: AccountsDeps,
  id: string,
  body: { otp: string; superadminPassword?: string },
  meta: RequestMeta,
) {
  await confirmSuperadminPassword(deps.db, meta, body.superadminPassword);
  const target = await loadTarget(deps.db, id);
  if (target.role !== 'admin') throw badRequest('Only admin accounts are verified here.');
  if (target.status !== 'pending') throw badRequest('This account is already verified.');
  await verifyCode(deps, target, 'account-verification', body.otp);
  await markVerified(deps.db, target, meta);
  return { message: ACCOUNT_MESSAGES.emailVerified };
}
