import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import { accounts } from '../schema/index.ts';

export type SuperadminSeedResult =
  | { created: false; email: string | undefined }
  | { created: true; email: string; generatedPassword: string | undefined };

export const DEFAULT_SUPERADMIN_EMAIL = 'superadmin@dengue-watch.local';

/**
 * Makes sure a superadmin exists. With SUPERADMIN_EMAIL/SUPERADMIN_PASSWORD it creates that account once;
 * otherwise it creates one with a generated password that the caller prints once. Existing accounts are
 * never changed, so restarting with other settings cannot lock anyone out or reset a password.
 */
export async function ensureSuperadmin(
  db: Db,
  settings: { email?: string; password?: string },
): Promise<SuperadminSeedResult> {
  const [existing] = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.role, 'superadmin'), sql`${accounts.status} <> 'deleted'`))
    .limit(1);
  if (existing && !settings.email) return { created: false, email: existing.email };
  const email = (settings.email ?? DEFAULT_SUPERADMIN_EMAIL).toLowerCase();
  const [sameEmail] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = ${email}`, sql`${accounts.status} <> 'deleted'`))
    .limit(1);
  if (sameEmail) return { created: false, email };
  const generatedPassword = settings.password ? undefined : generatePassword();
  await db.insert(accounts).values({
    username: 'Superadmin',
    email,
    passwordHash: await hashPassword(settings.password ?? generatedPassword!),
    role: 'superadmin',
    status: 'active',
    verified: true,
  });
  return { created: true, email, generatedPassword };
}

/** A password that meets the strong rules (lower, upper, digit, special) with 96 bits of randomness. */
function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}-Qc7!`;
}
