import { createCommentSchema, LIMITS } from '@dengue/core';

export type DraftCheck = { ok: true; content: string } | { ok: false; message: string };

/**
 * The same rule as the server (packages/core createCommentSchema): trimmed, not empty, at most 1000
 * characters, with the schema's messages.
 */
export function checkCommentDraft(draft: string): DraftCheck {
  const parsed = createCommentSchema.safeParse({ content: draft });
  if (parsed.success) return { ok: true, content: parsed.data.content };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Comment cannot be empty.' };
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
