import { formatDateTime12h, type Intervention } from '@dengue/core';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { TableBody } from '../../../components/ui/table-body';
import { InterventionStatusBadge } from './status-badge';

const column = createColumnHelper<Intervention>();

export interface InterventionsTableProps {
  caption: string;
  rows: readonly Intervention[];
  state: 'loading' | 'error' | 'ready';
  errorText: string;
  emptyText: string;
  onRetry?: () => void;
  /** The Actions cell of a row. */
  renderActions: (item: Intervention) => ReactNode;
}

/**
 * The interventions table of admin section 2 (TanStack Table, headless): Barangay, Address, Date, Type of
 * Intervention, Personnel, Status, Actions. The server pages; this only draws.
 */
export function InterventionsTable({
  caption,
  rows,
  state,
  errorText,
  emptyText,
  onRetry,
  renderActions,
}: InterventionsTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('barangay', { header: 'Barangay' }),
      column.accessor('address', {
        header: 'Address',
        cell: (info) => <span className="line-clamp-2 max-w-56">{info.getValue() || '—'}</span>,
      }),
      column.accessor('date', {
        header: 'Date',
        cell: (info) => <time dateTime={info.getValue()}>{formatDateTime12h(info.getValue())}</time>,
      }),
      column.accessor('interventionType', { header: 'Type of Intervention' }),
      column.accessor('personnel', { header: 'Personnel' }),
      column.accessor('status', {
        header: 'Status',
        cell: (info) => <InterventionStatusBadge status={info.getValue()} />,
      }),
      column.display({ id: 'actions', header: 'Actions', cell: ({ row }) => renderActions(row.original) }),
    ],
    [renderActions],
  );
  const table = useReactTable({
    data: rows as Intervention[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    getRowId: (row) => row._id,
  });
  return (
    <div className="overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="h-12">
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-4 font-semibold">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <TableBody
          table={table}
          state={state}
          loadingText="Loading interventions..."
          errorText={errorText}
          emptyText={emptyText}
          onRetry={onRetry}
          rowClassName="border-t border-slate-200"
          cellClassName="px-4 py-3 align-middle text-slate-800"
        />
      </table>
    </div>
  );
}
