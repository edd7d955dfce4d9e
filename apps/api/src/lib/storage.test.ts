import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assertValidKey,
  createLocalStorage,
  InvalidStorageKeyError,
  publicUrlFor,
  randomKey,
} from './storage.ts';

describe('local storage', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dengue-storage-'));
  const storage = createLocalStorage(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes files under the uploads folder, answers their public URL and deletes them', async () => {
    const key = randomKey('reports');
    const { url } = await storage.put(key, Buffer.from('image bytes'), 'image/webp');
    expect(url).toBe(`/uploads/${key}`);
    const file = path.join(dir, key);
    expect(readFileSync(file, 'utf8')).toBe('image bytes');
    // No temporary file is left beside it.
    expect(readdirSync(path.dirname(file))).toEqual([path.basename(file)]);

    await storage.delete(key);
    expect(existsSync(file)).toBe(false);
    // Deleting again is harmless.
    await storage.delete(key);
  });

  it('replaces a file stored under the same key', async () => {
    await storage.put('posts/a.webp', Buffer.from('one'), 'image/webp');
    await storage.put('posts/a.webp', Buffer.from('two'), 'image/webp');
    expect(readFileSync(path.join(dir, 'posts/a.webp'), 'utf8')).toBe('two');
  });

  it('makes random keys of the expected shape', () => {
    const a = randomKey('reports');
    expect(a).toMatch(/^reports\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/);
    expect(randomKey('reports')).not.toBe(a);
    expect(publicUrlFor('posts/x.webp')).toBe('/uploads/posts/x.webp');
  });

  it.each([
    '../escape.webp',
    'reports/../../escape.webp',
    'reports/..',
    '/etc/passwd',
    'reports//x.webp',
    'reports/.hidden',
    'reports\\x.webp',
    '',
    'reports/x.webp\0',
  ])('refuses the key %j', async (key) => {
    expect(() => assertValidKey(key)).toThrow(InvalidStorageKeyError);
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});
