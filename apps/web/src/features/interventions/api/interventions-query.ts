import type { InterventionPage, InterventionType } from '@dengue/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface InterventionListParams {
  archived: boolean;
  /** Undefined is the filter's 'All'. */
  type?: InterventionType;
  page: number;
  limit: number;
}

/** Every intervention list: invalidated after any change to an intervention. */
export const INTERVENTIONS_KEY = ['interventions'] as const;

/** GET interventions: one server-side page, active or (archived=true) the archives. */
export const interventionsQuery = (params: InterventionListParams) =>
  queryOptions({
    queryKey: [...INTERVENTIONS_KEY, 'list', params],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
      if (params.archived) search.set('archived', 'true');
      if (params.type) search.set('type', params.type);
      return apiFetch<InterventionPage>(`interventions?${search}`, { signal });
    },
    // Paging keeps the old rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
