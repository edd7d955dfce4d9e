import { manilaToday, manilaYesterday } from '@dengue/core';
import { TextInput } from '../../../components/ui/text-input';
import type { KeyedMessage } from '../../../i18n/catalogue';
import { displayText, useT } from '../../../i18n/language-store';
import type { ReportDraftState } from '../hooks/use-report-draft';
import '../../../i18n/en/report';

const fieldText = (message: KeyedMessage | string | undefined) =>
  message ? displayText(message) : undefined;

/**
 * When the site was seen: today or yesterday only, never later than now (resident section 5). The rules
 * apply when a field is left, so typing a year digit by digit is not interrupted.
 */
export function DateTimeFields({ state }: { state: ReportDraftState }) {
  const t = useT();
  const now = new Date();
  return (
    <fieldset className="grid min-w-0 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t('report.when')}</legend>
      <TextInput
        label={t('report.date')}
        type="date"
        name="date"
        min={manilaYesterday(now)}
        max={manilaToday(now)}
        value={state.draft.date}
        onChange={(event) => state.setDate(event.target.value)}
        onBlur={state.settleDate}
        error={fieldText(state.messageOf('date'))}
        required
      />
      <TextInput
        label={t('report.time')}
        type="time"
        name="time"
        value={state.draft.time}
        onChange={(event) => state.setTime(event.target.value)}
        onBlur={state.settleTime}
        error={fieldText(state.messageOf('time'))}
        required
      />
      <button
        type="button"
        onClick={state.useCurrentDateTime}
        className="min-h-11 rounded-full border border-slate-900 px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100 sm:mt-7"
      >
        {t('report.useNow')}
      </button>
    </fieldset>
  );
}
