import { LIMITS, POST_CATEGORIES, POST_CATEGORY_LABELS, type PostCategory } from '@dengue/core';
import { useId } from 'react';

const input = 'min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900';

export interface PostTextValues {
  category: PostCategory | '';
  title: string;
  content: string;
}

/** Post type, title and content: the fields the publish and edit forms share. */
export function PostTextFields({
  values,
  onChange,
}: {
  values: PostTextValues;
  onChange: (values: PostTextValues) => void;
}) {
  const id = useId();
  return (
    <>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800" htmlFor={`${id}-type`}>
        Post type
        <select
          id={`${id}-type`}
          className={input}
          value={values.category}
          onChange={(event) => onChange({ ...values, category: event.target.value as PostCategory })}
        >
          <option value="">Choose a post type</option>
          {POST_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {POST_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800" htmlFor={`${id}-title`}>
        Title
        <input
          id={`${id}-title`}
          className={input}
          value={values.title}
          maxLength={LIMITS.postTitleMax}
          onChange={(event) => onChange({ ...values, title: event.target.value })}
        />
        <span className="text-xs font-normal text-slate-700">
          {values.title.length}/{LIMITS.postTitleMax}
        </span>
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800" htmlFor={`${id}-content`}>
        Content
        <textarea
          id={`${id}-content`}
          rows={6}
          className="rounded-lg border border-slate-300 bg-white p-3 text-slate-900"
          value={values.content}
          maxLength={LIMITS.postContentMax}
          onChange={(event) => onChange({ ...values, content: event.target.value })}
        />
        <span className="text-xs font-normal text-slate-700">
          {values.content.length}/{LIMITS.postContentMax}
        </span>
      </label>
    </>
  );
}
