import { type AdminPost, ADMIN_POST_MESSAGES as M, updateAdminPostSchema } from '@dengue/core';
import { useId, useState } from 'react';
import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import { archivePost, updatePost } from '../../api/admin-posts';
import { usePostAction } from '../../hooks/use-post-action';
import { PostTextFields, type PostTextValues } from './posts-fields';

const button = 'min-h-11 rounded-full px-5 font-semibold disabled:opacity-70';

interface FooterProps {
  busy: boolean;
  onCancel: () => void;
  /** The dialog's action: its words, and the ones that stand beside the spinner while it runs. */
  label: string;
  busyLabel: string;
  danger?: boolean;
  /** The form the action submits; without one it is a plain button that runs onClick. */
  form?: string;
  onClick?: () => void;
}

/** Cancel and the dialog's action, both off while the call runs. */
function Footer({ busy, onCancel, label, busyLabel, danger = false, form, onClick }: FooterProps) {
  return (
    <div className="flex w-full justify-end gap-3">
      <button
        type="button"
        onClick={onCancel}
        disabled={busy}
        className={`${button} border border-slate-300 text-slate-900 hover:bg-slate-100`}
      >
        Cancel
      </button>
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        onClick={onClick}
        disabled={busy}
        className={`${button} inline-flex items-center gap-2 text-white ${danger ? 'bg-red-700 hover:bg-red-800' : 'bg-slate-900 hover:bg-slate-800'}`}
      >
        {busy ? (
          <>
            <Spinner className="size-4" /> {busyLabel}
          </>
        ) : (
          label
        )}
      </button>
    </div>
  );
}

/** Edit: title, type and content (the server sets the publish date to now). Give it a key per post. */
export function PostsEditDialog({ post, onClose }: { post: AdminPost | null; onClose: () => void }) {
  const id = useId();
  const [values, setValues] = useState<PostTextValues>({
    category: post?.category ?? '',
    title: post?.title ?? '',
    content: post?.content ?? '',
  });
  const [error, setError] = useState<string>();
  const action = usePostAction();
  return (
    <Modal
      open={post !== null}
      onClose={action.busy ? () => {} : onClose}
      title="Edit Post"
      size="lg"
      footer={
        <Footer
          busy={action.busy}
          onCancel={onClose}
          label="Save Changes"
          busyLabel="Saving..."
          form={`${id}-form`}
        />
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!post) return;
          const parsed = updateAdminPostSchema.safeParse({
            ...values,
            category: values.category || undefined,
          });
          if (!parsed.success) return setError(parsed.error.issues[0]?.message);
          setError(undefined);
          const { title, content, category } = parsed.data;
          const done = await action.run(() => updatePost(post._id, { title, content, category }), {
            success: M.updated,
            fallback: M.updateFailed,
            serverMessage: true,
          });
          if (done) onClose();
        }}
      >
        <p className="text-sm text-slate-700">Saving sets the publish date to now.</p>
        <PostTextFields values={values} onChange={setValues} />
        {error ? (
          <p role="alert" className="font-medium text-red-800">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

/** Delete: the post is archived (decision 018) and listed under Archived Admin Posts. */
export function PostsDeleteDialog({ post, onClose }: { post: AdminPost | null; onClose: () => void }) {
  const action = usePostAction();
  return (
    <Modal
      open={post !== null}
      onClose={action.busy ? () => {} : onClose}
      title="Delete Post"
      footer={
        <Footer
          busy={action.busy}
          onCancel={onClose}
          label="Delete"
          busyLabel="Deleting..."
          danger
          onClick={async () => {
            if (!post) return;
            const done = await action.run(() => archivePost(post._id), {
              success: M.deleted,
              fallback: M.deleteFailed,
              serverMessage: false,
            });
            if (done) onClose();
          }}
        />
      }
    >
      <p>
        Delete <strong>{post?.title}</strong>? Residents will no longer see it; it stays in the archives.
      </p>
    </Modal>
  );
}
