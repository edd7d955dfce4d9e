import { LIMITS, REPORT_FORM_MESSAGES } from '@dengue/core';
import type { FastifyRequest } from 'fastify';
import { type MultipartForm, readMultipartForm } from '../../lib/multipart-form.ts';

export type { UploadedFile } from '../../lib/multipart-form.ts';
export type ReportForm = MultipartForm;

/**
 * Reads the report form (resident section 7): bracketed fields such as `specific_location[coordinates][0]`,
 * or the point as one JSON field, and 1 to 4 `images`. A few more files than allowed are read, so
 * 'at most 4' is answered with its own message.
 */
export const readReportForm = (request: FastifyRequest): Promise<ReportForm> =>
  readMultipartForm(request, {
    maxFileBytes: LIMITS.reportImageMaxBytes,
    maxFiles: LIMITS.reportImagesMax + 4,
    tooManyFilesMessage: REPORT_FORM_MESSAGES.maxImages,
    notMultipartMessage: REPORT_FORM_MESSAGES.photoRequired,
    jsonFields: ['specific_location'],
  });
