import {
  buildCreateInterventionSchema,
  type CreateInterventionBody,
  fromManilaDateTimeLocal,
  INTERVENTION_MESSAGES,
  type Intervention,
  type InterventionStatus,
  type InterventionType,
  toManilaDateTimeLocal,
  type UpdateInterventionBody,
  updateInterventionSchema,
} from '@dengue/core';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PickedLocation } from '../../../components/location-picker-slot';

/** What the create and edit forms hold; the date is a datetime-local value read as Manila time. */
export interface InterventionFormValues {
  barangay: string;
  location: PickedLocation | null;
  date: string;
  interventionType: InterventionType | '';
  personnel: string;
  status: InterventionStatus | '';
  description: string;
}

export const emptyInterventionForm = (barangay = ''): InterventionFormValues => ({
  barangay,
  location: null,
  date: '',
  interventionType: '',
  personnel: '',
  status: '',
  description: '',
});

export const formValuesOf = (item: Intervention): InterventionFormValues => ({
  barangay: item.barangay,
  location: item.specific_location
    ? {
        lng: item.specific_location.coordinates[0],
        lat: item.specific_location.coordinates[1],
        barangay: item.barangay,
        address: item.address,
      }
    : null,
  date: toManilaDateTimeLocal(new Date(item.date)),
  interventionType: item.interventionType,
  personnel: item.personnel,
  status: item.status,
  description: item.description,
});

/** The instant of the form's date, or null while it is empty or half typed. */
export const formDate = (value: string): Date | null => (value ? fromManilaDateTimeLocal(value) : null);

/** The POST body the form describes; blanks stay blank so the core schema words the problem. */
export const createBodyOf = (values: InterventionFormValues): CreateInterventionBody => ({
  barangay: values.barangay,
  address: values.location?.address ?? '',
  interventionType: (values.interventionType || undefined) as InterventionType,
  personnel: values.personnel,
  date: formDate(values.date)?.toISOString() ?? '',
  status: (values.status || undefined) as InterventionStatus,
  description: values.description,
  specific_location: values.location
    ? { type: 'Point', coordinates: [values.location.lng, values.location.lat] }
    : (undefined as unknown as CreateInterventionBody['specific_location']),
});

/** The PATCH body: every field of the form (the barangay stays as it was; the server checks it). */
export const updateBodyOf = (values: InterventionFormValues): UpdateInterventionBody => {
  const body = createBodyOf(values);
  return { ...body, specific_location: body.specific_location ?? null };
};

/** Which form field a schema issue belongs to. */
const FIELD_OF: Record<string, keyof InterventionFormValues> = {
  barangay: 'barangay',
  specific_location: 'location',
  address: 'location',
  date: 'date',
  interventionType: 'interventionType',
  personnel: 'personnel',
  status: 'status',
  description: 'description',
};

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];

function toFieldErrors(issues: Issues): FieldErrors<InterventionFormValues> {
  const errors: FieldErrors<InterventionFormValues> = {};
  for (const issue of issues) {
    const field = FIELD_OF[String(issue.path[0] ?? '')];
    if (field && !errors[field]) errors[field] = { type: 'schema', message: issue.message };
  }
  return errors;
}

/**
 * react-hook-form resolvers that run the very schemas POST and PATCH interventions run (packages/core),
 * on the body the form would send, and put each message on its field.
 */
export const createFormResolver =
  (now: () => Date = () => new Date()): Resolver<InterventionFormValues> =>
  async (values) => {
    const result = buildCreateInterventionSchema(now).safeParse(createBodyOf(values));
    return result.success
      ? { values, errors: {} }
      : { values: {}, errors: toFieldErrors(result.error.issues) };
  };

export const editFormResolver: Resolver<InterventionFormValues> = async (values) => {
  const result = updateInterventionSchema.safeParse(updateBodyOf(values));
  const issues: { path: PropertyKey[]; message: string }[] = result.success ? [] : [...result.error.issues];
  // The edit form always holds a type and a status; the partial PATCH schema would let a blank through.
  if (!values.interventionType)
    issues.push({ path: ['interventionType'], message: INTERVENTION_MESSAGES.selectType });
  if (!values.status) issues.push({ path: ['status'], message: INTERVENTION_MESSAGES.selectStatus });
  return issues.length === 0 ? { values, errors: {} } : { values: {}, errors: toFieldErrors(issues) };
};
