import type { FastifyRequest } from 'fastify';
import type { GuardOptions } from '../../lib/auth-guard.ts';
import { resolveActor } from '../../lib/auth-guard.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';

/**
 * preHandler for what only residents (role user) may do: vote, comment, report. Visitors and other roles get
 * the spec's own words (e.g. 'Please log in to vote' and 'Only regular users can vote').
 */
export const residentOnly =
  (guard: GuardOptions, messages: { visitor: string; otherRole: string }) =>
  async (request: FastifyRequest) => {
    const actor = await resolveActor(request, guard.db, guard.secret);
    if (!actor) throw unauthorized(messages.visitor);
    if (actor.role !== 'user') throw forbidden(messages.otherRole);
    request.actor = actor;
  };
