import { LIMITS } from '@dengue/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, Suspense, useId, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import type { KeyedMessage } from '../../../i18n/catalogue';
import { displayText, t as translateNow, useT } from '../../../i18n/language-store';
import { translateError } from '../../../i18n/translate-error';
import { isApiError } from '../../../lib/api-error';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { addComment } from '../api/add-comment';
import { storeNewComment } from '../api/comments-query';
import { canSend, charactersLeft, checkCommentDraft, insertAt } from '../model/comment-draft';
import type { CommentParent } from '../model/comment-list';
import '../../../i18n/en/community';

/** The emoji grid is its own chunk, fetched the first time someone opens it. */
function EmojiPickerFailed() {
  return (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {translateNow('comments.emojiFailed')}
    </p>
  );
}

const EmojiPicker = lazyWithRetry(
  () => import('./emoji-picker').then((module) => module.EmojiPicker),
  EmojiPickerFailed,
);

/** Server answers shown under the box (by code or message id): validation (400) and refusals carry the spec's words. */
const isRefusal = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/** The comment box of a resident: text, emoji, send. The rule is the server's (packages/core). */
export function CommentBox({ parent }: { parent: CommentParent }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<KeyedMessage | string | null>(null);
  const [sending, setSending] = useState(false);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const emojiButton = useRef<HTMLButtonElement>(null);
  const t = useT();
  const fieldId = useId();
  const left = charactersLeft(draft);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCommentDraft(draft);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      storeNewComment(client, parent, await addComment(parent, checked.content));
      setDraft('');
      setEmojiOpen(false);
    } catch (error) {
      if (isRefusal(error)) setProblem(translateError(error));
      else toast.error(t('comments.addFailed'));
    } finally {
      setSending(false);
    }
  };

  const pick = (emoji: string) => {
    const field = textarea.current;
    const { text, caret } = insertAt(
      draft,
      emoji,
      field?.selectionStart ?? draft.length,
      field?.selectionEnd ?? draft.length,
    );
    setDraft(text);
    requestAnimationFrame(() => field?.setSelectionRange(caret, caret));
  };

  const closeEmoji = () => {
    setEmojiOpen(false);
    emojiButton.current?.focus();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-1" noValidate>
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {t('comments.write')}
      </label>
      <textarea
        id={fieldId}
        ref={textarea}
        value={draft}
        rows={2}
        onChange={(event) => {
          setDraft(event.target.value);
          if (problem) setProblem(null);
        }}
        aria-invalid={problem !== null || left < 0}
        aria-describedby={`${fieldId}-count${problem ? ` ${fieldId}-problem` : ''}`}
        className="w-full resize-y rounded-xl border border-slate-300 px-3 py-2 text-slate-900 focus:border-blue-700 aria-[invalid=true]:border-red-600"
      />
      <div className="flex items-center justify-between gap-2">
        <p id={`${fieldId}-count`} className={`text-xs ${left < 0 ? 'text-red-700' : 'text-slate-600'}`}>
          {draft.trim().length}/{LIMITS.commentMax}
        </p>
        <div className="flex items-center gap-2">
          <button
            ref={emojiButton}
            type="button"
            aria-expanded={emojiOpen}
            onClick={() => (emojiOpen ? closeEmoji() : setEmojiOpen(true))}
            className="flex size-10 items-center justify-center rounded-full hover:bg-slate-100"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6 text-slate-700">
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <circle cx="9" cy="10" r="1.2" fill="currentColor" />
              <circle cx="15" cy="10" r="1.2" fill="currentColor" />
              <path
                d="M8 14.5a4.5 4.5 0 0 0 8 0"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
            <span className="sr-only">{t('comments.addEmoji')}</span>
          </button>
          <button
            type="submit"
            disabled={!canSend(draft) || sending}
            className="inline-flex min-h-10 items-center gap-2 rounded-full bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-800 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {sending && <Spinner />}
            {t('comments.send')}
          </button>
        </div>
      </div>
      {problem && (
        <p id={`${fieldId}-problem`} role="alert" className="text-sm text-red-700">
          {displayText(problem)}
        </p>
      )}
      {emojiOpen && (
        <Suspense
          fallback={
            <p role="status" className="mt-2 flex items-center gap-2 text-sm text-slate-600">
              <Spinner /> Loading emoji...
            </p>
          }
        >
          <EmojiPicker onPick={pick} onClose={closeEmoji} />
        </Suspense>
      )}
    </form>
  );
}
