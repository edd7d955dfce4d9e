import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { InvalidStorageKeyError, type Storage } from './storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

/**
 * Copies every stored file under `uploadsDir` to the bucket under the same key, so the `/uploads/<key>` URLs
 * of rows written before the switch to S3 keep working on every instance. Safe to run again: a key is
 * written with the same bytes. Files that are no stored image (a write's leftover temporary file, a name the
 * storage would refuse) are skipped.
 */
export async function copyUploadsToBucket(
  uploadsDir: string,
  bucket: Storage,
): Promise<{ copied: number; skipped: string[] }> {
  const entries = readdirSync(uploadsDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  let copied = 0;
  const skipped: string[] = [];
  for (const entry of entries) {
    const key = path.relative(uploadsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const contentType = CONTENT_TYPES[path.extname(key).toLowerCase()];
    if (!contentType) {
      skipped.push(key);
      continue;
    }
    try {
      await bucket.put(key, readFileSync(path.join(uploadsDir, key)), contentType);
      copied += 1;
    } catch (error) {
      if (!(error instanceof InvalidStorageKeyError)) throw error;
      skipped.push(key);
    }
  }
  return { copied, skipped };
}
