import {
  createInterventionSchema,
  groupedInterventionsSchema,
  idParamsSchema,
  inProgressInterventionsSchema,
  interventionListQuerySchema,
  interventionPageSchema,
  interventionSchema,
  updateInterventionSchema,
} from '@dengue/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { optionalAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { requestMeta } from '../../lib/request-context.ts';
import {
  archiveIntervention,
  hardDeleteIntervention,
  unarchiveIntervention,
} from './intervention-archive.service.ts';
import { requireInterventionAdmin } from './intervention-guards.ts';
import { updateIntervention } from './intervention-update.service.ts';
import * as service from './interventions.service.ts';

const tags = ['interventions'];
const security = [{ bearerAuth: [] }];
const barangayParams = z.object({ barangay: z.string().trim().min(1) });

/** Interventions (admin section 7). Reads are public (the map shows them); every write is an admin's. */
export async function interventionsRoutes(app: App, ctx: AppContext): Promise<void> {
  const guard = { db: ctx.db, secret: ctx.jwtSecret };
  const viewer = optionalAuth(guard);
  // Before body validation, so a visitor or resident hears 401/403 rather than a field message.
  const adminOnly = async (request: FastifyRequest) => {
    await viewer(request);
    requireInterventionAdmin(request.actor);
  };

  app.get(
    '/interventions',
    {
      preHandler: viewer,
      schema: {
        tags,
        summary:
          'Active interventions, newest date first, filtered by type, status or barangay; archived=true lists the archives (admins)',
        querystring: interventionListQuerySchema,
        response: { 200: interventionPageSchema },
      },
    },
    async (request) => service.listInterventionPage(ctx.db, request.query, request.actor),
  );

  app.get(
    '/interventions/in-progress/:barangay',
    {
      schema: {
        tags,
        summary: 'Ongoing and Scheduled interventions of a barangay (404 if the barangay is unknown)',
        params: barangayParams,
        response: { 200: inProgressInterventionsSchema },
      },
    },
    async (request) => service.inProgressForBarangay(ctx.db, request.params.barangay),
  );

  app.get(
    '/interventions/barangay/:barangay/grouped',
    {
      schema: {
        tags,
        summary: 'Ongoing and Scheduled interventions of a barangay, in two lists',
        params: barangayParams,
        response: { 200: groupedInterventionsSchema },
      },
    },
    async (request) => service.groupedForBarangay(ctx.db, request.params.barangay),
  );

  app.post(
    '/interventions',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Create an intervention (admins). The pin must lie in the named barangay; the status must suit the date. Audited.',
        body: createInterventionSchema,
        response: { 201: interventionSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createIntervention(ctx.db, request.body, requestMeta(request))),
  );

  app.get(
    '/interventions/:id',
    {
      preHandler: viewer,
      schema: {
        tags,
        summary: 'One intervention (an archived one for admins only)',
        params: idParamsSchema,
        response: { 200: interventionSchema },
      },
    },
    async (request) => service.getIntervention(ctx.db, request.params.id, request.actor),
  );

  app.patch(
    '/interventions/:id',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Edit an intervention (admins): only sent fields change; the barangay is locked; a null pin clears it; Complete is final. Audited.',
        params: idParamsSchema,
        body: updateInterventionSchema,
        response: { 200: interventionSchema },
      },
    },
    async (request) => updateIntervention(ctx.db, request.params.id, request.body, requestMeta(request)),
  );

  app.delete(
    '/interventions/:id',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Archive an intervention (admins). Audited.',
        params: idParamsSchema,
        response: { 200: interventionSchema },
      },
    },
    async (request) => archiveIntervention(ctx.db, request.params.id, requestMeta(request)),
  );

  app.post(
    '/interventions/:id/unarchive',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Restore an archived intervention to the active list (admins). Audited.',
        params: idParamsSchema,
        response: { 200: interventionSchema },
      },
    },
    async (request) => unarchiveIntervention(ctx.db, request.params.id, requestMeta(request)),
  );

  app.delete(
    '/interventions/:id/hard',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Delete an archived intervention for good (admins). Audited with what it was.',
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => hardDeleteIntervention(ctx.db, request.params.id, requestMeta(request)),
  );
}
