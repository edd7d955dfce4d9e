import { INTERVENTION_TYPES, REPORT_STATUSES, REPORT_TYPES } from '@dengue/core';
import { INTERVENTION_TYPE_GLYPHS, REPORT_TYPE_GLYPHS } from '../../../../components/map/map-icons';
import { MARKER_COLORS, STATUS_DOT_COLORS } from '../../../../components/map/marker-style';
import { translateValue, useT } from '../../../../i18n/language-store';
import '../../../../i18n/en/map';

/** A legend swatch: the marker's disc and glyph, as drawn on the map. */
function Disc({ color, glyph }: { color: string; glyph?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 shrink-0">
      <circle cx="12" cy="12" r="11" fill={color} stroke="#fff" strokeWidth="1.5" />
      {glyph ? <path d={glyph} fill="#fff" transform="translate(4.5 4.5) scale(0.625)" /> : null}
    </svg>
  );
}

function Dot({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="size-3 shrink-0 rounded-full border border-white"
      style={{ backgroundColor: color }}
    />
  );
}

const listClass = 'mt-2 space-y-1.5 text-sm text-slate-800';
const itemClass = 'flex items-center gap-2';

/**
 * The legend's marker part (resident section 2: breeding-site and intervention types): every colour and
 * icon with its words, so nothing is told by colour alone.
 */
export function MarkerLegend({ showStatusDots }: { showStatusDots: boolean }) {
  const t = useT();
  return (
    <section
      aria-labelledby="marker-legend-title"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="marker-legend-title" className="text-sm font-bold text-slate-900">
        {t('map.markers')}
      </h2>
      <h3 className="mt-3 text-xs font-bold tracking-wide text-slate-700 uppercase">
        {t('map.breedingSites')}
      </h3>
      <ul className={listClass}>
        {REPORT_TYPES.map((type) => (
          <li key={type} className={itemClass}>
            <Disc color={MARKER_COLORS.single} glyph={REPORT_TYPE_GLYPHS[type]} />
            {translateValue('reportType', type)}
          </li>
        ))}
        <li className={itemClass}>
          <Disc color={MARKER_COLORS.inCluster} />
          {t('map.inCluster')}
        </li>
        <li className={itemClass}>
          <Disc color={MARKER_COLORS.single} />
          {t('map.single')}
        </li>
      </ul>
      {showStatusDots ? (
        <>
          <h3 className="mt-3 text-xs font-bold tracking-wide text-slate-700 uppercase">
            {t('map.statusDot')}
          </h3>
          <ul className={listClass}>
            {REPORT_STATUSES.map((status) => (
              <li key={status} className={itemClass}>
                <Dot color={STATUS_DOT_COLORS[status]} />
                {translateValue('reportStatus', status)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="mt-3 text-xs font-bold tracking-wide text-slate-700 uppercase">
        {t('map.interventions')}
      </h3>
      <ul className={listClass}>
        {INTERVENTION_TYPES.map((type) => (
          <li key={type} className={itemClass}>
            <Disc color={MARKER_COLORS.intervention} glyph={INTERVENTION_TYPE_GLYPHS[type]} />
            {translateValue('interventionType', type)}
          </li>
        ))}
      </ul>
      <h3 className="mt-3 text-xs font-bold tracking-wide text-slate-700 uppercase">{t('map.clusters')}</h3>
      <ul className={listClass}>
        <li className={itemClass}>
          <Disc color={MARKER_COLORS.clusterSettled} />
          {t('map.clusterSettled')}
        </li>
        <li className={itemClass}>
          <Disc color={MARKER_COLORS.clusterOpen} />
          {t('map.clusterOpen')}
        </li>
      </ul>
    </section>
  );
}
