import type { EnglishCatalogue } from './english-catalogue';

/** Every message key; the English catalogue is the source of keys. */
export type MessageKey = keyof EnglishCatalogue;

/** A full catalogue: a language that misses a key, or adds one English lacks, does not compile. */
export type Catalogue = Record<MessageKey, string>;

export type MessageParams = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills '{name}' placeholders; an unknown placeholder stays as written so a missing value is visible. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The placeholder names of a message, sorted: both catalogues must use the same ones per key. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}
