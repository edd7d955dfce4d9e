import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoWithGps as rotatedPhotoWithGps } from '../../test/image-fixtures.ts';
import { type LocalS3, startLocalS3 } from '../../test/s3-server.ts';
import {
  deleteStoredImage,
  PROFILE_PHOTO_FORMATS,
  processImage,
  REPORT_IMAGE_FORMATS,
  sniffImageFormat,
  storeProcessedImage,
  thumbnailKeyFor,
  UnsupportedImageError,
} from './images.ts';
import { createS3Storage, type ObjectStorage } from './s3-storage.ts';
import { createLocalStorage } from './storage.ts';

/** The GPS latitude 14° 39' 0" as three EXIF rationals, in either byte order. */
function latitudeBytes(littleEndian: boolean): Buffer {
  const out = Buffer.alloc(24);
  [14, 1, 39, 1, 0, 1].forEach((v, i) => {
    if (littleEndian) out.writeUInt32LE(v, i * 4);
    else out.writeUInt32BE(v, i * 4);
  });
  return out;
}

const photoWithGps = () => rotatedPhotoWithGps({ rotated: true });

const hasGpsTrace = (bytes: Buffer) =>
  bytes.includes(latitudeBytes(true)) ||
  bytes.includes(latitudeBytes(false)) ||
  bytes.includes('DemoCam') ||
  bytes.includes('Exif\0\0');

describe('processImage', () => {
  it('strips EXIF and GPS, applies the orientation and re-encodes to WebP', async () => {
    const input = await photoWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(hasGpsTrace(input)).toBe(true);

    const out = await processImage(input, { allowedFormats: REPORT_IMAGE_FORMATS });
    expect(out.format).toBe('jpeg');
    // Orientation 6 turns the 64 x 48 landscape into a 48 x 64 portrait.
    expect([out.width, out.height]).toEqual([48, 64]);
    for (const bytes of [out.main, out.thumb]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(hasGpsTrace(bytes)).toBe(false);
    }
  });

  it('resizes a huge image inside the maximum without enlarging small ones', async () => {
    const huge = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const out = await processImage(huge);
    expect([out.width, out.height]).toEqual([1600, 1067]);
    const thumb = await sharp(out.thumb).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 267]);

    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const kept = await processImage(small);
    expect([kept.width, kept.height]).toEqual([300, 200]);
  });

  it('refuses a text file named .jpg with a typed error', async () => {
    const text = Buffer.from('this is not a photo of a breeding site\n');
    const error = await processImage(text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedImageError);
    expect((error as UnsupportedImageError).reason).toBe('not-an-image');
    expect((error as UnsupportedImageError).statusCode).toBe(415);
  });

  it('refuses an SVG even though sharp could render it', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(processImage(svg)).rejects.toMatchObject({ reason: 'not-an-image' });
  });

  it('refuses a truncated JPEG as damaged', async () => {
    const input = await photoWithGps();
    const cut = input.subarray(0, 40);
    await expect(processImage(cut)).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('refuses formats the caller does not allow and detects the format by content', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .webp()
      .toBuffer();
    expect(sniffImageFormat(gif)).toBe('gif');
    expect(sniffImageFormat(webp)).toBe('webp');
    await expect(processImage(gif, { allowedFormats: REPORT_IMAGE_FORMATS })).rejects.toMatchObject({
      reason: 'format-not-allowed',
      format: 'gif',
    });
    expect((await processImage(gif, { allowedFormats: PROFILE_PHOTO_FORMATS })).format).toBe('gif');
    await expect(processImage(webp, { allowedFormats: PROFILE_PHOTO_FORMATS })).rejects.toMatchObject({
      reason: 'format-not-allowed',
    });
  });
});

describe('storeProcessedImage', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dengue-images-'));
  let s3: LocalS3;
  let bucket: ObjectStorage;
  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = createS3Storage(s3.config);
  });
  afterAll(async () => {
    bucket.close();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const read = {
    'local disk': async (key: string) => {
      const file = path.join(dir, key);
      return existsSync(file) ? readFileSync(file) : undefined;
    },
    'S3 bucket': (key: string) => s3.bytes(key),
  };

  it.each(Object.keys(read) as (keyof typeof read)[])(
    'writes the main image and thumbnail without metadata to the %s, and deletes both',
    async (driver) => {
      const storage = driver === 'local disk' ? createLocalStorage(dir) : bucket;
      const image = await processImage(await photoWithGps());
      const stored = await storeProcessedImage(storage, 'reports', image);
      expect(stored.storageKey).toMatch(/^reports\/[0-9a-f-]{36}\.webp$/);
      expect(stored.url).toBe(`/uploads/${stored.storageKey}`);
      expect(stored.thumbnailUrl).toBe(`/uploads/${thumbnailKeyFor(stored.storageKey)}`);
      const main = await read[driver](stored.storageKey);
      if (!main) throw new Error('the main image was not stored');
      expect(main.length).toBe(stored.bytes);
      expect((await sharp(main).metadata()).exif).toBeUndefined();
      expect(hasGpsTrace(main)).toBe(false);
      expect(await read[driver](thumbnailKeyFor(stored.storageKey))).toBeDefined();

      await deleteStoredImage(storage, stored.storageKey);
      expect(await read[driver](stored.storageKey)).toBeUndefined();
      expect(await read[driver](thumbnailKeyFor(stored.storageKey))).toBeUndefined();
    },
  );
});
