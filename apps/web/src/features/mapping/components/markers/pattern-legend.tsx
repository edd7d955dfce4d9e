import { PATTERN_COLORS, PATTERN_TYPES } from '@dengue/core';
import { NO_DATA_SWATCH } from '../../../../components/map/no-data-pattern';
import { patternLabel, useT } from '../../../../i18n/language-store';
import { LegendCard } from './legend-card';
import '../../../../i18n/en/map';

/** Pattern types with their colours and names (the marker types are in MarkerLegend). */
export function PatternLegend() {
  const t = useT();
  return (
    <LegendCard titleId="pattern-legend-title" title={t('map.patterns')}>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm text-slate-800">
        {PATTERN_TYPES.map((pattern) => (
          <li key={pattern} className="flex items-center gap-2">
            {/* 'No Data' is hatched, as on the map: it and 'No Change' share one grey. */}
            <span
              aria-hidden="true"
              className={`size-3.5 shrink-0 rounded-sm border border-slate-400${pattern === 'none' ? ' no-data-swatch' : ''}`}
              style={
                pattern === 'none'
                  ? { background: NO_DATA_SWATCH }
                  : { backgroundColor: PATTERN_COLORS[pattern] }
              }
            />
            {patternLabel(pattern)}
          </li>
        ))}
      </ul>
    </LegendCard>
  );
}
