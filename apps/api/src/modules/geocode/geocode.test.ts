import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  call,
  createAuthTestApp,
  insertAccount,
  tokenFor,
} from '../../../test/auth-helpers.ts';

// Points checked against the boundary file (packages/core geo tests): Batasan Hills, Manila's Intramuros,
// and the La Mesa watershed, inside the city outline but in no barangay.
const BATASAN = { lat: 14.6785, lng: 121.0995 };
const INTRAMUROS = { lat: 14.5906, lng: 120.9747 };
const WATERSHED = { lat: 14.745, lng: 121.1 };

type Mode = 'street' | 'empty' | 'error' | 'locality' | 'manila';

/** A fake Nominatim on a local port: records the requests and answers as the test's `mode` says. */
interface FakeGeocoder {
  url: string;
  requests: { url: URL; userAgent: string | undefined }[];
  mode: Mode;
  delayMs: number;
  close(): Promise<void>;
}

function answerFor(mode: Mode) {
  switch (mode) {
    case 'street':
      return {
        display_name:
          '12, Commonwealth Avenue, Batasan Hills, 2nd District, Quezon City, Metro Manila, 1126, Philippines',
        address: {
          house_number: '12',
          road: 'Commonwealth Avenue',
          quarter: 'Batasan Hills',
          city: 'Quezon City',
          state: 'Metro Manila',
        },
      };
    case 'locality':
      return {
        display_name: 'Novaliches, Quezon City, Metro Manila, Philippines',
        address: { suburb: 'Novaliches', city: 'Quezon City' },
      };
    case 'manila':
      return {
        display_name: 'General Luna Street, Intramuros, Manila, Metro Manila, 1002, Philippines',
        address: { road: 'General Luna Street', quarter: 'Intramuros', city: 'Manila' },
      };
    case 'empty':
      return { error: 'Unable to geocode' };
    case 'error':
      return null;
  }
}

async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const fake: Omit<FakeGeocoder, 'url' | 'close'> = { requests: [], mode: 'street', delayMs: 0 };
  const server: Server = createServer((request: IncomingMessage, response) => {
    fake.requests.push({
      url: new URL(request.url ?? '/', 'http://fake'),
      userAgent: request.headers['user-agent'],
    });
    const answer = answerFor(fake.mode);
    setTimeout(() => {
      if (answer === null) {
        response.writeHead(500).end('upstream trouble');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    }, fake.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/reverse?email=ops%40example.com`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

async function residentToken(t: AuthTestApp): Promise<string> {
  const resident = await insertAccount(t.db, { role: 'user' });
  return tokenFor(t.secret, resident);
}

const reverse = (t: AuthTestApp, token: string | undefined, point: { lat: number; lng: number }) =>
  call(t.app, 'GET', `/geocode/reverse?lat=${point.lat}&lng=${point.lng}`, { token });

describe('reverse geocoding without a geocoder (offline)', () => {
  let t: AuthTestApp;
  let token: string;
  beforeAll(async () => {
    t = await createAuthTestApp();
    token = await residentToken(t);
  });
  afterAll(() => t.close());

  it('answers "{barangay}, Quezon City, Metro Manila" from the polygons', async () => {
    const res = await reverse(t, token, BATASAN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      address: 'Batasan Hills, Quezon City, Metro Manila',
      barangay: 'Batasan Hills',
      source: 'offline',
    });
  });

  it('answers 404 "Address not found" outside every barangay', async () => {
    for (const point of [INTRAMUROS, WATERSHED]) {
      const res = await reverse(t, token, point);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Address not found');
    }
  });

  it('refuses a point that is not one, and a visitor', async () => {
    for (const query of ['lat=91&lng=121', 'lat=abc&lng=121', 'lat=14.6']) {
      const res = await call(t.app, 'GET', `/geocode/reverse?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe('Invalid location');
    }
    const visitor = await reverse(t, undefined, BATASAN);
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBeTruthy();
  });

  it('serves the city outline for the pickers, with an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/geocode/city-boundary' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/geo+json');
    const outline = res.json();
    expect(outline.features).toHaveLength(1);
    expect(outline.features[0].properties.name).toBe('Quezon City');
    expect(outline.features[0].geometry.type).toBe('Polygon');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/geocode/city-boundary',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('reverse geocoding with a Nominatim-compatible geocoder that answers', () => {
  let t: AuthTestApp;
  let token: string;
  let fake: FakeGeocoder;
  beforeAll(async () => {
    fake = await startFakeGeocoder();
    t = await createAuthTestApp({ GEOCODER_URL: fake.url });
    token = await residentToken(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('gives the street address, asks politely, and caches by the rounded point', async () => {
    const res = await reverse(t, token, BATASAN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      address: '12 Commonwealth Avenue, Batasan Hills, Quezon City, Metro Manila',
      barangay: 'Batasan Hills',
      source: 'geocoder',
    });
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.url.pathname).toBe('/reverse');
    expect(Object.fromEntries(sent.url.searchParams)).toMatchObject({
      email: 'ops@example.com',
      format: 'jsonv2',
      lat: '14.678500',
      lon: '121.099500',
      addressdetails: '1',
    });
    expect(sent.userAgent).toMatch(/^DengueWatchQC\//);

    // Two metres away: the same rounded point, answered from the cache.
    const near = await reverse(t, token, { lat: 14.67851, lng: 121.09951 });
    expect(near.body.address).toBe(res.body.address);
    expect(fake.requests).toHaveLength(1);
  });

  it('names the barangay from the polygons even when the geocoder places the point elsewhere', async () => {
    fake.mode = 'manila';
    const res = await reverse(t, token, { lat: 14.679, lng: 121.1 });
    // Inside Batasan Hills by the polygons: the geocoder's 'Manila' text is not trusted for the city.
    expect(res.body.barangay).toBe('Batasan Hills');
    expect(res.body.source).toBe('geocoder');
  });

  it('answers outside the city with what the geocoder says, and no barangay', async () => {
    fake.mode = 'manila';
    const res = await reverse(t, token, INTRAMUROS);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      address: 'General Luna Street, Intramuros, Manila, Metro Manila, 1002',
      barangay: null,
      source: 'geocoder',
    });
  });

  it('names a barangay without a polygon from the locality, inside the city only', async () => {
    fake.mode = 'locality';
    const res = await reverse(t, token, WATERSHED);
    expect(res.body).toEqual({
      address: 'Novaliches Proper, Quezon City, Metro Manila',
      barangay: 'Novaliches Proper',
      source: 'geocoder',
    });
  });

  it('falls back to the offline address when the geocoder has nothing there', async () => {
    fake.mode = 'empty';
    const res = await reverse(t, token, { lat: 14.6775, lng: 121.0985 });
    expect(res.body).toEqual({
      address: 'Batasan Hills, Quezon City, Metro Manila',
      barangay: 'Batasan Hills',
      source: 'offline',
    });
    const outside = await reverse(t, token, { lat: 14.5916, lng: 120.9757 });
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe('Address not found');
  });

  it('falls back to the offline address when the geocoder fails, then leaves it alone for a while', async () => {
    fake.mode = 'error';
    const before = fake.requests.length;
    const res = await reverse(t, token, { lat: 14.6765, lng: 121.0975 });
    expect(res.status).toBe(200);
    expect(res.body.source).toBe('offline');
    expect(fake.requests.length).toBe(before + 1);
    fake.mode = 'street';
    const next = await reverse(t, token, { lat: 14.6795, lng: 121.1005 });
    expect(next.body.source).toBe('offline');
    expect(fake.requests.length).toBe(before + 1);
  });
});

describe('reverse geocoding with a geocoder that is down or slow', () => {
  let down: AuthTestApp;
  let slow: AuthTestApp;
  let fake: FakeGeocoder;
  beforeAll(async () => {
    // A port that was just free: nothing listens there, so the connection is refused.
    const closed = await startFakeGeocoder();
    const closedUrl = closed.url;
    await closed.close();
    fake = await startFakeGeocoder();
    fake.delayMs = 3000;
    [down, slow] = await Promise.all([
      createAuthTestApp({ GEOCODER_URL: closedUrl }),
      createAuthTestApp({ GEOCODER_URL: fake.url }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([down.close(), slow.close()]);
    await fake.close();
  });

  it('answers offline when the geocoder refuses the connection; 404 outside every barangay', async () => {
    const token = await residentToken(down);
    const res = await reverse(down, token, BATASAN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      address: 'Batasan Hills, Quezon City, Metro Manila',
      barangay: 'Batasan Hills',
      source: 'offline',
    });
    const outside = await reverse(down, token, INTRAMUROS);
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe('Address not found');
  });

  it('stops waiting for a slow geocoder and answers offline', async () => {
    const token = await residentToken(slow);
    const res = await reverse(slow, token, BATASAN);
    expect(res.status).toBe(200);
    expect(res.body.source).toBe('offline');
    expect(res.body.address).toBe('Batasan Hills, Quezon City, Metro Manila');
    expect(fake.requests).toHaveLength(1);
  });
});
