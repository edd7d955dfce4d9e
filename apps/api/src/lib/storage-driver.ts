import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { createS3Storage, type ObjectStorage } from './s3-storage.ts';
import { createLocalStorage, type Storage } from './storage.ts';

export interface StorageDriver {
  storage: Storage;
  /** Set when images live in a bucket; `/uploads/` then streams from it instead of from `uploadsDir`. */
  bucket: ObjectStorage | undefined;
  uploadsDir: string;
  close(): void;
}

/** The configured storage: the bucket when the S3_* settings are given, else `DATA_DIR/uploads`. */
export function openStorage(config: Pick<Config, 'dataDir' | 's3'>): StorageDriver {
  const uploadsDir = path.join(config.dataDir, 'uploads');
  if (config.s3) {
    const bucket = createS3Storage(config.s3);
    return { storage: bucket, bucket, uploadsDir, close: () => bucket.close() };
  }
  mkdirSync(uploadsDir, { recursive: true });
  return { storage: createLocalStorage(uploadsDir), bucket: undefined, uploadsDir, close: () => {} };
}
