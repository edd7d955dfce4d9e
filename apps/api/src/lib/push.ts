import type { AlertPushPayload } from '@dengue/core';

/** The job queue (lib/jobs) that sends an alert's pushes once it is stored. */
export const PUSH_FAN_OUT_QUEUE = 'alert-push';

/** One alert's push fan-out: which barangays' subscribed devices get which payload. */
export interface PushJob {
  alertId: string;
  barangayIds: string[];
  payload: AlertPushPayload;
}

/** Web Push as the modules see it (modules/push implements it): handed to routes in AppContext. */
export interface PushService {
  publicKey(): Promise<string>;
}
