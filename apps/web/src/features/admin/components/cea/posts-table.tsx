import { type AdminPost, formatDateTime12h, POST_CATEGORY_LABELS, type PostStatus } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { DataTable, queryTableProps } from '../../../../components/ui/data-table';
import { usePaging } from '../../../../lib/use-paging';
import { adminPostsQuery, POST_TABLE_PAGE_SIZE, POST_TABLE_PAGE_SIZES } from '../../api/admin-posts';

const column = createColumnHelper<AdminPost>();

const baseColumns = [
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

/**
 * One page of the admin posts of a status, with its pagination: title, type, publish date, images (and the
 * row's actions). Recent Admin Posts and the archives.
 */
export function PostsTable({
  status,
  caption,
  emptyText,
  renderActions,
}: {
  status: PostStatus;
  caption: string;
  emptyText: string;
  renderActions?: (post: AdminPost) => ReactNode;
}) {
  const paging = usePaging(POST_TABLE_PAGE_SIZE);
  const query = useQuery(adminPostsQuery({ status, page: paging.page, limit: paging.limit }));
  const columns = useMemo(
    () =>
      renderActions
        ? [
            ...baseColumns,
            column.display({
              id: 'actions',
              header: 'Actions',
              cell: ({ row }) => renderActions(row.original),
            }),
          ]
        : baseColumns,
    [renderActions],
  );
  return (
    <DataTable
      caption={caption}
      columns={columns}
      {...queryTableProps(query, query.data?.posts)}
      loadingText="Loading posts..."
      errorText="Error loading posts"
      emptyText={emptyText}
      minWidthClass="min-w-[40rem]"
      pages={{
        pagination: query.data?.pagination,
        pageSizes: POST_TABLE_PAGE_SIZES,
        defaultPageSize: POST_TABLE_PAGE_SIZE,
        onPageChange: paging.setPage,
        onPageSizeChange: paging.changePageSize,
      }}
    />
  );
}
