import { type IdentifiedMessage, issueMessageId, MESSAGE_IDS, messageIdOf } from '@dengue/core';
import type { KeyedMessage, MessageKey } from './catalogue';
import { registerEnglish, t } from './language-store';

/**
 * Core's English of an id is the catalogue's English for that key (catalogue.test.ts), so a screen that
 * shows a core message reads it in English even when the catalogue part listing it is not loaded.
 * `K extends MessageKey`: a core id that is not a catalogue key does not compile.
 */
const registerCoreEnglish = <K extends MessageKey>(table: Record<K, string>) => registerEnglish(table);
registerCoreEnglish(MESSAGE_IDS);

/** A message core reported (a rule, a check), kept as its key and values and shown with t(). */
export const keyedOf = (message: IdentifiedMessage): KeyedMessage =>
  message.params ? { key: message.id, params: message.params } : { key: message.id };

/**
 * A zod issue of a core schema parsed in the browser, keyed by its id (`params.id`, or the id of its exact
 * text); an issue core has no id for (an English-only console's rule) keeps its English.
 */
export function keyedIssue(issue: { message: string; params?: unknown }): KeyedMessage | string {
  const id = issueMessageId(issue);
  return id ? { key: id } : issue.message;
}

/**
 * The text of a form field's error in the reader's language. react-hook-form keeps only the English of a
 * zod issue, so its id is the one core gives that exact text (messageIdOf: zod keeps no id on its built-in
 * checks); a text without an id is an English-only console's rule and is shown as written.
 */
export function fieldErrorText(error: { message?: string } | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  const id = messageIdOf(message);
  return id ? t(id) : message;
}
