import { type AdminPost, formatDateTime12h, POST_CATEGORY_LABELS } from '@dengue/core';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { TableBody } from '../../../../components/ui/table-body';

const column = createColumnHelper<AdminPost>();

/** Title, type, publish date, images (and the row's actions): Recent Admin Posts and the archives. */
export function PostsTable({
  caption,
  rows,
  state,
  onRetry,
  emptyText,
  renderActions,
}: {
  caption: string;
  rows: readonly AdminPost[];
  state: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  emptyText: string;
  renderActions?: (post: AdminPost) => ReactNode;
}) {
  const columns = useMemo(() => {
    const list = [
      column.accessor('title', {
        header: 'Title',
        cell: (info) => <span className="font-semibold">{info.getValue()}</span>,
      }),
      column.accessor('category', { header: 'Type', cell: (info) => POST_CATEGORY_LABELS[info.getValue()] }),
      column.accessor('publishDate', {
        header: 'Publish Date',
        cell: (info) => <time dateTime={info.getValue()}>{formatDateTime12h(info.getValue())}</time>,
      }),
      column.accessor((post) => post.images.length, { id: 'images', header: 'Images' }),
    ];
    return renderActions
      ? [
          ...list,
          column.display({
            id: 'actions',
            header: 'Actions',
            cell: ({ row }) => renderActions(row.original),
          }),
        ]
      : list;
  }, [renderActions]);
  const table = useReactTable({
    data: rows as AdminPost[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    getRowId: (row) => row._id,
  });
  return (
    <div className="overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr className="h-12">
            {table.getFlatHeaders().map((header) => (
              <th key={header.id} scope="col" className="px-4 font-semibold">
                {String(header.column.columnDef.header)}
              </th>
            ))}
          </tr>
        </thead>
        <TableBody
          table={table}
          state={state}
          loadingText="Loading posts..."
          errorText="Error loading posts"
          emptyText={emptyText}
          onRetry={onRetry}
          rowClassName="border-t border-slate-200"
          cellClassName="px-4 py-3 align-middle text-slate-800"
        />
      </table>
    </div>
  );
}
