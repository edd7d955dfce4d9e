import { z } from 'zod';
import { LIMITS, POST_CATEGORIES, POST_STATUSES } from '../constants.ts';
import { VALIDATION_MESSAGES as V } from '../extra-messages.ts';
import { ADMIN_POST_MESSAGES as M } from '../post-messages.ts';
import { idSchema, isoDateTimeSchema, voteListsSchema } from './common.ts';

/** Admin posts: news, prevention tips and official announcements (admin sections 3, 5 and 7). */

export const postCategorySchema = z.enum(POST_CATEGORIES, { error: V.categoryRequired });

/** Display names of the categories (admin section 3). */
export const POST_CATEGORY_LABELS = {
  news: 'News Updates',
  tip: 'Prevention Tips',
  announcement: 'Official Announcements',
} as const satisfies Record<(typeof POST_CATEGORIES)[number], string>;

export const adminPostSchema = voteListsSchema.extend({
  _id: idSchema,
  title: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  category: postCategorySchema,
  status: z.enum(POST_STATUSES),
  publishDate: isoDateTimeSchema(),
  commentsCount: z.number().int().min(0),
  createdAt: isoDateTimeSchema(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

/** Refusals of the post calls whose wording the spec does not give (DELETE archives a post). */
export const POST_RULE_MESSAGES = {
  alreadyArchived: 'This post is already archived.',
  archivedReadOnly: 'An archived post can no longer be edited.',
} as const;

/** Blank after trimming: one message for both fields, as the form shows it. */
const title = z
  .string({ error: M.titleAndContentEmpty })
  .trim()
  .min(1, M.titleAndContentEmpty)
  .max(LIMITS.postTitleMax, M.titleTooLong);
const content = z
  .string({ error: M.titleAndContentEmpty })
  .trim()
  .min(1, M.titleAndContentEmpty)
  .max(LIMITS.postContentMax, M.contentTooLong);

/** POST adminPosts (multipart; images are files, checked by checkPostImages). */
export const createAdminPostSchema = z.object({
  title,
  content,
  category: postCategorySchema,
  publishDate: isoDateTimeSchema(V.publishDateRequired),
});
export type CreateAdminPostBody = z.input<typeof createAdminPostSchema>;

/** PATCH adminPosts/{id}: title, category and content required; the server sets publishDate to now. */
export const updateAdminPostSchema = z.object({
  title,
  content,
  category: postCategorySchema,
  publishDate: isoDateTimeSchema(V.publishDateRequired).optional(),
});
export type UpdateAdminPostBody = z.input<typeof updateAdminPostSchema>;
