import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase, PGLITE_EXTENSIONS, wrapPglite } from '../src/db/client.ts';
import type { App } from '../src/lib/http.ts';
import type { Mailer } from '../src/lib/mailer.ts';
import { buildPgliteTemplate, databaseUrlFor, withAdminClient } from './template-db.ts';

/** A fresh copy of the migrated template: PGlite in memory, or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<Database> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const name = `dengue_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient(postgresUrl, (c) =>
      c.query(`create database ${name} template ${inject('pgTemplateName')}`),
    );
    const database = await openDatabase({ databaseUrl: databaseUrlFor(postgresUrl, name), dataDir: '' });
    return {
      ...database,
      close: async () => {
        await database.close();
        await withAdminClient(postgresUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  return createEmbeddedTestDatabase();
}

/** Always PGlite in memory, also in a run on PostgreSQL (which builds no PGlite template: migrated here). */
export async function createEmbeddedTestDatabase(): Promise<Database> {
  const templatePath = inject('pgliteTemplatePath');
  const template = templatePath ? readFileSync(templatePath) : await buildPgliteTemplate();
  const client = await PGlite.create({ loadDataDir: new Blob([template]), extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client, 'memory://test');
}

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  /** The JWT secret the app signs with (random unless given). */
  jwtSecret: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  jwtSecret?: string;
  mailer?: Mailer;
  logger?: boolean | object;
  pushAgent?: import('node:https').Agent;
  /** Prefix of the temporary data folder. */
  dataDirPrefix?: string;
}

/** The real Fastify app on a real database, for `app.inject` tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), options.dataDirPrefix ?? 'dengue-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // No test reaches the internet: the weather goes to a closed local port unless a test runs a fake.
    WEATHER_URL: 'http://127.0.0.1:9/v1/forecast',
    ...env,
  });
  const database = await createTestDatabase();
  const jwtSecret = options.jwtSecret ?? randomBytes(32).toString('hex');
  const app = await buildApp({
    config,
    database,
    jwtSecret,
    logger: options.logger ?? false,
    mailer: options.mailer,
    pushAgent: options.pushAgent,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    jwtSecret,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
