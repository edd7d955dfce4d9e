import { registerEnglish } from '../language-store';

/**
 * English, part 'analytics': the line-list import dialog of the admin Analytics page (features/analytics).
 * The console itself shows English only (useEnglishOnly, decision 017); the saving phase's words are kept in
 * both catalogues as asked, ready for the day the console is translated. Loaded with the Analytics chunk.
 */
export const analyticsEn = {
  'import.savingOne': 'Saving 1 case…',
  'import.savingOther': 'Saving {n} cases…',
} satisfies Record<string, string>;

registerEnglish(analyticsEn);
