import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client.ts';
import { seedBarangays } from './barangays.ts';
import { seedSampleArticles } from './sample-articles.ts';
import { ensureSuperadmin } from './superadmin.ts';

/** What every installation needs: the barangays, the sample articles and a superadmin. Idempotent. */
export async function seedEssentials(
  db: Db,
  settings: { superadminEmail?: string; superadminPassword?: string },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  const added = await seedBarangays(db);
  if (added > 0) log.info({ added }, 'seeded barangays');
  if (await seedSampleArticles(db)) log.info('published the four sample BuzzLine articles');
  const superadmin = await ensureSuperadmin(db, {
    email: settings.superadminEmail,
    password: settings.superadminPassword,
  });
  if (superadmin.created && superadmin.generatedPassword) {
    // Printed once, on the console only (never to the log stream), so a newcomer can sign in.
    process.stdout.write(
      `\n  Superadmin created: ${superadmin.email}\n  Password (shown once, change it or set SUPERADMIN_PASSWORD): ${superadmin.generatedPassword}\n\n`,
    );
  } else if (superadmin.created) {
    log.info({ email: superadmin.email }, 'superadmin account created');
  }
}
