import {
  adminPostSchema,
  idParamsSchema,
  POST_STATUSES,
  pageIdParamsSchema,
  pageQuerySchema,
  paginationSchema,
  postCategorySchema,
} from '@dengue/core';
import { z } from 'zod';
import { optionalAuth, requireAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { rolesFor } from '../../lib/policy.ts';
import { requestMeta } from '../../lib/request-context.ts';
import { readPostEdit, readPostForm } from './post-upload.ts';
import { archiveAdminPost, createAdminPost, updateAdminPost } from './post-write.service.ts';
import { getAdminPost, listAdminPosts } from './posts.service.ts';

const tags = ['admin posts'];
const security = [{ bearerAuth: [] }];
const listQuery = pageQuerySchema.extend({
  category: postCategorySchema.optional(),
  /** Staff only (the console's Recent Admin Posts and its archives); others always get active posts. */
  status: z.enum(POST_STATUSES, { error: 'Status must be active or archived.' }).optional(),
});
const postPage = z.object({ posts: z.array(adminPostSchema), pagination: paginationSchema });

/**
 * News, tips and announcements. Everyone reads; only admins write (admin section 6 lists posts under Admin,
 * not Superadmin). The spec spells the path both 'adminposts' and 'adminPosts'; both answer.
 */
export async function postsRoutes(app: App, ctx: AppContext): Promise<void> {
  const guard = { db: ctx.db, secret: ctx.jwtSecret };
  const viewer = optionalAuth(guard);
  // A preHandler: the role is checked before the upload is read, so nobody else gets field messages.
  const adminOnly = requireAuth(guard, rolesFor('post', 'change'));
  const deps = { db: ctx.db, storage: ctx.storage };
  for (const base of ['/adminposts', '/adminPosts']) {
    app.get(
      base,
      {
        preHandler: viewer,
        schema: {
          tags,
          summary:
            'Admin posts, newest publish date first (non-admins: published and not archived only; admins may filter by status)',
          querystring: listQuery,
          response: { 200: postPage },
        },
      },
      async (request) => listAdminPosts(ctx.db, request.query, request.actor),
    );
    app.get(
      `${base}/:id`,
      {
        preHandler: viewer,
        schema: {
          tags,
          summary: "One admin post with images and votes (404 'Post not found', also for a malformed id)",
          params: pageIdParamsSchema,
          response: { 200: adminPostSchema },
        },
      },
      async (request) => getAdminPost(ctx.db, request.params.id, request.actor),
    );
    app.post(
      base,
      {
        preHandler: adminOnly,
        schema: {
          tags,
          security,
          summary:
            'Publish a post (admins; multipart: title, content, category news|tip|announcement, publishDate ISO, images x1-8 JPG/PNG, each <= 2 MB, <= 8 MB in all). Audited.',
          consumes: ['multipart/form-data'],
          response: { 201: adminPostSchema },
        },
      },
      async (request, reply) => {
        const form = await readPostForm(request);
        return reply.code(201).send(await createAdminPost(deps, form, requestMeta(request)));
      },
    );
    app.patch(
      `${base}/:id`,
      {
        preHandler: adminOnly,
        schema: {
          tags,
          security,
          summary:
            'Edit a post (admins; multipart or JSON: title, content, category; publishDate becomes now; images unchanged). Audited.',
          consumes: ['multipart/form-data', 'application/json'],
          params: idParamsSchema,
          response: { 200: adminPostSchema },
        },
      },
      async (request) =>
        updateAdminPost(ctx.db, request.params.id, await readPostEdit(request), requestMeta(request)),
    );
    app.delete(
      `${base}/:id`,
      {
        preHandler: adminOnly,
        schema: {
          tags,
          security,
          summary: 'Delete a post (admins): it is archived, residents no longer see it. Audited.',
          params: idParamsSchema,
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      async (request) => archiveAdminPost(ctx.db, request.params.id, requestMeta(request)),
    );
  }
}
