import { idParamsSchema, VOTE_MESSAGES, voteResultSchema } from '@dengue/core';
import { residentOnly } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { rolesFor } from '../../lib/policy.ts';
import type { VoteDirection, VoteTarget } from '../votes/votes.repository.ts';
import { vote } from './voting.service.ts';

const BASES: [string, VoteTarget][] = [
  ['/reports', 'report'],
  ['/adminposts', 'post'],
  ['/adminPosts', 'post'],
  ['/comments', 'comment'],
];
const DIRECTIONS: [string, VoteDirection][] = [
  ['upvote', 'up'],
  ['downvote', 'down'],
];

/** POST and DELETE {reports|adminposts|comments}/{id}/{upvote|downvote}: residents only. */
export async function votingRoutes(app: App, ctx: AppContext): Promise<void> {
  const voter = residentOnly(
    { db: ctx.db, secret: ctx.jwtSecret },
    { visitor: VOTE_MESSAGES.loginToVote, otherRole: VOTE_MESSAGES.onlyRegularUsers },
    rolesFor('vote', 'create'),
    { action: 'vote', scale: ctx.config.rateLimitScale },
  );
  for (const [base, target] of BASES) {
    for (const [word, direction] of DIRECTIONS) {
      const common = {
        preHandler: voter,
        schema: {
          tags: ['votes'],
          security: [{ bearerAuth: [] }],
          params: idParamsSchema,
          response: { 200: voteResultSchema },
        },
      };
      app.post(
        `${base}/:id/${word}`,
        {
          ...common,
          schema: { ...common.schema, summary: `Toggle the ${word} (the other vote is switched)` },
        },
        async (request) =>
          vote(ctx.db, target, request.params.id, request.actor!, { kind: 'toggle', direction }),
      );
      app.delete(
        `${base}/:id/${word}`,
        { ...common, schema: { ...common.schema, summary: `Remove the ${word}` } },
        async (request) =>
          vote(ctx.db, target, request.params.id, request.actor!, { kind: 'remove', direction }),
      );
    }
  }
}
