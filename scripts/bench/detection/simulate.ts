import { logNormal, negativeBinomial, normal, poisson, type Random, uniformInt } from './random.ts';

/**
 * The synthetic city of the issue: 141 barangays, population shares LogNormal(ln 20000, 0.9), a city
 * mean of 120 cases a week shaped by exp(1.5 cos(2π(w-35)/52)) (peak in week 35, late August, as in
 * Quezon City), yearly effects LogNormal(0, 0.5), and count noise. Five years of history, then one
 * evaluated year.
 */

export const BARANGAYS = 141;
export const WEEKS_PER_YEAR = 52;
export const HISTORY_YEARS = 5;
export const TOTAL_WEEKS = (HISTORY_YEARS + 1) * WEEKS_PER_YEAR;
/** Index of the first evaluated week (the first week after five years of history). */
export const FIRST_EVALUATED = HISTORY_YEARS * WEEKS_PER_YEAR;
export const CITY_MEAN_PER_WEEK = 120;
export const OUTBREAK_SIZES = [3, 5, 8, 12, 20] as const;
/** Latest outbreak start in the evaluated year, leaving room for its spread and the 2-week grace. */
export const LAST_OUTBREAK_START = 40;
export const MAX_OUTBREAK_SPREAD = 9;

export type NoiseModel = 'Poisson' | 'NB2' | 'NB1';
/** NB2 and NB1 name the negative binomial size: 2 and 1. */
const NB_SIZE: Record<Exclude<NoiseModel, 'Poisson'>, number> = { NB2: 2, NB1: 1 };

export interface City {
  shares: number[];
  /** Yearly effect per barangay and year, one draw each (see the README block of detection.ts). */
  yearEffects: number[][];
}

const SEASON_RAW = Array.from({ length: WEEKS_PER_YEAR }, (_, i) =>
  Math.exp(1.5 * Math.cos((2 * Math.PI * (i + 1 - 35)) / WEEKS_PER_YEAR)),
);
const SEASON_MEAN = SEASON_RAW.reduce((a, b) => a + b, 0) / WEEKS_PER_YEAR;
/** Seasonal factor of week index t, scaled to average 1 over a year so 120 stays the yearly mean. */
export const season = (t: number): number => (SEASON_RAW[t % WEEKS_PER_YEAR] ?? 0) / SEASON_MEAN;

export const drawCity = (random: Random): City => {
  const populations = Array.from({ length: BARANGAYS }, () =>
    Math.exp(Math.log(20_000) + 0.9 * normal(random)),
  );
  const total = populations.reduce((a, b) => a + b, 0);
  return {
    shares: populations.map((p) => p / total),
    yearEffects: populations.map(() =>
      Array.from({ length: HISTORY_YEARS + 1 }, () => logNormal(random, 0, 0.5)),
    ),
  };
};

const draw = (random: Random, noise: NoiseModel, mean: number): number =>
  noise === 'Poisson' ? poisson(random, mean) : negativeBinomial(random, mean, NB_SIZE[noise]);

/** Seasonal series with yearly effects, all barangays. */
export const seasonalSeries = (random: Random, city: City, noise: NoiseModel): number[][] =>
  city.shares.map((share, b) =>
    Array.from({ length: TOTAL_WEEKS }, (_, t) => {
      const yearEffect = city.yearEffects[b]?.[Math.floor(t / WEEKS_PER_YEAR)] ?? 1;
      return draw(random, noise, CITY_MEAN_PER_WEEK * share * season(t) * yearEffect);
    }),
  );

/** Flat series: each barangay's mean share of 120 a week, no season, no yearly effect, no outbreak. */
export const flatSeries = (random: Random, city: City, noise: NoiseModel): number[][] =>
  city.shares.map((share) =>
    Array.from({ length: TOTAL_WEEKS }, () => draw(random, noise, CITY_MEAN_PER_WEEK * share)),
  );

export interface Outbreak {
  size: number;
  /** Week index of the outbreak start. */
  start: number;
  /** Week index of the last week holding an outbreak case. */
  end: number;
}

/**
 * Adds `size` cases from week `start` on, each delayed by floor(LogNormal(0, 0.5)) weeks: the
 * outbreak-shape convention of Noufaily et al. (2013, Stat Med 32:1206), most cases in the first two
 * weeks and a tail into the third and fourth.
 */
export const injectOutbreak = (random: Random, series: number[], size: number): Outbreak => {
  const start = FIRST_EVALUATED + uniformInt(random, 0, LAST_OUTBREAK_START);
  let end = start;
  for (let i = 0; i < size; i++) {
    const week = start + Math.min(MAX_OUTBREAK_SPREAD, Math.floor(logNormal(random, 0, 0.5)));
    series[week] = (series[week] ?? 0) + 1;
    end = Math.max(end, week);
  }
  return { size, start, end };
};
