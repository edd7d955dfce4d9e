import { describe, expect, it } from 'vitest';
import { patternLabel } from '../../i18n/language-store';
import type { BoundaryFeature } from './api/barangay-boundaries-query';
import type { BarangayStatus } from './api/barangay-statuses-query';
import { buildBarangayEntries, lastAnalysedText, polygonStyle } from './map-entries';

const square = (name: string, labelPoint?: [number, number]): BoundaryFeature => ({
  type: 'Feature',
  properties: { name, label_point: labelPoint ?? null },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [121, 14.6],
        [121.02, 14.6],
        [121.02, 14.62],
        [121, 14.62],
        [121, 14.6],
      ],
    ],
  },
});

const status = (
  name: string,
  pattern: BarangayStatus['status_and_recommendation']['pattern_based']['status'],
  lastAnalysis: string | null = '2026-11-21T16:30:00Z',
): BarangayStatus => ({
  _id: name,
  name,
  displayName: name,
  label_point: null,
  risk_level: null,
  status_and_recommendation: {
    pattern_based: { status: pattern, alert: `${pattern} alert`, recommendation: '' },
    report_based: { status: 'none', alert: 'No reports', count: 0 },
    death_priority: { priority: 'P3', alert: 'No deaths', count: 0 },
  },
  last_analysis_time: lastAnalysis,
});

describe('buildBarangayEntries', () => {
  it('matches boundary names to barangay names loosely and colours them by pattern', () => {
    const entries = buildBarangayEntries(
      [square('E. Rodriguez'), square('Batasan Hills', [121.1, 14.68])],
      [status('BRGY. E RODRIGUEZ SR.', 'spike'), status('batasan hills', 'decrease')],
    );
    const rodriguez = entries.find((entry) => entry.key === 'E. Rodriguez Sr.');
    expect(rodriguez).toMatchObject({ pattern: 'spike', color: '#e53e3e' });
    const batasan = entries.find((entry) => entry.key === 'Batasan Hills');
    expect(batasan).toMatchObject({ pattern: 'decrease', color: '#38a169' });
    expect(batasan?.center).toEqual([14.68, 121.1]);
  });

  it('gives a barangay without a status the no-data colour and label', () => {
    const [entry] = buildBarangayEntries([square('Alicia')], []);
    expect(entry).toMatchObject({ key: 'Alicia', pattern: 'none', color: '#718096' });
    expect(patternLabel(entry!.pattern)).toBe('No Data');
    expect(entry?.status).toBeNull();
    // [lng, lat] in the file, [lat, lng] for Leaflet; the centre falls back to the bounding box.
    expect(entry?.polygons[0]?.[0]?.[0]).toEqual([14.6, 121]);
    expect(entry?.center?.[0]).toBeCloseTo(14.61);
    expect(entry?.center?.[1]).toBeCloseTo(121.01);
  });

  it('keeps a barangay that has a status but no polygon, sorted by name', () => {
    const entries = buildBarangayEntries([square('Alicia')], [status('Novaliches Proper', 'increase')]);
    const novaliches = entries.find((entry) => entry.key === 'Novaliches Proper');
    expect(novaliches).toMatchObject({ polygons: [], center: null, color: '#dd6b20' });
    expect(entries[0]?.key).toBe('Alicia');
    const keys = entries.map((entry) => entry.key);
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b)));
  });

  it('lists all 142 official barangays even when the API answered for none', () => {
    const entries = buildBarangayEntries([square('Alicia')], []);
    expect(entries).toHaveLength(142);
    expect(entries.find((entry) => entry.key === 'Batasan Hills')).toMatchObject({
      status: null,
      polygons: [],
    });
  });
});

describe('polygonStyle', () => {
  it('uses the exact pattern colours and draws the selection thicker', () => {
    expect(polygonStyle('low_level_activity', false)).toMatchObject({
      fillColor: '#3182ce',
      fillOpacity: 0.45,
    });
    expect(polygonStyle('no_change', false).fillColor).toBe('#718096');
    // 'No Data' is the same grey, hatched, so it reads apart without colour.
    expect(polygonStyle('none', false)).toMatchObject({ color: '#718096', fillColor: 'url(#no-data-hatch)' });
    expect(polygonStyle('increase', true).weight).toBeGreaterThan(polygonStyle('increase', false).weight);
  });
});

describe('lastAnalysedText', () => {
  it('formats in Manila time with a 12-hour clock, or shows the placeholders', () => {
    expect(lastAnalysedText('2026-11-21T16:30:00Z')).toBe('November 22, 2026 at 12:30 AM');
    expect(lastAnalysedText(null)).toBe('No recent analysis');
    expect(lastAnalysedText('garbage')).toBe('Invalid date');
  });
});
