import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isUnstorableText } from './db-errors.ts';
import { AppError, INTERNAL_ERROR_MESSAGE, UNAVAILABLE_MESSAGE } from './errors.ts';

/** Human wording for the errors Fastify and its plugins raise before a route runs. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was declared.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_REQ_FILE_TOO_LARGE: 'A file is too large.',
  FST_FILES_LIMIT: 'Too many files were sent.',
  FST_PARTS_LIMIT: 'Too many form fields were sent.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request must be multipart/form-data.',
};

export const UNREADABLE_UPLOAD_MESSAGE = 'The upload could not be read. Please send the form again.';
export const UNSTORABLE_TEXT_MESSAGE =
  'The text contains a character that is not allowed (a NUL byte). Please remove it.';

/**
 * The multipart parser's own errors (no boundary, a body cut short, a broken part header) carry no status;
 * on a multipart request they mean the upload was malformed, not that the server failed.
 */
const isUnreadableUpload = (request: FastifyRequest, error: Error): boolean =>
  String(request.headers['content-type'] ?? '').startsWith('multipart/') &&
  /multipart|boundary|part header/i.test(error.message);

/**
 * One place maps every error to an answer: `{message}` (plus `errors` when several apply). A 5xx never
 * carries internals; the detail goes to the log with the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(error.statusCode).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.details ?? {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) =>
        describeIssue(issue.instancePath, issue.message ?? 'is not valid'),
      );
      return reply.code(400).send({ message: errors[0] ?? 'The request is not valid.', errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: UNAVAILABLE_MESSAGE });
    }
    if (isUnstorableText(error)) return reply.code(400).send({ message: UNSTORABLE_TEXT_MESSAGE });
    if (!error.statusCode && isUnreadableUpload(request, error)) {
      return reply.code(400).send({ message: UNREADABLE_UPLOAD_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: INTERNAL_ERROR_MESSAGE });
    }
    if (status === 429) return reply.code(429).send({ message: error.message });
    const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || 'The request could not be processed.';
    return reply.code(status).send({ message });
  });
}

/** Zod issue messages are written for people already; only unnamed fields need their path. */
function describeIssue(instancePath: string, message: string): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (!field || /[A-Z]/.test(message.charAt(0))) return message;
  return `${field}: ${message}`;
}
