import type { ResetPasswordBody } from '@dengue/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST auth/reset-password: the new password, with the token the code check gave. */
export const resetPassword = (body: ResetPasswordBody) =>
  apiFetch<{ message: string }>('auth/reset-password', { method: 'POST', json: body, auth: false });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
