import { createCommentSchema, LIMITS } from '@dengue/core';
import type { KeyedMessage } from '../../../i18n/catalogue';
import { keyedIssue } from '../../../i18n/core-messages';

export type DraftCheck = { ok: true; content: string } | { ok: false; message: KeyedMessage | string };

/**
 * The same rule as the server (packages/core createCommentSchema): trimmed, not empty, at most 1000
 * characters, with the schema's messages by their ids.
 */
export function checkCommentDraft(draft: string): DraftCheck {
  const parsed = createCommentSchema.safeParse({ content: draft });
  if (parsed.success) return { ok: true, content: parsed.data.content };
  const [issue] = parsed.error.issues;
  return { ok: false, message: issue ? keyedIssue(issue) : { key: 'comments.empty' } };
}

/** The send button stays off while the trimmed text is empty ('empty not sendable', resident section 5). */
export const canSend = (draft: string) => draft.trim().length > 0;

/** Characters left before the limit (negative when over). */
export const charactersLeft = (draft: string) => LIMITS.commentMax - draft.trim().length;

/** The text with `insert` put in place of the selection [start, end), and where the caret goes after it. */
export function insertAt(
  text: string,
  insert: string,
  start: number,
  end: number = start,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
