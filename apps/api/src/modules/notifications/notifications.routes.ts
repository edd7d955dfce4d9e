import {
  API_MESSAGES,
  buildPagination,
  idParamsSchema,
  pageQuerySchema,
  paginationSchema,
} from '@dengue/core';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth-guard.ts';
import { notFound } from '../../lib/errors.ts';
import type { App, AppContext } from '../../lib/http.ts';
import {
  listNotifications,
  markAllRead,
  markRead,
  type NotificationRow,
} from './notifications.repository.ts';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

const notificationSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  message: z.string(),
  reportId: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});

const present = (row: NotificationRow): z.infer<typeof notificationSchema> => ({
  _id: row.id,
  kind: row.kind,
  message: row.message,
  reportId: row.reportId,
  read: row.readAt !== null,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** In-app notifications of the signed-in account (e.g. 'your report was validated'). */
export async function notificationsRoutes(app: App, ctx: AppContext): Promise<void> {
  const signedIn = requireAuth({ db: ctx.db, secret: ctx.jwtSecret });

  app.get(
    '/notifications',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'Own notifications, newest first, with the unread count',
        querystring: pageQuerySchema,
        response: {
          200: z.object({
            notifications: z.array(notificationSchema),
            unreadCount: z.number().int(),
            pagination: paginationSchema,
          }),
        },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const result = await listNotifications(ctx.db, request.actor!.id, {
        limit,
        offset: (page - 1) * limit,
      });
      return {
        notifications: result.rows.map(present),
        unreadCount: result.unread,
        pagination: buildPagination(result.total, page, limit),
      };
    },
  );

  app.patch(
    '/notifications/read-all',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'Marks every own notification read',
        response: { 200: z.object({ updated: z.number().int(), unreadCount: z.number().int() }) },
      },
    },
    async (request) => ({ updated: await markAllRead(ctx.db, request.actor!.id), unreadCount: 0 }),
  );

  app.patch(
    '/notifications/:id/read',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'Marks one own notification read',
        params: idParamsSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => {
      const row = await markRead(ctx.db, request.params.id, request.actor!.id);
      if (!row) throw notFound(API_MESSAGES.notFound);
      return present(row);
    },
  );
}
