import {
  clusterListQuerySchema,
  clusterSchema,
  clusterSummaryQuerySchema,
  clusterSummarySchema,
  idParamsSchema,
  markerTileParamsSchema,
  markerTileSchema,
  reportMarkerSchema,
  reportMarkersQuerySchema,
} from '@dengue/core';
import { z } from 'zod';
import { optionalAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { sendPrebuilt } from '../../lib/prebuilt-response.ts';
import * as service from './clusters.service.ts';

const tags = ['clusters'];

/** Read-only cluster and marker calls of the maps; anyone may read, staff see more (decision 010). */
export async function clustersRoutes(app: App, ctx: AppContext): Promise<void> {
  const viewer = optionalAuth({ db: ctx.db, secret: ctx.jwtSecret });

  app.get(
    '/clusters/get-clusters',
    {
      preHandler: viewer,
      compress: false,
      schema: {
        tags,
        summary:
          'Every cluster the viewer may see (visitors and residents: clusters of validated reports, counted from those only); members=false leaves out the member ids (what the public map draws from); ETag, 304 to a matching If-None-Match',
        querystring: clusterListQuerySchema,
        response: {
          200: z.union([service.clusterListSchema, service.clusterOutlineListSchema]),
          304: z.null().describe('Not modified: the clusters of the If-None-Match ETag are still current'),
        },
      },
    },
    async (request, reply) =>
      sendPrebuilt(
        request,
        reply,
        await service.clusterListResponse(ctx.db, request.actor, request.query),
        'private, no-cache',
        ['authorization'],
      ),
  );

  app.get(
    '/clusters/summary',
    {
      preHandler: viewer,
      schema: {
        tags,
        summary:
          'Clusters filtered by bbox (west,south,east,north), barangay, member dates, minReports and resolution status, largest first, with resolution counts',
        querystring: clusterSummaryQuerySchema,
        response: { 200: clusterSummarySchema },
      },
    },
    async (request) => service.clusterSummary(ctx.db, request.query, request.actor),
  );

  app.get(
    '/clusters/markers',
    {
      preHandler: viewer,
      // Prebuilt bytes in every encoding (decision 039): @fastify/compress must leave them alone.
      compress: false,
      schema: {
        tags,
        summary:
          'Breeding-site markers of the map (no author): validated reports for visitors and residents, every status for staff',
        querystring: reportMarkersQuerySchema,
        response: {
          200: z.object({ data: z.array(reportMarkerSchema) }),
          304: z.null().describe('Not modified: the markers of the If-None-Match ETag are still current'),
        },
      },
    },
    // Built as JSON text by the database (10,000 markers) and kept compressed; the schema above documents it.
    async (request, reply) => {
      const body = await service.reportMarkersJson(ctx.db, request.query.status, request.actor);
      // The ETag names the data version and the view: a reload whose markers have not changed gets a 304.
      // `private`: staff and visitors see different markers under one URL.
      return sendPrebuilt(request, reply, body, 'private, no-cache', ['authorization']);
    },
  );

  app.get(
    '/clusters/markers/tiles/:z/:x/:y',
    {
      compress: false,
      schema: {
        tags,
        summary:
          "One tile (z/x/y, the map's Web Mercator tiles, z 9 to 17) of the public map's breeding-site markers: validated reports as markers while the tile holds few (at most MARKER_TILE_LIMIT, 400; always at z 17), else counts per area with the reports alone in theirs; the same for every viewer; ETag, 304 to a matching If-None-Match",
        params: markerTileParamsSchema,
        response: {
          200: z.object({ data: markerTileSchema }),
          304: z.null().describe('Not modified: the tile of the If-None-Match ETag is still current'),
        },
      },
    },
    async (request, reply) => {
      const body = await service.markerTileJson(ctx.db, request.params, ctx.config.markerTileLimit);
      // `public`: no viewer sees more in a tile, so shared caches may keep it (and must revalidate).
      return sendPrebuilt(request, reply, body, 'public, no-cache');
    },
  );

  app.get(
    '/clusters/:id',
    {
      preHandler: viewer,
      compress: false,
      schema: {
        tags,
        summary: 'One cluster, as the viewer may see it (ETag: a matching If-None-Match answers 304)',
        params: idParamsSchema,
        response: {
          200: clusterSchema,
          304: z.null().describe('Not modified: the cluster of the If-None-Match ETag is still current'),
        },
      },
    },
    // Kept per version of the clusters and view (staff see every member), like the list.
    async (request, reply) =>
      sendPrebuilt(
        request,
        reply,
        await service.clusterResponse(ctx.db, request.params.id, request.actor),
        'private, no-cache',
        ['authorization'],
      ),
  );
}
