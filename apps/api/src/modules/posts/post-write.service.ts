import {
  ADMIN_POST_MESSAGES,
  type AdminPost,
  API_MESSAGES,
  checkPostImages,
  createAdminPostSchema,
  POST_RULE_MESSAGES,
  updateAdminPostSchema,
} from '@dengue/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { processUploads, REPORT_IMAGE_FORMATS, withStoredImages } from '../../lib/images.ts';
import type { MultipartForm } from '../../lib/multipart-form.ts';
import type { RequestMeta } from '../../lib/request-context.ts';
import type { Storage } from '../../lib/storage.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { archivePost, findPost, insertPost, updatePost } from './posts.repository.ts';
import { getAdminPost } from './posts.service.ts';

/**
 * Writing news, tips and announcements (admin sections 5 and 7). The route lets only admins in; every rule of
 * the post form is checked here before anything is stored, and each write is audited in its own transaction.
 */

/** The first message of a failed parse, with all of them in `errors` (the form shows one at a time). */
function parseOrRefuse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => issue.message);
  throw badRequest(errors[0] ?? API_MESSAGES.validationFailed, errors);
}

/** Same audit shape for every post action: who, from where, which post. */
const auditOf = (meta: RequestMeta, action: string, postId: string, details: Record<string, unknown>) => ({
  actorId: meta.actor!.id,
  actorRole: meta.actor!.role,
  action,
  targetType: 'post',
  targetId: postId,
  details,
  ip: meta.ip,
});

/**
 * POST adminPosts: title, content, category and publishDate, then 1 to 8 JPG or PNG images (each at most
 * 2 MB, 8 MB together), decoded by content and re-encoded without metadata. A later publishDate schedules
 * the post: residents see it from then on.
 */
export async function createAdminPost(
  deps: { db: Db; storage: Storage },
  form: MultipartForm,
  meta: RequestMeta,
): Promise<AdminPost> {
  const body = parseOrRefuse(createAdminPostSchema, form.fields);
  const fileProblem = checkPostImages(form.files);
  if (fileProblem) throw badRequest(fileProblem);
  const images = await processUploads(form.files, { allowedFormats: REPORT_IMAGE_FORMATS }, (name) =>
    badRequest(ADMIN_POST_MESSAGES.unsupportedFiles(name)),
  );
  const id = await withStoredImages(deps.storage, 'posts', images, (stored) =>
    deps.db.transaction(async (tx) => {
      const postId = await insertPost(
        tx,
        {
          authorId: meta.actor!.id,
          title: body.title,
          content: body.content,
          category: body.category,
          publishDate: new Date(body.publishDate),
        },
        stored,
      );
      await recordAudit(
        tx,
        auditOf(meta, 'post.create', postId, {
          title: body.title,
          category: body.category,
          publishDate: body.publishDate,
          images: stored.length,
        }),
      );
      return postId;
    }),
  );
  return getAdminPost(deps.db, id, meta.actor);
}

/**
 * PATCH adminPosts/{id}: title, category and content are required, and the post's publishDate becomes now
 * (admin section 5), whatever date the form sends. Images are not changed by an edit. Archived posts are
 * read-only. The audit row keeps what the post said before.
 */
export async function updateAdminPost(
  db: Db,
  id: string,
  input: unknown,
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<AdminPost> {
  const row = await findPost(db, id, { includeHidden: true, now });
  if (!row) throw notFound(API_MESSAGES.postNotFound);
  const body = parseOrRefuse(updateAdminPostSchema, input ?? {});
  if (row.status !== 'active') throw badRequest(POST_RULE_MESSAGES.archivedReadOnly);
  await db.transaction(async (tx) => {
    const changes = { title: body.title, content: body.content, category: body.category, publishDate: now };
    if (!(await updatePost(tx, id, changes, now))) throw badRequest(POST_RULE_MESSAGES.archivedReadOnly);
    await recordAudit(
      tx,
      auditOf(meta, 'post.update', id, {
        previous: {
          title: row.title,
          content: row.content,
          category: row.category,
          publishDate: row.publishDate.toISOString(),
        },
        title: body.title,
        category: body.category,
      }),
    );
  });
  return getAdminPost(db, id, meta.actor);
}

/**
 * DELETE adminPosts/{id} archives the post (the console lists deleted posts as archived): residents no
 * longer see it, its images and comments are kept for the archives. Conditional on the post being active,
 * so a second click is told it is already archived and writes no second audit row.
 */
export async function archiveAdminPost(
  db: Db,
  id: string,
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<{ message: string }> {
  const row = await findPost(db, id, { includeHidden: true, now });
  if (!row) throw notFound(API_MESSAGES.postNotFound);
  await db.transaction(async (tx) => {
    if (!(await archivePost(tx, id, now))) throw badRequest(POST_RULE_MESSAGES.alreadyArchived);
    await recordAudit(tx, auditOf(meta, 'post.delete', id, { title: row.title, category: row.category }));
  });
  return { message: ADMIN_POST_MESSAGES.deleted };
}
