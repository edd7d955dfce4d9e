import {
  basicProfileSchema,
  idParamsSchema,
  LIMITS,
  PROFILE_MESSAGES,
  profileResponseSchema,
  updateBioSchema,
} from '@dengue/core';
import { z } from 'zod';
import { optionalAuth, requireAuth } from '../../lib/auth-guard.ts';
import { badRequest } from '../../lib/errors.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { requestMeta } from '../../lib/request-context.ts';
import { presentBasicProfile } from './accounts.presenter.ts';
import { findAccountById } from './accounts.repository.ts';
import { messageResponse, pagination, paging } from './accounts-schemas.ts';
import * as profiles from './profile.service.ts';
import { listPublicResidents } from './residents.repository.ts';

const tags = ['accounts'];
const security = [{ bearerAuth: [] }];

/** Everyone's own account and the public profiles; the superadmin's account management is account-admin's. */
export async function accountsRoutes(app: App, ctx: AppContext): Promise<void> {
  const guard = { db: ctx.db, secret: ctx.jwtSecret };

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
    async (request) => profiles.ownStatus(ctx.db, request.actor!.id),
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
