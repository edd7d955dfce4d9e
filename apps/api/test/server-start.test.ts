import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const tempDirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dengue-start-'));
  tempDirs.push(dir);
  return dir;
}

/** Starts the real server process and collects what it prints until it exits (or 60 s pass). */
function runServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, PORT: '0', LOG_LEVEL: 'warn', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe('server start failures: one clear line, exit 1, data untouched', () => {
  it('refuses a damaged embedded database folder and leaves its files as they were', async () => {
    const dataDir = tempDir();
    const pgdata = path.join(dataDir, 'pgdata');
    mkdirSync(pgdata);
    writeFileSync(path.join(pgdata, 'base.dat'), 'precious bytes');
    const result = await runServer({ DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`The embedded database in ${pgdata} is damaged`);
    expect(readFileSync(path.join(pgdata, 'base.dat'), 'utf8')).toBe('precious bytes');
  });

  it('refuses a database folder whose files are corrupt', async () => {
    const dataDir = tempDir();
    const pgdata = path.join(dataDir, 'pgdata');
    mkdirSync(pgdata);
    writeFileSync(path.join(pgdata, 'PG_VERSION'), 'not a version\n');
    writeFileSync(path.join(pgdata, 'global'), 'garbage');
    const result = await runServer({ DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('cannot be opened');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(path.join(pgdata, 'global'), 'utf8')).toBe('garbage');
  });

  it('refuses a DATA_DIR that is a file', async () => {
    const file = path.join(tempDir(), 'not-a-folder');
    writeFileSync(file, 'x');
    const result = await runServer({ DATA_DIR: file });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/DATA_DIR .* (cannot be created|is not a folder)/);
  });

  it('stops with one line when DATABASE_URL cannot be reached, without printing the password', async () => {
    const result = await runServer({ DATABASE_URL: 'postgres://someone:s3cret-pass@127.0.0.1:1/nowhere' });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Cannot reach the database at 127\.0\.0\.1:1\/nowhere \(.*ECONNREFUSED.*\)\. Check DATABASE_URL\.$/,
    );
    expect(result.stderr).not.toContain('s3cret-pass');
  });

  it('stops with one line when the image bucket cannot be reached, without printing the secret', async () => {
    const result = await runServer({
      DATA_DIR: tempDir(),
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_BUCKET: 'dengue-images',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'b8cret-key',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^The image bucket dengue-images at http:\/\/127\.0\.0\.1:1 cannot be reached \(ECONNREFUSED.*\)\. Check the S3_\* settings\.$/,
    );
    expect(result.stderr + result.stdout).not.toContain('b8cret-key');
  });

  it('stops with one line on invalid configuration', async () => {
    const result = await runServer({ PORT: 'eighty', DATA_DIR: tempDir() });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Invalid configuration: PORT/);
  });

  it('stops with one line naming EPI_LAG_DAYS when it is not a whole number of days', async () => {
    const result = await runServer({ EPI_LAG_DAYS: 'a week', DATA_DIR: tempDir() });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: EPI_LAG_DAYS must be a whole number of days from 0 to 28 (default 7)',
    );
  });
});

/** Starts the real server, waits for its ready block (or 90 s), stops it and answers what it printed. */
function startUntilReady(env: Record<string, string>): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, PORT: '0', LOG_LEVEL: 'warn', ...env },
    });
    let stdout = '';
    child.stdout.on('data', (d) => {
      stdout += d;
      if (/Database {4}/.test(stdout)) child.kill('SIGTERM');
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(stdout);
    });
  });
}

describe('server start: what a newcomer reads', () => {
  it('prints each step with its time, then the address, the superadmin login and where mail goes', async () => {
    const dataDir = tempDir();
    const out = await startUntilReady({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:4999' });
    expect(out).toMatch(/^Database: opened \(embedded database in .+\) \(\d+\.\d s\)$/m);
    expect(out).toMatch(/^Database: migrations applied \(\d+\.\d s\)$/m);
    expect(out).toMatch(/^Server: listening \(\d+\.\d s\)$/m);
    expect(out).toMatch(/Dengue Watch QC is ready \(started in \d+\.\d s\)/);
    expect(out).toMatch(/^ {2}Open {8}http:\/\/localhost:4999$/m);
    expect(out).toMatch(/^ {2}Superadmin {2}superadmin@dengue-watch\.local$/m);
    expect(out).toMatch(/^ {14}password \S+-Qc7!$/m);
    expect(out).toContain(`each e-mail is saved in ${path.join(dataDir, 'outbox')}`);
  }, 120_000);
});
