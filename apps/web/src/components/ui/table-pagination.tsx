import type { Pagination } from '@dengue/core';
import { useId } from 'react';

export interface TablePaginationProps {
  pagination: Pagination | undefined;
  /** The choices of 'Rows per page' (admin section 9 gives each table its own). */
  pageSizes: readonly number[];
  /** The page size shown before the first answer arrives. */
  defaultPageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (limit: number) => void;
}

/** Rows per page, 'first–last of total', Previous and Next under the admin consoles' tables. */
export function TablePagination({
  pagination,
  pageSizes,
  defaultPageSize,
  onPageChange,
  onPageSizeChange,
}: TablePaginationProps) {
  const sizeId = useId();
  const page = pagination?.page ?? 1;
  const limit = pagination?.limit ?? defaultPageSize;
  const total = pagination?.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  const button =
    'min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-500';

  return (
    <nav
      aria-label="Table pages"
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>Rows per page</label>
        <select
          id={sizeId}
          value={limit}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-slate-900"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p aria-live="polite">
        {first}–{last} of {total}
        <span className="sr-only">
          , page {page} of {pages}
        </span>
      </p>
      <div className="flex gap-2">
        <button type="button" className={button} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </button>
        <button
          type="button"
          className={button}
          disabled={!pagination?.hasMore}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
