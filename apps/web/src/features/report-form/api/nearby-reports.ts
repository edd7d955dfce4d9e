import type { Report, ReportType, VoteResult } from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Reports this close to a new one, of the same type, are probably the same site (issue 4). */
export const NEAR_DUPLICATE_RADIUS_METERS = 50;

export interface NearbyAnswer {
  /** Validated reports of the last 14 days, nearest first. */
  posts: Report[];
  /** Pending look-alikes: counted only, since residents never see a pending report of someone else. */
  pendingSimilarCount: number;
}

/** POST reports/nearby for the point and type being reported. */
export const nearbyReportsQuery = (point: { lat: number; lng: number }, type: ReportType) =>
  queryOptions({
    queryKey: ['report-form', 'nearby', point.lat, point.lng, type],
    queryFn: ({ signal }) =>
      apiFetch<NearbyAnswer>('reports/nearby', {
        method: 'POST',
        json: { lat: point.lat, lng: point.lng, radius: NEAR_DUPLICATE_RADIUS_METERS, type },
        signal,
      }),
    staleTime: 60_000,
  });

/** Upvoting the existing report instead of filing a new one. */
export const upvoteReport = (id: string) =>
  apiFetch<VoteResult>(`reports/${encodeURIComponent(id)}/upvote`, { method: 'POST' });
