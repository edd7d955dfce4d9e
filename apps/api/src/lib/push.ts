import type { AlertPushPayload } from '@dengue/core';

/** One alert's push fan-out: which barangays' subscribed devices get which payload. */
export interface PushJob {
  alertId: string;
  barangayIds: string[];
  payload: AlertPushPayload;
}

/** Web Push as the modules see it (modules/push implements it): handed to routes in AppContext. */
export interface PushService {
  publicKey(): Promise<string>;
  /** Starts the fan-out in the background and returns at once. */
  fanOut(job: PushJob): void;
  /** Resolves when every fan-out started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}
