import type { WeatherSection } from '@dengue/core';
import { z } from 'zod';
import { breedingRisk, verdictText, type WeatherBasis } from './engine/weather-verdict.ts';
import { createTtlCache } from './ttl-cache.ts';

/**
 * The Open-Meteo forecast for a barangay's centre (WEATHER_URL), read into the weather section. Answers
 * are cached for an hour per point; a failure (timeout, refusal, 5xx, an answer of the wrong shape) gives
 * null at once and is remembered for a few minutes, so a dead service costs one timeout, not one per
 * dialog (docs/decisions/030).
 */

export const PAST_DAYS = 7;
export const NEXT_DAYS = 3;
const HOUR_MS = 60 * 60 * 1000;
const FAILURE_MS = 5 * 60 * 1000;

const numbers = z.array(z.number().nullable());
const forecastSchema = z.object({
  current: z.object({
    time: z.string(),
    temperature_2m: z.number().nullable().optional(),
    relative_humidity_2m: z.number().nullable().optional(),
    apparent_temperature: z.number().nullable().optional(),
    precipitation: z.number().nullable().optional(),
    weather_code: z.number().nullable().optional(),
    wind_speed_10m: z.number().nullable().optional(),
    uv_index: z.number().nullable().optional(),
  }),
  daily: z.object({
    time: z.array(z.string()),
    precipitation_sum: numbers,
    temperature_2m_max: numbers,
    temperature_2m_min: numbers,
    precipitation_probability_max: numbers.optional(),
  }),
});
type Forecast = z.infer<typeof forecastSchema>;

/** WMO weather interpretation codes as Open-Meteo documents them. */
const CONDITIONS: ReadonlyArray<[number, string]> = [
  [0, 'Clear sky'],
  [1, 'Mainly clear'],
  [2, 'Partly cloudy'],
  [3, 'Overcast'],
  [48, 'Fog'],
  [57, 'Drizzle'],
  [67, 'Rain'],
  [77, 'Snow'],
  [82, 'Rain showers'],
  [86, 'Snow showers'],
  [99, 'Thunderstorm'],
];
export const conditionOf = (code: number | null | undefined): string =>
  code === null || code === undefined
    ? 'Unknown'
    : (CONDITIONS.find(([max]) => code <= max)?.[1] ?? 'Unknown');

const sum = (values: readonly (number | null)[]) => values.reduce<number>((a, v) => a + (v ?? 0), 0);
const round1 = (v: number) => Math.round(v * 10) / 10;

/** Splits the daily rows at today: the days before are the past, today and the next ones the forecast. */
export function basisOf(forecast: Forecast): WeatherBasis {
  const { daily, current } = forecast;
  const todayIndex = Math.max(0, daily.time.indexOf(current.time.slice(0, 10)));
  const past = { from: Math.max(0, todayIndex - PAST_DAYS), to: todayIndex };
  const next = { from: todayIndex, to: Math.min(daily.time.length, todayIndex + NEXT_DAYS) };
  const means: number[] = [];
  for (let i = past.from; i < next.to; i++) {
    const max = daily.temperature_2m_max[i];
    const min = daily.temperature_2m_min[i];
    if (typeof max === 'number' && typeof min === 'number') means.push((max + min) / 2);
  }
  return {
    rainPastMm: round1(sum(daily.precipitation_sum.slice(past.from, past.to))),
    rainNextMm: round1(sum(daily.precipitation_sum.slice(next.from, next.to))),
    meanTemperature: means.length === 0 ? null : round1(means.reduce((a, b) => a + b, 0) / means.length),
    pastDays: past.to - past.from,
    nextDays: next.to - next.from,
  };
}

export function weatherSectionOf(forecast: Forecast): WeatherSection {
  const basis = basisOf(forecast);
  const risk = breedingRisk(basis);
  const { current, daily } = forecast;
  const todayIndex = daily.time.indexOf(current.time.slice(0, 10));
  return {
    verdict: verdictText(risk, basis),
    risk,
    temperature: current.temperature_2m ?? null,
    humidity: current.relative_humidity_2m ?? null,
    chance_of_rain: todayIndex < 0 ? null : (daily.precipitation_probability_max?.[todayIndex] ?? null),
    condition: conditionOf(current.weather_code),
    // Asked in Manila time, Open-Meteo gives local times without an offset.
    date_and_time: /[Z+-]\d{0,2}:?\d{0,2}$/.test(current.time.slice(10))
      ? current.time
      : `${current.time}:00+08:00`,
    wind_speed: current.wind_speed_10m ?? null,
    precipitation_level: current.precipitation ?? null,
    others: { uv_index: current.uv_index ?? null, realfeel_heat_index: current.apparent_temperature ?? null },
    basis: {
      rain_past_days_mm: basis.rainPastMm,
      rain_next_days_mm: basis.rainNextMm,
      mean_temperature: basis.meanTemperature,
      past_days: basis.pastDays,
      next_days: basis.nextDays,
    },
  };
}

export interface WeatherClient {
  /** The section for a point, or null when the forecast cannot be had within the timeout. */
  at(lat: number, lng: number): Promise<WeatherSection | null>;
}

export interface WeatherOptions {
  url: string;
  timeoutMs: number;
  userAgent: string;
  /** How long 'unavailable' is remembered for a point. */
  failureMs?: number;
}

export function createWeatherClient(options: WeatherOptions): WeatherClient {
  const cache = createTtlCache<WeatherSection | null>({ ttlMs: HOUR_MS, max: 500 });

  async function ask(lat: number, lng: number): Promise<WeatherSection | null> {
    const url = new URL(options.url);
    url.searchParams.set('latitude', lat.toFixed(4));
    url.searchParams.set('longitude', lng.toFixed(4));
    url.searchParams.set(
      'current',
      'temperature_2m,relative_humidity_2m,apparent_temperature,precipitation,weather_code,wind_speed_10m,uv_index',
    );
    url.searchParams.set(
      'daily',
      'precipitation_sum,temperature_2m_max,temperature_2m_min,precipitation_probability_max',
    );
    url.searchParams.set('past_days', String(PAST_DAYS));
    url.searchParams.set('forecast_days', String(NEXT_DAYS));
    url.searchParams.set('timezone', 'Asia/Manila');
    const response = await fetch(url, {
      headers: { Accept: 'application/json', 'User-Agent': options.userAgent },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`Weather service answered ${response.status}`);
    return weatherSectionOf(forecastSchema.parse(await response.json()));
  }

  return {
    at(lat, lng) {
      const key = `${lat.toFixed(3)},${lng.toFixed(3)}`;
      return cache.getOrCreate(
        key,
        () => ask(lat, lng).catch(() => null),
        // Unavailable is remembered briefly: the next dialogs answer at once, and a revived service is asked again soon.
        (section) => (section === null ? (options.failureMs ?? FAILURE_MS) : HOUR_MS),
      );
    },
  };
}
