import type { AdminPost } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { TablePagination } from '../../../../components/ui/table-pagination';
import { adminPostsQuery, POST_TABLE_PAGE_SIZE, POST_TABLE_PAGE_SIZES } from '../../api/admin-posts';
import { PostsDeleteDialog, PostsEditDialog } from './posts-edit-dialog';
import { PostsPublishDialog } from './posts-publish-dialog';
import { PostsTable } from './posts-table';

const small = 'min-h-9 rounded-lg border px-3 text-xs font-semibold';

/** The Public Information Posts tab: Publish Post, and Recent Admin Posts with edit, delete and the archives. */
export function PublicPostsTab() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(POST_TABLE_PAGE_SIZE);
  const [publishing, setPublishing] = useState(false);
  const [editing, setEditing] = useState<AdminPost | null>(null);
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const query = useQuery(adminPostsQuery({ status: 'active', page, limit }));
  const renderActions = useCallback(
    (post: AdminPost) => (
      <div className="flex gap-2">
        <button
          type="button"
          className={`${small} border-slate-300 text-slate-900 hover:bg-slate-100`}
          onClick={() => setEditing(post)}
        >
          Edit<span className="sr-only"> {post.title}</span>
        </button>
        <button
          type="button"
          className={`${small} border-red-300 text-red-800 hover:bg-red-50`}
          onClick={() => setDeleting(post)}
        >
          Delete<span className="sr-only"> {post.title}</span>
        </button>
      </div>
    ),
    [],
  );
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">Recent Admin Posts</h2>
        <div className="flex flex-wrap items-center gap-4">
          <Link
            to="/admin/cea/ap/archives"
            className="font-semibold text-blue-800 underline underline-offset-4"
          >
            View Archives
          </Link>
          <button
            type="button"
            onClick={() => setPublishing(true)}
            className="min-h-11 rounded-full bg-cta px-5 font-semibold text-slate-900 hover:bg-cta-hover"
          >
            Publish Post
          </button>
        </div>
      </div>
      <PostsTable
        caption="Recent Admin Posts"
        rows={query.data?.posts ?? []}
        state={query.isError ? 'error' : query.isPending ? 'loading' : 'ready'}
        onRetry={() => void query.refetch()}
        emptyText="No posts yet"
        renderActions={renderActions}
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
      <PostsPublishDialog open={publishing} onClose={() => setPublishing(false)} />
      <PostsEditDialog key={editing?._id ?? 'none'} post={editing} onClose={() => setEditing(null)} />
      <PostsDeleteDialog post={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
