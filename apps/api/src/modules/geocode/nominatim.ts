/**
 * A client for a Nominatim-compatible reverse geocoder (GEOCODER_URL). Public Nominatim asks for at most
 * one request a second, an identifying User-Agent and cached answers, so this client:
 * - caches every answer by the point rounded to 4 decimals (about 11 m), for a day;
 * - spaces its requests at least `minIntervalMs` apart, and gives up (the caller answers offline) rather
 *   than queue a request for longer than `maxWaitMs`;
 * - stops asking for `backoffMs` after a failure (timeout, refused connection, 5xx), so a dead geocoder
 *   costs one timeout, not one per click.
 * The spacing is per process: N API processes may send N requests a second (decision 011).
 */

/** What the geocoder said about a point, reduced to the parts an address is built from. */
export interface GeocodedPlace {
  /** House number and road, e.g. '12 Commonwealth Avenue'. */
  street: string | null;
  /** Neighbourhood, quarter or suburb: in Quezon City often the barangay. */
  locality: string | null;
  city: string | null;
  displayName: string;
}

export interface NominatimOptions {
  url: string;
  userAgent: string;
  timeoutMs?: number;
  minIntervalMs?: number;
  maxWaitMs?: number;
  backoffMs?: number;
  cacheSize?: number;
  cacheTtlMs?: number;
}

export interface ReverseGeocoder {
  /** The place, null when the geocoder has nothing there, undefined when it could not be asked or failed. */
  reverse(lat: number, lng: number): Promise<GeocodedPlace | null | undefined>;
}

interface NominatimAnswer {
  error?: unknown;
  display_name?: unknown;
  address?: Record<string, unknown>;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Reads a jsonv2 (or json) answer; an `error` member or no display name means "nothing here". */
export function parseNominatim(body: unknown): GeocodedPlace | null {
  if (typeof body !== 'object' || body === null) return null;
  const answer = body as NominatimAnswer;
  const displayName = text(answer.display_name);
  if (answer.error !== undefined || !displayName) return null;
  const address = answer.address ?? {};
  const road = text(address.road) ?? text(address.pedestrian) ?? text(address.footway);
  const houseNumber = text(address.house_number);
  return {
    street: road ? [houseNumber, road].filter(Boolean).join(' ') : null,
    locality:
      text(address.neighbourhood) ??
      text(address.quarter) ??
      text(address.suburb) ??
      text(address.village) ??
      null,
    city: text(address.city) ?? text(address.town) ?? text(address.municipality),
    displayName,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createNominatimClient(options: NominatimOptions): ReverseGeocoder {
  const {
    timeoutMs = 2000,
    minIntervalMs = 1000,
    maxWaitMs = 1000,
    backoffMs = 30_000,
    cacheSize = 5000,
    cacheTtlMs = 24 * 60 * 60 * 1000,
  } = options;
  const cache = new Map<string, { place: GeocodedPlace | null; expires: number }>();
  let nextSlot = 0;
  let pausedUntil = 0;

  const remember = (key: string, place: GeocodedPlace | null) => {
    if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
    cache.set(key, { place, expires: Date.now() + cacheTtlMs });
  };

  async function ask(lat: number, lng: number): Promise<GeocodedPlace | null> {
    const url = new URL(options.url);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('lat', lat.toFixed(6));
    url.searchParams.set('lon', lng.toFixed(6));
    url.searchParams.set('zoom', '18');
    url.searchParams.set('addressdetails', '1');
    const response = await fetch(url, {
      headers: { 'User-Agent': options.userAgent, Accept: 'application/json', 'Accept-Language': 'en' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
    return parseNominatim(await response.json());
  }

  return {
    async reverse(lat, lng) {
      const key = `${lat.toFixed(4)},${lng.toFixed(4)}`;
      const hit = cache.get(key);
      if (hit && hit.expires > Date.now()) {
        // Refresh its place in the eviction order: the oldest-used entry goes first.
        cache.delete(key);
        cache.set(key, hit);
        return hit.place;
      }
      const now = Date.now();
      if (now < pausedUntil) return undefined;
      const wait = Math.max(0, nextSlot - now);
      if (wait > maxWaitMs) return undefined;
      nextSlot = now + wait + minIntervalMs;
      if (wait > 0) await sleep(wait);
      try {
        const place = await ask(lat, lng);
        remember(key, place);
        return place;
      } catch {
        pausedUntil = Date.now() + backoffMs;
        return undefined;
      }
    },
  };
}
