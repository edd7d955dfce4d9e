import type { Role } from '@dengue/core';
import type { FastifyRequest } from 'fastify';

/** The signed-in account attached by the auth guard. */
export interface Actor {
  id: string;
  role: Role;
  email: string;
  username: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
}

/** Who did it and from where: what services need for authorization and the audit log. */
export interface RequestMeta {
  actor: Actor | undefined;
  ip: string;
  userAgent: string | undefined;
}

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  actor: request.actor,
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
