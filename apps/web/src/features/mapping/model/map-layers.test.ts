import { haversineMeters, type Intervention, type ReportMarker } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import {
  clusterColor,
  MARKER_COLORS,
  reportMarkerColor,
  STATUS_DOT_COLORS,
} from '../../../components/map/marker-style';
import { interventionsToShow, isInterventionShown, selectReportMarkers } from './map-filters';
import { groupCrowded, keepsFreeSquare, type LatLng, renderModeFor, spreadCoLocated } from './marker-layout';

const distance = (a: LatLng, b: LatLng) => haversineMeters([a[1], a[0]], [b[1], b[0]]);

describe('spreadCoLocated', () => {
  const spot: LatLng = [14.6785, 121.0995];

  it('spreads markers on one spot evenly on a circle of 8 m', () => {
    const items = ['a', 'b', 'c', 'd'];
    const placed = spreadCoLocated(items, () => spot);
    const points = items.map((id) => placed.get(id)!);
    for (const p of points) expect(distance(p, spot)).toBeCloseTo(8, 3);
    // Four on a circle: neighbours 8·√2 m apart, opposite ones 16 m.
    expect(distance(points[0]!, points[1]!)).toBeCloseTo(8 * Math.SQRT2, 2);
    expect(distance(points[0]!, points[2]!)).toBeCloseTo(16, 2);
    // The first goes north of the spot.
    expect(points[0]![0]).toBeGreaterThan(spot[0]);
    expect(points[0]![1]).toBeCloseTo(spot[1], 9);
  });

  it('leaves a marker alone where it is, and treats points a few centimetres apart as one spot', () => {
    const far: LatLng = [14.68, 121.1];
    const near: LatLng = [spot[0] + 1e-7, spot[1]];
    const placed = spreadCoLocated(
      [
        { id: 'alone', at: far },
        { id: 'x', at: spot },
        { id: 'y', at: near },
      ],
      (item) => item.at,
    );
    const byId = new Map([...placed].map(([item, p]) => [item.id, p]));
    expect(byId.get('alone')).toEqual(far);
    expect(distance(byId.get('x')!, spot)).toBeCloseTo(8, 2);
    expect(distance(byId.get('x')!, byId.get('y')!)).toBeCloseTo(16, 2);
  });
});

describe('marker and cluster colours', () => {
  it('is purple in a cluster and orange-red on its own, with a status dot per status', () => {
    expect(reportMarkerColor(true)).toBe(MARKER_COLORS.inCluster);
    expect(reportMarkerColor(false)).toBe(MARKER_COLORS.single);
    expect(STATUS_DOT_COLORS).toEqual({ Pending: '#f59e0b', Rejected: '#dc2626', Validated: '#16a34a' });
  });

  it('draws a cluster green when resolved or all validated, else red', () => {
    const breakdown = (validated: number, total: number) => ({
      total_reports: total,
      validated_reports: validated,
      resolved_reports: 0,
      pending_reports: total - validated,
    });
    expect(clusterColor({ isResolved: false, breakdown: breakdown(3, 3) })).toBe(
      MARKER_COLORS.clusterSettled,
    );
    expect(clusterColor({ isResolved: true, breakdown: breakdown(1, 3) })).toBe(MARKER_COLORS.clusterSettled);
    expect(clusterColor({ isResolved: false, breakdown: breakdown(2, 3) })).toBe(MARKER_COLORS.clusterOpen);
  });
});

describe('intervention visibility', () => {
  const now = new Date('2026-05-31T04:00:00.000Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const item = (status: string, completedAt: string | null = null): Intervention => ({
    _id: status,
    barangay: 'Batasan Hills',
    address: 'Covered court',
    interventionType: 'Fogging',
    personnel: 'Team A',
    date: daysAgo(40),
    status: status as Intervention['status'],
    isArchived: false,
    specific_location: { type: 'Point', coordinates: [121.0995, 14.6785] },
    description: '',
    completedAt,
    createdAt: daysAgo(45),
    updatedAt: daysAgo(1),
  });

  it('always shows ongoing and scheduled ones', () => {
    for (const on of [true, false]) {
      expect(isInterventionShown(item('Ongoing'), on, now)).toBe(true);
      expect(isInterventionShown(item('Scheduled'), on, now)).toBe(true);
      expect(isInterventionShown(item('ongoing'), on, now)).toBe(true);
    }
  });

  it('shows a completed one only with recent-completed on and within 30 days', () => {
    expect(isInterventionShown(item('Complete', daysAgo(3)), false, now)).toBe(false);
    expect(isInterventionShown(item('Complete', daysAgo(3)), true, now)).toBe(true);
    expect(isInterventionShown(item('completed', daysAgo(30)), true, now)).toBe(true);
    expect(isInterventionShown(item('Complete', daysAgo(31)), true, now)).toBe(false);
    expect(isInterventionShown(item('Archived', daysAgo(1)), true, now)).toBe(false);
  });

  it('leaves out interventions without a pin', () => {
    const unpinned = { ...item('Ongoing'), specific_location: null };
    expect(interventionsToShow([unpinned, item('Scheduled')], false, now).map((i) => i._id)).toEqual([
      'Scheduled',
    ]);
  });
});

describe('selectReportMarkers', () => {
  const marker = (
    id: string,
    status: ReportMarker['status'],
    date: string,
    type = 'Others',
  ): ReportMarker => ({
    _id: id,
    report_type: type as ReportMarker['report_type'],
    status,
    barangay: 'Payatas',
    date_and_time: date,
    specific_location: { type: 'Point', coordinates: [121.1, 14.7] },
    isInCluster: false,
    cluster: null,
    isResolved: false,
    location_approximate: false,
  });
  const all = [
    marker('old', 'Validated', '2026-01-01T00:00:00Z'),
    marker('pending', 'Pending', '2026-03-01T00:00:00Z'),
    marker('new', 'Validated', '2026-04-01T00:00:00Z'),
    marker('odd', 'Validated', '2026-04-02T00:00:00Z', 'Flood'),
  ];
  const ids = (list: ReportMarker[]) => list.map((m) => m._id);

  it('keeps the four report types only, and validated ones when asked', () => {
    expect(ids(selectReportMarkers(all, {}))).toEqual(['old', 'pending', 'new']);
    expect(ids(selectReportMarkers(all, { validatedOnly: true }))).toEqual(['old', 'new']);
  });

  it('keeps the newest N with recentOnly', () => {
    expect(ids(selectReportMarkers(all, { recentOnly: 2 }))).toEqual(['new', 'pending']);
  });
});

describe('renderModeFor', () => {
  it('uses DOM markers up to the limit and the canvas beyond it', () => {
    expect(renderModeFor(0)).toBe('dom');
    expect(renderModeFor(250)).toBe('dom');
    expect(renderModeFor(251)).toBe('canvas');
    expect(renderModeFor(10_000)).toBe('canvas');
  });
});

/** A button's centre on screen. */
const at = (x: number, y: number) => ({ x, y });

describe('keepsFreeSquare', () => {
  it('a 28 px button keeps its 24 px square when another covers up to 4 px of one side', () => {
    expect(keepsFreeSquare(at(0, 0), [at(24, 0)], 28)).toBe(true);
    expect(keepsFreeSquare(at(0, 0), [at(23, 0)], 28)).toBe(false);
    expect(keepsFreeSquare(at(0, 0), [at(20, 24)], 28)).toBe(true);
    expect(keepsFreeSquare(at(0, 0), [at(20, 20)], 28)).toBe(false);
  });

  it('fails a button squeezed from two sides though each alone leaves it its square', () => {
    expect(keepsFreeSquare(at(0, 0), [at(-25, 0)], 28)).toBe(true);
    expect(keepsFreeSquare(at(0, 0), [at(-25, 0), at(25, 0)], 28)).toBe(false);
    // Squeezed by 1 px on each side the square still fits between them.
    expect(keepsFreeSquare(at(0, 0), [at(-27, 0), at(27, 0)], 28)).toBe(true);
  });
});

describe('groupCrowded', () => {
  it('leaves buttons alone that keep their 24 px square, overlapping a little included', () => {
    const groups = groupCrowded([at(0, 0), at(24, 0), at(0, 28), at(100, 100)], 28);
    expect(groups.map((group) => group.members)).toEqual([[0], [1], [2], [3]]);
  });

  it('groups buttons that cover too much of each other, with the group at their rounded mean', () => {
    const groups = groupCrowded([at(0, 0), at(20, 9), at(200, 0)], 28);
    expect(groups).toEqual([
      { members: [0, 1], x: 10, y: 5 },
      { members: [2], x: 200, y: 0 },
    ]);
  });

  it('takes in a button the moved group now covers, though no member covered it (a chain)', () => {
    // 0 and 1 meet; their mean (10, 10) covers 2, which 0 leaves its square (24 px below) and 1 misses.
    const groups = groupCrowded([at(0, 0), at(20, 20), at(-12, 24)], 28);
    expect(groups.map((group) => group.members)).toEqual([[0, 1, 2]]);
  });

  it('puts markers on one spot in one group, and every button left keeps its square', () => {
    // A dense block: 60 buttons on a 10 px grid, two on one spot and one far off.
    const points = Array.from({ length: 60 }, (_, n) => at((n % 10) * 10, Math.floor(n / 10) * 10));
    points.push(at(300, 300), at(300, 300), at(400, 0));
    const groups = groupCrowded(points, 28);
    expect(groups.flatMap((group) => group.members).sort((a, b) => a - b)).toEqual(points.map((_, n) => n));
    for (const group of groups)
      expect(
        keepsFreeSquare(
          group,
          groups.filter((other) => other !== group),
          28,
        ),
      ).toBe(true);
    expect(groups.find((group) => group.members.includes(60))!.members).toEqual([60, 61]);
    expect(groups.find((group) => group.members.includes(62))!.members).toEqual([62]);
  });
});
