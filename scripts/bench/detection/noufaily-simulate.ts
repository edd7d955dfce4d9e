import { logNormal, negativeBinomial, poisson, type Random, uniformInt } from './random.ts';

/**
 * The simulation design of Noufaily et al. (2013, Stat Med 32:1206), as issue 20 sets it: weekly counts
 * negative binomial with mean mu_t = exp(theta + beta t + seasonal term) and variance phi mu_t; 16 scenarios
 * (baseline level 0.5, 2, 5 or 20 cases a week over the evaluated year; dispersion phi 1.5 or 3; S = mild
 * seasonality 0.2 cos + 0.2 sin, no trend; ST = dengue-like seasonality 1.5 cos(2 pi (w - 35) / 52),
 * peak in late August, with +11% a year of trend). Six years of history (weeks 0..311) hold four past
 * outbreaks, then one evaluated year (weeks 312..363) holds one outbreak of Poisson(k x SD) cases, SD =
 * sqrt(phi mu) at its start week, each case delayed floor(LogNormal(0, 0.5)) weeks.
 */

export const N_WEEKS = 364;
export const FIRST_EVALUATED = 312;
export const LAST_OUTBREAK_START = 40;
export const PAST_OUTBREAKS = 4;
export const K_VALUES = [2, 3, 5, 10] as const;
export const LEVELS = [0.5, 2, 5, 20] as const;
export const DISPERSIONS = [1.5, 3] as const;
export const SHAPES = ['S', 'ST'] as const;
const MAX_SPREAD = 9;

export interface Scenario {
  index: number;
  level: number;
  phi: number;
  shape: (typeof SHAPES)[number];
  /** Mean of every week, without outbreaks. */
  means: number[];
}

const ANGLE = (2 * Math.PI) / 52;
const shapeOf = (shape: Scenario['shape'], t: number): number =>
  shape === 'S'
    ? 0.2 * Math.cos(ANGLE * t) + 0.2 * Math.sin(ANGLE * t)
    : (Math.log(1.11) / 52) * t + 1.5 * Math.cos(ANGLE * (t + 1 - 35));

export const scenarios = (): Scenario[] => {
  const list: Scenario[] = [];
  for (const shape of SHAPES)
    for (const level of LEVELS)
      for (const phi of DISPERSIONS) {
        const raw = Array.from({ length: N_WEEKS }, (_, t) => Math.exp(shapeOf(shape, t)));
        const evaluatedMean = raw.slice(FIRST_EVALUATED).reduce((a, b) => a + b, 0) / 52;
        list.push({
          index: list.length,
          level,
          phi,
          shape,
          means: raw.map((m) => (m * level) / evaluatedMean),
        });
      }
  return list;
};

export const scenarioName = (s: Scenario): string => `${s.shape} level ${s.level} phi ${s.phi}`;

const draw = (random: Random, mean: number, phi: number): number =>
  negativeBinomial(random, mean, mean / (phi - 1));

export interface Outbreak {
  k: number;
  start: number;
  /** Last week holding an outbreak case (the start when the outbreak drew no case). */
  end: number;
  size: number;
}

const addOutbreak = (random: Random, series: number[], s: Scenario, start: number, k: number): Outbreak => {
  const size = poisson(random, k * Math.sqrt(s.phi * (s.means[start] ?? 0)));
  let end = start;
  for (let i = 0; i < size; i++) {
    const week = Math.min(N_WEEKS - 1, start + Math.min(MAX_SPREAD, Math.floor(logNormal(random, 0, 0.5))));
    series[week] = (series[week] ?? 0) + 1;
    end = Math.max(end, week);
  }
  return { k, start, end, size };
};

/** One series of a scenario with its evaluated outbreak of k x SD; `pastOutbreaks` false gives a clean one. */
export const simulateSeries = (
  random: Random,
  s: Scenario,
  k: number | null,
): { series: number[]; outbreak: Outbreak | null } => {
  const series = s.means.map((mean) => draw(random, mean, s.phi));
  if (k === null) return { series, outbreak: null };
  for (let i = 0; i < PAST_OUTBREAKS; i++) {
    const pastK = K_VALUES[uniformInt(random, 0, K_VALUES.length - 1)] ?? 2;
    addOutbreak(random, series, s, uniformInt(random, 0, FIRST_EVALUATED - 10), pastK);
  }
  const start = FIRST_EVALUATED + uniformInt(random, 0, LAST_OUTBREAK_START);
  return { series, outbreak: addOutbreak(random, series, s, start, k) };
};
