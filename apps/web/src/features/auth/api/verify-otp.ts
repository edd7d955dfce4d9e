import type { OtpPurpose } from '@dengue/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface VerifyOtpResponse {
  message: string;
  /** Only for purpose 'password-reset': the ticket for the new password. */
  resetToken?: string;
}

/** POST auth/verify-otp: checks an e-mailed code. */
export const verifyOtp = (body: { email: string; otp: string; purpose: OtpPurpose }) =>
  apiFetch<VerifyOtpResponse>('auth/verify-otp', { method: 'POST', json: body, auth: false });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
