import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client.ts';
import { seedBarangays } from './barangays.ts';
import { seedSampleArticles } from './sample-articles.ts';
import { ensureSuperadmin, type SuperadminSeedResult } from './superadmin.ts';

/**
 * What every installation needs: the barangays, the sample articles and a superadmin. Idempotent. Answers
 * the superadmin, for the ready block server.ts prints (a generated password is shown there, once).
 */
export async function seedEssentials(
  db: Db,
  settings: { superadminEmail?: string; superadminPassword?: string },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<SuperadminSeedResult> {
  const added = await seedBarangays(db);
  if (added > 0) log.info({ added }, 'seeded barangays');
  if (await seedSampleArticles(db)) log.info('published the four sample BuzzLine articles');
  const superadmin = await ensureSuperadmin(db, {
    email: settings.superadminEmail,
    password: settings.superadminPassword,
  });
  if (superadmin.created) log.info({ email: superadmin.email }, 'superadmin account created');
  return superadmin;
}
