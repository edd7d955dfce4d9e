import type { EnglishCatalogue } from './english-catalogue';

/** Every message key; the English catalogue is the source of keys. */
export type MessageKey = keyof EnglishCatalogue;

/** A full catalogue: a language that misses a key, or adds one English lacks, does not compile. */
export type Catalogue = Record<MessageKey, string>;

export type MessageParams = Record<string, string | number>;

/**
 * A message chosen where it is produced, by its key and the values its wording needs, so it is translated by
 * key and never recognised back from its English text (decision 040).
 */
export interface KeyedMessage {
  key: MessageKey;
  params?: MessageParams;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills '{name}' placeholders; an unknown placeholder stays as written so a missing value is visible.
 * Numbers are written by `formatNumber` (t() passes the reader's language: '1,234' in English and Filipino).
 */
export function interpolate(
  template: string,
  params?: MessageParams,
  formatNumber: (value: number) => string = String,
): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    return typeof value === 'number' ? formatNumber(value) : String(value);
  });
}

/** The placeholder names of a message, sorted: both catalogues must use the same ones per key. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}
