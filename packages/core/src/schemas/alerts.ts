import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { VALIDATION_MESSAGES as V } from '../extra-messages.ts';
import { idParamSchema, idSchema, isoDateTimeSchema, paginatedSchema } from './common.ts';

/** Dengue alerts sent to chosen barangays (admin sections 3, 5 and 7). */

/** An alert stays 'active' (banner, map popup) this long after it was sent, unless archived earlier. */
export const ALERT_ACTIVE_DAYS = 14;

/** The in-app notification of an alert: where it applies, then the admin's words. */
export const alertNotificationText = (barangayNames: readonly string[], message: string) =>
  `Dengue alert for ${barangayNames.join(', ')}: ${message}`;
export const ALERT_NOTIFICATION_KIND = 'dengue-alert';

const barangayRefSchema = z.object({ _id: idSchema, name: z.string() });

/** The spec's alert entity: barangays, messages, timestamp. */
export const alertSchema = z.object({
  _id: idSchema,
  barangays: z.array(barangayRefSchema),
  messages: z.array(z.string()),
  timestamp: isoDateTimeSchema(),
});
export type Alert = z.infer<typeof alertSchema>;

/** What staff see of a sent alert: the entity plus who sent it and how far it reached. */
export const alertItemSchema = alertSchema.extend({
  title: z.string().nullable(),
  sender: z.object({ _id: idSchema, username: z.string() }).nullable(),
  createdAt: isoDateTimeSchema(),
  status: z.enum(['active', 'archived']),
  /** In-app notifications created: the residents of the chosen barangays when it was sent. */
  recipientsCount: z.number().int().min(0),
  /** Push messages the push services accepted; grows while the background fan-out runs. */
  pushDeliveredCount: z.number().int().min(0),
  pushAttemptedCount: z.number().int().min(0),
});
export type AlertItem = z.infer<typeof alertItemSchema>;

export const alertListSchema = paginatedSchema(alertItemSchema);
export type AlertList = z.infer<typeof alertListSchema>;

/** What a resident or visitor sees: no sender, no counts. */
export const publicAlertSchema = alertSchema.extend({ title: z.string().nullable() });
export type PublicAlert = z.infer<typeof publicAlertSchema>;
export const publicAlertListSchema = z.object({ data: z.array(publicAlertSchema) });

/** GET alerts/cooldown and the body of a 429: seconds until this admin may send again (0 = now). */
export const alertCooldownSchema = z.object({ secondsLeft: z.number().int().min(0) });
export type AlertCooldown = z.infer<typeof alertCooldownSchema>;

/** GET alerts/audience: residents who would be notified. */
export const alertAudienceQuerySchema = z.object({
  barangayIds: z
    .string({ error: V.alertBarangaysRequired })
    .transform((text) => text.split(',').filter((one) => one.trim() !== ''))
    .pipe(z.array(idParamSchema).max(200)),
});
export const alertAudienceSchema = z.object({ residents: z.number().int().min(0) });

const alertMessage = z
  .string({ error: V.alertMessageRequired })
  .trim()
  .min(1, V.alertMessageRequired)
  .max(LIMITS.alertMessageMax, V.alertMessageTooLong);

const alertTitle = z
  .string()
  .trim()
  .max(LIMITS.postTitleMax, V.alertTitleTooLong)
  .transform((title) => (title === '' ? null : title))
  .nullable()
  .optional();

const messagesSchema = z.array(alertMessage, { error: V.alertMessageRequired }).length(1, V.alertMessagesOne);

/** POST alerts: at least one barangay, each once, and exactly one message; an optional title. */
export const sendAlertSchema = z.object({
  title: alertTitle,
  barangayIds: z
    .array(idParamSchema, { error: V.alertBarangaysRequired })
    .min(1, V.alertBarangaysRequired)
    .refine((ids) => new Set(ids).size === ids.length, V.alertBarangaysUnique),
  messages: messagesSchema,
});
export type SendAlertBody = z.input<typeof sendAlertSchema>;

/**
 * PATCH alerts/{id}: corrects the wording. The barangays stay: the residents were already notified, so
 * changing them afterwards would describe a send that never happened.
 */
export const updateAlertSchema = z.object({ title: alertTitle, messages: messagesSchema });
export type UpdateAlertBody = z.input<typeof updateAlertSchema>;

/** The picker's rule: picking a chosen barangay again removes it. */
export const toggleBarangaySelection = (selected: readonly string[], id: string): string[] =>
  selected.includes(id) ? selected.filter((one) => one !== id) : [...selected, id];

/** A resident's home barangay: optional, private to the resident. */
export const homeBarangaySchema = z.object({ barangay: barangayRefSchema.nullable() });
export type HomeBarangay = z.infer<typeof homeBarangaySchema>;
export const setHomeBarangaySchema = z.object({
  barangayId: idParamSchema.nullable(),
});
export type SetHomeBarangayBody = z.input<typeof setHomeBarangaySchema>;

/** A browser's push subscription (PushSubscription.toJSON()), stored per device. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: V.pushSubscription }).max(2000, V.pushSubscription),
  keys: z.object(
    {
      p256dh: z
        .string({ error: V.pushSubscription })
        .min(80, V.pushSubscription)
        .max(200, V.pushSubscription),
      auth: z.string({ error: V.pushSubscription }).min(16, V.pushSubscription).max(100, V.pushSubscription),
    },
    { error: V.pushSubscription },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;
export const pushUnsubscribeSchema = z.object({ endpoint: z.string({ error: V.pushSubscription }).min(1) });
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** What the service worker receives in a push message (kept small: push services cap about 4 kB). */
export const alertPushPayloadSchema = z.object({
  kind: z.literal(ALERT_NOTIFICATION_KIND),
  alertId: idSchema,
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type AlertPushPayload = z.infer<typeof alertPushPayloadSchema>;
