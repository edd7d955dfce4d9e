import type { RegisterBody } from '@dengue/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface RegisterResponse {
  message: string;
  email: string;
}

/** POST auth/register: creates an unverified resident and e-mails a 4-digit code. */
export const registerAccount = (body: RegisterBody) =>
  apiFetch<RegisterResponse>('auth/register', {
    method: 'POST',
    json: { ...body, role: 'user' },
    auth: false,
  });

export const useRegister = () => useMutation({ mutationFn: registerAccount });
