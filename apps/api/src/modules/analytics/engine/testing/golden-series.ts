import { readFileSync } from 'node:fs';

/**
 * Fixed inputs for the classifier's golden test and its timing script: seeded barangay-like series (a
 * dengue season, a skewed spread of sizes from a tenth of a case to several cases a week, over-dispersed
 * counts, a few outbreaks), sparse series, and the real Quezon City weekly series. Deterministic on any
 * platform, so the recorded classifications can be compared number for number.
 */

export const BARANGAYS = 142;
export const SERIES_WEEKS = 264;

/** mulberry32: a small seeded generator, the same on every platform. */
const mulberry32 = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** Poisson by inversion (means here stay small enough for it). */
const poisson = (random: () => number, mean: number): number => {
  if (mean <= 0) return 0;
  let k = 0;
  let p = Math.exp(-mean);
  let cumulative = p;
  const u = random();
  while (u > cumulative && k < 10_000) {
    k++;
    p *= mean / k;
    cumulative += p;
  }
  return k;
};

/** A gamma-distributed multiplier with mean 1 and variance 1/shape (sum of exponentials, whole shape). */
const gammaNoise = (random: () => number, shape: number): number => {
  let total = 0;
  for (let i = 0; i < shape; i++) total -= Math.log(1 - random());
  return total / shape;
};

/** One barangay-like series: season peaking in week 35, growth a year, gamma-Poisson noise, outbreaks. */
const barangaySeries = (random: () => number, weeks: number): number[] => {
  const level = 0.1 + random() ** 3 * 5;
  const growth = 0.9 + random() * 0.3;
  const shape = 1 + Math.floor(random() * 4);
  const outbreakWeek = Math.floor(random() * weeks * 2);
  const outbreakSize = 3 + random() * 10;
  return Array.from({ length: weeks }, (_, t) => {
    const season = Math.exp(Math.cos((2 * Math.PI * (t - 35)) / 52));
    const mean = level * growth ** (t / 52) * season * gammaNoise(random, shape);
    const outbreak = t >= outbreakWeek && t < outbreakWeek + 3 ? outbreakSize : 0;
    return poisson(random, mean + outbreak);
  });
};

/** The 142 seeded barangay series of `weeks` weeks each (week T = the last element). */
export const seededBarangaySeries = (seed = 20_261_127, weeks = SERIES_WEEKS): number[][] => {
  const random = mulberry32(seed);
  return Array.from({ length: BARANGAYS }, () => barangaySeries(random, weeks));
};

/** Sparse series: mostly zeros with a few cases, at the lengths where each baseline takes over. */
export const sparseSeries = (seed = 7): number[][] => {
  const random = mulberry32(seed);
  const lengths = [10, 11, 14, 26, 52, 103, 104, 105, 156, 264];
  return lengths.flatMap((length) =>
    [0.02, 0.05, 0.1, 0.3].map((rate) =>
      Array.from({ length }, (_, t) =>
        random() < rate ? 1 + Math.floor(random() * (t === length - 1 ? 6 : 2)) : 0,
      ),
    ),
  );
};

/** The real Quezon City weekly series, 2016 to 2021 (all barangays together). */
export const quezonCityWeekly = (): number[] =>
  readFileSync(
    new URL('../../../../../assets/quezon-city-weekly-dengue-2016-2021.csv', import.meta.url),
    'utf8',
  )
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => Number(line.split(',')[1]));

export interface GoldenCase {
  name: string;
  counts: number[];
}

/**
 * The golden set: every seeded barangay at its last four weeks, the sparse series at their last two, and
 * the city series at every week from the tenth on.
 */
export const goldenCases = (): GoldenCase[] => {
  const cases: GoldenCase[] = [];
  seededBarangaySeries().forEach((series, b) => {
    for (let back = 0; back < 4; back++) {
      cases.push({ name: `barangay ${b} T-${back}`, counts: series.slice(0, series.length - back) });
    }
  });
  sparseSeries().forEach((series, s) => {
    for (let back = 0; back < 2; back++) {
      cases.push({ name: `sparse ${s} T-${back}`, counts: series.slice(0, series.length - back) });
    }
  });
  const city = quezonCityWeekly();
  for (let t = 9; t < city.length; t++) cases.push({ name: `city week ${t}`, counts: city.slice(0, t + 1) });
  return cases;
};
