import {
  ACCOUNT_STATUSES,
  accountSchema,
  createAdminSchema,
  emailCheckSchema,
  idParamsSchema,
  otpSchema,
  toggleStatusSchema,
} from '@dengue/core';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { rolesFor } from '../../lib/policy.ts';
import { requestMeta } from '../../lib/request-context.ts';
import { messageResponse, pagination, paging } from '../accounts/accounts-schemas.ts';
import * as accounts from './account-admin.service.ts';

const tags = ['accounts'];
const security = [{ bearerAuth: [] }];
const listQuery = z.object({
  role: z.enum(['user', 'admin']).default('user'),
  /** Within role=admin: only admins or only superadmins (the Admin / Super Admin filter). */
  adminRole: z.enum(['admin', 'superadmin']).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  ...paging,
});
const accountPage = z.object({ accounts: z.array(accountSchema), pagination });
const passwordBody = z.object({ superadminPassword: z.string().optional() });

/**
 * The superadmin's account management (admin spec, section 4): lists, new admins with their e-mail check,
 * status changes and deletions. It sits after auth in the module order because it issues codes and ends
 * sessions through it.
 */
export async function accountAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const guard = { db: ctx.db, secret: ctx.jwtSecret };
  const superadmin = requireAuth(guard, rolesFor('account', 'change'));
  const deps = {
    db: ctx.db,
    mailer: ctx.mailer,
    secret: ctx.jwtSecret,
    rateScale: ctx.config.rateLimitScale,
  };

  app.get(
    '/accounts',
    {
      preHandler: superadmin,
      schema: {
        tags,
        security,
        summary:
          'Residents (role=user) or admins and superadmins (role=admin), deleted excluded, with stat counts',
        querystring: listQuery,
        response: {
          200: accountPage.extend({
            stats: z.object({
              total: z.number(),
              active: z.number(),
              banned: z.number(),
              disabled: z.number(),
              pending: z.number(),
            }),
          }),
        },
      },
    },
    async (request) => accounts.listAccountPage(ctx.db, { ...request.query, group: request.query.role }),
  );

  for (const [path, group, summary] of [
    ['/accounts/archived/users', 'user', 'Deleted residents'],
    ['/accounts/archived/admins', 'admin', 'Deleted admins'],
  ] as const) {
    app.get(
      path,
      {
        preHandler: superadmin,
        schema: { tags, security, summary, querystring: z.object(paging), response: { 200: accountPage } },
      },
      async (request) =>
        accounts.listAccountPage(ctx.db, { ...request.query, group, archived: true, sortOrder: 'desc' }),
    );
  }

  app.get(
    '/accounts/deleted',
    {
      preHandler: superadmin,
      schema: {
        tags,
        security,
        summary: 'Every deleted account',
        querystring: z.object(paging),
        response: { 200: accountPage },
      },
    },
    async (request) =>
      accounts.listAccountPage(ctx.db, { ...request.query, group: 'all', archived: true, sortOrder: 'desc' }),
  );

  app.post(
    '/accounts',
    {
      preHandler: superadmin,
      schema: {
        tags,
        security,
        summary: 'Create an admin (pending until the e-mail code is verified); needs superadminPassword',
        body: createAdminSchema,
        response: { 201: messageResponse.extend({ account: accountSchema }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await accounts.createAdmin(deps, request.body, requestMeta(request))),
  );

  app.post(
    '/accounts/email-check',
    {
      preHandler: superadmin,
      schema: {
        tags,
        security,
        summary:
          "Create-admin wizard step 1: whether a non-deleted account already uses the e-mail (409 'An active account with this email already exists')",
        body: emailCheckSchema,
        response: { 200: z.object({ available: z.literal(true) }) },
      },
    },
    async (request) => accounts.checkEmailAvailable(ctx.db, request.body.email),
  );

  app.delete(
    '/accounts/:id',
    {
      preHandler: superadmin,
      schema: {
        tags,
        security,
        summary: 'Archive (soft delete) an account; needs superadminPassword',
        params: idParamsSchema,
        body: passwordBody.optional(),
        response: { 200: messageResponse },
      },
    },
    async (request) =>
      accounts.deleteAccount(deps, request.params.id, request.body?.superadminPassword, requestMeta(request)),
  );

  app.patch(
    '/accounts/:id/toggle-status',
    {
      preHandler: superadmin,
      schema: {
        tags,
        security,
        summary: 'Ban or unban a resident, disable or enable an admin; needs superadminPassword',
        params: idParamsSchema,
        body: toggleStatusSchema,
        response: { 200: messageResponse.extend({ account: accountSchema }) },
      },
    },
    async (request) => accounts.toggleStatus(deps, request.params.id, request.body, requestMeta(request)),
  );

  app.post(
    '/accounts/:id/verify-email',
    {
      preHandler: superadmin,
      schema: {
        tags,
        security,
        summary: "Verify a pending admin's e-mail with the code they received; needs superadminPassword",
        params: idParamsSchema,
        body: passwordBody.extend({ otp: otpSchema }),
        response: { 200: messageResponse },
      },
    },
    async (request) => accounts.verifyAdminEmail(deps, request.params.id, request.body, requestMeta(request)),
  );
}
