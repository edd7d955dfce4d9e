import { BARANGAY_ALIASES } from './barangay-aliases.ts';
import { QC_BARANGAY_NAMES } from './barangay-list.ts';

/**
 * Matching of barangay names from line lists, forms and boundary files (resident section 5: ignore case,
 * the word 'barangay', spaces, punctuation and a trailing 'sr'; admin section 5: loose matching over
 * case, accents and partial words). The boundary file spells 'Santo', 'Santa' and 'Saint' in full, so the
 * abbreviations are expanded rather than the full words shortened.
 */

/** Words that only say "this is a barangay". */
const FILLER_WORDS = new Set(['barangay', 'brgy', 'bgy', 'bry']);
/** Escopa I to IV are written with Roman or Arabic numerals in the wild. */
const ROMAN_NUMERALS: Readonly<Record<string, string>> = {
  i: '1',
  ii: '2',
  iii: '3',
  iv: '4',
  v: '5',
  vi: '6',
  vii: '7',
  viii: '8',
  ix: '9',
  x: '10',
};

const expandWord = (word: string, index: number): string => {
  if (word === 'sto') return 'santo';
  if (word === 'sta') return 'santa';
  // 'St.' opens a saint's name (Saint Ignatius, Saint Peter); elsewhere it would be a street.
  if (word === 'st' && index === 0) return 'saint';
  return ROMAN_NUMERALS[word] ?? word;
};

/** The name as lower-case, accent-free words, fillers dropped, abbreviations expanded, no trailing 'sr'. */
export const barangayWords = (name: string): string[] => {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !FILLER_WORDS.has(word))
    .map(expandWord);
  if (words.length > 1 && words[words.length - 1] === 'sr') words.pop();
  return words;
};

/** 'E. Rodriguez Sr.', 'BRGY. E RODRIGUEZ' and 'e-rodriguez' all give 'erodriguez'. */
export const barangayMatchKey = (name: string): string => {
  const key = barangayWords(name).join('');
  // A glued suffix ('ERODRIGUEZSR') is a trailing 'sr' too; no official name ends in 'sr'.
  return key.length > 2 && key.endsWith('sr') ? key.slice(0, -2) : key;
};

/** The whole name, the name without a parenthesised part, then each parenthesised part alone. */
const nameVariants = (raw: string): string[] => {
  const inner = [...raw.matchAll(/\(([^)]*)\)/g)].map((found) => found[1] ?? '');
  const outer = raw.replace(/\([^)]*\)/g, ' ');
  return [raw, outer, ...inner].filter((variant) => variant.trim() !== '');
};

interface Entry {
  official: string;
  words: string[];
  key: string;
}

/** A typed word counts as part of a name's word when it equals it, or opens it with 3 letters or more. */
const wordFits = (typed: string, word: string): boolean =>
  typed === word || (typed.length >= 3 && word.startsWith(typed));

/**
 * Official names the raw words fit. Whole words come first ('tandang' is Tandang Sora, not Matandang
 * Balara); only when no name fits word by word is the raw key looked for inside the keys, which catches
 * glued spellings such as 'Balongbat'.
 */
const looseHits = (raw: string, entries: readonly Entry[]): Set<string> => {
  const words = barangayWords(raw);
  const key = barangayMatchKey(raw);
  const byWords = new Set<string>();
  const byKey = new Set<string>();
  if (words.length === 0) return byWords;
  for (const entry of entries) {
    if (words.every((typed) => entry.words.some((word) => wordFits(typed, word))))
      byWords.add(entry.official);
    if (key.length >= 4 && entry.key.includes(key)) byKey.add(entry.official);
  }
  return byWords.size > 0 ? byWords : byKey;
};

export interface BarangayMatcher {
  /** The official name whose key (or alias key) equals the raw name's; null when none. */
  match(raw: string | null | undefined): string | null;
  /** match, else the only official name that the raw words fit partially; null when none or ambiguous. */
  matchLoose(raw: string | null | undefined): string | null;
}

/**
 * Builds a matcher over the official names. Throws when two official names share a key, since the
 * database looks barangays up by key. Aliases pointing at names outside the list are ignored, so a
 * matcher over a subset (tests, a partial import) still works.
 */
export const createBarangayMatcher = (
  officialNames: readonly string[],
  aliases: Readonly<Record<string, string>> = BARANGAY_ALIASES,
): BarangayMatcher => {
  const byKey = new Map<string, string>();
  for (const name of officialNames) {
    const key = barangayMatchKey(name);
    const taken = byKey.get(key);
    if (taken !== undefined && taken !== name) {
      throw new Error(`Barangay names "${taken}" and "${name}" share the match key "${key}"`);
    }
    byKey.set(key, name);
  }
  const aliasByKey = new Map<string, string>();
  const entries: Entry[] = officialNames.map((official) => ({
    official,
    words: barangayWords(official),
    key: barangayMatchKey(official),
  }));
  for (const [alias, official] of Object.entries(aliases)) {
    if (!byKey.has(barangayMatchKey(official))) continue;
    const key = barangayMatchKey(alias);
    if (!byKey.has(key)) aliasByKey.set(key, official);
    entries.push({ official, words: barangayWords(alias), key });
  }

  const match = (raw: string | null | undefined): string | null => {
    for (const variant of nameVariants(raw ?? '')) {
      const key = barangayMatchKey(variant);
      const found = byKey.get(key) ?? aliasByKey.get(key);
      if (found !== undefined) return found;
    }
    return null;
  };

  const matchLoose = (raw: string | null | undefined): string | null => {
    const exact = match(raw);
    if (exact !== null) return exact;
    for (const variant of nameVariants(raw ?? '')) {
      const hits = looseHits(variant, entries);
      if (hits.size === 1) return [...hits][0] ?? null;
      if (hits.size > 1) return null;
    }
    return null;
  };

  return { match, matchLoose };
};

let qcMatcher: BarangayMatcher | undefined;
/** The matcher over Quezon City's 142 official names, built on first use. */
export const qcBarangayMatcher = (): BarangayMatcher => {
  qcMatcher ??= createBarangayMatcher(QC_BARANGAY_NAMES);
  return qcMatcher;
};

/**
 * Whether two spellings name the same barangay, loosely (admin section 5: case, accents, partial words):
 * equal match keys, or both resolve to the same official name ('Sto. Nino' and 'Santo Niño', 'Pasong
 * Putik' and 'Pasong Putik Proper'). An ambiguous part ('Kamias') names no barangay and matches nothing.
 */
export const sameBarangay = (
  a: string | null | undefined,
  b: string | null | undefined,
  matcher: BarangayMatcher = qcBarangayMatcher(),
): boolean => {
  const keyA = barangayMatchKey(a ?? '');
  if (keyA !== '' && keyA === barangayMatchKey(b ?? '')) return true;
  const officialA = matcher.matchLoose(a);
  return officialA !== null && officialA === matcher.matchLoose(b);
};
