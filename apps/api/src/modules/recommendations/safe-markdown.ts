/**
 * The markdown subset the dialog renders: paragraphs, '### ' headings, '- ' bullets and **bold**. Text
 * with HTML, links, images, code or tables is refused rather than cleaned, so nothing a model writes can
 * turn into markup.
 */
const FORBIDDEN = [/[<>]/, /\]\(/, /!\[/, /`/, /^\s*\|/m, /https?:\/\//i, /javascript:/i];

export const isSafeMarkdown = (text: string): boolean => !FORBIDDEN.some((pattern) => pattern.test(text));
