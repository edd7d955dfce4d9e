import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const SETTING_KEY = 'vapid_keys';

/** A push service wants a contact: VAPID_SUBJECT, else the public https address, else MAIL_FROM's address. */
export function vapidSubject(config: Config): string {
  if (config.vapid.subject) return config.vapid.subject;
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return `mailto:${address.trim()}`;
}

/**
 * The server's Web Push identity: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when configured, otherwise a pair
 * generated on first use and kept in the database, so every API process signs with the same key and the
 * browsers' subscriptions (bound to the public key) survive restarts.
 */
export async function resolveVapidDetails(db: Db, config: Config): Promise<VapidDetails> {
  const subject = vapidSubject(config);
  if (config.vapid.publicKey && config.vapid.privateKey) {
    return { subject, publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey };
  }
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: JSON.stringify(generated) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  const stored = JSON.parse(row!.value) as { publicKey: string; privateKey: string };
  return { subject, publicKey: stored.publicKey, privateKey: stored.privateKey };
}

/** One resolution per app: the keys never change while it runs. */
export function vapidResolver(db: Db, config: Config): () => Promise<VapidDetails> {
  let pending: Promise<VapidDetails> | undefined;
  return () => {
    pending ??= resolveVapidDetails(db, config).catch((error) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
