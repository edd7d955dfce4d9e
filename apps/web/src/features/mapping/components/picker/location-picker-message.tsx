import type { KeyedMessage } from '../../../../i18n/catalogue';
import { PICKER_TEXT } from '../../../../i18n/en/picker-text';
import { translateMessage, useT } from '../../../../i18n/language-store';
import '../../../../i18n/en/map';
// The picker's 'Location set in {barangay}' is the report form's key: the intervention dialogs (staff console)
// show it too, where the report form's English part is not loaded otherwise.
import '../../../../i18n/en/report';

/** The line under the picker's buttons: the outcome of the last pick and where its address lookup is. */
export interface PickerNotice {
  tone: 'error' | 'success';
  text: string | KeyedMessage;
  /** Changes with every notice, so the same error twice is announced twice. */
  seq: number;
  address?: 'pending' | 'found' | 'notFound';
}

export function PickerMessage({ notice }: { notice: PickerNotice | null }) {
  useT();
  const addressLine =
    notice?.address === 'pending'
      ? PICKER_TEXT.lookingUpAddress
      : notice?.address === 'notFound'
        ? PICKER_TEXT.addressNotFound
        : null;
  return (
    <div className="min-h-6 text-sm">
      {notice?.tone === 'error' ? (
        <p key={notice.seq} role="alert" className="font-medium text-red-700">
          {translateMessage(notice.text)}
        </p>
      ) : (
        <div role="status" aria-live="polite">
          {notice ? <p className="font-medium text-green-800">{translateMessage(notice.text)}</p> : null}
          {addressLine ? <p className="text-slate-700">{translateMessage(addressLine)}</p> : null}
        </div>
      )}
    </div>
  );
}
