import {
  checkPostImages,
  createAdminPostSchema,
  ADMIN_POST_MESSAGES as M,
  manilaInstant,
  manilaTimeOf,
  manilaToday,
  POST_CATEGORY_LABELS,
  type PostCategory,
} from '@dengue/core';
import { useId, useState } from 'react';
import { DetailList } from '../../../../components/ui/detail-list';
import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import { publishPost } from '../../api/admin-posts';
import { usePostAction } from '../../hooks/use-post-action';
import { PostTextFields, type PostTextValues } from './posts-fields';
import { PostsImagePicker } from './posts-image-picker';

const EMPTY: PostTextValues = { category: '', title: '', content: '' };
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const field = 'min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900';

/** The publish instant from the Manila date and time fields; null when either is missing or malformed. */
const publishInstant = (date: string, time: string): string | null =>
  date && HH_MM.test(time) ? manilaInstant(date, time).toISOString() : null;

/**
 * The Publish Post form (admin section 2 and 5): type, title, content, publish date and time (Manila) with
 * 'Use current date & time', images with previews; checked by the same rules as the server, then a
 * 'Confirm Publish' step. A later date and time schedules the post.
 */
export function PostsPublishDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ form?: string; images?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const action = usePostAction();

  const reset = () => {
    setValues(EMPTY);
    setDate('');
    setTime('');
    setFiles([]);
    setErrors({});
    setConfirming(false);
  };

  function check(): boolean {
    const parsed = createAdminPostSchema.safeParse({
      ...values,
      category: values.category || undefined,
      publishDate: publishInstant(date, time) ?? undefined,
    });
    const images = checkPostImages(files) ?? undefined;
    const form = parsed.success ? undefined : parsed.error.issues[0]?.message;
    setErrors({ form, images });
    return !form && !images;
  }

  async function publish() {
    const form = new FormData();
    form.set('title', values.title.trim());
    form.set('content', values.content.trim());
    form.set('category', values.category);
    form.set('publishDate', publishInstant(date, time)!);
    for (const file of files) form.append('images', file, file.name);
    const done = await action.run(() => publishPost(form), {
      success: 'Post published successfully!',
      fallback: M.publishFailed,
      serverMessage: true,
    });
    if (done) {
      reset();
      onClose();
    } else setConfirming(false);
  }

  const footer = confirming ? (
    <div className="flex w-full flex-wrap items-center justify-end gap-3">
      <p className="mr-auto font-semibold text-slate-900">Publish this post?</p>
      <button
        type="button"
        disabled={action.busy}
        onClick={() => setConfirming(false)}
        className="min-h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-100"
      >
        Back
      </button>
      <button
        type="button"
        disabled={action.busy}
        onClick={() => void publish()}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-slate-900 px-5 font-semibold text-white hover:bg-slate-800 disabled:opacity-70"
      >
        {action.busy ? (
          <>
            <Spinner className="size-4" /> Publishing...
          </>
        ) : (
          'Confirm Publish'
        )}
      </button>
    </div>
  ) : (
    <div className="flex w-full justify-end gap-3">
      <button
        type="button"
        onClick={onClose}
        className="min-h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-100"
      >
        Cancel
      </button>
      <button
        type="submit"
        form={`${id}-form`}
        className="min-h-11 rounded-full bg-slate-900 px-5 font-semibold text-white hover:bg-slate-800"
      >
        Publish
      </button>
    </div>
  );

  return (
    <Modal
      open={open}
      onClose={action.busy ? () => {} : onClose}
      title={confirming ? 'Confirm Publish' : 'Publish Post'}
      footer={footer}
      size="lg"
      scrollLabel="Publish Post form"
    >
      {confirming ? (
        <DetailList
          rows={[
            ['Post type', POST_CATEGORY_LABELS[values.category as PostCategory]],
            ['Title', values.title.trim()],
            ['Publish date', `${date} ${time} (Manila time)`],
            ['Images', files.length],
          ]}
        />
      ) : (
        <form
          id={`${id}-form`}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (check()) setConfirming(true);
          }}
        >
          <PostTextFields values={values} onChange={setValues} />
          <fieldset className="flex flex-wrap items-end gap-3">
            <legend className="mb-1 text-sm font-medium text-slate-800">
              Publish date and time (Manila)
            </legend>
            <label className="flex flex-col gap-1 text-sm text-slate-800" htmlFor={`${id}-date`}>
              Date
              <input
                id={`${id}-date`}
                type="date"
                className={field}
                value={date}
                onChange={(e) => setDate(e.target.value)}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm text-slate-800" htmlFor={`${id}-time`}>
              Time
              <input
                id={`${id}-time`}
                type="time"
                className={field}
                value={time}
                onChange={(e) => setTime(e.target.value)}
              />
            </label>
            <button
              type="button"
              onClick={() => {
                const now = new Date();
                setDate(manilaToday(now));
                setTime(manilaTimeOf(now));
              }}
              className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100"
            >
              Use current date &amp; time
            </button>
          </fieldset>
          <PostsImagePicker files={files} onChange={setFiles} error={errors.images} />
          {errors.form ? (
            <p role="alert" className="font-medium text-red-800">
              {errors.form}
            </p>
          ) : null}
        </form>
      )}
    </Modal>
  );
}
