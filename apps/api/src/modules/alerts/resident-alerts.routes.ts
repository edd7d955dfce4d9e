import {
  homeBarangaySchema,
  idParamsSchema,
  publicAlertListSchema,
  setHomeBarangaySchema,
} from '@dengue/core';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { barangayAlerts } from './alerts.service.ts';
import { dismissHomeAlert, getHomeBarangay, homeAlerts, setHomeBarangay } from './resident-alerts.service.ts';

const tags = ['alerts'];
const security = [{ bearerAuth: [] }];

/** The residents' side of alerts: a private home barangay, the banner, and every visitor's map popup. */
export async function residentAlertsRoutes(app: App, ctx: AppContext): Promise<void> {
  const signedIn = requireAuth({ db: ctx.db, secret: ctx.jwtSecret });

  app.get(
    '/accounts/me/home-barangay',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: "The resident's own home barangay (private: no other call shows it)",
        response: { 200: homeBarangaySchema },
      },
    },
    async (request) => getHomeBarangay(ctx.db, request.actor!),
  );

  app.patch(
    '/accounts/me/home-barangay',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary:
          'Choose (barangayId) or clear (null) the home barangay whose dengue alerts reach this resident',
        body: setHomeBarangaySchema,
        response: { 200: homeBarangaySchema },
      },
    },
    async (request) => setHomeBarangay(ctx.db, request.actor!, request.body.barangayId),
  );

  app.get(
    '/alerts/home',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'Active alerts of my home barangay that I have not dismissed (the banner)',
        response: {
          200: publicAlertListSchema.extend({ barangay: homeBarangaySchema.shape.barangay }),
        },
      },
    },
    async (request) => homeAlerts(ctx.db, request.actor!),
  );

  app.post(
    '/alerts/:id/dismiss',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'Close an alert banner on every device of this resident',
        params: idParamsSchema,
        response: { 200: z.object({ dismissed: z.literal(true) }) },
      },
    },
    async (request) => dismissHomeAlert(ctx.db, request.actor!, request.params.id),
  );

  app.get(
    '/alerts/by-barangay/:id',
    {
      schema: {
        tags,
        summary: 'Active alerts of one barangay, newest first (the map popup; public)',
        params: idParamsSchema,
        response: { 200: publicAlertListSchema },
      },
    },
    async (request) => barangayAlerts(ctx.db, request.params.id),
  );
}
