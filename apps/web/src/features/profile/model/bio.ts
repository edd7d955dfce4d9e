import { LIMITS, updateBioSchema } from '@dengue/core';

/** The bio editor's counter: '42/500'. */
export const bioCounter = (bio: string): string => `${bio.length}/${LIMITS.bioMax}`;

/** The first problem with a bio, by the same schema the server uses, or null. */
export function bioProblem(bio: string): string | null {
  const parsed = updateBioSchema.safeParse({ bio });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** Text longer than the limit is cut to it (a paste), as the report form does with its description. */
export const clampBio = (bio: string): string => bio.slice(0, LIMITS.bioMax);
