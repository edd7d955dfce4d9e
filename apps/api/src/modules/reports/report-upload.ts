import { API_MESSAGES, LIMITS, REPORT_FORM_MESSAGES } from '@dengue/core';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.ts';

export interface UploadedFile {
  name: string;
  type: string;
  /** Bytes received; one more than the limit when the file was cut short. */
  size: number;
  buffer: Buffer;
}

export interface ReportForm {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

// A few more files than allowed are read, so 'at most 4' is answered with its own message.
const MAX_FILES = LIMITS.reportImagesMax + 4;

/**
 * Reads the report form (resident section 7): text fields with bracketed names such as
 * `specific_location[coordinates][0]` become nested values, `images` parts become files. A file over the
 * size limit is cut at limit + 1 bytes and marked by its size, so the shared file rule words the refusal.
 */
export async function readReportForm(request: FastifyRequest): Promise<ReportForm> {
  if (!request.isMultipart()) throw badRequest(REPORT_FORM_MESSAGES.photoRequired);
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    // throwFileSizeLimit is honoured per call at run time but missing from the per-call type.
    const options = {
      limits: { fileSize: LIMITS.reportImageMaxBytes + 1, files: MAX_FILES, fields: 20, fieldSize: 4096 },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options as Parameters<typeof request.parts>[0]);
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== 'images' && part.fieldname !== 'images[]') continue;
        files.push({
          name: part.filename,
          type: part.mimetype,
          size: part.file.truncated ? LIMITS.reportImageMaxBytes + 1 : buffer.length,
          buffer,
        });
      } else if (typeof part.value === 'string') {
        setPath(fields, part.fieldname, part.value);
        // Some clients send the point as one JSON field instead of bracketed fields.
        if (part.fieldname === 'specific_location') fields.specific_location = parseJson(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest(REPORT_FORM_MESSAGES.maxImages);
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
