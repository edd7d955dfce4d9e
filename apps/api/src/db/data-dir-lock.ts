import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseOpenError } from './errors.ts';

export interface DataDirLock {
  release(): void;
}

/**
 * The embedded database belongs to one process. A second server on the same DATA_DIR would corrupt it,
 * so a lock file with the owner's pid keeps it out; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'server.lock');
  const holder = readHolder(file);
  if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
    throw new DatabaseOpenError(
      `DATA_DIR ${dataDir} is in use by another server (process ${holder}). Stop it or choose another DATA_DIR.`,
    );
  }
  try {
    writeFileSync(file, String(process.pid));
  } catch (error) {
    throw new DatabaseOpenError(`DATA_DIR ${dataDir} is not writable (${(error as Error).message}).`);
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      if (readHolder(file) === process.pid) rmSync(file, { force: true });
    },
  };
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
