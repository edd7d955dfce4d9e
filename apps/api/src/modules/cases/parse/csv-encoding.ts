import { Transform, type TransformCallback } from 'node:stream';

/**
 * Spreadsheet programs save 'Unicode text' and some CSV exports as UTF-16 with a byte-order mark. Such a
 * file is re-encoded to UTF-8 on its way to disk, so the rest of the import (NUL check, header, parse) sees
 * ordinary text. Without a mark the bytes pass through unchanged (UTF-16 without a BOM then fails the NUL
 * check, as binary does).
 */
export class Utf16ToUtf8 extends Transform {
  /** 'utf-16le' or 'utf-16be' once a mark was seen, null for a file without one. */
  encoding: 'utf-16le' | 'utf-16be' | null = null;
  private decoder: InstanceType<typeof TextDecoder> | null = null;
  private head: Buffer | null = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      if (this.head !== null) {
        // The mark is the first two bytes; a first chunk of one byte waits for the next.
        const start = Buffer.concat([this.head, chunk]);
        if (start.length < 2) {
          this.head = start;
          done();
          return;
        }
        this.head = null;
        if (start[0] === 0xff && start[1] === 0xfe) this.encoding = 'utf-16le';
        else if (start[0] === 0xfe && start[1] === 0xff) this.encoding = 'utf-16be';
        if (this.encoding) this.decoder = new TextDecoder(this.encoding, { fatal: true });
        chunk = start;
      }
      done(null, this.decoder ? Buffer.from(this.decoder.decode(chunk, { stream: true }), 'utf8') : chunk);
    } catch {
      done(new InvalidUtf16Error());
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      if (this.head?.length) this.push(this.head);
      else if (this.decoder) {
        const rest = this.decoder.decode();
        if (rest) this.push(Buffer.from(rest, 'utf8'));
      }
      done();
    } catch {
      done(new InvalidUtf16Error());
    }
  }
}

/** A file that starts with a UTF-16 mark but does not decode as UTF-16 (odd length, lone surrogate). */
export class InvalidUtf16Error extends Error {}
