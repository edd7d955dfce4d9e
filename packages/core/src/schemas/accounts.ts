import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../account-messages.ts';
import { ACCOUNT_STATUSES, LIMITS, REPORT_STATUSES, TOGGLE_STATUSES } from '../constants.ts';
import { VALIDATION_MESSAGES as V } from '../extra-messages.ts';
import { refineWith } from '../message-ids.ts';
import { passwordSchema, passwordsDiffer } from '../password-rules.ts';
import { emailSchema, roleSchema, usernameSchema } from './auth.ts';
import { idSchema, isoDateTimeSchema } from './common.ts';

/** Accounts and profiles (resident sections 3 and 7, admin sections 3, 5 and 7). */

/** An account in the superadmin tables. `deleted` is shown as Archived. */
export const accountSchema = z.object({
  _id: idSchema,
  username: z.string(),
  email: z.string(),
  name: z.string(),
  profilePhotoUrl: z.string().nullable(),
  role: roleSchema,
  status: z.enum(ACCOUNT_STATUSES),
  verified: z.boolean(),
  disabled: z.boolean(),
  bio: z.string(),
  createdAt: isoDateTimeSchema(),
  updatedAt: isoDateTimeSchema(),
  deletedAt: isoDateTimeSchema().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** GET accounts/basic: what any signed-in person may know about another. */
export const basicProfileSchema = z.object({
  _id: idSchema,
  username: z.string(),
  profilePhotoUrl: z.string().nullable(),
});
export type BasicProfile = z.infer<typeof basicProfileSchema>;

const byStatus = <T extends z.ZodType>(value: T) =>
  z.object({ Validated: value, Pending: value, Rejected: value });

/**
 * GET accounts/profile/{id}. recentActivity.reports is keyed by status; the items are report summaries
 * kept loose here so this file does not depend on the report schema.
 */
export const profileResponseSchema = z.object({
  account: z.object({
    profilePhotoUrl: z.string().nullable(),
    username: z.string(),
    email: z.string(),
    bio: z.string(),
  }),
  statistics: z.object({
    reportsByStatus: byStatus(z.number().int().min(0)),
    totalUpvotes: z.number().int(),
  }),
  recentActivity: z.object({ reports: byStatus(z.array(z.record(z.string(), z.unknown()))) }),
  photos: z.array(z.object({ url: z.string(), status: z.enum(REPORT_STATUSES) })),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const updateBioSchema = z.object({
  bio: z.string({ error: V.bioNotText }).trim().max(LIMITS.bioMax, V.bioTooLong),
});

/** POST accounts: the superadmin's 'Create New Admin' wizard, step 1 (admin section 5 wording). */
export const createAdminFormSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema('admin'),
    confirmPassword: z.string(),
  })
  .refine(
    (form) => !passwordsDiffer(form.password, form.confirmPassword),
    refineWith('auth.passwordsDoNotMatch', ['confirmPassword']),
  );

/**
 * The request body. Sensitive superadmin actions need the superadmin's own password again (admin
 * section 1); the API may require `superadminPassword` here rather than trusting a prior login call.
 */
export const createAdminSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema('admin'),
  role: z.literal('admin', { error: V.adminRole }).default('admin'),
  superadminPassword: z.string().min(1, ACCOUNT_MESSAGES.enterPassword).optional(),
});
export type CreateAdminBody = z.input<typeof createAdminSchema>;

/** POST accounts/email-check: the wizard's step 1 asks whether the e-mail is free. */
export const emailCheckSchema = z.object({ email: emailSchema });

/** PATCH accounts/{id}/toggle-status: banned or active for users, active or disabled for admins. */
export const toggleStatusSchema = z.object({
  status: z.enum(TOGGLE_STATUSES, { error: V.accountStatus }),
  superadminPassword: z.string().min(1, ACCOUNT_MESSAGES.enterPassword).optional(),
});
export type ToggleStatusBody = z.input<typeof toggleStatusSchema>;

/** The password dialog before delete, ban, unban, disable, enable and verify (admin section 5). */
export const superadminPasswordSchema = z.object({
  password: z.string({ error: ACCOUNT_MESSAGES.enterPassword }).min(1, ACCOUNT_MESSAGES.enterPassword),
});

/** The re-authentication call itself: a login with the signed-in superadmin's e-mail. */
export const superadminReauthSchema = superadminPasswordSchema.extend({
  email: emailSchema,
  role: z.literal('superadmin'),
});

/** Superadmin tables: a user's status may be toggled between these only (admin section 4). */
export const allowedToggles = (role: 'user' | 'admin' | 'superadmin', from: string): readonly string[] => {
  if (role === 'superadmin') return [];
  if (role === 'user') return from === 'active' ? ['banned'] : from === 'banned' ? ['active'] : [];
  return from === 'active' || from === 'pending' ? ['disabled'] : from === 'disabled' ? ['active'] : [];
};
