import type { AdminPost } from '@dengue/core';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { RowAction } from '../../../../components/ui/row-action';
import { PostsDeleteDialog, PostsEditDialog } from './posts-edit-dialog';
import { PostsPublishDialog } from './posts-publish-dialog';
import { PostsTable } from './posts-table';

/** The Public Information Posts tab: Publish Post, and Recent Admin Posts with edit, delete and the archives. */
export function PublicPostsTab() {
  const [publishing, setPublishing] = useState(false);
  const [editing, setEditing] = useState<AdminPost | null>(null);
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const renderActions = useCallback(
    (post: AdminPost) => (
      <div className="flex gap-2">
        <RowAction label="Edit" srLabel={post.title} onClick={() => setEditing(post)} />
        <RowAction label="Delete" srLabel={post.title} tone="danger" onClick={() => setDeleting(post)} />
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
        status="active"
        caption="Recent Admin Posts"
        emptyText="No posts yet"
        renderActions={renderActions}
      />
      <PostsPublishDialog open={publishing} onClose={() => setPublishing(false)} />
      <PostsEditDialog key={editing?._id ?? 'none'} post={editing} onClose={() => setEditing(null)} />
      <PostsDeleteDialog post={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
