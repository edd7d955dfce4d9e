/**
 * The markdown subset the recommendation engine writes (paragraphs, '### ' headings, '- ' bullets and
 * **bold**), turned into plain data that React renders as elements. Nothing here becomes HTML: any other
 * markdown (a link, a tag, a table) stays visible as the text it is (decision 036).
 */

export type Inline = { text: string; bold: boolean };

export type Block =
  | { kind: 'heading'; inlines: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'paragraph'; inlines: Inline[] };

/** '**a** b' -> [{a, bold}, {' b'}]; an unmatched '**' is kept as text. */
export function parseInline(text: string): Inline[] {
  const parts = text.split('**');
  // An even count of parts means an odd count of '**': the last one has no partner.
  const closed = parts.length % 2 === 1 ? parts : [...parts.slice(0, -2), `${parts.at(-2)}**${parts.at(-1)}`];
  return closed
    .map((part, index) => ({ text: part, bold: index % 2 === 1 }))
    .filter((inline) => inline.text.length > 0);
}

const HEADING = /^#{1,6}\s+(.*)$/;
const BULLET = /^\s*[-*]\s+(.*)$/;

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', inlines: parseInline(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', items: list });
    list = null;
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(raw);
    if (line === '') {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ kind: 'heading', inlines: parseInline(heading[1] ?? '') });
    } else if (bullet) {
      if (paragraph.length > 0) flush();
      list ??= [];
      list.push(parseInline(bullet[1] ?? ''));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
