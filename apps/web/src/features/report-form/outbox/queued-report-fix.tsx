import { checkReportDate, checkReportDateTime, manilaToday, manilaYesterday } from '@dengue/core';
import { type FormEvent, useState } from 'react';
import { TextInput } from '../../../components/ui/text-input';
import type { KeyedMessage } from '../../../i18n/catalogue';
import { keyedOf } from '../../../i18n/core-messages';
import { displayText, useT } from '../../../i18n/language-store';
import { draftInstant } from '../model/report-draft';
import { outboxDb } from './outbox-db';
import type { QueuedReport } from './outbox-model';
import { sendQueuedReports } from './outbox-sender';
import { outboxStore } from './outbox-store';
import { OUTBOX_TEXT as T } from './outbox-text';
import '../../../i18n/en/report';

/** The date rule of the report form, as it stands now, for a draft's date and time (null: it passes). */
export function whenProblem(
  draft: Pick<QueuedReport['draft'], 'date' | 'time'>,
  now: Date,
): KeyedMessage | null {
  const instant = draftInstant(draft);
  const problem = instant ? checkReportDateTime(instant, now) : checkReportDate(draft.date, now);
  return problem && keyedOf(problem);
}

/**
 * What a refused card offers: when the report's date no longer passes the form's rule (it was kept too
 * long, so the date is older than yesterday), the date and time to change; then Send again puts it back in
 * the queue and sends it (or it waits, offline). Other refusals are sent again as they are.
 */
export function QueuedReportFix({ item, title }: { item: QueuedReport; title: string }) {
  const t = useT();
  const now = new Date();
  const [askWhen] = useState(() => whenProblem(item.draft, now) !== null);
  const [date, setDate] = useState(item.draft.date);
  const [time, setTime] = useState(item.draft.time);
  const [problem, setProblem] = useState<KeyedMessage | null>(null);

  const sendAgain = async (event: FormEvent) => {
    event.preventDefault();
    const found = askWhen ? whenProblem({ date, time }, new Date()) : null;
    setProblem(found);
    if (found) return;
    await outboxDb.putBack(item.clientId, askWhen ? { date, time } : item.draft);
    await outboxStore.changed(item.accountId);
    if (navigator.onLine) await sendQueuedReports(item.accountId);
  };

  return (
    // The form's own rule and words (the spec's), not the browser's bubble for min and max.
    <form noValidate onSubmit={(event) => void sendAgain(event)} className="flex flex-col gap-3">
      {askWhen && (
        <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">{T.fixWhen}</legend>
          <TextInput
            label={t('report.date')}
            type="date"
            name="date"
            min={manilaYesterday(now)}
            max={manilaToday(now)}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={problem ? displayText(problem) : undefined}
            required
          />
          <TextInput
            label={t('report.time')}
            type="time"
            name="time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            required
          />
        </fieldset>
      )}
      <button
        type="submit"
        aria-label={T.sendAgainLabel(title)}
        className="min-h-10 self-start rounded-full bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-800"
      >
        {T.sendAgain}
      </button>
    </form>
  );
}
