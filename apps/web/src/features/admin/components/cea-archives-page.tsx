import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { TablePagination } from '../../../components/ui/table-pagination';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { adminPostsQuery, POST_TABLE_PAGE_SIZE, POST_TABLE_PAGE_SIZES } from '../api/admin-posts';
import { PostsTable } from './cea/posts-table';

/** /admin/cea/ap/archives: the archived (deleted) admin posts, read-only, with a way back. */
export function CeaArchivesPage() {
  useDocumentTitle('Archived Admin Posts');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(POST_TABLE_PAGE_SIZE);
  const query = useQuery(adminPostsQuery({ status: 'archived', page, limit }));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <Link
          to="/admin/cea?tab=public"
          className="text-sm font-semibold text-blue-800 underline underline-offset-4"
        >
          Back to Public Information Posts
        </Link>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">Archived Admin Posts</h1>
      </header>
      <PostsTable
        caption="Archived Admin Posts"
        rows={query.data?.posts ?? []}
        state={query.isError ? 'error' : query.isPending ? 'loading' : 'ready'}
        onRetry={() => void query.refetch()}
        emptyText="No archived posts"
      />
      <TablePagination
        pagination={query.data?.pagination}
        pageSizes={POST_TABLE_PAGE_SIZES}
        defaultPageSize={POST_TABLE_PAGE_SIZE}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setLimit(size);
          setPage(1);
        }}
      />
    </div>
  );
}
