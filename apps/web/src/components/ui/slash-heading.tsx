export interface SlashSegment {
  text: string;
  highlighted: boolean;
}

/** Splits 'Keep /your barangay/ safe' into plain and highlighted parts: text between slashes is highlighted. */
export function parseSlashText(text: string): SlashSegment[] {
  return text
    .split('/')
    .map((part, index) => ({ text: part, highlighted: index % 2 === 1 }))
    .filter((segment) => segment.text.length > 0);
}

export interface SlashHeadingProps {
  text: string;
  as?: 'h1' | 'h2' | 'h3';
  /** The surface behind the heading, which picks a highlight colour with enough contrast. */
  tone?: 'light' | 'dark';
  id?: string;
  className?: string;
}

export function SlashHeading({ text, as = 'h2', tone = 'light', id, className = '' }: SlashHeadingProps) {
  const Tag = as;
  const highlight = tone === 'dark' ? 'text-yellow-300' : 'text-amber-700';
  return (
    <Tag id={id} className={className}>
      {parseSlashText(text).map((segment, index) =>
        segment.highlighted ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are derived from a fixed string
          <span key={index} className={highlight}>
            {segment.text}
          </span>
        ) : (
          segment.text
        ),
      )}
    </Tag>
  );
}
