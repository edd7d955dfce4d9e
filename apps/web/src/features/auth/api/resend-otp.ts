import type { OtpPurpose } from '@dengue/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST auth/resend-otp: a new code, or 429 'Please wait N seconds before requesting a new code.' */
export const resendOtp = (body: { email: string; purpose: OtpPurpose }) =>
  apiFetch<{ message: string }>('auth/resend-otp', { method: 'POST', json: body, auth: false });

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
