import { REPORT_TYPES, type Report } from '@dengue/core';
import type { QueryKey } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocationPicker } from '../../../components/location-picker-slot';
import { CtaButton } from '../../../components/ui/cta-button';
import { TextInput } from '../../../components/ui/text-input';
import type { KeyedMessage } from '../../../i18n/catalogue';
import { displayText, translateValue, useT } from '../../../i18n/language-store';
import type { SessionUser } from '../../../lib/session';
import { creationFailure, useCreateReport } from '../hooks/use-create-report';
import { usePhotoPreviews } from '../hooks/use-photo-previews';
import { useReportDraft } from '../hooks/use-report-draft';
import { orderedErrors } from '../model/report-draft';
import { AnonymousSwitch } from './anonymous-switch';
import { DateTimeFields } from './date-time-fields';
import { DescriptionField } from './description-field';
import { NearbyHint } from './nearby-hint';
import { PhotoField } from './photo-field';
import '../../../i18n/en/report';

const CITY = 'Quezon City';

export interface ReportFormProps {
  user: SessionUser;
  listKey?: QueryKey;
  /** With the stored report, or null when it was kept on this phone to be sent later. */
  onCreated: (report: Report | null) => void;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
}

/** The Report to Surveillance form (resident sections 2 and 5). */
export function ReportForm({ user, listKey, onCreated, onCancel, onBusyChange }: ReportFormProps) {
  const t = useT();
  const LocationPicker = useLocationPicker();
  const id = useId();
  const state = useReportDraft();
  const previews = usePhotoPreviews(state.draft.images);
  const [addressPending, setAddressPending] = useState(false);
  // A refused draft names its first problem and asks to fill the rest; a refused upload only says why.
  const [problem, setProblem] = useState<{ message: KeyedMessage | string; fromServer: boolean } | null>(
    null,
  );
  const create = useCreateReport({
    author: { id: user.id, username: user.username, profilePhotoUrl: user.profilePhotoUrl },
    listKey,
    onCreated,
  });
  const { draft } = state;
  const location = draft.location;

  useEffect(() => onBusyChange(create.isPending), [create.isPending, onBusyChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const [first] = orderedErrors(state.check());
    if (first || !location) {
      setProblem({ message: first ?? { key: 'report.locationRequired' }, fromServer: false });
      return;
    }
    setProblem(null);
    create.mutate(
      { draft: { ...draft, location }, previews },
      { onError: (error) => setProblem({ message: creationFailure(error), fromServer: true }) },
    );
  };

  const locationMessage = state.messageOf('location');
  const barangayMessage = state.messageOf('barangay');
  const typeMessage = state.messageOf('reportType');
  let addressText = '';
  if (location)
    addressText =
      location.address || (addressPending ? t('report.lookingUpAddress') : t('report.addressNotFound'));

  return (
    <form
      id={id}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-describedby={`${id}-intro`}
    >
      <p id={`${id}-intro`} className="text-sm text-slate-700">
        {t('report.intro')}
      </p>
      <AnonymousSwitch checked={draft.isAnonymous} onChange={state.setAnonymous} />

      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t('report.where')}</legend>
        {LocationPicker ? (
          <LocationPicker
            variant="resident"
            value={location}
            onChange={state.setLocation}
            onAddressPending={setAddressPending}
            label={t('report.mapLabel')}
          />
        ) : (
          <p role="alert" className="text-sm text-red-800">
            {t('report.mapMissing')}
          </p>
        )}
        {locationMessage ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {displayText(locationMessage)}
          </p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput label={t('report.city')} value={CITY} readOnly />
          <TextInput
            label={t('report.barangay')}
            value={location?.barangay ?? ''}
            readOnly
            placeholder={t('report.setByMap')}
            error={barangayMessage && displayText(barangayMessage)}
          />
          <TextInput
            label={t('report.address')}
            value={addressText}
            readOnly
            placeholder={t('report.setByMap')}
            className="sm:col-span-2"
          />
        </div>
      </fieldset>

      <DateTimeFields state={state} />

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-type`} className="text-sm font-medium text-slate-800">
          {t('report.type')}
        </label>
        <select
          id={`${id}-type`}
          value={draft.reportType}
          onChange={(event) => state.setReportType(event.target.value as typeof draft.reportType)}
          aria-invalid={state.messageOf('reportType') ? true : undefined}
          aria-describedby={state.messageOf('reportType') ? `${id}-type-error` : undefined}
          className={`min-h-11 rounded-lg border bg-white px-3 text-slate-900 ${
            state.messageOf('reportType') ? 'border-red-700' : 'border-slate-300'
          }`}
        >
          <option value="">{t('report.selectType')}</option>
          {REPORT_TYPES.map((type) => (
            <option key={type} value={type}>
              {translateValue('reportType', type)}
            </option>
          ))}
        </select>
        {typeMessage ? (
          <p id={`${id}-type-error`} role="alert" className="text-sm font-medium text-red-700">
            {displayText(typeMessage)}
          </p>
        ) : null}
      </div>

      <NearbyHint point={location} type={draft.reportType} userId={user.id} />

      <DescriptionField state={state} />
      <PhotoField state={state} previews={previews} />

      {problem ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{displayText(problem.message)}</p>
          {problem.fromServer ? null : <p>{t('report.fillRequired')}</p>}
        </div>
      ) : null}

      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <button
          type="button"
          onClick={onCancel}
          disabled={create.isPending}
          className="min-h-11 rounded-full px-5 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
        >
          {t('report.cancel')}
        </button>
        <CtaButton type="submit" loading={create.isPending} loadingText={t('report.reporting')}>
          {t('report.submit')}
        </CtaButton>
      </div>
    </form>
  );
}
