import { z } from 'zod';
import { CITY_BOUNDS, PAGE_LIMIT_MAX, PAGING } from '../constants.ts';
import { VALIDATION_MESSAGES as V } from '../extra-messages.ts';
import { isIsoDate } from '../manila-time.ts';

/**
 * Building blocks shared by the entity and request schemas. Query strings and multipart fields arrive as
 * text, so numbers and flags accept both their JSON and their text form.
 */

/** Ids leave the API as `_id` strings (UUIDs in the database). */
export const idSchema = z.string();
/** Ids the client sends: checked as UUIDs so a malformed one is a 400, not a database error. */
export const idParamSchema = z.guid({ error: V.invalidId });
export const idParamsSchema = z.object({ id: idParamSchema });
/**
 * The id in the address of a page a person can open (an article at /buzzline/{id}): whatever was typed there
 * is a page that does not exist, so it is looked up and answers 404, not a 400 about the id's format.
 */
export const pageIdParamsSchema = z.object({ id: z.string().max(200) });
/** Whether text is an id the database can hold; anything else names nothing. */
export const isIdParam = (value: string): boolean => idParamSchema.safeParse(value).success;
export const idListSchema = z.array(idParamSchema, { error: V.idsRequired }).min(1, V.idsRequired);

/** An instant in ISO 8601 with a zone ('Z' or an offset), as the spec's date_and_time and publishDate. */
export const isoDateTimeSchema = (message: string = V.invalidDateTime) =>
  z.iso.datetime({ offset: true, error: message });

/** A calendar date 'YYYY-MM-DD' that exists (no 30 February). */
export const isoDateSchema = (message: string = V.invalidDate) =>
  z.string({ error: message }).refine(isIsoDate, message);

/** A query or filter bound: a calendar date or a full instant. */
export const dateOrDateTimeSchema = z
  .string({ error: V.invalidDateTime })
  .refine((value) => isIsoDate(value) || z.iso.datetime({ offset: true }).safeParse(value).success, {
    error: V.invalidDateTime,
  });

/** Trimmed text that must not be blank. */
export const requiredText = (requiredMessage: string, max?: { length: number; message: string }) => {
  const base = z.string({ error: requiredMessage }).trim().min(1, requiredMessage);
  return max ? base.max(max.length, max.message) : base;
};

/** A number sent as JSON or as the text of a form field or query string. */
export const numberInput = (message: string) =>
  z.union(
    [
      z.number({ error: message }),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, message)
        .transform(Number),
    ],
    {
      error: message,
    },
  );

/** A flag sent as JSON or as 'true'/'false'/'1'/'0' (a query string has no booleans). */
export const booleanInput = z.union(
  [
    z.boolean(),
    z.enum(['true', 'false', '1', '0'], { error: V.booleanFlag }).transform((v) => v === 'true' || v === '1'),
  ],
  { error: V.booleanFlag },
);

/** [longitude, latitude] in GeoJSON order, within the world's ranges. */
export const lngLatSchema = (message: string = V.coordinates) =>
  z.tuple(
    [
      numberInput(message).pipe(z.number().min(-180, message).max(180, message)),
      numberInput(message).pipe(z.number().min(-90, message).max(90, message)),
    ],
    {
      error: message,
    },
  );

/** A GeoJSON point, the shape of specific_location throughout the spec. */
export const pointSchema = (message: string = V.coordinates) =>
  z.object(
    { type: z.literal('Point', { error: message }), coordinates: lngLatSchema(message) },
    { error: message },
  );
export type Point = { type: 'Point'; coordinates: [number, number] };

/** Inside the box the resident form accepts map clicks in (resident section 5). */
export const isInCityBounds = ([lng, lat]: readonly [number, number]): boolean =>
  lat >= CITY_BOUNDS.south && lat <= CITY_BOUNDS.north && lng >= CITY_BOUNDS.west && lng <= CITY_BOUNDS.east;

/** page (default 1) and limit (default 10, at most 100) of every list call. */
export const pageQuerySchema = z.object({
  page: numberInput(V.pageNumber).pipe(z.number().int(V.pageNumber).min(1, V.pageNumber)).default(1),
  limit: numberInput(V.pageLimit)
    .pipe(z.number().int(V.pageLimit).min(1, V.pageLimit).max(PAGE_LIMIT_MAX, V.pageLimit))
    .default(PAGING.reportsPageSize),
});

export const sortOrderSchema = z.enum(['asc', 'desc'], { error: V.sortOrder });

export const paginationSchema = z.object({
  totalItems: z.number().int().min(0),
  hasMore: z.boolean(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The pagination block of a list answer; hasMore drives the feed's infinite scroll. */
export const buildPagination = (totalItems: number, page: number, limit: number): Pagination => ({
  totalItems,
  hasMore: page * limit < totalItems,
  page,
  limit,
});

/** A list answer: items under `data` plus pagination. */
export const paginatedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination: paginationSchema });

/**
 * Votes are lists of voter ids; the client checks its own id against them. On an anonymous report (and the
 * comments under it) the author's vote is listed under the report's pseudonym for everyone but the author and
 * staff, so an entry is not always an account id.
 */
export const voteListsSchema = z.object({ upvotes: z.array(idSchema), downvotes: z.array(idSchema) });
/** The answer of every vote call: new lists and counts replace the client's copy. */
export const voteResultSchema = voteListsSchema.extend({
  upvotesCount: z.number().int().min(0),
  downvotesCount: z.number().int().min(0),
});
export type VoteResult = z.infer<typeof voteResultSchema>;
