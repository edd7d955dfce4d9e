import type { LoginBody, LoginResponse } from '@dengue/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST auth/login: the user and a token pair, or 401/403/429 with a message. */
export const logIn = (body: LoginBody) =>
  apiFetch<LoginResponse>('auth/login', { method: 'POST', json: body, auth: false });

export const useLogin = () => useMutation({ mutationFn: logIn });
