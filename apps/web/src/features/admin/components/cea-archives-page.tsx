import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PostsTable } from './cea/posts-table';

/** /admin/cea/ap/archives: the archived (deleted) admin posts, read-only, with a way back. */
export function CeaArchivesPage() {
  useDocumentTitle('Archived Admin Posts');
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
      <PostsTable status="archived" caption="Archived Admin Posts" emptyText="No archived posts" />
    </div>
  );
}
