import type { Pagination, Report, ReportStatus, ReportType } from '@dengue/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The grid's sortable columns, as GET reports names them. */
export type ReportGridSort = 'date_and_time' | 'barangay' | 'username' | 'status';

export interface ReportGridParams {
  status?: ReportStatus;
  barangay?: string;
  type?: ReportType;
  /** YYYY-MM-DD, inclusive, on the Manila calendar (the server reads them so). */
  from?: string;
  to?: string;
  page: number;
  limit: number;
  sortBy: ReportGridSort;
  sortOrder: 'asc' | 'desc';
}

/** Every staff list of reports: invalidated after a status change. */
export const STAFF_REPORTS_KEY = ['staff-reports'] as const;

/** GET reports as staff (every status): one server-side page, sorted by the server. */
export const reportsGridQuery = (params: ReportGridParams) =>
  queryOptions({
    queryKey: [...STAFF_REPORTS_KEY, 'grid', params],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({
        page: String(params.page),
        limit: String(params.limit),
        sortBy: params.sortBy,
        sortOrder: params.sortOrder,
      });
      if (params.status) search.set('status', params.status);
      if (params.barangay) search.set('barangay', params.barangay);
      if (params.type) search.set('report_type', params.type);
      if (params.from) search.set('startDate', params.from);
      if (params.to) search.set('endDate', params.to);
      return apiFetch<{ posts: Report[]; pagination: Pagination }>(`reports?${search}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
