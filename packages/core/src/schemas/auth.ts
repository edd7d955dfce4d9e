import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../account-messages.ts';
import { EXTRA_LIMITS, LIMITS, OTP_PURPOSES, ROLES } from '../constants.ts';
import { VALIDATION_MESSAGES as V } from '../extra-messages.ts';
import { refineWith } from '../message-ids.ts';
import { SIGNUP_MESSAGES } from '../messages.ts';
import { passwordSchema, passwordsDiffer } from '../password-rules.ts';
import { idSchema } from './common.ts';

/** Auth calls of resident section 7 and the session shapes of resident sections 3 and 4. */

/** Trimmed and lower-cased: one account per address whatever the capitals (the database agrees). */
export const emailSchema = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .max(EXTRA_LIMITS.emailMax, ACCOUNT_MESSAGES.emailInvalid)
  .pipe(z.email(ACCOUNT_MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());

export const usernameSchema = z
  .string({ error: ACCOUNT_MESSAGES.usernameRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.usernameRequired)
  .max(EXTRA_LIMITS.usernameMax, V.usernameTooLong);

const otpPattern = new RegExp(`^\\d{${LIMITS.otpDigits}}$`);
/** Four digits, nothing else (resident section 5). Blank gets the admin form's 'Please enter the OTP'. */
export const otpSchema = z
  .string({ error: ACCOUNT_MESSAGES.enterOtp })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.enterOtp, abort: true })
  .regex(otpPattern, V.otpFormat);

export const otpPurposeSchema = z.enum(OTP_PURPOSES, { error: V.otpPurpose });

export const registerSchema = z
  .object({
    email: emailSchema,
    username: usernameSchema,
    password: passwordSchema('signup'),
    confirmPassword: z.string({ error: SIGNUP_MESSAGES.passwordsDoNotMatch }),
    role: z.literal('user', { error: V.userRole }).default('user'),
  })
  .refine(
    (body) => !passwordsDiffer(body.password, body.confirmPassword),
    refineWith('auth.passwordsDoNotMatch', ['confirmPassword']),
  );
export type RegisterBody = z.input<typeof registerSchema>;

/** Role 'superadmin' is sent by the superadmin login and by the re-authentication before sensitive actions. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).min(1, ACCOUNT_MESSAGES.passwordRequired),
  role: z.literal('superadmin', { error: V.roleRequired }).optional(),
});
export type LoginBody = z.input<typeof loginSchema>;

export const verifyOtpSchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  purpose: otpPurposeSchema.default('account-verification'),
});
export type VerifyOtpBody = z.input<typeof verifyOtpSchema>;

export const resendOtpSchema = z.object({
  email: emailSchema,
  purpose: otpPurposeSchema.default('account-verification'),
});
export type ResendOtpBody = z.input<typeof resendOtpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  resetToken: z.string({ error: V.resetTokenRequired }).trim().min(1, V.resetTokenRequired),
  newPassword: passwordSchema('strong'),
});
export type ResetPasswordBody = z.input<typeof resetPasswordSchema>;

/** The third step of /forgot-password: the same rules plus the confirmation field. */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema('strong'), confirmPassword: z.string() })
  .refine(
    (form) => !passwordsDiffer(form.newPassword, form.confirmPassword),
    refineWith('auth.passwordsDoNotMatch', ['confirmPassword']),
  );

export const refreshTokenSchema = z.object({
  refreshToken: z.string({ error: V.refreshTokenRequired }).trim().min(1, V.refreshTokenRequired),
});

export const roleSchema = z.enum(ROLES, { error: V.roleRequired });

/** The signed-in account as the browser stores it (resident section 3). */
export const sessionUserSchema = z.object({
  _id: idSchema,
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  profilePhotoUrl: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  user: sessionUserSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshTokenResponseSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** Password-reset OTP verification answers with the token for the last step. */
export const verifyOtpResponseSchema = z.object({ message: z.string(), resetToken: z.string().optional() });
