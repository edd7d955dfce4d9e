import { type AreaGeometry, INTERVENTION_PIN_BOUNDS, pointInPolygon } from '@dengue/core';
import { isNotNull } from 'drizzle-orm';
import {
  type AuthTestApp,
  type CallResult,
  call,
  createAuthTestApp,
  type Fixture,
  insertAccount,
  tokenFor,
} from '../../../test/auth-helpers.ts';
import { barangays } from '../../db/schema/index.ts';

/** Shared set-up of the interventions suites: people of every role and pins whose place is known. */

export interface Persona extends Fixture {
  token: string;
}

export interface Place {
  barangay: string;
  lng: number;
  lat: number;
}

export interface InterventionsWorld extends AuthTestApp {
  admin: Persona;
  resident: Persona;
  superadmin: Persona;
  /** A point inside `home.barangay`, and one inside another barangay. */
  home: Place;
  neighbour: Place;
  /** Inside the spec's city box but in no barangay polygon (a neighbouring city). */
  outsideCityInBox: [number, number];
}

async function persona(t: AuthTestApp, role: Fixture['role']): Promise<Persona> {
  const account = await insertAccount(t.db, { role });
  return { ...account, token: await tokenFor(t.secret, account) };
}

/** A point inside the polygon, found by walking a grid over its first ring's box. */
function interiorPoint(geometry: AreaGeometry): [number, number] | undefined {
  const ring = geometry.type === 'Polygon' ? geometry.coordinates[0]! : geometry.coordinates[0]![0]!;
  const lngs = ring.map((p) => p[0]!);
  const lats = ring.map((p) => p[1]!);
  const [west, east, south, north] = [
    Math.min(...lngs),
    Math.max(...lngs),
    Math.min(...lats),
    Math.max(...lats),
  ];
  for (let i = 5; i < 15; i++) {
    for (let j = 5; j < 15; j++) {
      const point: [number, number] = [west + ((east - west) * i) / 20, south + ((north - south) * j) / 20];
      if (pointInPolygon(point, geometry)) return point;
    }
  }
  return undefined;
}

async function findPlaces(t: AuthTestApp) {
  const rows = await t.db
    .select({ name: barangays.name, geometry: barangays.geometry })
    .from(barangays)
    .where(isNotNull(barangays.geometry))
    .orderBy(barangays.name);
  const geometries = rows.map((r) => r.geometry as AreaGeometry);
  const places: Place[] = [];
  for (const row of rows) {
    const point = interiorPoint(row.geometry as AreaGeometry);
    if (point) places.push({ barangay: row.name, lng: point[0], lat: point[1] });
    if (places.length === 2) break;
  }
  const box = INTERVENTION_PIN_BOUNDS;
  let outside: [number, number] | undefined;
  for (let lng = box.west + 0.01; !outside && lng < box.east; lng += 0.01) {
    const point: [number, number] = [lng, box.south + 0.01];
    if (!geometries.some((g) => pointInPolygon(point, g))) outside = point;
  }
  if (places.length < 2 || !outside) throw new Error('the boundary data has no usable test places');
  return { home: places[0]!, neighbour: places[1]!, outsideCityInBox: outside };
}

export async function createInterventionsWorld(): Promise<InterventionsWorld> {
  const t = await createAuthTestApp();
  return {
    ...t,
    admin: await persona(t, 'admin'),
    resident: await persona(t, 'user'),
    superadmin: await persona(t, 'superadmin'),
    ...(await findPlaces(t)),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A valid POST body at the world's home place, three days ahead (so only Scheduled fits). */
export const validBody = (w: InterventionsWorld, overrides: Record<string, unknown> = {}) => ({
  barangay: w.home.barangay,
  address: `${w.home.barangay}, Quezon City, Metro Manila`,
  interventionType: 'Fogging',
  personnel: 'QC ESD Team 3',
  date: new Date(Date.now() + 3 * DAY_MS).toISOString(),
  status: 'Scheduled',
  specific_location: { type: 'Point', coordinates: [w.home.lng, w.home.lat] },
  ...overrides,
});

export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export async function createIntervention(
  w: InterventionsWorld,
  overrides: Record<string, unknown> = {},
): Promise<CallResult['body']> {
  const res = await call(w.app, 'POST', '/interventions', {
    token: w.admin.token,
    body: validBody(w, overrides),
  });
  if (res.status !== 201)
    throw new Error(`intervention creation answered ${res.status}: ${res.body.message}`);
  return res.body;
}
