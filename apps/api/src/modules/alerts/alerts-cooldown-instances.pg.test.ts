import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from '../../../test/auth-helpers.ts';
import { databaseUrlFor } from '../../../test/template-db.ts';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { alerts } from '../../db/schema/index.ts';
import type { App } from '../../lib/http.ts';
import { type AlertsWorld, createAlertsWorld } from './alerts-test-kit.ts';

/**
 * Two API processes on one PostgreSQL database: the cooldown lives in the database, so an admin's second
 * send through the other instance is refused too. PGlite is one process by construction, so this file runs
 * only when TEST_DATABASE_URL points at a PostgreSQL server (vitest.config.ts leaves `*.pg.test.ts` out).
 */
const postgresUrl = inject('postgresUrl');

describe('alert cooldown across two app instances on one PostgreSQL', () => {
  let w: AlertsWorld;
  let second: { app: App; database: Database };
  beforeAll(async () => {
    w = await createAlertsWorld();
    const rows = await w.db.execute(sql`select current_database() as name`);
    const name = ((rows as unknown as { rows: { name: string }[] }).rows ?? [])[0]!.name;
    const database = await openDatabase({ databaseUrl: databaseUrlFor(postgresUrl, name), dataDir: '' });
    const app = await buildApp({ config: w.config, database, jwtSecret: w.secret, logger: false });
    await app.ready();
    second = { app, database };
  }, 60_000);
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await w?.close();
  });

  it('lets one of two simultaneous sends through, whichever instance it reached', async () => {
    const body = { barangayIds: [w.a.id], messages: ['Two instances'] };
    for (let round = 0; round < 3; round++) {
      await w.db.delete(alerts);
      const results = await Promise.all([
        call(w.app, 'POST', '/alerts', { token: w.admin.token, body }),
        call(second.app, 'POST', '/alerts', { token: w.admin.token, body }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 429]);
      const refused = results.find((r) => r.status === 429)!;
      expect(refused.body.message).toBe(
        `Please wait ${refused.body.secondsLeft} seconds before sending another alert`,
      );
      expect((await w.db.select().from(alerts)).length).toBe(1);
    }
  });
});
