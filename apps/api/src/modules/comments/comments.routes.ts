import {
  COMMENT_MESSAGES,
  commentListQuerySchema,
  commentSchema,
  createCommentSchema,
  idParamSchema,
  VOTE_MESSAGES,
} from '@dengue/core';
import { z } from 'zod';
import { optionalAuth, residentOnly } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { rolesFor } from '../../lib/policy.ts';
import { answerPublicRead, queryKey } from '../reports/public-reads-cache.ts';
import type { CommentParent } from './comments.repository.ts';
import { addComment, commentsOf } from './comments.service.ts';

const tags = ['comments'];
const commentOut = commentSchema.extend({ upvotesCount: z.number().int(), downvotesCount: z.number().int() });
const commentList = z.object({
  comments: z.array(commentOut),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});

/** GET/POST reports/{id}/comments and comments/{postId} (announcements). Only residents comment. */
export async function commentsRoutes(app: App, ctx: AppContext): Promise<void> {
  const guard = { db: ctx.db, secret: ctx.jwtSecret };
  const viewer = optionalAuth(guard);
  const commenter = residentOnly(
    guard,
    {
      visitor: COMMENT_MESSAGES.loginToComment,
      otherRole: VOTE_MESSAGES.onlyRegularUsers.replace('vote', 'comment'),
    },
    rolesFor('comment', 'create'),
    { action: 'comment', scale: ctx.config.rateLimitScale },
  );
  const routes: [
    string,
    z.ZodObject<{ id: typeof idParamSchema } | { postId: typeof idParamSchema }>,
    (p: Record<string, string>) => CommentParent,
  ][] = [
    ['/reports/:id/comments', z.object({ id: idParamSchema }), (p) => ({ kind: 'report', id: p.id! })],
    ['/comments/:postId', z.object({ postId: idParamSchema }), (p) => ({ kind: 'post', id: p.postId! })],
  ];
  for (const [path, params, parentOf] of routes) {
    app.get(
      path,
      {
        preHandler: viewer,
        schema: {
          tags,
          summary:
            'Comments, newest first, a page at a time (limit, default 50, at most 100; before: the nextCursor of the previous page); total counts them all',
          params,
          querystring: commentListQuerySchema,
          response: { 200: commentList },
        },
      },
      async (request, reply) => {
        const parent = parentOf(request.params as Record<string, string>);
        return answerPublicRead(ctx.db, request, reply, {
          key: queryKey(`comments:${parent.kind}:${parent.id}`, request.query),
          schema: commentList,
          shared: () => commentsOf(ctx.db, parent, undefined, request.query),
          live: async () => (await commentsOf(ctx.db, parent, request.actor, request.query)).body,
        });
      },
    );
    app.post(
      path,
      {
        preHandler: commenter,
        schema: {
          tags,
          security: [{ bearerAuth: [] }],
          summary: 'Add a comment (content trimmed, 1 to 1000 characters)',
          params,
          body: createCommentSchema,
          response: { 201: commentOut },
        },
      },
      async (request, reply) => {
        const comment = await addComment(
          ctx.db,
          parentOf(request.params as Record<string, string>),
          request.body.content,
          request.actor!,
        );
        return reply.code(201).send(comment);
      },
    );
  }
}
