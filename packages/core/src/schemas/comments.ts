import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { VALIDATION_MESSAGES as V } from '../extra-messages.ts';
import { idSchema, isoDateTimeSchema, voteListsSchema } from './common.ts';

/** Comments on reports and on announcements (resident sections 3, 5 and 7). */

export const commentSchema = voteListsSchema.extend({
  _id: idSchema,
  user: z.object({ _id: idSchema, username: z.string(), profilePhotoUrl: z.string().nullable() }),
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
