import {
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  refreshTokenResponseSchema,
  refreshTokenSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  sessionUserSchema,
  verifyOtpResponseSchema,
  verifyOtpSchema,
} from '@dengue/core';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { requestMeta } from '../../lib/request-context.ts';
import * as auth from './auth.service.ts';

const messageResponse = z.object({ message: z.string() });
const tags = ['auth'];

export async function authRoutes(app: App, ctx: AppContext): Promise<void> {
  const deps = {
    db: ctx.db,
    mailer: ctx.mailer,
    secret: ctx.jwtSecret,
    rateScale: ctx.config.rateLimitScale,
  };

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Sign up as a resident; a 4-digit code is e-mailed',
        body: registerSchema,
        response: { 201: messageResponse.extend({ email: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await auth.register(deps, request.body, requestMeta(request))),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in; role superadmin re-checks a superadmin password',
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => auth.login(deps, request.body, requestMeta(request)),
  );

  app.post(
    '/auth/verify-otp',
    {
      schema: {
        tags,
        summary: 'Check an e-mailed code; password-reset codes yield a resetToken',
        body: verifyOtpSchema,
        response: { 200: verifyOtpResponseSchema },
      },
    },
    async (request) => auth.verifyOtp(deps, request.body, requestMeta(request)),
  );

  app.post(
    '/auth/resend-otp',
    {
      schema: {
        tags,
        summary: 'Send a new code (60 s cooldown)',
        body: resendOtpSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => auth.resendOtp(deps, request.body, requestMeta(request)),
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset code',
        body: forgotPasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => auth.forgotPassword(deps, request.body.email, requestMeta(request)),
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a resetToken',
        body: resetPasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => auth.resetPassword(deps, request.body, requestMeta(request)),
  );

  app.post(
    '/auth/refresh-token',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token; reuse of an old one ends the session family',
        body: refreshTokenSchema,
        response: { 200: refreshTokenResponseSchema },
      },
    },
    async (request) => auth.refresh(deps, request.body.refreshToken, requestMeta(request)),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'End the session of the given refresh token',
        body: z.object({ refreshToken: z.string().optional() }).optional(),
        response: { 200: messageResponse },
      },
    },
    async (request) => auth.logout(deps, request.body?.refreshToken),
  );

  app.get(
    '/auth/me',
    {
      preHandler: requireAuth({ db: ctx.db, secret: ctx.jwtSecret }),
      schema: {
        tags,
        summary: 'The signed-in account',
        security: [{ bearerAuth: [] }],
        response: { 200: sessionUserSchema },
      },
    },
    async (request) => auth.currentUser(ctx.db, request.actor!.id),
  );
}
