/**
 * How often one resident account may comment, vote and report. Each action has a short window (a burst) and a
 * long one (a day's or an hour's worth); the server counts every request in the database, per account
 * (docs/decisions/022). Generous for a person, a wall for a script.
 */
export interface WriteWindow {
  limit: number;
  windowSeconds: number;
}

export const RESIDENT_WRITE_LIMITS = {
  comment: [
    { limit: 5, windowSeconds: 60 },
    { limit: 60, windowSeconds: 3600 },
  ],
  vote: [
    { limit: 30, windowSeconds: 60 },
    { limit: 500, windowSeconds: 3600 },
  ],
  report: [
    { limit: 5, windowSeconds: 600 },
    { limit: 30, windowSeconds: 86_400 },
  ],
} as const satisfies Record<string, readonly WriteWindow[]>;

export type ResidentWrite = keyof typeof RESIDENT_WRITE_LIMITS;

const NEXT: Record<ResidentWrite, string> = {
  comment: 'posting another comment',
  vote: 'voting again',
  report: 'sending another report',
};

/**
 * The refusal, in the spec's words for a cooldown ('Please wait {n} seconds before ...'); waits of two minutes
 * or more are given in minutes.
 */
export function residentWriteWait(action: ResidentWrite, seconds: number): string {
  const wait =
    seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many requests. Please wait ${wait} before ${NEXT[action]}.`;
}
