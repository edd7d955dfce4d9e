import { formatDateTime12h, type Intervention } from '@dengue/core';
import { createColumnHelper } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { DataTable, type DataTableProps } from '../../../components/ui/data-table';
import { InterventionStatusBadge } from './status-badge';

const column = createColumnHelper<Intervention>();

export interface InterventionsTableProps
  extends Pick<
    DataTableProps<Intervention>,
    'caption' | 'rows' | 'state' | 'errorText' | 'emptyText' | 'onRetry' | 'pages'
  > {
  /** The Actions cell of a row. */
  renderActions: (item: Intervention) => ReactNode;
}

/**
 * The interventions table of admin section 2 (TanStack Table, headless): Barangay, Address, Date, Type of
 * Intervention, Personnel, Status, Actions. The server pages; this only draws.
 */
export function InterventionsTable({ renderActions, ...table }: InterventionsTableProps) {
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
  return (
    <DataTable
      {...table}
      columns={columns}
      loadingText="Loading interventions..."
      minWidthClass="min-w-[56rem]"
    />
  );
}
