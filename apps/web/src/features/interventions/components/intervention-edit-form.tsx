import {
  allowedInterventionStatuses,
  INTERVENTION_MESSAGES,
  INTERVENTION_RULE_MESSAGES,
  INTERVENTION_STATUSES,
  type Intervention,
  type InterventionStatus,
  statusAfterDateEdit,
} from '@dengue/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PickedLocation } from '../../../components/location-picker-slot';
import { updateIntervention } from '../api/intervention-actions';
import { useInterventionAction } from '../hooks/use-intervention-action';
import {
  editFormResolver,
  formDate,
  formValuesOf,
  type InterventionFormValues,
  updateBodyOf,
} from '../model/intervention-form';
import { SecondaryButton } from './buttons';
import { InterventionFields } from './intervention-fields';
import { AddressReadout, LocationField } from './location-field';

export interface InterventionEditFormProps {
  item: Intervention;
  formId: string;
  onSaved: (item: Intervention) => void;
  onBusyChange: (busy: boolean) => void;
}

/** Why the status choices are limited (admin section 4's warning texts), or null. */
function statusNote(item: Intervention, allowed: readonly InterventionStatus[]): string | null {
  if (item.status === 'Complete') return null;
  if (allowed.length === 1 && allowed[0] === 'Complete') {
    return `The date has passed by more than 24 hours, so this ${item.status.toLowerCase()} intervention can only become Complete.`;
  }
  if (item.status === 'Scheduled' && allowed.includes('Ongoing')) {
    return 'The date is today or within the last 24 hours, so this intervention may become Ongoing.';
  }
  return null;
}

/**
 * The edit side of the details dialog (admin sections 4 and 5): the barangay is locked, a new pin must lie
 * in it, and the map must be closed with its location saved before the form can be saved.
 */
export function InterventionEditForm({ item, formId, onSaved, onBusyChange }: InterventionEditFormProps) {
  const { run } = useInterventionAction();
  const form = useForm<InterventionFormValues>({
    resolver: editFormResolver,
    defaultValues: formValuesOf(item),
  });
  const [mapOpen, setMapOpen] = useState(false);
  const [pending, setPending] = useState<PickedLocation | null>(null);
  const location = form.watch('location');
  const dateValue = form.watch('date');
  const date = formDate(dateValue);
  const allowed = date ? allowedInterventionStatuses(date, new Date()) : INTERVENTION_STATUSES;
  // The stored status stays selectable while the date is unchanged, so other fields can still be edited.
  const options = INTERVENTION_STATUSES.filter(
    (s) => allowed.includes(s) || (s === item.status && dateValue === formValuesOf(item).date),
  );
  const { errors } = form.formState;

  function changeDate(value: string) {
    const chosen = formDate(value);
    if (chosen) form.setValue('status', statusAfterDateEdit(chosen, new Date()));
  }

  function saveLocation() {
    if (pending) form.setValue('location', pending);
    form.clearErrors('location');
    setMapOpen(false);
  }

  const submit = form.handleSubmit(async (values) => {
    if (mapOpen) {
      form.setError('location', { message: INTERVENTION_RULE_MESSAGES.saveLocationFirst });
      return;
    }
    onBusyChange(true);
    const saved = await run(() => updateIntervention(item._id, updateBodyOf(values)), {
      success: INTERVENTION_MESSAGES.updated,
      fallback: INTERVENTION_MESSAGES.updateFailed,
      serverMessage: true,
    });
    onBusyChange(false);
    if (saved) onSaved(saved);
  });

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="intervention-barangay" className="text-sm font-medium text-slate-800">
          Barangay
        </label>
        <input
          id="intervention-barangay"
          readOnly
          aria-describedby="intervention-barangay-note"
          value={item.barangay}
          className="min-h-11 rounded-lg border border-slate-300 bg-slate-100 px-3 text-slate-900"
        />
        <p id="intervention-barangay-note" className="text-sm text-slate-600">
          The barangay of an intervention cannot be changed.
        </p>
      </div>
      <AddressReadout value={location} />
      {mapOpen ? (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
          <LocationField
            value={pending ?? location}
            onChange={setPending}
            lockedBarangay={item.barangay}
            lockedMessage="boundaries"
            error={errors.location?.message}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <SecondaryButton
              label="Cancel"
              onClick={() => {
                setPending(null);
                form.clearErrors('location');
                setMapOpen(false);
              }}
            />
            <button
              type="button"
              onClick={saveLocation}
              className="min-h-11 rounded-full bg-slate-900 px-5 font-semibold text-white hover:bg-slate-800"
            >
              Save Location
            </button>
          </div>
        </div>
      ) : (
        <div>
          <SecondaryButton label="Change Location" onClick={() => setMapOpen(true)} />
          {errors.location?.message ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {errors.location.message}
            </p>
          ) : null}
        </div>
      )}
      <InterventionFields
        form={form}
        statusOptions={options}
        statusNote={statusNote(item, allowed)}
        onDateChange={changeDate}
      />
    </form>
  );
}
