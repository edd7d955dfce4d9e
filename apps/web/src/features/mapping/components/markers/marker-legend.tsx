import { INTERVENTION_TYPES, REPORT_STATUSES, REPORT_TYPES } from '@dengue/core';
import type { ReactNode } from 'react';
import { INTERVENTION_TYPE_GLYPHS, REPORT_TYPE_GLYPHS } from '../../../../components/map/map-icons';
import { MARKER_COLORS, STATUS_DOT_COLORS } from '../../../../components/map/marker-style';
import { translateValue, useT } from '../../../../i18n/language-store';
import { LegendCard } from './legend-card';
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

/** A titled group of swatches with their words. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h3 className="mt-3 text-xs font-bold tracking-wide text-slate-700 uppercase">{title}</h3>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-800">{children}</ul>
    </>
  );
}

function Item({ swatch, children }: { swatch: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      {swatch}
      {children}
    </li>
  );
}

/**
 * The legend's marker part (resident section 2: breeding-site and intervention types): every colour and
 * icon with its words, so nothing is told by colour alone.
 */
export function MarkerLegend({ showStatusDots }: { showStatusDots: boolean }) {
  const t = useT();
  return (
    <LegendCard titleId="marker-legend-title" title={t('map.markers')}>
      <Group title={t('map.breedingSites')}>
        {REPORT_TYPES.map((type) => (
          <Item key={type} swatch={<Disc color={MARKER_COLORS.single} glyph={REPORT_TYPE_GLYPHS[type]} />}>
            {translateValue('reportType', type)}
          </Item>
        ))}
        <Item swatch={<Disc color={MARKER_COLORS.inCluster} />}>{t('map.inCluster')}</Item>
        <Item swatch={<Disc color={MARKER_COLORS.single} />}>{t('map.single')}</Item>
      </Group>
      {showStatusDots ? (
        <Group title={t('map.statusDot')}>
          {REPORT_STATUSES.map((status) => (
            <Item key={status} swatch={<Dot color={STATUS_DOT_COLORS[status]} />}>
              {translateValue('reportStatus', status)}
            </Item>
          ))}
        </Group>
      ) : null}
      <Group title={t('map.interventions')}>
        {INTERVENTION_TYPES.map((type) => (
          <Item
            key={type}
            swatch={<Disc color={MARKER_COLORS.intervention} glyph={INTERVENTION_TYPE_GLYPHS[type]} />}
          >
            {translateValue('interventionType', type)}
          </Item>
        ))}
      </Group>
      <Group title={t('map.clusters')}>
        <Item swatch={<Disc color={MARKER_COLORS.clusterSettled} />}>{t('map.clusterSettled')}</Item>
        <Item swatch={<Disc color={MARKER_COLORS.clusterOpen} />}>{t('map.clusterOpen')}</Item>
      </Group>
    </LegendCard>
  );
}
