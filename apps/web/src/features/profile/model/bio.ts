import { LIMITS, updateBioSchema } from '@dengue/core';
import type { KeyedMessage } from '../../../i18n/catalogue';
import { keyedIssue } from '../../../i18n/core-messages';

/** The bio editor's counter: '42/500'. */
export const bioCounter = (bio: string): string => `${bio.length}/${LIMITS.bioMax}`;

/** The first problem with a bio, by the same schema the server uses (keyed by its id), or null. */
export function bioProblem(bio: string): KeyedMessage | string | null {
  const parsed = updateBioSchema.safeParse({ bio });
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? keyedIssue(issue) : null;
}

/** Text longer than the limit is cut to it (a paste), as the report form does with its description. */
export const clampBio = (bio: string): string => bio.slice(0, LIMITS.bioMax);
