import { API_MESSAGES } from '@dengue/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

export interface UploadedFile {
  name: string;
  type: string;
  /** Bytes received; one more than the limit when the file was cut short. */
  size: number;
  buffer: Buffer;
}

export interface MultipartForm {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

export interface MultipartFormOptions {
  /** Each file is read up to this size; a longer one is cut at maxFileBytes + 1 and marked by its size. */
  maxFileBytes: number;
  /** Files read before the parser stops with `tooManyFilesMessage`. */
  maxFiles: number;
  /** What a form with more files than `maxFiles` is told. */
  tooManyFilesMessage: string;
  /** What a request that is not multipart at all is told. */
  notMultipartMessage: string;
  /** Text fields that may also arrive as one JSON value (e.g. a point sent whole). */
  jsonFields?: readonly string[];
}

/** File parts named `images` (or `images[]`, as some form libraries send them) are the uploads. */
const isImagePart = (name: string) => name === 'images' || name === 'images[]';

/**
 * Reads a multipart form of text fields and repeated `images` files (reports, admin posts). Text fields with
 * bracketed names such as `specific_location[coordinates][0]` become nested values. A file over the size
 * limit is cut short and marked by its size, so the shared file rules of packages/core word the refusal.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: MultipartFormOptions,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(options.notMultipartMessage);
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    // throwFileSizeLimit is honoured per call at run time but missing from the per-call type.
    const limits = {
      fileSize: options.maxFileBytes + 1,
      files: options.maxFiles,
      fields: 20,
      fieldSize: 4096,
    };
    const parts = request.parts({ limits, throwFileSizeLimit: false } as Parameters<typeof request.parts>[0]);
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (!isImagePart(part.fieldname)) continue;
        files.push({
          name: part.filename,
          type: part.mimetype,
          size: part.file.truncated ? options.maxFileBytes + 1 : buffer.length,
          buffer,
        });
      } else if (typeof part.value === 'string') {
        setPath(fields, part.fieldname, part.value);
        if (options.jsonFields?.includes(part.fieldname)) fields[part.fieldname] = parseJson(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest(options.tooManyFilesMessage);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw badRequest(API_MESSAGES.validationFailed);
    throw error;
  }
  return { fields, files };
}

/** `a[b][0]` -> fields.a.b[0]; numeric segments make arrays. Unknown shapes are left for the schema. */
function setPath(target: Record<string, unknown>, name: string, value: string): void {
  const keys = name.match(/[^[\]]+/g);
  if (!keys || keys.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) return;
  let node: Record<string, unknown> = target;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = /^\d+$/.test(keys[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A route that refuses an upload (wrong type, not text, too large, missing field) answers before the body is
 * read to its end. Node's server then stops reading the socket, so a client still sending a body larger than
 * the socket buffers never finishes its upload and, for most clients, never sees the answer. Every reply of
 * the app therefore reads what is left of its request and throws it away, up to `maxDrainBytes`; past that the
 * connection is closed once the answer is written, so nobody can make the server read forever.
 */
export function drainUnreadBodies(app: FastifyInstance, maxDrainBytes: number): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (raw.complete || raw.readableEnded || raw.destroyed) return payload;
    const declared = Number(raw.headers['content-length'] ?? Number.NaN);
    const closeAfterAnswer = () => {
      reply.header('connection', 'close');
      reply.raw.once('finish', () => raw.socket?.destroySoon?.());
    };
    if (declared > maxDrainBytes) {
      closeAfterAnswer();
      return payload;
    }
    let read = 0;
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxDrainBytes) {
        raw.off('data', onData);
        raw.socket?.destroy();
      }
    };
    // Detach whatever parser was reading (busboy): from here on the bytes are only counted.
    raw.unpipe();
    raw.on('data', onData);
    raw.resume();
    return payload;
  });
}
