import { EXTRA_LIMITS } from '@dengue/core';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../../i18n/language-store';
import type { ManualChoice } from '../../model/picker-rules';
import '../../../../i18n/en/map';

/**
 * The picker without the map, for people who cannot use one (or when the map cannot load): a barangay from
 * the list (the pin goes on its label point, an interior point, and is marked approximate) and an address
 * typed by hand, which is sent with the report.
 */
export function LocationPickerManual({
  choices,
  onSubmit,
}: {
  choices: readonly ManualChoice[];
  onSubmit: (choice: ManualChoice, address: string) => void;
}) {
  const t = useT();
  const id = useId();
  const [name, setName] = useState(choices.length === 1 ? (choices[0]?.name ?? '') : '');
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState(false);

  const submit = (event: FormEvent) => {
    // A form nested in the report form's <form> is not allowed in HTML, so this is a group with a button.
    event.preventDefault();
    const area = choices.find((choice) => choice.name === name);
    if (!area) {
      setProblem(true);
      return;
    }
    setProblem(false);
    onSubmit(area, address.trim());
  };

  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
      <summary className="min-h-11 cursor-pointer py-3 text-sm leading-5 font-medium text-blue-800">
        {t('picker.manualToggle')}
      </summary>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-barangay`} className="text-sm font-medium text-slate-800">
            {t('picker.manualBarangay')}
          </label>
          <select
            id={`${id}-barangay`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
          >
            <option value="">{t('picker.manualChoose')}</option>
            {choices.map((choice) => (
              <option key={choice.name} value={choice.name}>
                {choice.name}
              </option>
            ))}
          </select>
          {problem ? (
            <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700">
              {t('picker.manualChoose')}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-address`} className="text-sm font-medium text-slate-800">
            {t('picker.manualAddress')}
          </label>
          <input
            id={`${id}-address`}
            value={address}
            maxLength={EXTRA_LIMITS.reportAddressMax}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submit(event);
            }}
            aria-describedby={`${id}-address-hint`}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
          />
          <p id={`${id}-address-hint`} className="text-xs text-slate-600">
            {t('picker.manualAddressHint')}
          </p>
        </div>
        <div className="sm:col-span-2">
          <button
            type="button"
            onClick={submit}
            className="min-h-11 rounded-full border border-slate-900 px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100"
          >
            {t('picker.manualSubmit')}
          </button>
        </div>
      </div>
    </details>
  );
}
