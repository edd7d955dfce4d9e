import type { HomeBarangay, PublicAlert } from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The residents' and visitors' side of dengue alerts. */

export const HOME_ALERTS_KEY = ['alerts', 'home'] as const;
export const HOME_BARANGAY_KEY = ['accounts', 'me', 'home-barangay'] as const;

export const homeAlertsQuery = queryOptions({
  queryKey: HOME_ALERTS_KEY,
  queryFn: ({ signal }) =>
    apiFetch<{ barangay: HomeBarangay['barangay']; data: PublicAlert[] }>('alerts/home', { signal }),
  staleTime: 60_000,
});

export const dismissAlert = (id: string) =>
  apiFetch<{ dismissed: true }>(`alerts/${encodeURIComponent(id)}/dismiss`, { method: 'POST', json: {} });

export const homeBarangayQuery = queryOptions({
  queryKey: HOME_BARANGAY_KEY,
  queryFn: ({ signal }) => apiFetch<HomeBarangay>('accounts/me/home-barangay', { signal }),
});

export const setHomeBarangay = (barangayId: string | null) =>
  apiFetch<HomeBarangay>('accounts/me/home-barangay', { method: 'PATCH', json: { barangayId } });
