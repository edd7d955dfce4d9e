import path from 'node:path';
import v8 from 'node:v8';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type Database, DatabaseOpenError, openDatabase, runMigrations } from './db/client.ts';
import { seedEssentials } from './db/seed/index.ts';
import { resolveJwtSecret } from './db/seed/settings.ts';
import { BucketUnavailableError, checkBucket } from './lib/s3-storage.ts';
import { closeGracefully } from './lib/shutdown.ts';
import { printReady, step } from './lib/start-report.ts';
import { openStorage } from './lib/storage-driver.ts';
import { failInterruptedImports, STALE_IMPORT_MS } from './modules/cases/import-jobs.ts';

/** Within the 30 s an orchestrator (Kubernetes, systemd, docker stop uses 10 s) waits after SIGTERM. */
const SHUTDOWN_DEADLINE_MS = 8000;

/**
 * Starts the server: config, database, migrations, seed, listen. Any failure to start prints one line a
 * person can act on (never a stack trace) and exits with status 1 without touching existing data.
 */
async function main(): Promise<void> {
  // `npm start` passes when it began, so the ready block counts the builds too.
  const startedAt = Number(process.env.DENGUE_START_TIME) || Date.now();
  const config = loadConfig();
  const bucket = config.s3;
  if (bucket) {
    await step(
      'Images',
      () => checkBucket(bucket),
      () => `bucket ${bucket.bucket} at ${bucket.endpoint}`,
    );
  }
  const database = await step(
    'Database',
    () => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
    (opened) => `opened (${describeDatabase(opened)})`,
  );
  if (database.kind === 'pglite') boundHeapGrowth();
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const shutdown = onceShutdown(() =>
    closeGracefully(app, database, {
      deadlineMs: SHUTDOWN_DEADLINE_MS,
      log: (line) => app?.log.info(line),
    }),
  );
  try {
    await step(
      'Database',
      () => migrate(database),
      () => 'migrations applied',
    );
    // A job left running by a stopped server saved nothing (one transaction per file): say so.
    await failInterruptedImports(
      database.db,
      database.kind === 'postgres' ? { staleAfterMs: STALE_IMPORT_MS } : {},
    );
    const jwtSecret = await resolveJwtSecret(database.db, config.jwtSecret);
    const built = await step(
      'Server',
      () => buildApp({ config, database, jwtSecret }),
      () => 'routes ready',
    );
    app = built;
    const superadmin = await step(
      'Data',
      () => seedEssentials(database.db, config, built.log),
      () => 'barangays, sample articles and superadmin in place',
    );
    if (config.demo) {
      const { seedDemoData } = await import('./db/seed/demo/index.ts');
      const uploads = openStorage(config);
      await step(
        'Demo data',
        () =>
          seedDemoData(database.db, {
            uploadsDir: uploads.uploadsDir,
            storage: uploads.storage,
            log: built.log,
          }).finally(() => uploads.close()),
        () => 'in place',
      );
    }
    await step(
      'Server',
      () => built.listen({ port: config.port, host: config.host }),
      () => 'listening',
    );
    const where = describeDatabase(database);
    built.log.info(`Dengue Watch QC is running at ${config.publicUrl} (${where})`);
    printReady({
      url: config.publicUrl,
      database: where,
      superadmin: {
        email: superadmin.email,
        generatedPassword: superadmin.created ? superadmin.generatedPassword : undefined,
      },
      mail: config.smtpUrl
        ? { kind: 'smtp' }
        : { kind: 'dev-outbox', folder: path.join(config.dataDir, 'outbox') },
      elapsedMs: Date.now() - startedAt,
    });
  } catch (error) {
    await shutdown();
    throw error;
  }
  process.once('SIGINT', () => void shutdown().then(() => process.exit(0)));
  process.once('SIGTERM', () => void shutdown().then(() => process.exit(0)));
}

/**
 * V8 lets the heap grow to up to four times what was live at the last full collection before it collects
 * again: after start-up (about 32 MB live) a 150,000-row import ran to its end without one, and its garbage
 * (parse records, batch arrays, query texts) took the server's peak 20-35 MB higher. With the embedded
 * database in the same process that decides the 300 MB budget (bench:import peak 289-292 MB at 30%,
 * 296-311 MB at 50%, 311 MB with V8's default), so there the heap grows by 30% at most, for more full
 * collections: about 0.3 s of CPU per 150,000-row import. On PostgreSQL the server peaks at 230-250 MB
 * without it and keeps V8's default. The server process only; tests and scripts keep the default too.
 * docs/decisions/004.
 */
function boundHeapGrowth(): void {
  v8.setFlagsFromString('--heap-growing-percent=30');
}

const describeDatabase = (database: Database) =>
  database.kind === 'pglite'
    ? `embedded database in ${database.location}`
    : `PostgreSQL at ${database.location}`;

async function migrate(database: Database): Promise<void> {
  try {
    await runMigrations(database);
  } catch (error) {
    throw new DatabaseOpenError(
      `The database at ${database.location} could not be migrated (${(error as Error).message.split('\n')[0]}). Nothing was changed.`,
    );
  }
}

function onceShutdown(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= fn().catch(() => {});
    return running;
  };
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof DatabaseOpenError ||
    error instanceof BucketUnavailableError;
  const code = (error as NodeJS.ErrnoException).code;
  let line: string;
  if (known) line = (error as Error).message;
  else if (code === 'EADDRINUSE')
    line = `Port ${process.env.PORT ?? 4000} is already in use. Stop the other program or set PORT.`;
  else line = `The server could not start: ${(error as Error)?.message ?? String(error)}`;
  process.stderr.write(`${line}\n`);
  process.exit(1);
});
