import type { Db } from '../../db/client.ts';
import { clearRate, consumeRate, refundRate, tooManyAttempts } from '../../lib/rate-limit.ts';
import { LOGIN_LIMITS } from './auth.rate-limits.ts';

/** The counters one sign-in try is charged to; settled with `loginSucceeded` when the password is right. */
export interface LoginClaim {
  accountAddress: string;
  address: string;
  account: string;
}

/**
 * Charges one try to each counter before the password is checked, so concurrent guesses cannot slip past a
 * limit; a right password gives the charge back (`loginSucceeded`), so in effect only failures count.
 * Refuses with 429 when this address has used up its tries on this account or on all accounts, or when the
 * account's brake is on and this address has already failed on it. An address with no failures on the
 * account keeps its try while the brake is on: a stranger's wrong passwords cannot lock the owner out.
 */
export async function claimLoginTry(db: Db, ip: string, email: string, scale = 1): Promise<LoginClaim> {
  const claim: LoginClaim = {
    accountAddress: `login-fail:account-address:${email}:${ip}`,
    address: `login-fail:address:${ip}`,
    account: `login-fail:account:${email}`,
  };
  const charge = (key: string, rule: { limit: number; windowSeconds: number }) =>
    consumeRate(db, { key, limit: rule.limit * scale, windowSeconds: rule.windowSeconds });
  const pair = await charge(claim.accountAddress, LOGIN_LIMITS.perAccountAddress);
  const address = await charge(claim.address, LOGIN_LIMITS.perAddress);
  const account = await charge(claim.account, LOGIN_LIMITS.perAccount);
  const braked = !account.allowed && pair.count > 1;
  if (pair.allowed && address.allowed && !braked) return claim;
  // A refused try checked no password: it is not a failure.
  await refund(db, claim);
  const waits = [
    pair.allowed ? 0 : pair.retryAfterSeconds,
    address.allowed ? 0 : address.retryAfterSeconds,
    // The brake lets this address go when its own failures expire or the brake's window ends.
    braked ? Math.min(pair.retryAfterSeconds, account.retryAfterSeconds) : 0,
  ];
  throw tooManyAttempts(Math.max(...waits));
}

/** The password was right: the try was no failure, and this address starts afresh on this account. */
export async function loginSucceeded(db: Db, claim: LoginClaim): Promise<void> {
  await clearRate(db, claim.accountAddress);
  await refundRate(db, claim.address);
  await refundRate(db, claim.account);
}

async function refund(db: Db, claim: LoginClaim): Promise<void> {
  await refundRate(db, claim.accountAddress);
  await refundRate(db, claim.address);
  await refundRate(db, claim.account);
}
