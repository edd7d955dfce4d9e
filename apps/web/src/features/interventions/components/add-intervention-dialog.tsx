import {
  allowedInterventionStatuses,
  createBarangayMatcher,
  INTERVENTION_MESSAGES,
  INTERVENTION_STATUSES,
  type InterventionType,
  QC_BARANGAY_NAMES,
} from '@dengue/core';
import { type ReactNode, useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { PickedLocation } from '../../../components/location-picker-slot';
import { Modal } from '../../../components/ui/modal';
import { createIntervention } from '../api/intervention-actions';
import { useInterventionAction } from '../hooks/use-intervention-action';
import {
  createBodyOf,
  createFormResolver,
  emptyInterventionForm,
  formDate,
  type InterventionFormValues,
} from '../model/intervention-form';
import { PrimaryButton, SecondaryButton } from './buttons';
import { InterventionFields } from './intervention-fields';
import { AddressReadout, LocationField } from './location-field';
import { SelectField } from './select-field';

const matcher = createBarangayMatcher(QC_BARANGAY_NAMES);

export interface AddInterventionDialogProps {
  open: boolean;
  onClose: () => void;
  /** A barangay chosen beforehand (the Interventions page's Apply action, a pattern card). */
  initialBarangay?: string;
  /** The type the engine suggests (Apply); the admin may change it. */
  initialType?: InterventionType;
  /** Why the form is preselected, shown above it. */
  note?: ReactNode;
}

/**
 * 'Add New Intervention' (admin sections 2, 4 and 5): the barangay, a pin inside it, date, type, personnel
 * and a status the date allows. The form runs the server's own schema before it sends anything.
 */
export function AddInterventionDialog({
  open,
  onClose,
  initialBarangay = '',
  initialType,
  note,
}: AddInterventionDialogProps) {
  const formId = useId();
  const { busy, run } = useInterventionAction();
  const initialValues = (): InterventionFormValues => ({
    // Names from other screens may differ in case or accents from the list's official spelling.
    ...emptyInterventionForm(initialBarangay && (matcher.match(initialBarangay) ?? initialBarangay)),
    interventionType: initialType ?? '',
  });
  const form = useForm<InterventionFormValues>({
    resolver: useMemo(() => createFormResolver(), []),
    defaultValues: initialValues(),
  });
  const barangay = form.watch('barangay');
  const date = formDate(form.watch('date'));
  const statusOptions = date ? allowedInterventionStatuses(date, new Date()) : INTERVENTION_STATUSES;
  const { errors, isSubmitted } = form.formState;

  function close() {
    form.reset(initialValues());
    onClose();
  }

  // The pin sets the barangay when none is chosen yet; a later barangay change drops a pin outside it.
  function pick(location: PickedLocation) {
    if (!form.getValues('barangay')) {
      form.setValue('barangay', matcher.match(location.barangay) ?? location.barangay, {
        shouldValidate: isSubmitted,
      });
    }
    form.setValue('location', location, { shouldValidate: isSubmitted });
  }

  function changeDate(value: string) {
    const chosen = formDate(value);
    const status = form.getValues('status');
    if (!chosen || !status) return;
    const allowed = allowedInterventionStatuses(chosen, new Date());
    if (!allowed.includes(status)) form.setValue('status', allowed[0]!, { shouldValidate: isSubmitted });
  }

  const submit = form.handleSubmit(async (values) => {
    const created = await run(() => createIntervention(createBodyOf(values)), {
      success: INTERVENTION_MESSAGES.created,
      fallback: INTERVENTION_MESSAGES.createFailed,
      serverMessage: true,
    });
    if (created) close();
  });

  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : close}
      title="Add New Intervention"
      size="lg"
      footer={
        <>
          <SecondaryButton label="Cancel" onClick={close} disabled={busy} />
          <PrimaryButton type="submit" form={formId} busy={busy} label="Add Intervention" />
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {note ? (
          <p className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">{note}</p>
        ) : null}
        <SelectField
          label="Barangay"
          placeholder="Select a barangay"
          options={QC_BARANGAY_NAMES}
          error={errors.barangay?.message}
          {...form.register('barangay', {
            onChange: (event) => {
              const location = form.getValues('location');
              if (location && matcher.match(location.barangay) !== event.target.value) {
                form.setValue('location', null);
              }
            },
          })}
        />
        <Controller
          control={form.control}
          name="location"
          render={({ field }) => (
            <>
              <LocationField
                value={field.value}
                onChange={pick}
                lockedBarangay={barangay}
                lockedMessage="only"
                error={errors.location?.message}
              />
              <AddressReadout value={field.value} />
            </>
          )}
        />
        <InterventionFields form={form} statusOptions={statusOptions} onDateChange={changeDate} />
      </form>
    </Modal>
  );
}
