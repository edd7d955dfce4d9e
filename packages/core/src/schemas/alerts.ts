import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { VALIDATION_MESSAGES as V } from '../extra-messages.ts';
import { idParamSchema, idSchema, isoDateTimeSchema } from './common.ts';

/** Dengue alerts sent to chosen barangays (admin sections 3, 5 and 7). */

export const alertSchema = z.object({
  _id: idSchema,
  barangays: z.array(z.object({ _id: idSchema, name: z.string() })),
  messages: z.array(z.string()),
  timestamp: isoDateTimeSchema(),
});
export type Alert = z.infer<typeof alertSchema>;

const alertMessage = z
  .string({ error: V.alertMessageRequired })
  .trim()
  .min(1, V.alertMessageRequired)
  .max(LIMITS.alertMessageMax, V.alertMessageTooLong);

/** POST alerts and PATCH alerts/{id}: at least one barangay, each once, and exactly one message. */
export const sendAlertSchema = z.object({
  barangayIds: z
    .array(idParamSchema, { error: V.alertBarangaysRequired })
    .min(1, V.alertBarangaysRequired)
    .refine((ids) => new Set(ids).size === ids.length, V.alertBarangaysUnique),
  messages: z.array(alertMessage, { error: V.alertMessageRequired }).length(1, V.alertMessagesOne),
});
export type SendAlertBody = z.input<typeof sendAlertSchema>;

/** The picker's rule: picking a chosen barangay again removes it. */
export const toggleBarangaySelection = (selected: readonly string[], id: string): string[] =>
  selected.includes(id) ? selected.filter((one) => one !== id) : [...selected, id];
