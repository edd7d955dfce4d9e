import { useMemo, useState } from 'react';
import type { KeyedMessage } from '../../../i18n/catalogue';
import {
  type DraftErrors,
  type DraftField,
  type DraftLocation,
  type ReportDraft,
  validateDraft,
} from '../model/report-draft';
import { addPhotos, currentDateTime, limitDescription, settleDate, settleTime } from '../model/report-fields';

const EMPTY: ReportDraft<File> = {
  isAnonymous: false,
  location: null,
  date: '',
  time: '',
  reportType: '',
  description: '',
  images: [],
};

/** Messages a field shows about what it just did (a snapped date, a cut description, refused photos). */
type Notes = Partial<Record<DraftField, KeyedMessage>>;

/**
 * The report form's state and the field behaviours of resident section 5. Errors of the whole draft
 * appear after the first submit attempt and follow every change from then on.
 */
export function useReportDraft(now: () => Date = () => new Date()) {
  const [draft, setDraft] = useState<ReportDraft<File>>(EMPTY);
  const [notes, setNotes] = useState<Notes>({});
  const [attempted, setAttempted] = useState(false);

  const note = (field: DraftField, message: KeyedMessage | null) =>
    setNotes((current) => {
      const next = { ...current };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  const patch = (change: Partial<ReportDraft<File>>) => setDraft((current) => ({ ...current, ...change }));

  const errors: DraftErrors = useMemo(
    () => (attempted ? validateDraft(draft, now()) : {}),
    [attempted, draft, now],
  );

  return {
    draft,
    /** The field's own note first (it says what just happened), else its validation error. */
    messageOf: (field: DraftField): KeyedMessage | string | undefined => notes[field] ?? errors[field],
    errors,
    setAnonymous: (isAnonymous: boolean) => patch({ isAnonymous }),
    setLocation: (location: DraftLocation) => patch({ location }),
    setReportType: (reportType: ReportDraft['reportType']) => patch({ reportType }),
    setDescription: (text: string) => {
      const limited = limitDescription(text);
      note('description', limited.message);
      patch({ description: limited.text });
    },
    /** Typing stores the date as it is; leaving the field applies the today-or-yesterday rule. */
    setDate: (date: string) => {
      note('date', null);
      patch({ date });
    },
    settleDate: () => {
      const settled = settleDate(draft.date, now());
      note('date', settled.message);
      const time = settleTime(settled.date, draft.time, now());
      if (time.message) note('time', time.message);
      patch({ date: settled.date, time: time.time });
    },
    setTime: (time: string) => {
      note('time', null);
      patch({ time });
    },
    settleTime: () => {
      const settled = settleTime(draft.date, draft.time, now());
      note('time', settled.message);
      patch({ time: settled.time });
    },
    useCurrentDateTime: () => {
      note('date', null);
      note('time', null);
      patch(currentDateTime(now()));
    },
    addImages: (picked: readonly File[]) => {
      const added = addPhotos(draft.images, picked);
      note('images', added.message);
      patch({ images: added.files });
    },
    removeImage: (index: number) => {
      note('images', null);
      patch({ images: draft.images.filter((_, i) => i !== index) });
    },
    /** Marks the draft as submitted and answers its errors (empty when it may be sent). */
    check: (): DraftErrors => {
      setAttempted(true);
      setNotes({});
      return validateDraft(draft, now());
    },
  };
}

export type ReportDraftState = ReturnType<typeof useReportDraft>;
