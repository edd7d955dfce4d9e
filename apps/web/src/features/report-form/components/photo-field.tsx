import { ACCEPT, LIMITS, REPORT_FORM_MESSAGES } from '@dengue/core';
import { useId, useRef } from 'react';
import type { ReportDraftState } from '../hooks/use-report-draft';

// A stable key per chosen file, even when the same file is chosen twice or the list shifts on removal.
const fileKeys = new WeakMap<File, number>();
let lastKey = 0;
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    lastKey += 1;
    key = lastKey;
    fileKeys.set(file, key);
  }
  return key;
}

/** 1 to 4 JPG or PNG photos with previews and a remove button each (resident section 5). */
export function PhotoField({ state, previews }: { state: ReportDraftState; previews: readonly string[] }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const message = state.messageOf('images');
  const files = state.draft.images;
  const full = files.length >= LIMITS.reportImagesMax;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-800">
        Photos of the breeding site
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        accept={ACCEPT.reportImages}
        multiple
        disabled={full}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => {
          state.addImages(Array.from(event.target.files ?? []));
          // Cleared, so choosing the same file again after removing it still counts as a change.
          event.target.value = '';
        }}
        className="text-sm text-slate-700 file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-slate-900 file:px-4 file:font-semibold file:text-white disabled:opacity-60"
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Up to {LIMITS.reportImagesMax} photos, about 2 MB each. {REPORT_FORM_MESSAGES.onlyJpgPng} (
        {files.length} of {LIMITS.reportImagesMax} chosen)
      </p>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label="Chosen photos" className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {files.map((file, index) => (
            <li key={keyOf(file)} className="relative">
              {previews[index] ? (
                <img
                  src={previews[index]}
                  alt={`${file.name}, chosen ${index + 1} of ${files.length}`}
                  className="aspect-square w-full rounded-lg border border-slate-200 object-cover"
                />
              ) : (
                <div className="aspect-square w-full rounded-lg bg-slate-100" />
              )}
              <button
                type="button"
                onClick={() => {
                  state.removeImage(index);
                  input.current?.focus();
                }}
                aria-label={`Remove photo ${index + 1} (${file.name})`}
                className="absolute top-1 right-1 rounded-full bg-slate-900/85 px-2 py-1 text-xs font-semibold text-white hover:bg-slate-900"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
