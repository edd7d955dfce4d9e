import type { InterventionType, ReportStatus, ReportType } from '@dengue/core';
import type { APIRequestContext } from '@playwright/test';
import { createActiveAdmin, STRONG_PASSWORD, uniqueEmail } from './accounts';
import { apiLogin, newResident } from './community-data';
import { interventionAt, metresFrom, reportAt, setReportStatus } from './map-data';

/**
 * Demo-density map data: 44 reports and 3 interventions in Holy Spirit, a barangay no other spec reports
 * in or counts, made through the real API. Three clusters (decision 010: linked within 50 m) whose members
 * stand 20 to 30 m apart, as reports along one street do, and single reports 120 m apart. At the maps' start
 * views (zoom 12 and 13, about 20 to 40 m a pixel) they lie a few pixels apart, as a real city's do.
 */
export const HOLY_SPIRIT: [lng: number, lat: number] = [121.0761031, 14.6838626];
export const holySpirit = (east: number, north: number) => metresFrom(HOLY_SPIRIT, east, north);

interface Spot {
  east: number;
  north: number;
  type: ReportType;
  status: ReportStatus;
}

const TYPES: ReportType[] = ['Stagnant Water', 'Standing Water', 'Uncollected Garbage or Trash', 'Others'];

/**
 * Three validated reports 24 m, 26 m and 26 m apart around one yard: a cluster whose centre, where the
 * spec draws its count badge, lies between its members, so at street zoom the badge meets their buttons.
 */
export const STREET_CLUSTER: Spot[] = [
  [-12, 0],
  [12, 0],
  [0, 14],
].map(([east, north]) => ({ east: east!, north: north!, type: 'Stagnant Water', status: 'Validated' }));

const OTHER_CLUSTERS: Spot[] = [
  // Two validated and one pending, 30 m apart (a resident sees a cluster of the two validated).
  { east: -400, north: 300, type: 'Standing Water', status: 'Validated' },
  { east: -370, north: 300, type: 'Standing Water', status: 'Validated' },
  { east: -385, north: 326, type: 'Others', status: 'Pending' },
  // Two pending ones 25 m apart: a cluster only staff see.
  { east: 300, north: -300, type: 'Uncollected Garbage or Trash', status: 'Pending' },
  { east: 325, north: -300, type: 'Uncollected Garbage or Trash', status: 'Pending' },
];

/**
 * Four validated reports of four types on one spot (the same point: no near-duplicate, which is the same
 * type), 85 m from the nearest single: the map spreads them on its 8 m circle, which is a few pixels across
 * at the search's zoom (one group) and parts them at the map's last zoom (20).
 */
export const SAME_SPOT: Spot[] = TYPES.map((type) => ({
  east: -120,
  north: -120,
  type,
  status: 'Validated',
}));

/** Single reports on a 120 m grid around the clusters (none within 50 m of another report). */
function singles(count: number): Spot[] {
  const spots: Spot[] = [];
  for (let row = -3; row <= 3 && spots.length < count; row += 1) {
    for (let col = -3; col <= 3 && spots.length < count; col += 1) {
      const east = col * 120 + 60;
      const north = row * 120 + 60;
      const nearCluster = [...STREET_CLUSTER, ...OTHER_CLUSTERS].some(
        (c) => Math.hypot(c.east - east, c.north - north) < 90,
      );
      if (nearCluster) continue;
      const n = spots.length;
      spots.push({ east, north, type: TYPES[n % 4]!, status: n % 3 === 2 ? 'Pending' : 'Validated' });
    }
  }
  return spots;
}

export const DENSE_SPOTS: Spot[] = [...STREET_CLUSTER, ...OTHER_CLUSTERS, ...SAME_SPOT, ...singles(32)];

/** Interventions 60 m off the grid's reports, and a clean-up drive on the spot of the four (SAME_SPOT). */
const INTERVENTIONS: { east: number; north: number; type: InterventionType; status: string }[] = [
  { east: 0, north: -60, type: 'Fogging', status: 'Ongoing' },
  { east: -120, north: -120, type: 'Clean-up Drive', status: 'Ongoing' },
  { east: 240, north: 120, type: 'Education Campaign', status: 'Scheduled' },
];

export interface DenseMapData {
  adminEmail: string;
  /** The street cluster's report ids. */
  streetCluster: string[];
}

/** Makes the data (about 40 API calls for reports, 30 validations): run once per worker. */
export async function createDenseMapData(request: APIRequestContext, baseURL: string): Promise<DenseMapData> {
  const resident = await newResident(request, 'dense-map');
  const adminEmail = uniqueEmail('dense-map-admin');
  await createActiveAdmin(baseURL, adminEmail);
  const admin = await apiLogin(request, adminEmail, STRONG_PASSWORD);
  const ids: string[] = [];
  for (const [n, spot] of DENSE_SPOTS.entries()) {
    const id = await reportAt(request, resident, {
      at: holySpirit(spot.east, spot.north),
      type: spot.type,
      description: `Dense map check ${n + 1}: water standing by the gate (${spot.east}, ${spot.north})`,
      barangay: 'Holy Spirit',
    });
    ids.push(id);
    if (spot.status !== 'Pending') await setReportStatus(request, admin, id, spot.status);
  }
  const hour = 3_600_000;
  for (const i of INTERVENTIONS) {
    await interventionAt(request, admin, {
      at: holySpirit(i.east, i.north),
      type: i.type,
      status: i.status,
      date: new Date(Date.now() + (i.status === 'Scheduled' ? 48 : -1) * hour),
      description: `Dense map check: ${i.type} near the gate.`,
      barangay: 'Holy Spirit',
    });
  }
  return { adminEmail, streetCluster: ids.slice(0, STREET_CLUSTER.length) };
}
