import {
  QC_BARANGAY_NAMES,
  REPORT_STATUSES,
  REPORT_TYPES,
  type ReportStatus,
  type ReportType,
} from '@dengue/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ReportGridParams, ReportGridSort } from '../api/reports-grid-query';

/** Reports grid paging (admin section 9): 20 rows by default; 10, 20, 50 or 100. */
export const REPORT_GRID_PAGE_SIZES = [10, 20, 50, 100] as const;
export const REPORT_GRID_PAGE_SIZE = 20;
const SORTS: readonly ReportGridSort[] = ['date_and_time', 'barangay', 'username', 'status'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;
const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * The grid's filters, sort and page kept in the URL (?status=&barangay=&type=&from=&to=&sort=&order=&page=
 * &limit=), so a reload, the Back button or a shared link shows the same rows. Unknown values fall back to
 * the defaults (newest first, 20 rows).
 */
export function useGridParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<ReportGridParams>(() => {
    const limit = positive(search.get('limit'), REPORT_GRID_PAGE_SIZE);
    return {
      status: oneOf<ReportStatus>(REPORT_STATUSES, search.get('status')),
      barangay: oneOf<string>(QC_BARANGAY_NAMES, search.get('barangay')),
      type: oneOf<ReportType>(REPORT_TYPES, search.get('type')),
      from: DATE.test(search.get('from') ?? '') ? search.get('from')! : undefined,
      to: DATE.test(search.get('to') ?? '') ? search.get('to')! : undefined,
      page: positive(search.get('page'), 1),
      limit: (REPORT_GRID_PAGE_SIZES as readonly number[]).includes(limit) ? limit : REPORT_GRID_PAGE_SIZE,
      sortBy: oneOf(SORTS, search.get('sort')) ?? 'date_and_time',
      sortOrder: search.get('order') === 'asc' ? 'asc' : 'desc',
    };
  }, [search]);

  /** Sets some parameters (undefined removes one); any change but the page goes back to page 1. */
  const update = useCallback(
    (
      changes: Partial<
        Record<
          'status' | 'barangay' | 'type' | 'from' | 'to' | 'sort' | 'order' | 'page' | 'limit',
          string | undefined
        >
      >,
    ) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return { params, update };
}
