import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** GET /api/v1/config: settings the web app reads once at start. */
export interface AppConfig {
  version: string;
  mapTileUrl: string;
  mapTileAttribution: string;
  /** True when e-mail goes to the server's dev outbox instead of an SMTP server. */
  devOutbox: boolean;
  /** Where a person trying the app finds the e-mails (dev outbox only). */
  devOutboxHint: string | null;
}

export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) => apiFetch<AppConfig>('config', { auth: false, signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppConfig() {
  return useQuery(appConfigQuery);
}
