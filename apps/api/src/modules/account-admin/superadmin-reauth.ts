import { ACCOUNT_MESSAGES } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { enforceRates, isOverLimit } from '../../lib/rate-limit.ts';
import type { RequestMeta } from '../../lib/request-context.ts';
import { findAccountById } from '../accounts/accounts.repository.ts';

/**
 * The sensitive superadmin actions need the superadmin's own password again (admin section 1). The server
 * checks it on the call itself, so a stolen access token alone cannot ban, delete or create anyone.
 */
export async function confirmSuperadminPassword(
  db: Db,
  meta: RequestMeta,
  password: string | undefined,
): Promise<void> {
  if (!password)
    throw badRequest(ACCOUNT_MESSAGES.enterPassword, undefined, { code: 'SUPERADMIN_PASSWORD_REQUIRED' });
  const actor = meta.actor!;
  // Only wrong passwords count, so a superadmin doing a lot of legitimate work is never slowed down.
  const rule = { key: `reauth-failures:${actor.id}`, limit: 10, windowSeconds: 15 * 60 };
  if (await isOverLimit(db, rule)) await enforceRates(db, [rule]);
  const account = await findAccountById(db, actor.id);
  if (account?.role !== 'superadmin' || !(await verifyPassword(account.passwordHash, password))) {
    await enforceRates(db, [rule]);
    throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.incorrectSuperadminPassword, {
      code: 'INCORRECT_SUPERADMIN_PASSWORD',
    });
  }
}
