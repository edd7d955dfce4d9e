import { createHash } from 'node:crypto';
import { numberInput, VALIDATION_MESSAGES as V } from '@dengue/core';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { cityOutline } from './geocode.repository.ts';
import { reverseGeocode } from './geocode.service.ts';
import { createNominatimClient } from './nominatim.ts';

const tags = ['geocode'];

const coordinate = (min: number, max: number) =>
  numberInput(V.coordinates).pipe(z.number().min(min, V.coordinates).max(max, V.coordinates));

const reverseQuerySchema = z.object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) });

const reverseAnswerSchema = z.object({
  address: z.string(),
  barangay: z.string().nullable(),
  source: z.enum(['geocoder', 'offline']),
});

// The outline changes as rarely as the barangay boundaries: a month, revalidated by ETag.
const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

/**
 * Addresses for the location pickers (the spec's "geocoder from a maps service"), and the city outline
 * they draw the red overlay with. The paths are not in the spec; decision 011 explains them.
 */
export async function geocodeRoutes(app: App, ctx: AppContext): Promise<void> {
  const geocoder = ctx.config.geocoderUrl
    ? createNominatimClient({
        url: ctx.config.geocoderUrl,
        userAgent: `DengueWatchQC/${ctx.version} (+${ctx.config.publicUrl})`,
      })
    : undefined;

  app.get(
    '/geocode/reverse',
    {
      // Signed-in only: the pickers are for residents and staff, and the upstream geocoder is rationed.
      preHandler: requireAuth({ db: ctx.db, secret: ctx.jwtSecret }),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          'Address of a point: the GEOCODER_URL street address, else "{barangay}, Quezon City, Metro Manila"; 404 "Address not found"',
        querystring: reverseQuerySchema,
        response: { 200: reverseAnswerSchema },
      },
    },
    async (request) => reverseGeocode({ db: ctx.db, geocoder }, request.query),
  );

  const outline = cityOutline();
  const etag = `"${createHash('sha256').update(outline.raw).digest('base64url').slice(0, 27)}"`;
  app.get(
    '/geocode/city-boundary',
    { schema: { tags, summary: "Quezon City's boundary (GeoJSON FeatureCollection, one Polygon)" } },
    async (request, reply) => {
      reply
        .header('content-type', 'application/geo+json; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(outline.raw);
    },
  );
}
