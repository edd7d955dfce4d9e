import { thumbnailUrlFor, tooManyPixels } from '@dengue/core';
import type Sharp from 'sharp';
import { AppError, badRequest } from './errors.ts';
import { randomKey, type Storage } from './storage.ts';

/**
 * Every stored image is decoded and re-encoded here: the uploaded bytes are never served. Re-encoding drops
 * all metadata (EXIF with GPS position, XMP, ICC comments) because sharp keeps none unless asked to
 * (`keepMetadata`/`withMetadata`, which this file never calls).
 */

let sharpLoading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips: about 10 MB of the server's resident memory) loads with the first image, not at start-up.
 * Its operation cache (up to 50 MB) is turned off: every image is decoded and encoded once, nothing repeats.
 */
export function loadSharp(): Promise<typeof Sharp> {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** Report photos: 'Only JPG and PNG files are allowed.' */
export const REPORT_IMAGE_FORMATS: ReadonlySet<ImageFormat> = new Set(['jpeg', 'png']);
/** Profile photos: 'Please select a valid image file (JPEG, PNG, or GIF)'. */
export const PROFILE_PHOTO_FORMATS: ReadonlySet<ImageFormat> = new Set(['jpeg', 'png', 'gif']);
/** Admin post images and anything else the server accepts. */
export const ALL_IMAGE_FORMATS: ReadonlySet<ImageFormat> = new Set(['jpeg', 'png', 'gif', 'webp']);

export const STORED_IMAGE_CONTENT_TYPE = 'image/webp';

// A decompression bomb guard: 50 megapixels is far above any phone camera's 12 to 48 MP.
export const MAX_INPUT_MEGAPIXELS = 50;
const MAX_INPUT_PIXELS = MAX_INPUT_MEGAPIXELS * 1_000_000;

export type UnsupportedImageReason = 'not-an-image' | 'format-not-allowed' | 'too-large' | 'damaged';

/** Thrown for anything that is not a decodable image of an allowed format (HTTP 415). */
export class UnsupportedImageError extends AppError {
  readonly reason: UnsupportedImageReason;
  readonly format: string | undefined;

  constructor(reason: UnsupportedImageReason, message: string, format?: string, cause?: unknown) {
    super('UNSUPPORTED_MEDIA_TYPE', message, { details: { reason, format } });
    this.name = 'UnsupportedImageError';
    // The decoder's own words stay available to the log; the person sees `message`.
    if (cause !== undefined) this.cause = cause;
    this.reason = reason;
    this.format = format;
  }
}

export interface ProcessImageOptions {
  /** Longest side of the main image; smaller images are never enlarged. */
  maxDimension?: number;
  thumbDimension?: number;
  /** Formats the caller accepts, e.g. REPORT_IMAGE_FORMATS. Defaults to all four. */
  allowedFormats?: ReadonlySet<ImageFormat>;
  /** WebP quality of the main image, 1 to 100. */
  quality?: number;
  /** WebP encoder effort, 0 (fastest) to 6 (smallest); bulk jobs such as the demo seed trade size for speed. */
  effort?: number;
}

export interface ProcessedImage {
  main: Buffer;
  thumb: Buffer;
  /** Size of the main image after orientation and resizing. */
  width: number;
  height: number;
  /** The input format, found from the content (never from the file name or the declared type). */
  format: ImageFormat;
}

/** Finds the format from the first bytes, so no other decoder (SVG, TIFF, PDF ...) ever sees the input. */
export function sniffImageFormat(buffer: Uint8Array): ImageFormat | undefined {
  const b = (i: number) => buffer[i];
  const ascii = (start: number, text: string) =>
    buffer.length >= start + text.length && [...text].every((c, i) => b(start + i) === c.charCodeAt(0));
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'jpeg';
  if (b(0) === 0x89 && ascii(1, 'PNG\r\n\x1a\n')) return 'png';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  return undefined;
}

export async function processImage(
  buffer: Uint8Array,
  options: ProcessImageOptions = {},
): Promise<ProcessedImage> {
  const {
    maxDimension = 1600,
    thumbDimension = 400,
    allowedFormats = ALL_IMAGE_FORMATS,
    quality = 80,
    effort = 4,
  } = options;
  const format = sniffImageFormat(buffer);
  if (!format)
    throw new UnsupportedImageError('not-an-image', 'The file is not a JPEG, PNG, GIF or WebP image.');
  if (!allowedFormats.has(format)) {
    throw new UnsupportedImageError(
      'format-not-allowed',
      `${format.toUpperCase()} images are not allowed here.`,
      format,
    );
  }
  const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(buffer, input).metadata();
    if (metadata.format !== format) {
      throw new UnsupportedImageError(
        'damaged',
        'The image content does not match its format.',
        metadata.format,
      );
    }
    const { data: main, info } = await sharp(buffer, input)
      .autoOrient()
      .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true })
      .webp({ quality, effort })
      .toBuffer({ resolveWithObject: true });
    // The thumbnail comes from the already oriented and reduced main image: far cheaper than decoding again.
    const thumb = await sharp(main)
      .resize({ width: thumbDimension, height: thumbDimension, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: Math.min(quality, 75), effort })
      .toBuffer();
    return { main, thumb, width: info.width, height: info.height, format };
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw error;
    const text = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(text)) {
      throw new UnsupportedImageError(
        'too-large',
        'The image has too many pixels to process.',
        format,
        error,
      );
    }
    throw new UnsupportedImageError('damaged', 'The image is damaged and cannot be read.', format, error);
  }
}

export interface StoredImage {
  /** Key of the main image; the thumbnail's key is `thumbnailKeyFor(storageKey)`. */
  storageKey: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  /** Size of the stored main image. */
  bytes: number;
}

/** The rows of an item's images table (report or post images), in upload order. */
export function imageRows<Owner extends Record<string, string>>(owner: Owner, images: StoredImage[]) {
  return images.map((image, position) => ({
    ...owner,
    position,
    storageKey: image.storageKey,
    url: image.url,
    thumbnailUrl: image.thumbnailUrl,
    width: image.width,
    height: image.height,
    bytes: image.bytes,
  }));
}

/** The rule is shared with the web app, which shows thumbnails where photos are small. */
export function thumbnailKeyFor(storageKey: string): string {
  return thumbnailUrlFor(storageKey);
}

/** Stores a processed image and its thumbnail under a new random key in `folder` (e.g. 'reports'). */
export async function storeProcessedImage(
  storage: Storage,
  folder: string,
  image: ProcessedImage,
): Promise<StoredImage> {
  const storageKey = randomKey(folder, 'webp');
  const { url } = await storage.put(storageKey, image.main, STORED_IMAGE_CONTENT_TYPE);
  try {
    const thumb = await storage.put(thumbnailKeyFor(storageKey), image.thumb, STORED_IMAGE_CONTENT_TYPE);
    return {
      storageKey,
      url,
      thumbnailUrl: thumb.url,
      width: image.width,
      height: image.height,
      bytes: image.main.length,
    };
  } catch (error) {
    await storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

/** Removes both files of a stored image. */
export async function deleteStoredImage(storage: Storage, storageKey: string): Promise<void> {
  await Promise.all([storage.delete(storageKey), storage.delete(thumbnailKeyFor(storageKey))]);
}

/**
 * Decodes every upload of a form before any is stored, so one unreadable file stores nothing. `refuse` words
 * the refusal for the offending file (each form has its own message); a file with too many pixels is told so,
 * since its type was right and 'only JPG and PNG' would send the sender looking for the wrong fault.
 */
export async function processUploads(
  files: readonly { name: string; buffer: Uint8Array }[],
  options: ProcessImageOptions,
  refuse: (fileName: string) => Error,
): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  for (const file of files) {
    try {
      processed.push(await processImage(file.buffer, options));
    } catch (error) {
      if (error instanceof UnsupportedImageError && error.reason === 'too-large')
        throw badRequest(tooManyPixels(file.name, MAX_INPUT_MEGAPIXELS));
      if (error instanceof UnsupportedImageError) throw refuse(file.name);
      throw error;
    }
  }
  return processed;
}

/**
 * Stores processed images in `folder` and runs `save` with them (the database write). If storing or `save`
 * fails, every file stored on the way is removed again: a refused form leaves nothing under DATA_DIR.
 */
export async function withStoredImages<T>(
  storage: Storage,
  folder: string,
  images: readonly ProcessedImage[],
  save: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  const stored: StoredImage[] = [];
  try {
    for (const image of images) stored.push(await storeProcessedImage(storage, folder, image));
    return await save(stored);
  } catch (error) {
    await Promise.all(stored.map((s) => deleteStoredImage(storage, s.storageKey).catch(() => {})));
    throw error;
  }
}
