import { LIMITS } from '@dengue/core';
import { useEffect, useId, useMemo } from 'react';

/** Images of a new post with their previews; each can be removed before publishing. */
export function PostsImagePicker({
  files,
  onChange,
  error,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string;
}) {
  const id = useId();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Images
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        1 to {LIMITS.postImagesMax} images, .jpg, .jpeg or .png, each at most 2 MB and 8 MB together.
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const added = Array.from(event.target.files ?? []);
          event.target.value = '';
          onChange([...files, ...added]);
        }}
        className="text-sm text-slate-900 file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-semibold"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label="Selected images" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {files.map((file, index) => (
            <li key={previews[index]} className="flex flex-col gap-1">
              <img
                src={previews[index]}
                alt={`Preview of ${file.name}`}
                className="aspect-square w-full rounded-lg object-cover"
              />
              <button
                type="button"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                className="min-h-9 rounded-lg border border-slate-300 text-xs font-semibold text-slate-900 hover:bg-slate-100"
              >
                Remove<span className="sr-only"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
