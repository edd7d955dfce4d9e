import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import {
  buildPgliteTemplate,
  databaseUrlFor,
  pgTemplateNameFor,
  prepareTemplate,
  withAdminClient,
} from './template-db.ts';

/**
 * Runs once per test run: migrates one template database (PGlite file, or a PostgreSQL template database
 * when TEST_DATABASE_URL is set) that every test file copies, instead of migrating per test.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
  project.provide('postgresUrl', postgresUrl);
  const templateName = pgTemplateNameFor(process.pid);
  project.provide('pgTemplateName', templateName);
  if (postgresUrl) {
    await withAdminClient(postgresUrl, async (client) => {
      await client.query(`drop database if exists ${templateName} with (force)`);
      await client.query(`create database ${templateName}`);
    });
    const database = await openDatabase({
      databaseUrl: databaseUrlFor(postgresUrl, templateName),
      dataDir: '',
    });
    await prepareTemplate(database);
    await database.close();
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await withAdminClient(postgresUrl, (c) =>
        c.query(`drop database if exists ${templateName} with (force)`),
      );
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dengue-template-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, await buildPgliteTemplate());
  project.provide('pgliteTemplatePath', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
