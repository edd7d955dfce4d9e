import { type ErrorBody, type ErrorCode, issueMessageId, type MessageId, messageIdOf } from '@dengue/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isUnstorableText } from './db-errors.ts';
import { AppError, INTERNAL_ERROR_MESSAGE, UNAVAILABLE_MESSAGE } from './errors.ts';

/** Human wording and our code for the errors Fastify and its plugins raise before a route runs. */
const FRAMEWORK_ERRORS: Record<string, { message: string; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'The request body is not valid JSON.', code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    message: 'The request body is empty but JSON was declared.',
    code: 'INVALID_JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: 'This content type is not accepted here.',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  FST_REQ_FILE_TOO_LARGE: { message: 'A file is too large.', code: 'PAYLOAD_TOO_LARGE' },
  FST_FILES_LIMIT: { message: 'Too many files were sent.', code: 'PAYLOAD_TOO_LARGE' },
  FST_PARTS_LIMIT: { message: 'Too many form fields were sent.', code: 'PAYLOAD_TOO_LARGE' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    message: 'The request must be multipart/form-data.',
    code: 'UNREADABLE_UPLOAD',
  },
};

/** The generic code of a status a framework error carries without one of ours. */
const codeOfStatus = (status: number): ErrorCode =>
  status === 401
    ? 'UNAUTHORIZED'
    : status === 403
      ? 'FORBIDDEN'
      : status === 404
        ? 'NOT_FOUND'
        : status === 409
          ? 'CONFLICT'
          : status === 413
            ? 'PAYLOAD_TOO_LARGE'
            : status === 415
              ? 'UNSUPPORTED_MEDIA_TYPE'
              : status === 429
                ? 'RATE_LIMITED'
                : 'BAD_REQUEST';

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

const body = (
  message: string,
  code: ErrorCode,
  extra: Omit<ErrorBody, 'message' | 'code'> = {},
): ErrorBody => ({
  message,
  code,
  ...extra,
});

/**
 * One place maps every error to an answer: `{message, code}` (plus `params` for codes that carry values and
 * `errors` when several problems apply). A message that is one of core's fixed messages gets its id
 * (`params.id`, `errorIds`), so the browser translates it by id. A 5xx never carries internals; the detail
 * goes to the log with the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      const id = messageIdOf(error.message);
      const params = id ? { id, ...error.params } : error.params;
      return reply.code(error.statusCode).send({
        ...(error.details ?? {}),
        message: error.message,
        code: error.code,
        ...(params ? { params } : {}),
        ...(error.errors ? { errors: error.errors, ...withIds(error.errors.map(messageIdOf)) } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        text: describeIssue(issue.instancePath, issue.message ?? 'is not valid'),
        // The type provider moves the zod issue's own fields, its `params` among them, into `params`.
        id: issueMessageId({ message: issue.message ?? '', params: issue.params.params }),
      }));
      const [first] = issues;
      const errors = issues.map((issue) => issue.text);
      return reply.code(400).send(
        body(first?.text ?? 'The request is not valid.', 'VALIDATION_FAILED', {
          ...(first?.id ? { params: { id: first.id } } : {}),
          errors,
          ...withIds(issues.map((issue) => issue.id)),
        }),
      );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send(body(INTERNAL_ERROR_MESSAGE, 'INTERNAL'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(body(UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE'));
    }
    if (isUnstorableText(error))
      return reply.code(400).send(body(UNSTORABLE_TEXT_MESSAGE, 'UNSTORABLE_TEXT'));
    if (!error.statusCode && isUnreadableUpload(request, error)) {
      return reply.code(400).send(body(UNREADABLE_UPLOAD_MESSAGE, 'UNREADABLE_UPLOAD'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(status)
        .send(body(INTERNAL_ERROR_MESSAGE, status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL'));
    }
    if (status === 429) return reply.code(429).send(body(error.message, 'RATE_LIMITED'));
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    return reply
      .code(status)
      .send(
        body(known?.message ?? 'The request could not be processed.', known?.code ?? codeOfStatus(status)),
      );
  });
}

/** `errorIds` beside `errors`, when core knows the id of at least one of them (null for the others). */
function withIds(ids: (MessageId | undefined)[]): { errorIds?: (MessageId | null)[] } {
  return ids.some(Boolean) ? { errorIds: ids.map((id) => id ?? null) } : {};
}

/** Zod issue messages are written for people already; only unnamed fields need their path. */
function describeIssue(instancePath: string, message: string): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (!field || /[A-Z]/.test(message.charAt(0))) return message;
  return `${field}: ${message}`;
}
