import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where stored files go. The local-disk implementation serves one machine (and several API processes on it);
 * the S3 one (`s3-storage.ts`) shares uploads between machines.
 */
export interface Storage {
  put(key: string, buffer: Uint8Array, contentType: string): Promise<{ url: string }>;
  /** Removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
}

/** Stored files get random names and are never rewritten, so they can be cached for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

// Segments of letters, digits, dot, dash and underscore, not starting with a dot; no empty segment.
const KEY_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/;

/** Keys are relative, slash-separated, and can never climb out of the uploads folder. */
export function assertValidKey(key: string): void {
  if (key.length > 200 || key.includes('..') || !KEY_PATTERN.test(key)) throw new InvalidStorageKeyError(key);
}

/** A fresh key such as `reports/0b6f...e1.webp`. Random, so names reveal nothing and never collide. */
export function randomKey(folder: string, extension = 'webp'): string {
  const key = `${folder}/${randomUUID()}.${extension}`;
  assertValidKey(key);
  return key;
}

/** The public URL of a stored key; the server serves `<DATA_DIR>/uploads` or the bucket at `/uploads/`. */
export function publicUrlFor(key: string): string {
  return `/uploads/${key}`;
}

export function createLocalStorage(uploadsDir: string): Storage {
  const root = path.resolve(uploadsDir);
  const fileFor = (key: string) => {
    assertValidKey(key);
    const file = path.resolve(root, key);
    // Belt and braces after the key check: the file must stay under the uploads folder.
    if (!file.startsWith(root + path.sep)) throw new InvalidStorageKeyError(key);
    return file;
  };
  return {
    async put(key, buffer) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target, then renamed: a reader never sees a half-written file.
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, buffer);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { url: publicUrlFor(key) };
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}
