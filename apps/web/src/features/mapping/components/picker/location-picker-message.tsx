import type { KeyedMessage } from '../../../../i18n/catalogue';
import { displayText, useT } from '../../../../i18n/language-store';
import '../../../../i18n/en/map';
// The picker's 'Location set in {barangay}' is the report form's key: the intervention dialogs (staff console)
// show it too, where the report form's English part is not loaded otherwise.
import '../../../../i18n/en/report';

/** The line under the picker's buttons: the outcome of the last pick and where its address lookup is. */
export interface PickerNotice {
  tone: 'error' | 'success';
  /** A keyed message, or an English-only console's own refusal. */
  text: KeyedMessage | string;
  /** Changes with every notice, so the same error twice is announced twice. */
  seq: number;
  address?: 'pending' | 'found' | 'notFound';
}

export function PickerMessage({ notice }: { notice: PickerNotice | null }) {
  const t = useT();
  const addressLine =
    notice?.address === 'pending'
      ? t('report.lookingUpAddress')
      : notice?.address === 'notFound'
        ? t('report.addressNotFound')
        : null;
  return (
    <div className="min-h-6 text-sm">
      {notice?.tone === 'error' ? (
        <p key={notice.seq} role="alert" className="font-medium text-red-700">
          {displayText(notice.text)}
        </p>
      ) : (
        <div role="status" aria-live="polite">
          {notice ? <p className="font-medium text-green-800">{displayText(notice.text)}</p> : null}
          {addressLine ? <p className="text-slate-700">{addressLine}</p> : null}
        </div>
      )}
    </div>
  );
}
