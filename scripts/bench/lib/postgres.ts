import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** The server's address with the new database's name as its path. */
  url: string;
  /** Drops the database, cutting any connection still open. */
  drop: () => Promise<void>;
}

/** Runs one statement on the server of `url` through its own short connection. */
async function runOn(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A new, empty database `<prefix>_<random>` on the PostgreSQL server of `url`, for one benchmark run. */
export async function createScratchDatabase(url: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await runOn(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => runOn(url, `drop database if exists ${name} with (force)`),
  };
}
