import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { createS3Storage } from './lib/s3-storage.ts';
import { copyUploadsToBucket } from './lib/uploads-to-bucket.ts';

/**
 * `npm run uploads:to-bucket`: once, when an installation moves its images from DATA_DIR to the bucket of
 * the S3_* settings, copies the files already stored so the URLs of existing rows keep working.
 */
async function main(): Promise<string> {
  const config = loadConfig();
  if (!config.s3) throw new ConfigError('Set the S3_* settings of the bucket to copy the images to.');
  const uploadsDir = path.join(config.dataDir, 'uploads');
  if (!existsSync(uploadsDir)) return `There is no ${uploadsDir}: nothing to copy.`;
  const bucket = createS3Storage(config.s3);
  try {
    const { copied, skipped } = await copyUploadsToBucket(uploadsDir, bucket);
    const skippedNote = skipped.length ? ` Skipped ${skipped.length} files that are no stored image.` : '';
    return `Copied ${copied} files from ${uploadsDir} to the bucket ${config.s3.bucket}.${skippedNote}`;
  } finally {
    bucket.close();
  }
}

main().then(
  (line) => process.stdout.write(`${line}\n`),
  (error: unknown) => {
    const line =
      error instanceof ConfigError ? error.message : `The copy failed: ${(error as Error).message}`;
    process.stderr.write(`${line}\n`);
    process.exit(1);
  },
);
