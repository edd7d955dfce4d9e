import type { AlertPushPayload } from '@dengue/core';

/** What a send hands to the Web Push fan-out (modules/push implements it; routes reach it through ctx). */
export interface PushJob {
  alertId: string;
  barangayIds: string[];
  payload: AlertPushPayload;
}

export interface PushService {
  publicKey(): Promise<string>;
  /** Starts the fan-out in the background and returns at once. */
  fanOut(job: PushJob): void;
  /** Resolves when every fan-out started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}
