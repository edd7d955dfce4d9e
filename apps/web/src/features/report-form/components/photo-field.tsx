import { ACCEPT, LIMITS } from '@dengue/core';
import { useId, useRef } from 'react';
import { displayText, useT } from '../../../i18n/language-store';
import type { ReportDraftState } from '../hooks/use-report-draft';
import '../../../i18n/en/report';

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
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const message = state.messageOf('images');
  const files = state.draft.images;
  const full = files.length >= LIMITS.reportImagesMax;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-800">
        {t('report.photos')}
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
        className="min-h-11 min-w-0 text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-slate-900 file:px-4 file:font-semibold file:text-white disabled:opacity-60"
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('report.photosHint', {
          max: LIMITS.reportImagesMax,
          onlyJpgPng: t('report.onlyJpgPng'),
          count: files.length,
        })}
      </p>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {displayText(message)}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label={t('report.chosenPhotos')} className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {files.map((file, index) => (
            <li key={keyOf(file)} className="relative">
              {previews[index] ? (
                <img
                  src={previews[index]}
                  alt={t('report.chosenAlt', { name: file.name, n: index + 1, count: files.length })}
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
                aria-label={t('report.removePhoto', { n: index + 1, name: file.name })}
                className="absolute top-1 right-1 min-h-11 rounded-full bg-slate-900/85 px-3 text-xs font-semibold text-white hover:bg-slate-900"
              >
                {t('report.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
