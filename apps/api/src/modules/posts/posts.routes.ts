import {
  adminPostSchema,
  idParamsSchema,
  pageQuerySchema,
  paginationSchema,
  postCategorySchema,
} from '@dengue/core';
import { z } from 'zod';
import { optionalAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { getAdminPost, listAdminPosts } from './posts.service.ts';

const tags = ['admin posts'];
const listQuery = pageQuerySchema.extend({ category: postCategorySchema.optional() });
const postPage = z.object({ posts: z.array(adminPostSchema), pagination: paginationSchema });

/** Reading news, tips and announcements. The spec spells the path both 'adminposts' and 'adminPosts'. */
export async function postsRoutes(app: App, ctx: AppContext): Promise<void> {
  const viewer = optionalAuth({ db: ctx.db, secret: ctx.jwtSecret });
  for (const base of ['/adminposts', '/adminPosts']) {
    app.get(
      base,
      {
        preHandler: viewer,
        schema: {
          tags,
          summary: 'Admin posts, newest publish date first (non-admins: published and not archived only)',
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
          summary: "One admin post with images and votes (404 'Post not found')",
          params: idParamsSchema,
          response: { 200: adminPostSchema },
        },
      },
      async (request) => getAdminPost(ctx.db, request.params.id, request.actor),
    );
  }
}
