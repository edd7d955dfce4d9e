import { LIMITS } from '@dengue/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import type { KeyedMessage } from '../../../i18n/catalogue';
import { displayText, useT } from '../../../i18n/language-store';
import { getErrorMessage } from '../../../lib/api-error';
import { useUpdateBio } from '../api/update-bio';
import { bioCounter, bioProblem, clampBio } from '../model/bio';
import '../../../i18n/en/profile';

/** The bio and its editor (resident section 5: up to 500 characters, own account only). */
export function BioEditor({ accountId, bio }: { accountId: string; bio: string }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(bio);
  const [problem, setProblem] = useState<KeyedMessage | string | null>(null);
  const update = useUpdateBio(accountId);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const fieldId = useId();
  const counterId = useId();
  const problemId = useId();

  // Leaving the editor puts focus back on 'Edit bio', where the person started.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refusal = bioProblem(draft);
    setProblem(refusal);
    if (refusal) return;
    update.mutate(draft, {
      // The server answers with core's 'Bio updated successfully!', which the catalogue words by key.
      onSuccess: () => {
        toast.success(t('profile.bioUpdated'));
        setEditing(false);
      },
      // The draft stays in the editor, so the person can try again.
      onError: (error) => toast.error(getErrorMessage(error, t('profile.bioUpdateFailed'))),
    });
  };

  if (!editing) {
    return (
      <div>
        <p
          data-testid="profile-bio"
          className={`whitespace-pre-line ${bio ? 'text-slate-800' : 'text-slate-600'}`}
        >
          {bio || t('profile.noBio')}
        </p>
        <button
          ref={editButton}
          type="button"
          onClick={() => {
            setDraft(bio);
            setProblem(null);
            setEditing(true);
          }}
          className="mt-2 inline-flex min-h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-100"
        >
          {t('profile.editBio')}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {t('profile.bio')}
      </label>
      <textarea
        id={fieldId}
        value={draft}
        maxLength={LIMITS.bioMax}
        rows={5}
        // biome-ignore lint/a11y/noAutofocus: the person just asked to edit this field
        autoFocus
        onChange={(event) => setDraft(clampBio(event.target.value))}
        aria-describedby={problem ? `${counterId} ${problemId}` : counterId}
        aria-invalid={problem ? true : undefined}
        className="w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900"
      />
      <p id={counterId} className="self-end text-sm text-slate-600">
        <span className="sr-only">{t('profile.charactersUsed')}</span>
        {bioCounter(draft)}
      </p>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-700">
          {displayText(problem)}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={update.isPending}
          className="inline-flex min-h-10 items-center rounded-full bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-800 disabled:opacity-60"
        >
          {update.isPending ? t('profile.saving') : t('profile.saveBio')}
        </button>
        <button
          type="button"
          onClick={() => setEditing(false)}
          disabled={update.isPending}
          className="inline-flex min-h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-100"
        >
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
