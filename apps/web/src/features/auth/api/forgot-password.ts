import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST auth/forgot-password: e-mails a reset code (the answer is the same for unknown e-mails). */
export const requestPasswordReset = (email: string) =>
  apiFetch<{ message: string }>('auth/forgot-password', { method: 'POST', json: { email }, auth: false });

export const useForgotPassword = () => useMutation({ mutationFn: requestPasswordReset });
