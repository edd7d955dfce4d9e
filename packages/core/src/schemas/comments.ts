import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { VALIDATION_MESSAGES as V } from '../extra-messages.ts';
import { idParamSchema, idSchema, isoDateTimeSchema, voteListsSchema } from './common.ts';

/** Comments on reports and on announcements (resident sections 3, 5 and 7). */

export const commentSchema = voteListsSchema.extend({
  _id: idSchema,
  /**
   * `_id` is null when the author of an anonymous report commented under it and the reader may not know them:
   * the username is then the report's pseudonym and the photo the default avatar, as on the post.
   */
  user: z.object({ _id: idSchema.nullable(), username: z.string(), profilePhotoUrl: z.string().nullable() }),
  content: z.string(),
  createdAt: isoDateTimeSchema(),
});
/** Not `Comment`: that name is the DOM's comment node in the browser. */
export type CommentItem = z.infer<typeof commentSchema>;

/** POST reports/{id}/comments and POST comments/{postId}: trimmed, never blank. */
export const createCommentSchema = z.object({
  content: z
    .string({ error: V.commentEmpty })
    .trim()
    .min(1, V.commentEmpty)
    .max(LIMITS.commentMax, V.commentTooLong),
});
export type CreateCommentBody = z.input<typeof createCommentSchema>;

/** Comment lists come in pages, newest first: `size` by default, at most `max` (docs/decisions/022). */
export const COMMENT_PAGE = { size: 50, max: 100 } as const;

/** GET comments: `before` is the id of the last comment of the previous page (a keyset cursor). */
export const commentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(COMMENT_PAGE.max).default(COMMENT_PAGE.size),
  before: idParamSchema.optional(),
});
