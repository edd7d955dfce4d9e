import { PATTERN_COLORS, PATTERN_LABELS, type PatternType } from '@dengue/core';

/**
 * The pattern as a colour and a word (colour alone would fail colour-blind readers): a dot in the spec's
 * pattern colour on a tint of it, with dark text that keeps its contrast on every tint.
 */
export function PatternBadge({ pattern }: { pattern: PatternType }) {
  const color = PATTERN_COLORS[pattern];
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold text-slate-900"
      style={{ borderColor: color, backgroundColor: `${color}1f` }}
      data-pattern={pattern}
    >
      <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: color }} />
      {PATTERN_LABELS[pattern]}
    </span>
  );
}
