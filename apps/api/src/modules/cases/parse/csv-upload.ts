import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CSV_IMPORT_MESSAGES } from '@dengue/core';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { InvalidUtf16Error, Utf16ToUtf8 } from './csv-encoding.ts';
import type { FileEncoding } from './line-list-parse.ts';

/**
 * Receives the multipart field `file` into a temp file while counting its bytes, so a line list is never
 * held in memory. The file must be a .csv by name or type and look like text: no NUL byte anywhere (a
 * spreadsheet renamed .csv has many). UTF-16 with a byte-order mark is re-encoded to UTF-8 on the way
 * (csv-encoding.ts). UTF-8 is checked on the way; a file that is not valid UTF-8 is read as Windows
 * Latin-1, the usual export of spreadsheet programs, so 'Niño' survives.
 */

export interface UploadedCsv {
  path: string;
  /** Bytes of the stored file (UTF-16 uploads are stored as UTF-8, so fewer than were sent). */
  bytes: number;
  originalFilename: string;
  encoding: FileEncoding;
  /** Text fields sent before the file (e.g. `dateOrder`). */
  fields: Record<string, string>;
}

/** Browsers send .csv files with any of these types (Windows says Excel). */
const CSV_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/comma-separated-values',
  'application/vnd.ms-excel',
  'text/plain',
]);

export const tooLargeMessage = (maxBytes: number): string =>
  maxBytes === 10 * 1024 * 1024
    ? CSV_IMPORT_MESSAGES.tooLarge
    : `File size too large. Please select a file smaller than ${Math.round(maxBytes / 1024 / 1024)}MB.`;

const tooLarge = (maxBytes: number) => new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(maxBytes));
const notCsv = (detail: string) => badRequest(CSV_IMPORT_MESSAGES.invalidFile, [detail]);

class NotTextError extends Error {}

export async function receiveCsv(
  request: FastifyRequest,
  dir: string,
  maxBytes: number,
): Promise<UploadedCsv> {
  // A declared body far above the limit is refused before a byte of it is stored.
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes + 1024 * 1024) throw tooLarge(maxBytes);
  if (!request.isMultipart()) throw badRequest(CSV_IMPORT_MESSAGES.selectFile);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest(CSV_IMPORT_MESSAGES.selectFile);
  }
  const filename = path.basename(part.filename || 'upload.csv');
  const looksCsv = /\.csv$/i.test(filename) || CSV_TYPES.has(part.mimetype.toLowerCase());
  if (!looksCsv) {
    part.file.resume();
    throw notCsv(`${filename} is not a .csv file.`);
  }

  await mkdir(dir, { recursive: true });
  const target = path.join(dir, `${randomUUID()}.csv`);
  let received = 0;
  let bytes = 0;
  let utf8 = true;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(null, chunk);
    },
  });
  const utf16 = new Utf16ToUtf8();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (chunk.indexOf(0) !== -1) return done(new NotTextError());
      if (utf8) {
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          utf8 = false;
        }
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, count, utf16, inspect, createWriteStream(target));
    if (part.file.truncated || received > maxBytes) throw tooLarge(maxBytes);
    if (bytes === 0) throw notCsv(`${filename} is empty.`);
    if (utf8) {
      try {
        decoder.decode();
      } catch {
        utf8 = false;
      }
    }
  } catch (error) {
    await rm(target, { force: true });
    if (error instanceof AppError) throw error;
    if (error instanceof NotTextError) throw notCsv(`${filename} is not a text file.`);
    if (error instanceof InvalidUtf16Error)
      throw notCsv(`${filename} starts as UTF-16 text but is not valid UTF-16.`);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value?.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  return { path: target, bytes, originalFilename: filename, encoding: utf8 ? 'utf8' : 'latin1', fields };
}
