import type { InterventionStatus, InterventionType, PatternType } from '@dengue/core';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import {
  type Catalogue,
  interpolate,
  type KeyedMessage,
  type MessageKey,
  type MessageParams,
} from './catalogue';
import { shellEn } from './en/shell';

export type Language = 'en' | 'fil';

export const LANGUAGES: readonly Language[] = ['en', 'fil'];
export const LANGUAGE_STORAGE_KEY = 'dengue-watch:language';

/** The BCP 47 tags for <html lang> and for Intl (dates and numbers as the Philippines writes them). */
export const HTML_LANG: Record<Language, string> = { en: 'en', fil: 'fil' };
export const INTL_LOCALE: Record<Language, string> = { en: 'en-PH', fil: 'fil-PH' };

interface LanguageState {
  language: Language;
  catalogue: Catalogue;
  /** False only while a remembered Filipino choice is still downloading at start. */
  ready: boolean;
}

function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return stored === 'fil' ? 'fil' : 'en';
  } catch {
    return 'en';
  }
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

function applyHtmlLang(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
}

/**
 * The English texts loaded so far. The shell's part comes with the app; the other parts (en/*.ts) add
 * themselves as the screens that use them load, so English readers download a screen's words with it.
 */
const english: Partial<Record<MessageKey, string>> = { ...shellEn };
/** English as a catalogue: a key whose part is not loaded yet falls back to the key itself (see t). */
const en = english as Catalogue;

/** Called by each en/*.ts part when it loads. */
export function registerEnglish(part: Partial<Record<MessageKey, string>>): void {
  Object.assign(english, part);
}

// The Filipino catalogue is its own chunk: English readers never download it.
const loadFilipino = (): Promise<Catalogue> =>
  Promise.all([import('./fil'), import('./en/server')]).then(([module]) => module.fil);

let state: LanguageState = { language: 'en', catalogue: en, ready: true };
/** The reader's choice (remembered in storage when the browser allows). */
let chosen: Language = typeof window === 'undefined' ? 'en' : readStoredLanguage();
/** How many English-only screens (the consoles) are mounted. */
let englishOnlyScreens = 0;
const listeners = new Set<() => void>();

function setState(next: LanguageState): void {
  state = next;
  applyHtmlLang(next.language);
  for (const listener of listeners) listener();
}

/**
 * Switches the language and remembers it. Resolves once the catalogue is in place; if the Filipino chunk
 * cannot be downloaded (offline before it was ever cached) the page stays in English and the promise
 * rejects, so the caller can say so.
 */
export async function setLanguage(language: Language): Promise<void> {
  chosen = language;
  storeLanguage(language);
  if (language === 'en') {
    setState({ language, catalogue: en, ready: true });
    return;
  }
  try {
    const catalogue = await loadFilipino();
    // A later switch back to English wins over a slow download.
    if (chosen !== language) return;
    setState(
      englishOnlyScreens > 0
        ? { language: 'en', catalogue: en, ready: true }
        : { language, catalogue, ready: true },
    );
  } catch (error) {
    if (!state.ready) setState({ ...state, ready: true });
    throw error;
  }
}

// The remembered language is applied when this module loads, before the first render.
if (typeof window !== 'undefined') {
  if (chosen === 'fil') {
    state = { ...state, ready: false };
    setLanguage('fil').catch((error) => console.error('Could not load the Filipino texts', error));
  } else {
    applyHtmlLang('en');
  }
}

export const languageStore = {
  getState: (): LanguageState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const numberFormats: Partial<Record<Language, Intl.NumberFormat>> = {};

/** Numbers as the language writes them ('12,345'); format.ts's `number` uses the same. */
export function formatNumber(value: number, language: Language = state.language): string {
  numberFormats[language] ??= new Intl.NumberFormat(INTL_LOCALE[language]);
  return numberFormats[language].format(value);
}

/**
 * Translates outside React (toasts from listeners, the crash screen): the language of this moment.
 * Numeric values are written in that language's number format.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  return interpolate(state.catalogue[key] ?? english[key] ?? key, params, formatNumber);
}

/** The current language; components re-render when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(languageStore.subscribe, () => state.language);
}

/** False while a remembered Filipino choice is still downloading at start (the app waits, not flashes English). */
export function useLanguageReady(): boolean {
  return useSyncExternalStore(languageStore.subscribe, () => state.ready);
}

/** The translate function of the current language; components re-render when it changes. */
export function useT(): typeof t {
  useSyncExternalStore(languageStore.subscribe, () => state.catalogue);
  return t;
}

/**
 * A message kept to be shown later, in the current language: a keyed message (a form's rule, a core check's
 * IdentifiedMessage by its id) is translated now, so a language switch re-reads it; a string is text
 * already in the reader's language (an API answer through translateError, a name) and is shown as it is.
 * Nothing is looked up by its English (decisions 040 and 044).
 */
export function displayText(message: KeyedMessage | string): string {
  return typeof message === 'string' ? message : t(message.key, message.params);
}

/** The catalogue keys of stored values whose key is not the value itself. */
const VALUE_KEYS: Record<'interventionType' | 'interventionStatus', Record<string, MessageKey>> = {
  interventionType: {
    Fogging: 'interventionType.fogging',
    'Ovicidal-Larvicidal Trapping': 'interventionType.trapping',
    'Clean-up Drive': 'interventionType.cleanUp',
    'Education Campaign': 'interventionType.education',
  } satisfies Record<InterventionType, MessageKey>,
  interventionStatus: {
    Scheduled: 'interventionStatus.scheduled',
    Ongoing: 'interventionStatus.ongoing',
    Complete: 'interventionStatus.complete',
  } satisfies Record<InterventionStatus, MessageKey>,
};

/**
 * The label of a stored value ('Stagnant Water', 'Pending', 'Fogging') in the current language: the
 * catalogue key '<kind>.<value>' (report types and statuses) or the kind's key of that value, else the
 * value as stored.
 */
export function translateValue(
  kind: 'reportType' | 'reportStatus' | 'interventionType' | 'interventionStatus',
  value: string,
): string {
  if (kind === 'interventionType' || kind === 'interventionStatus') {
    const keys = VALUE_KEYS[kind];
    return Object.hasOwn(keys, value) ? t(keys[value] as MessageKey) : value;
  }
  const key = `${kind}.${value}`;
  return key in en ? t(key as MessageKey) : value;
}

const PATTERN_KEYS: Record<PatternType, MessageKey> = {
  spike: 'pattern.spike',
  increase: 'pattern.increase',
  decrease: 'pattern.decrease',
  low_level_activity: 'pattern.lowLevel',
  no_change: 'pattern.noChange',
  none: 'pattern.none',
};

/** A pattern type's name ('Spike', 'No Data') in the current language. */
export const patternLabel = (pattern: PatternType): string => t(PATTERN_KEYS[pattern]);

/**
 * The admin and superadmin consoles stay in English (they have no language switch): while one is shown,
 * the page reads English without forgetting the resident's choice, which comes back when it closes.
 * A layout effect, so the console's first paint is already English.
 */
export function useEnglishOnly(): void {
  useLayoutEffect(() => {
    englishOnlyScreens += 1;
    if (state.language !== 'en') setState({ language: 'en', catalogue: en, ready: true });
    return () => {
      englishOnlyScreens -= 1;
      if (englishOnlyScreens === 0 && chosen === 'fil') {
        setLanguage('fil').catch((error) => console.error('Could not load the Filipino texts', error));
      }
    };
  }, []);
}
