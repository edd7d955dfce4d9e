import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../test/s3-server.ts';
import { BucketUnavailableError, checkBucket, createS3Storage, type ObjectStorage } from './s3-storage.ts';
import {
  assertValidKey,
  createLocalStorage,
  InvalidStorageKeyError,
  publicUrlFor,
  randomKey,
  type Storage,
} from './storage.ts';

interface Driver {
  storage: Storage;
  /** What is stored under the key, read from the disk or the bucket, or undefined. */
  read(key: string): Promise<string | undefined>;
  close(): Promise<void>;
}

const drivers: { name: string; open(): Promise<Driver> }[] = [
  {
    name: 'local disk',
    async open() {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'dengue-storage-'));
      return {
        storage: createLocalStorage(dir),
        read: async (key) =>
          existsSync(path.join(dir, key)) ? readFileSync(path.join(dir, key), 'utf8') : undefined,
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 bucket',
    async open() {
      const s3 = await startLocalS3();
      const storage = createS3Storage(s3.config);
      return {
        storage,
        read: async (key) => (await s3.bytes(key))?.toString('utf8'),
        close: async () => {
          storage.close();
          await s3.close();
        },
      };
    },
  },
];

describe.each(drivers)('$name storage', ({ open }) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await open();
  });
  afterAll(() => driver.close());

  it('stores under the key, answers its public URL and deletes it', async () => {
    const key = randomKey('reports');
    const { url } = await driver.storage.put(key, Buffer.from('image bytes'), 'image/webp');
    expect(url).toBe(`/uploads/${key}`);
    expect(await driver.read(key)).toBe('image bytes');

    await driver.storage.delete(key);
    expect(await driver.read(key)).toBeUndefined();
    // Deleting again is harmless.
    await driver.storage.delete(key);
  });

  it('replaces what is stored under the same key', async () => {
    await driver.storage.put('posts/a.webp', Buffer.from('one'), 'image/webp');
    await driver.storage.put('posts/a.webp', Buffer.from('two'), 'image/webp');
    expect(await driver.read('posts/a.webp')).toBe('two');
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
    await expect(driver.storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(driver.storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});

describe('local storage', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dengue-storage-'));
  const storage = createLocalStorage(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes beside the target and renames, leaving no temporary file', async () => {
    const key = randomKey('reports');
    await storage.put(key, Buffer.from('image bytes'), 'image/webp');
    const file = path.join(dir, key);
    expect(readdirSync(path.dirname(file))).toEqual([path.basename(file)]);
  });

  it('makes random keys of the expected shape', () => {
    const a = randomKey('reports');
    expect(a).toMatch(/^reports\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/);
    expect(randomKey('reports')).not.toBe(a);
    expect(publicUrlFor('posts/x.webp')).toBe('/uploads/posts/x.webp');
  });
});

describe('S3 storage reads', () => {
  let s3: LocalS3;
  let bucket: ObjectStorage;
  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = createS3Storage(s3.config);
  });
  afterAll(async () => {
    bucket.close();
    await s3.close();
  });

  it('streams an object with its type, length and ETag, and knows a matching ETag', async () => {
    await bucket.put('reports/r.webp', Buffer.from('webp bytes'), 'image/webp');
    const object = await bucket.read('reports/r.webp');
    if (object === undefined || object === 'not-modified') throw new Error(`read answered ${object}`);
    expect(object.contentType).toBe('image/webp');
    expect(object.contentLength).toBe(10);
    expect(object.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await text(object.body)).toBe('webp bytes');
    expect(await bucket.read('reports/r.webp', object.etag)).toBe('not-modified');
  });

  it('answers undefined for a missing key and refuses a bad one before asking the bucket', async () => {
    expect(await bucket.read('reports/none.webp')).toBeUndefined();
    await expect(bucket.read('../reports/r.webp')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('lists exactly the objects that were put', async () => {
    await bucket.put('avatars/a.webp', Buffer.from('a'), 'image/webp');
    expect(await s3.keys()).toEqual(['avatars/a.webp', 'reports/r.webp']);
  });
});

describe('the bucket check at start', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.close());

  it('passes for a reachable bucket and names what is wrong otherwise, without the secret', async () => {
    await checkBucket(s3.config);
    const where = (bucket: string, endpoint = s3.config.endpoint) =>
      `The image bucket ${bucket} at ${endpoint}`;
    await expect(checkBucket({ ...s3.config, bucket: 'no-such-bucket' })).rejects.toThrow(
      new BucketUnavailableError(`${where('no-such-bucket')} does not exist. Check the S3_* settings.`),
    );
    await expect(
      checkBucket({ ...s3.config, accessKeyId: 'WRONG-KEY', secretAccessKey: 'wrong-secret' }),
    ).rejects.toThrow(
      new BucketUnavailableError(
        `${where(s3.config.bucket)} refuses S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY. Check the S3_* settings.`,
      ),
    );
    const closed = checkBucket({ ...s3.config, endpoint: 'http://127.0.0.1:9' });
    await expect(closed).rejects.toThrow(
      new RegExp(`^${where(s3.config.bucket, 'http://127.0.0.1:9')} cannot be reached \\(ECONNREFUSED`),
    );
    await expect(closed).rejects.not.toThrow(/wrong-secret/);
  });
});
