import type { Account, ToggleStatus } from '@dengue/core';
import { apiFetch } from '../../../lib/api-client';

/**
 * The superadmin's account actions (admin section 7). Each sensitive one carries the superadmin's own
 * password, which the server checks on the call itself (missing: 400, wrong: 403).
 */

export const toggleAccountStatus = (id: string, status: ToggleStatus, superadminPassword: string) =>
  apiFetch<{ message: string; account: Account }>(`accounts/${encodeURIComponent(id)}/toggle-status`, {
    method: 'PATCH',
    json: { status, superadminPassword },
  });

export const deleteAccount = (id: string, superadminPassword: string) =>
  apiFetch<{ message: string }>(`accounts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    json: { superadminPassword },
  });

/** A pending admin's e-mail, verified with the code the admin received. */
export const verifyAdminEmail = (id: string, otp: string, superadminPassword: string) =>
  apiFetch<{ message: string }>(`accounts/${encodeURIComponent(id)}/verify-email`, {
    method: 'POST',
    json: { otp, superadminPassword },
  });

/** A new verification code for a pending resident or admin (60 s cooldown on the server). */
export const resendVerificationCode = (email: string) =>
  apiFetch<{ message: string }>('auth/resend-otp', {
    method: 'POST',
    json: { email, purpose: 'account-verification' },
    auth: false,
  });

export interface CreateAdminInput {
  username: string;
  email: string;
  password: string;
  superadminPassword: string;
}

/** POST accounts: a pending admin; the server e-mails the admin a verification code. */
export const createAdmin = (input: CreateAdminInput) =>
  apiFetch<{ message: string; account: Account }>('accounts', {
    method: 'POST',
    json: { ...input, role: 'admin' },
  });

/** The wizard's step 1: 409 'An active account with this email already exists' when it is taken. */
export const checkAdminEmail = (email: string) =>
  apiFetch<{ available: true }>('accounts/email-check', { method: 'POST', json: { email } });
