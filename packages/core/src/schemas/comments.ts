import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { VALIDATION_MESSAGES as V } from '../extra-messages.ts';
import { idSchema, isoDateTimeSchema, voteListsSchema } from './common.ts';

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
