import { Fragment } from 'react';
import { type Inline, parseBlocks } from '../model/markdown-blocks';

function InlineText({ inlines }: { inlines: Inline[] }) {
  return inlines.map((inline, index) =>
    inline.bold ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
      <strong key={index}>{inline.text}</strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
      <Fragment key={index}>{inline.text}</Fragment>
    ),
  );
}

/**
 * The recommendation's rich text as React elements (never as HTML): headings, bullets, paragraphs and bold.
 * Headings sit one level under the dialog's section headings.
 */
export function RecommendationMarkdown({ text }: { text: string }) {
  const blocks = parseBlocks(text);
  return (
    <div className="flex flex-col gap-2 text-sm text-slate-800" data-testid="recommendation-text">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading') {
          return (
            <h4 key={key} className="mt-1 font-bold text-slate-900">
              <InlineText inlines={block.inlines} />
            </h4>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={key} className="list-disc space-y-1 pl-5">
              {block.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: list items of one answer never move
                <li key={itemIndex}>
                  <InlineText inlines={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={key}>
            <InlineText inlines={block.inlines} />
          </p>
        );
      })}
    </div>
  );
}
