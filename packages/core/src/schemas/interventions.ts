import { z } from 'zod';
import {
  EXTRA_LIMITS,
  INTERVENTION_PIN_BOUNDS,
  INTERVENTION_STATUSES,
  INTERVENTION_TYPES,
} from '../constants.ts';
import { VALIDATION_MESSAGES as V } from '../extra-messages.ts';
import { INTERVENTION_MESSAGES as M } from '../intervention-messages.ts';
import { normalizeInterventionStatus } from '../intervention-status.ts';
import { idSchema, isoDateTimeSchema, lngLatSchema } from './common.ts';

/** Interventions: fogging, traps, clean-up drives, education campaigns (admin sections 3, 5 and 7). */

export const interventionTypeSchema = z.enum(INTERVENTION_TYPES, { error: M.selectType });

/** Accepts 'completed' and any capitals, answers the canonical spelling. */
export const interventionStatusSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (normalizeInterventionStatus(value) ?? value) : value),
  z.enum(INTERVENTION_STATUSES, { error: M.selectStatus }),
);

/** Inside the fallback city box; the service also checks the barangay polygon. */
const isInPinBounds = ([lng, lat]: readonly [number, number]) =>
  lat >= INTERVENTION_PIN_BOUNDS.south &&
  lat <= INTERVENTION_PIN_BOUNDS.north &&
  lng >= INTERVENTION_PIN_BOUNDS.west &&
  lng <= INTERVENTION_PIN_BOUNDS.east;

const pinSchema = z.object(
  {
    type: z.literal('Point', { error: M.pinRequired }),
    coordinates: lngLatSchema(M.pinRequired).refine(isInPinBounds, M.outsideCity),
  },
  { error: M.pinRequired },
);

export const interventionSchema = z.object({
  _id: idSchema,
  barangay: z.string(),
  address: z.string(),
  date: isoDateTimeSchema(),
  interventionType: interventionTypeSchema,
  personnel: z.string(),
  status: z.enum(INTERVENTION_STATUSES),
  isArchived: z.boolean(),
  specific_location: z
    .object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) })
    .nullable(),
  description: z.string(),
  completedAt: isoDateTimeSchema().nullable(),
  createdAt: isoDateTimeSchema(),
  updatedAt: isoDateTimeSchema(),
});
export type Intervention = z.infer<typeof interventionSchema>;

const fields = {
  barangay: z.string({ error: M.selectBarangay }).trim().min(1, M.selectBarangay),
  address: z.string().trim().max(EXTRA_LIMITS.addressMax, V.addressTooLong),
  interventionType: interventionTypeSchema,
  personnel: z
    .string({ error: M.enterPersonnel })
    .trim()
    .min(1, M.enterPersonnel)
    .max(EXTRA_LIMITS.personnelMax, V.personnelTooLong),
  date: isoDateTimeSchema(M.selectDate),
  status: interventionStatusSchema,
  /** The spec's body also names `location`: a free-text place kept beside the address. */
  location: z.string().trim().max(EXTRA_LIMITS.addressMax, V.addressTooLong).optional(),
  description: z.string().trim().max(EXTRA_LIMITS.interventionTextMax, V.descriptionTooLong),
};

/** POST interventions: a pin is required. */
export const createInterventionSchema = z.object({
  ...fields,
  address: fields.address.default(''),
  description: fields.description.default(''),
  specific_location: pinSchema,
});
export type CreateInterventionBody = z.input<typeof createInterventionSchema>;

/** PATCH interventions/{id}: any subset (no defaults, so a missing field stays as stored); a null pin clears it. */
export const updateInterventionSchema = z
  .object({ ...fields, specific_location: pinSchema.nullable() })
  .partial();
export type UpdateInterventionBody = z.input<typeof updateInterventionSchema>;
