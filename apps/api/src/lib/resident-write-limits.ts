import { RESIDENT_WRITE_LIMITS, type ResidentWrite, residentWriteWait } from '@dengue/core';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import { consumeRate } from './rate-limit.ts';

/**
 * Counts one write of a resident account in every window of its kind (database counters, shared by every API
 * process) and refuses with 429 and the wait when one is full. `scale` is RATE_LIMIT_SCALE (tests only).
 */
export async function enforceResidentWrite(
  db: Db,
  action: ResidentWrite,
  accountId: string,
  scale = 1,
): Promise<void> {
  let wait = 0;
  for (const window of RESIDENT_WRITE_LIMITS[action]) {
    const { allowed, retryAfterSeconds } = await consumeRate(db, {
      key: `write:${action}:${window.windowSeconds}:${accountId}`,
      limit: window.limit * scale,
      windowSeconds: window.windowSeconds,
    });
    if (!allowed) wait = Math.max(wait, retryAfterSeconds);
  }
  if (wait > 0) {
    throw new AppError('TOO_MANY_REQUESTS', residentWriteWait(action, wait), {
      details: { retryAfter: wait },
    });
  }
}
