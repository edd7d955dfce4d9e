import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { appSettings } from '../schema/index.ts';

/**
 * Returns the token signing key: JWT_SECRET when configured, otherwise one generated on first start and
 * kept in the database so it survives restarts and is shared by every API process.
 */
export async function resolveJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  return row!.value;
}
