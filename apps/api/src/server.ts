import v8 from 'node:v8';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type Database, DatabaseOpenError, openDatabase, runMigrations } from './db/client.ts';
import { seedEssentials } from './db/seed/index.ts';
import { resolveJwtSecret } from './db/seed/settings.ts';
import { failInterruptedImports, STALE_IMPORT_MS } from './modules/cases/import-jobs.ts';

/**
 * Starts the server: config, database, migrations, seed, listen. Any failure to start prints one line a
 * person can act on (never a stack trace) and exits with status 1 without touching existing data.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (database.kind === 'pglite') boundHeapGrowth();
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const shutdown = onceShutdown(async () => {
    await app?.close();
    await database.close();
  });
  try {
    await migrate(database);
    // A job left running by a stopped server saved nothing (one transaction per file): say so.
    await failInterruptedImports(
      database.db,
      database.kind === 'postgres' ? { staleAfterMs: STALE_IMPORT_MS } : {},
    );
    const jwtSecret = await resolveJwtSecret(database.db, config.jwtSecret);
    app = await buildApp({ config, database, jwtSecret });
    await seedEssentials(database.db, config, app.log);
    if (config.demo) {
      const { seedDemoData } = await import('./db/seed/demo/index.ts');
      await seedDemoData(database.db, { uploadsDir: `${config.dataDir}/uploads`, log: app.log });
    }
    await app.listen({ port: config.port, host: config.host });
    const where =
      database.kind === 'pglite'
        ? `embedded database in ${database.location}`
        : `PostgreSQL at ${database.location}`;
    app.log.info(`Dengue Watch QC is running at ${config.publicUrl} (${where})`);
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
  const known = error instanceof ConfigError || error instanceof DatabaseOpenError;
  const code = (error as NodeJS.ErrnoException).code;
  let line: string;
  if (known) line = (error as Error).message;
  else if (code === 'EADDRINUSE')
    line = `Port ${process.env.PORT ?? 4000} is already in use. Stop the other program or set PORT.`;
  else line = `The server could not start: ${(error as Error)?.message ?? String(error)}`;
  process.stderr.write(`${line}\n`);
  process.exit(1);
});
