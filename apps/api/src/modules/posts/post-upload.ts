import { ADMIN_POST_MESSAGES, LIMITS } from '@dengue/core';
import type { FastifyRequest } from 'fastify';
import { type MultipartForm, readMultipartForm } from '../../lib/multipart-form.ts';

/**
 * Reads the post form (admin section 7: title, content, publishDate, category, images repeated). One file
 * more than allowed is read, so the fields are still checked first; beyond that the parser stops with the
 * same 'Maximum 8 images allowed'.
 */
export const readPostForm = (request: FastifyRequest): Promise<MultipartForm> =>
  readMultipartForm(request, {
    maxFileBytes: LIMITS.postImageMaxBytes,
    maxFiles: LIMITS.postImagesMax + 1,
    tooManyFilesMessage: ADMIN_POST_MESSAGES.maxImages,
    notMultipartMessage: ADMIN_POST_MESSAGES.imageRequired,
  });

/** PATCH carries no images: its fields come as multipart (as the console sends them) or as JSON. */
export async function readPostEdit(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body;
  return (await readPostForm(request)).fields;
}
