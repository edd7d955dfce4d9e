import {
  ACCOUNT_STATUSES,
  accountSchema,
  basicProfileSchema,
  createAdminSchema,
  emailCheckSchema,
  idParamsSchema,
  LIMITS,
  otpSchema,
  PROFILE_MESSAGES,
  profileResponseSchema,
  toggleStatusSchema,
  updateBioSchema,
} from '@dengue/core';
import { z } from 'zod';
import { optionalAuth, requireAuth } from '../../lib/auth-guard.ts';
import { badRequest } from '../../lib/errors.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { rolesFor } from '../../lib/policy.ts';
import { requestMeta } from '../../lib/request-context.ts';
import { presentBasicProfile } from './accounts.presenter.ts';
import { findAccountById } from './accounts.repository.ts';
import * as accounts from './accounts.service.ts';
import * as profiles from './profile.service.ts';
import { listPublicResidents } from './residents.repository.ts';

const tags = ['accounts'];
const security = [{ bearerAuth: [] }];
const paging = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
};
const listQuery = z.object({
  role: z.enum(['user', 'admin']).default('user'),
  /** Within role=admin: only admins or only superadmins (the Admin / Super Admin filter). */
  adminRole: z.enum(['admin', 'superadmin']).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  ...paging,
});
const pagination = z.object({
  totalItems: z.number(),
  hasMore: z.boolean(),
  page: z.number(),
  limit: z.number(),
});
const accountPage = z.object({ accounts: z.array(accountSchema), pagination });
const messageResponse = z.object({ message: z.string() });
const passwordBody = z.object({ superadminPassword: z.string().optional() });

export async function accountsRoutes(app: App, ctx: AppContext): Promise<void> {
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

  app.get(
    '/accounts/me',
    {
      preHandler: requireAuth(guard),
      schema: {
        tags,
        security,
        summary: 'Own role and status: the 30-second account check of admins and superadmins',
        response: { 200: z.object({ _id: z.string(), role: z.string(), status: z.string() }) },
      },
    },
    async (request) => accounts.ownStatus(ctx.db, request.actor!.id),
  );

  app.get(
    '/accounts/basic',
    {
      preHandler: requireAuth(guard),
      schema: { tags, security, summary: 'Own basic profile', response: { 200: basicProfileSchema } },
    },
    async (request) => presentBasicProfile((await findAccountById(ctx.db, request.actor!.id))!),
  );

  app.get(
    '/accounts/role/user',
    {
      schema: {
        tags,
        summary: 'Active residents as basic profiles (for People search); never e-mails',
        querystring: z.object({ search: z.string().trim().max(100).optional(), ...paging }),
        response: { 200: z.object({ users: z.array(basicProfileSchema), pagination }) },
      },
    },
    async (request) => listPublicResidents(ctx.db, request.query),
  );

  app.get(
    '/accounts/profile/:id',
    {
      preHandler: optionalAuth(guard),
      schema: {
        tags,
        summary: 'Profile with report statistics; e-mail only for the owner and superadmins',
        params: idParamsSchema,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => profiles.getProfile(ctx.db, request.params.id, requestMeta(request)),
  );

  app.patch(
    '/accounts/:id/bio',
    {
      preHandler: requireAuth(guard),
      schema: {
        tags,
        security,
        summary: 'Edit own bio (500 characters)',
        params: idParamsSchema,
        body: updateBioSchema,
        response: { 200: messageResponse.extend({ bio: z.string() }) },
      },
    },
    async (request) => profiles.updateBio(ctx.db, request.params.id, request.body.bio, requestMeta(request)),
  );

  app.post(
    '/accounts/profile-photo',
    {
      preHandler: requireAuth(guard),
      schema: {
        tags,
        security,
        summary: 'Replace own profile photo (multipart field profilePhoto: JPEG, PNG or GIF under 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: messageResponse.extend({
            profilePhotoUrl: z.string(),
            user: z.object({ _id: z.string(), profilePhotoUrl: z.string() }),
          }),
        },
      },
    },
    async (request) => {
      const file = await request.file({
        limits: { fileSize: LIMITS.profilePhotoMaxBytes, files: 1, fields: 5 },
      });
      if (file?.fieldname !== 'profilePhoto') throw badRequest(PROFILE_MESSAGES.invalidPhotoType);
      const buffer = await file.toBuffer().catch(() => {
        throw badRequest(PROFILE_MESSAGES.photoTooLarge);
      });
      return profiles.updateProfilePhoto(ctx.db, ctx.storage, buffer, requestMeta(request));
    },
  );
}
