import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import {
  BackupError,
  backupEmbedded,
  backupServer,
  backupStamp,
  restoreEmbedded,
  restoreServer,
} from './backup.ts';
import { redactUrl } from './client.ts';

/**
 * `npm run db:backup -- [file]` and `npm run db:restore -- <file>`: the embedded database (DATA_DIR) through
 * PGlite's own dump while no server runs on it, or the PostgreSQL server of DATABASE_URL through pg_dump and
 * pg_restore. Prints one line of what was done, or one line of why not, and exits 1 then.
 */
async function main(argv: string[]): Promise<string> {
  const [command, fileArgument] = argv;
  const config = loadConfig();
  // npm runs scripts from the repository root; a relative path means the folder the person typed it in.
  const fromCwd = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const server = config.databaseUrl;
  if (command === 'backup') {
    const extension = server ? 'dump' : 'tar.gz';
    const file = fromCwd(
      fileArgument ?? path.join(config.dataDir, 'backups', `dengue-${backupStamp()}.${extension}`),
    );
    if (server) {
      await backupServer(server, file);
      return `Backed up PostgreSQL at ${redactUrl(server)} to ${file}.`;
    }
    const { bytes } = await backupEmbedded(config.dataDir, file);
    return `Backed up the embedded database in ${config.dataDir} to ${file} (${(bytes / 1e6).toFixed(1)} MB).`;
  }
  if (command === 'restore') {
    if (!fileArgument) throw new BackupError('Name the backup to restore: npm run db:restore -- <file>');
    const file = fromCwd(fileArgument);
    if (server) {
      await restoreServer(server, file);
      return `Restored ${file} into PostgreSQL at ${redactUrl(server)}.`;
    }
    const { previous } = await restoreEmbedded(config.dataDir, file);
    return `Restored ${file} into ${path.join(config.dataDir, 'pgdata')}.${
      previous ? ` The database it replaced is kept in ${previous}.` : ''
    }`;
  }
  throw new BackupError('Usage: backup-cli.ts backup [file] | restore <file>');
}

main(process.argv.slice(2)).then(
  (line) => {
    process.stdout.write(`${line}\n`);
  },
  (error: unknown) => {
    const known = error instanceof BackupError || error instanceof ConfigError;
    process.stderr.write(
      `${known ? (error as Error).message : `The backup tool failed: ${String(error)}`}\n`,
    );
    process.exit(1);
  },
);
