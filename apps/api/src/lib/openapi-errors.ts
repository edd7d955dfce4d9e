import { errorBodySchema } from '@dengue/core';
import { z } from 'zod';

type Operation = { responses?: Record<string, unknown> };
type OpenApiDocument = {
  components?: { schemas?: Record<string, unknown> };
  paths?: Record<string, Record<string, Operation>>;
};

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

/**
 * Documents the error body once (components.schemas.ErrorBody, from the same zod schema the web client
 * reads) and names it as the 4XX and 5XX answer of every operation, since every route can fail that way.
 */
export function withErrorBody<T>(document: T): T {
  const doc = document as OpenApiDocument;
  doc.components ??= {};
  doc.components.schemas = {
    ...doc.components.schemas,
    ErrorBody: z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }),
  };
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      if (typeof operation !== 'object' || operation === null) continue;
      operation.responses = {
        '4XX': errorResponse('Refused: `code` says why, `message` says it in English.'),
        '5XX': errorResponse('Failed on the server: `code` is INTERNAL or SERVICE_UNAVAILABLE.'),
        ...operation.responses,
      };
    }
  }
  return document;
}
