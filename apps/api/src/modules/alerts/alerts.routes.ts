import {
  ALERT_NOTIFICATION_KIND,
  alertAudienceQuerySchema,
  alertAudienceSchema,
  alertCooldownSchema,
  alertItemSchema,
  alertListSchema,
  errorBodySchema,
  idParamsSchema,
  pageQuerySchema,
  sendAlertSchema,
  updateAlertSchema,
} from '@dengue/core';
import { requireAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { rolesFor } from '../../lib/policy.ts';
import { PUSH_FAN_OUT_QUEUE, type PushJob } from '../../lib/push.ts';
import { requestMeta } from '../../lib/request-context.ts';
import {
  alertAudience,
  alertCooldown,
  deleteAlert,
  editAlert,
  getAlert,
  listAlertsPage,
  sendAlert,
} from './alerts.service.ts';

const tags = ['alerts'];
const security = [{ bearerAuth: [] }];
const cooldownBody = errorBodySchema.extend({ secondsLeft: alertCooldownSchema.shape.secondsLeft });

/** Dengue alerts, the staff side: only admins send, read, correct and archive them. */
export async function alertsRoutes(app: App, ctx: AppContext): Promise<void> {
  const adminOnly = requireAuth({ db: ctx.db, secret: ctx.jwtSecret }, rolesFor('alert', 'change'));

  app.post(
    '/alerts',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary:
          "Send an alert to barangays (one message, 1-280 characters). Notifies their residents in-app at once and by Web Push in the background. One per admin per 60 s: 429 'Please wait {n} seconds before sending another alert' with secondsLeft.",
        body: sendAlertSchema,
        response: { 201: alertItemSchema, 429: cooldownBody },
      },
    },
    async (request, reply) => {
      const sent = await sendAlert(ctx.db, request.body, requestMeta(request), (tx, alert, names) =>
        ctx.jobs
          .enqueue<PushJob>(
            PUSH_FAN_OUT_QUEUE,
            {
              alertId: alert.id,
              barangayIds: request.body.barangayIds,
              payload: {
                kind: ALERT_NOTIFICATION_KIND,
                alertId: alert.id,
                title: alert.title ?? `Dengue alert: ${names.join(', ')}`,
                body: alert.messages[0] ?? '',
                url: '/home',
              },
            },
            { tx },
          )
          .then(() => {}),
      );
      ctx.jobs.wake(PUSH_FAN_OUT_QUEUE);
      return reply.code(201).send(sent.alert);
    },
  );

  app.get(
    '/alerts',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Sent alerts, newest first, with barangay names, sender and reach (archived ones left out)',
        querystring: pageQuerySchema,
        response: { 200: alertListSchema },
      },
    },
    async (request) => listAlertsPage(ctx.db, request.query),
  );

  app.get(
    '/alerts/cooldown',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Seconds before this admin may send the next alert (0: now)',
        response: { 200: alertCooldownSchema },
      },
    },
    async (request) => alertCooldown(ctx.db, request.actor!.id),
  );

  app.get(
    '/alerts/audience',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'How many residents an alert to these barangays would notify (barangayIds: comma-separated)',
        querystring: alertAudienceQuerySchema,
        response: { 200: alertAudienceSchema },
      },
    },
    async (request) => alertAudience(ctx.db, request.query.barangayIds),
  );

  app.get(
    '/alerts/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary:
          "One alert with sender, barangays, residents notified and push deliveries (404 'Alert not found')",
        params: idParamsSchema,
        response: { 200: alertItemSchema },
      },
    },
    async (request) => getAlert(ctx.db, request.params.id),
  );

  app.patch(
    '/alerts/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Correct the wording of an alert (the barangays stay). Audited.',
        params: idParamsSchema,
        body: updateAlertSchema,
        response: { 200: alertItemSchema },
      },
    },
    async (request) => editAlert(ctx.db, request.params.id, request.body, requestMeta(request)),
  );

  app.delete(
    '/alerts/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: "Archive an alert: it leaves the list, banners and map popups; 'Total Alerts Sent' keeps it",
        params: idParamsSchema,
        response: { 200: alertItemSchema },
      },
    },
    async (request) => deleteAlert(ctx.db, request.params.id, requestMeta(request)),
  );
}
