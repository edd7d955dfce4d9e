import {
  clusterCallResultSchema,
  clusterRemoveReportsSchema,
  createSubClusterSchema,
  idParamsSchema,
  resolveReportsSchema,
  subClusterAddReportsSchema,
  subClusterRemoveReportsSchema,
} from '@dengue/core';
import { requireAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { rolesFor } from '../../lib/policy.ts';
import { requestMeta } from '../../lib/request-context.ts';
import * as service from './report-cluster-calls.service.ts';

const tags = ['clusters'];
const security = [{ bearerAuth: [] }];
const CHECKED =
  'Every report must be a member (409 REPORTS_NOT_IN_CLUSTER otherwise; nothing is written). One transaction with an audit row; clusters are recomputed and keep their ids.';

/**
 * The officer's cluster calls (admins). They live with the reports because they change reports, and every
 * report write goes through `writeReports` (decision 028).
 */
export async function reportClusterCallsRoutes(app: App, ctx: AppContext): Promise<void> {
  const admin = requireAuth({ db: ctx.db, secret: ctx.jwtSecret }, rolesFor('cluster', 'change'));

  app.post(
    '/clusters/sub-clusters',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: `Create a sub-cluster of a cluster from some of its reports (moved from any other sub-cluster). ${CHECKED}`,
        body: createSubClusterSchema,
        response: { 201: clusterCallResultSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createSubCluster(ctx.db, request.body, requestMeta(request))),
  );

  app.patch(
    '/clusters/sub-clusters/:id/add-reports',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: `Add reports of the same cluster to a sub-cluster (404 for an unknown sub-cluster). ${CHECKED}`,
        params: idParamsSchema,
        body: subClusterAddReportsSchema,
        response: { 200: clusterCallResultSchema },
      },
    },
    async (request) => service.addToSubCluster(ctx.db, request.params.id, request.body, requestMeta(request)),
  );

  app.patch(
    '/clusters/sub-clusters/:id/remove-reports',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: `Take reports out of a sub-cluster (they stay in the cluster; resetStatus also marks them unresolved; an emptied sub-cluster is deleted). Every report must be in the sub-cluster (409 REPORTS_NOT_IN_SUB_CLUSTER). One transaction with an audit row.`,
        params: idParamsSchema,
        body: subClusterRemoveReportsSchema,
        response: { 200: clusterCallResultSchema },
      },
    },
    async (request) =>
      service.removeFromSubCluster(ctx.db, request.params.id, request.body, requestMeta(request)),
  );

  app.patch(
    '/clusters/:id/remove-reports',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: `Take reports out of a cluster: permanentlyExclude keeps them out of clustering for good, otherwise they are held out until their status changes or a new report is filed within 50 m; resetStatus also marks them unresolved. cluster is null when the cluster dissolved. ${CHECKED}`,
        params: idParamsSchema,
        body: clusterRemoveReportsSchema,
        response: { 200: clusterCallResultSchema },
      },
    },
    async (request) =>
      service.removeFromCluster(ctx.db, request.params.id, request.body, requestMeta(request)),
  );

  app.patch(
    '/clusters/:id/resolve-reports',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: `Mark reports of a cluster resolved (the site was treated) or unresolved; a cluster whose reports are all resolved is resolved. ${CHECKED}`,
        params: idParamsSchema,
        body: resolveReportsSchema,
        response: { 200: clusterCallResultSchema },
      },
    },
    async (request) => service.resolveReports(ctx.db, request.params.id, request.body, requestMeta(request)),
  );
}
