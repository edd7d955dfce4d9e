import { BARANGAY_ALIASES } from './barangay-aliases.ts';
import { barangayMatchKey, barangayWords } from './barangay-names.ts';

/**
 * Barangay search, the one rule every search box and the server's report filters use: what a person
 * typed finds a barangay without accents or capitals ('sto nino' finds Santo Niño), with the usual
 * abbreviations (Sto., Sta., St., Brgy.) and the line lists' aliases ('Gintong Silahis' finds N.S.
 * Amoranto). Each typed word must open a word of the name (or of one of its aliases), in any order;
 * words are compared both with the abbreviations expanded and as typed.
 */

/** Accent-free, lower-case words as typed, abbreviations left as they are. */
const rawWords = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');

let aliasWords: Map<string, string[][]> | undefined;
/** The words of each official name's aliases, built on first use. */
function aliasesOf(name: string): string[][] {
  if (!aliasWords) {
    aliasWords = new Map();
    for (const [alias, official] of Object.entries(BARANGAY_ALIASES)) {
      aliasWords.set(official, [...(aliasWords.get(official) ?? []), barangayWords(alias)]);
    }
  }
  return aliasWords.get(name) ?? [];
}

const opensAWord = (typed: string, words: readonly string[]) => words.some((word) => word.startsWith(typed));

/** True when every typed word opens one of these words (expanded, or as typed). */
function fits(expanded: readonly string[], raw: readonly string[], words: readonly string[]): boolean {
  if (expanded.length > 0 && expanded.every((typed) => opensAWord(typed, words))) return true;
  return raw.length > 0 && raw.every((typed) => opensAWord(typed, words));
}

/** Whether `query` finds the barangay `name`; an empty query finds every barangay. */
export function barangayMatchesQuery(name: string, query: string): boolean {
  const expanded = barangayWords(query);
  const raw = rawWords(query);
  if (expanded.length === 0 && raw.length === 0) return true;
  if (fits(expanded, raw, barangayWords(name))) return true;
  if (aliasesOf(name).some((words) => fits(expanded, raw, words))) return true;
  // Glued typing ('batasanhills', 'sanisidro'): the typed key inside the name's key.
  const key = barangayMatchKey(query);
  return key.length >= 4 && barangayMatchKey(name).includes(key);
}

/**
 * The names `query` finds, best first: the name it spells exactly, then names whose first word it opens,
 * then the rest, each group in the given order.
 */
export function searchBarangayNames<T extends string>(names: readonly T[], query: string): T[] {
  const key = barangayMatchKey(query);
  const first = barangayWords(query)[0] ?? '';
  const rank = (name: T) => {
    if (key !== '' && barangayMatchKey(name) === key) return 0;
    return first !== '' && (barangayWords(name)[0] ?? '').startsWith(first) ? 1 : 2;
  };
  return names
    .filter((name) => barangayMatchesQuery(name, query))
    .map((name, index) => ({ name, index, rank: rank(name) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.name);
}
