import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type AreaGeometry, pointInPolygon, type ReportStatus } from '@dengue/core';
import { eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import {
  type AuthTestApp,
  call,
  createAuthTestApp,
  type Fixture,
  insertAccount,
  type Json,
  tokenFor,
} from '../../../test/auth-helpers.ts';
import { barangays, reports } from '../../db/schema/index.ts';

/** Shared set-up of the reports, votes, comments, posts and notifications suites. */

export interface Persona extends Fixture {
  token: string;
}

export interface ReportsWorld extends AuthTestApp {
  author: Persona;
  other: Persona;
  admin: Persona;
  /** Another admin, for the rules between two verifiers. */
  otherAdmin: Persona;
  superadmin: Persona;
  place: { barangay: string; lng: number; lat: number };
  uploadsDir: string;
}

async function persona(t: AuthTestApp, role: Fixture['role'], username?: string): Promise<Persona> {
  const account = await insertAccount(t.db, { role, username });
  return { ...account, token: await tokenFor(t.secret, account) };
}

/** A barangay and a point inside its polygon, found by walking a grid over its box. */
async function findPlace(t: AuthTestApp) {
  const rows = await t.db
    .select({
      name: barangays.name,
      geometry: barangays.geometry,
      lng: barangays.labelLng,
      lat: barangays.labelLat,
    })
    .from(barangays)
    .where(isNotNull(barangays.geometry))
    .orderBy(barangays.name)
    .limit(5);
  for (const row of rows) {
    const geometry = row.geometry as AreaGeometry;
    if (row.lng !== null && row.lat !== null && pointInPolygon([row.lng, row.lat], geometry)) {
      return { barangay: row.name, lng: row.lng, lat: row.lat };
    }
    const ring = (geometry.type === 'Polygon' ? geometry.coordinates[0] : geometry.coordinates[0]![0])!;
    const lngs = ring.map((p) => p[0]!);
    const lats = ring.map((p) => p[1]!);
    for (let i = 1; i < 20; i++) {
      for (let j = 1; j < 20; j++) {
        const lng = Math.min(...lngs) + ((Math.max(...lngs) - Math.min(...lngs)) * i) / 20;
        const lat = Math.min(...lats) + ((Math.max(...lats) - Math.min(...lats)) * j) / 20;
        if (pointInPolygon([lng, lat], geometry)) return { barangay: row.name, lng, lat };
      }
    }
  }
  throw new Error('no barangay with a usable polygon');
}

/**
 * The world of most report, comment and vote tests. They write far more from one account than a person would,
 * so residents' write limits are raised as in the browser tests (resident-write-limits.test.ts keeps them).
 */
export async function createReportsWorld(env: Record<string, string> = {}): Promise<ReportsWorld> {
  const t = await createAuthTestApp({ RATE_LIMIT_SCALE: '100', ...env });
  const suffix = randomBytes(3).toString('hex');
  return {
    ...t,
    author: await persona(t, 'user', `mosquitohunter${suffix}`),
    other: await persona(t, 'user', `neighbour${suffix}`),
    admin: await persona(t, 'admin'),
    otherAdmin: await persona(t, 'admin'),
    superadmin: await persona(t, 'superadmin'),
    place: await findPlace(t),
    uploadsDir: path.join(t.config.dataDir, 'uploads'),
  };
}

/**
 * The suite's world, made before its tests and closed after them. The object is filled in by `beforeAll`, so
 * read its fields inside hooks and tests, not at the top of the file.
 */
export function reportsWorldForSuite(env: Record<string, string> = {}): ReportsWorld {
  const world = {} as ReportsWorld;
  beforeAll(async () => {
    Object.assign(world, await createReportsWorld(env));
  }, 60_000);
  afterAll(async () => {
    await world.close?.();
  });
  return world;
}

/** Well inside Batasan Hills: every point 250 m around it lies in the barangay. */
const STREET = { barangay: 'Batasan Hills', lng: 121.0995, lat: 14.6785 };

/** The suite's world placed on one street, for tests that set reports metres apart (clusters, nearby). */
export function streetWorldForSuite(): ReportsWorld {
  const world = reportsWorldForSuite();
  beforeAll(() => {
    world.place = { ...STREET };
  });
  return world;
}

const METERS_PER_DEGREE = 111_195.08;

/** [lng, lat] `east` and `north` metres from a place (flat-earth, exact enough within a kilometre). */
export const metresFrom = (
  place: { lng: number; lat: number },
  east: number,
  north = 0,
): [number, number] => [
  place.lng + east / (METERS_PER_DEGREE * Math.cos((place.lat * Math.PI) / 180)),
  place.lat + north / METERS_PER_DEGREE,
];

export const jpeg = (color = '#2255aa') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
export const png = () =>
  sharp({ create: { width: 30, height: 30, channels: 4, background: '#aa5522ff' } })
    .png()
    .toBuffer();

/** A phone photo with GPS and camera make in its EXIF (shared with the image pipeline's tests). */
export { FIXTURE_GPS_TAGS, gpsTagsOf, photoWithGps } from '../../../test/image-fixtures.ts';

export interface FilePart {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart body with text fields and any number of `images` parts. */
export function multipartForm(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----report-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The form fields of a valid report at the world's place, seen a minute ago. */
export function validFields(w: ReportsWorld, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    barangay: w.place.barangay,
    'specific_location[type]': 'Point',
    'specific_location[coordinates][0]': String(w.place.lng),
    'specific_location[coordinates][1]': String(w.place.lat),
    date_and_time: new Date(Date.now() - 60_000).toISOString(),
    report_type: 'Stagnant Water',
    description: 'Water collecting in old tyres behind the covered court.',
    isAnonymous: 'false',
    ...overrides,
  };
}

export async function postReport(
  w: ReportsWorld,
  token: string | undefined,
  fields: Record<string, string>,
  files: FilePart[],
) {
  const { payload, headers } = multipartForm(fields, files);
  return call(w.app, 'POST', '/reports', { token, payload, headers });
}

/** Creates a report through the API and optionally moves it to a status; returns the presented report. */
export async function createReport(
  w: ReportsWorld,
  options: { by?: Persona; status?: ReportStatus; fields?: Record<string, string> } = {},
): Promise<Json> {
  const by = options.by ?? w.author;
  const res = await postReport(w, by.token, validFields(w, options.fields), [
    { name: 'site.jpg', type: 'image/jpeg', data: await jpeg() },
  ]);
  if (res.status !== 201) throw new Error(`report creation answered ${res.status}: ${res.body.message}`);
  if (options.status && options.status !== 'Pending') {
    await w.db
      .update(reports)
      .set({ status: options.status, statusChangedAt: new Date() })
      .where(eq(reports.id, res.body._id));
  }
  return { ...res.body, status: options.status ?? 'Pending' };
}

/** Every file under the uploads folder (relative paths). */
export function storedFiles(uploadsDir: string): string[] {
  if (!existsSync(uploadsDir)) return [];
  return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)));
}
