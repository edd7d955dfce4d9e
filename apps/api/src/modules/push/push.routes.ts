import {
  API_MESSAGES,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@dengue/core';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth-guard.ts';
import { forbidden } from '../../lib/errors.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { can } from '../../lib/policy.ts';
import type { Actor } from '../../lib/request-context.ts';
import { countSubscriptions, deleteSubscription, upsertSubscription } from './push.repository.ts';

const tags = ['push'];
const security = [{ bearerAuth: [] }];
const devicesSchema = z.object({ devices: z.number().int().min(0) });

/** Web Push: the server's public key, and each resident's devices that agreed to receive alerts. */
export async function pushRoutes(app: App, ctx: AppContext): Promise<void> {
  const signedIn = requireAuth({ db: ctx.db, secret: ctx.jwtSecret });
  const residentOnly = async (request: { actor?: Actor }) => {
    if (!can(request.actor, 'alert', 'receive')) throw forbidden(API_MESSAGES.alertsResidentsOnly);
  };

  app.get(
    '/push/public-key',
    {
      schema: {
        tags,
        summary: "The server's VAPID public key (PushManager.subscribe's applicationServerKey)",
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => ({ publicKey: await ctx.push.publicKey() }),
  );

  app.post(
    '/push/subscriptions',
    {
      preHandler: [signedIn, residentOnly],
      schema: {
        tags,
        security,
        summary: "Store this browser's push subscription (PushSubscription.toJSON()); residents only",
        body: pushSubscriptionSchema,
        response: { 201: devicesSchema },
      },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      await upsertSubscription(ctx.db, {
        accountId: request.actor!.id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
      return reply.code(201).send({ devices: await countSubscriptions(ctx.db, request.actor!.id) });
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      preHandler: [signedIn, residentOnly],
      schema: {
        tags,
        security,
        summary: "Forget this browser's push subscription (by endpoint)",
        body: pushUnsubscribeSchema,
        response: { 200: devicesSchema.extend({ removed: z.number().int() }) },
      },
    },
    async (request) => ({
      removed: await deleteSubscription(ctx.db, request.actor!.id, request.body.endpoint),
      devices: await countSubscriptions(ctx.db, request.actor!.id),
    }),
  );
}
