import {
  ALL_IMAGE_FORMATS,
  loadSharp,
  processImage,
  REPORT_IMAGE_FORMATS,
  type StoredImage,
  storeProcessedImage,
  thumbnailKeyFor,
} from '../../../lib/images.ts';
import type { DemoContext } from './context.ts';

/**
 * Renders a drawing and stores it exactly as an upload would be: encoded as a phone would (JPEG for a report
 * photo, PNG for a banner), then through processImage (re-encode, strip metadata, thumbnail) and storage.
 */
export async function storeDrawing(
  ctx: DemoContext,
  svg: string,
  folder: 'reports' | 'posts',
): Promise<StoredImage> {
  const sharp = await loadSharp();
  const rendered = sharp(Buffer.from(svg));
  const upload =
    folder === 'reports' ? await rendered.jpeg({ quality: 85 }).toBuffer() : await rendered.png().toBuffer();
  const image = await processImage(upload, {
    allowedFormats: folder === 'reports' ? REPORT_IMAGE_FORMATS : ALL_IMAGE_FORMATS,
    // About twice as fast as the default effort for slightly larger files: the seed stays quick.
    effort: 1,
  });
  const stored = await storeProcessedImage(ctx.storage, folder, image);
  ctx.writtenKeys.push(stored.storageKey, thumbnailKeyFor(stored.storageKey));
  return stored;
}

/** Runs `fn` over the items with at most `limit` at a time, keeping the order of the results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
