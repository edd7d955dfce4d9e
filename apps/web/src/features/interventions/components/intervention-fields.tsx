import { INTERVENTION_MESSAGES, INTERVENTION_TYPES, type InterventionStatus } from '@dengue/core';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TextInput } from '../../../components/ui/text-input';
import type { InterventionFormValues } from '../model/intervention-form';
import { SelectField } from './select-field';

export interface InterventionFieldsProps {
  form: UseFormReturn<InterventionFormValues>;
  /** The statuses the chosen date allows, in the order shown. */
  statusOptions: readonly InterventionStatus[];
  /** Why the status options are what they are (edit form). */
  statusNote?: ReactNode;
  /** Called with the new datetime-local value, after the field has it. */
  onDateChange: (value: string) => void;
}

/** Date, type, personnel, status and description: the fields create and edit share. */
export function InterventionFields({
  form,
  statusOptions,
  statusNote,
  onDateChange,
}: InterventionFieldsProps) {
  const { errors } = form.formState;
  const status = form.watch('status');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label="Date"
          type="datetime-local"
          error={errors.date?.message}
          {...form.register('date', { onChange: (event) => onDateChange(event.target.value) })}
        />
        <SelectField
          label="Type of Intervention"
          placeholder="Select a type"
          options={INTERVENTION_TYPES}
          error={errors.interventionType?.message}
          {...form.register('interventionType')}
        />
        <TextInput
          label="Personnel"
          autoComplete="off"
          error={errors.personnel?.message}
          {...form.register('personnel')}
        />
        <SelectField
          label="Status"
          placeholder="Select a status"
          options={statusOptions}
          error={errors.status?.message}
          {...form.register('status')}
        />
      </div>
      {statusNote ? <p className="text-sm text-slate-700">{statusNote}</p> : null}
      {status === 'Complete' ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {INTERVENTION_MESSAGES.completingLocks}
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="intervention-description" className="text-sm font-medium text-slate-800">
          Description (optional)
        </label>
        <textarea
          id="intervention-description"
          rows={3}
          aria-invalid={errors.description ? true : undefined}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-blue-700"
          {...form.register('description')}
        />
        {errors.description?.message ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.description.message}
          </p>
        ) : null}
      </div>
    </>
  );
}
