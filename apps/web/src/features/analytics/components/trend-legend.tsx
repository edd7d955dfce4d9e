import { PATTERN_COLORS, PATTERN_LABELS, type PatternType } from '@dengue/core';
import { NEUTRAL_BAR_COLOR, usualLevelText } from '../model/trend-buckets';

/** The chart's key in HTML (not inside the hidden SVG), so every reader gets it. */

function Swatch({ color, hatched = false }: { color: string; hatched?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-4 shrink-0">
      {hatched ? (
        <>
          <rect width="16" height="16" fill={color} fillOpacity="0.3" stroke={color} strokeWidth="2" />
          <path d="M0 16 16 0M-4 8 8-4M8 20 20 8" stroke={color} strokeWidth="3" />
        </>
      ) : (
        <rect width="16" height="16" rx="2" fill={color} />
      )}
    </svg>
  );
}

export interface TrendLegendProps {
  pattern: PatternType;
  hasProvisional: boolean;
  /** The usual level per bar (the engine's reference mean times its weeks), or null when there is none. */
  level?: number | null;
  weeksPerBucket?: number;
}

export function TrendLegend({ pattern, hasProvisional, level = null, weeksPerBucket = 2 }: TrendLegendProps) {
  const color = PATTERN_COLORS[pattern];
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800" aria-label="Chart legend">
      <li className="flex items-center gap-2">
        <Swatch color={NEUTRAL_BAR_COLOR} /> Earlier weeks
      </li>
      <li className="flex items-center gap-2">
        <Swatch color={color} /> Last 4 weeks: {PATTERN_LABELS[pattern]}
      </li>
      {hasProvisional ? (
        <li className="flex items-center gap-2">
          <Swatch color={color} hatched /> Provisional: late reports may still arrive
        </li>
      ) : null}
      <li className="flex items-center gap-2">
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-4 shrink-0">
          <path d="M8 0v16" stroke="#0f172a" strokeWidth="2" strokeDasharray="4 3" />
        </svg>
        Start of the last 4 weeks
      </li>
      {level !== null ? (
        <li className="flex items-center gap-2" data-testid="trend-usual-level">
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-4 shrink-0">
            <path d="M0 8h16" stroke="#7c2d12" strokeWidth="2" strokeDasharray="2 3" />
          </svg>
          {usualLevelText(level, weeksPerBucket).replace(/^u/, 'U')} (mean of the reference weeks)
        </li>
      ) : null}
    </ul>
  );
}
