/** Small presentation rules of the AI recommendations dialog (admin section 2). */

export type VerdictTone = 'high' | 'moderate' | 'low';

/** The verdict is red when it says 'high', yellow for 'moderate', otherwise green. */
export function verdictTone(verdict: string): VerdictTone {
  const text = verdict.toLowerCase();
  if (text.includes('high')) return 'high';
  if (text.includes('moderate')) return 'moderate';
  return 'low';
}

/** 'https://www.who.int/news-room/...' -> 'who.int'; a text that is not a URL is returned as it is. */
export function sourceDomain(uri: string): string {
  try {
    return new URL(uri).hostname.replace(/^www\./, '');
  } catch {
    return uri;
  }
}

/** Only web links are made clickable (the schema says URL; a javascript: one would still parse). */
export const isWebLink = (uri: string): boolean => /^https?:\/\//i.test(uri);

/** How many loading tips there are (rec.tip1 .. rec.tipN) and how often they change. */
export const TIP_COUNT = 5;
export const TIP_ROTATION_MS = 4_000;

/** Text longer than this is clamped with Read More (Analysis, Predictions). */
export const CLAMP_CHARS = 280;
