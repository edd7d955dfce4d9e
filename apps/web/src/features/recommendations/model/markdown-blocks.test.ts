import { describe, expect, it } from 'vitest';
import { parseBlocks, parseInline } from './markdown-blocks';

describe('parseBlocks', () => {
  it('reads headings, bullets, paragraphs and bold', () => {
    const text =
      '### Do now\n- **Search** and destroy\n- Cover drums\n\nThe week had **35** cases.\nMore text.';
    expect(parseBlocks(text)).toEqual([
      { kind: 'heading', inlines: [{ text: 'Do now', bold: false }] },
      {
        kind: 'list',
        items: [
          [
            { text: 'Search', bold: true },
            { text: ' and destroy', bold: false },
          ],
          [{ text: 'Cover drums', bold: false }],
        ],
      },
      {
        kind: 'paragraph',
        inlines: [
          { text: 'The week had ', bold: false },
          { text: '35', bold: true },
          { text: ' cases. More text.', bold: false },
        ],
      },
    ]);
  });

  it('keeps markup it does not know as plain text', () => {
    const text = '<img src=x onerror=alert(1)> [link](javascript:alert(1))';
    expect(parseBlocks(text)).toEqual([{ kind: 'paragraph', inlines: [{ text, bold: false }] }]);
  });

  it('keeps an unmatched ** as text', () => {
    expect(parseInline('a **b')).toEqual([{ text: 'a **b', bold: false }]);
    expect(parseInline('**a** **b')).toEqual([
      { text: 'a', bold: true },
      { text: ' **b', bold: false },
    ]);
  });
});
