import {
  binomialUpperTail,
  negBinUpperTail,
} from '../../../apps/api/src/modules/analytics/engine/distributions.ts';

/**
 * Engine 1 (docs/decisions/006 before issue 20), frozen here so the benchmark can keep comparing the
 * engine with its previous version: the recent window y[T-10..T-3] plus same-season windows of up to five
 * past years, a Jeffreys-Poisson predictive scaled by phi = clamp(v/m, 1, 3), alpha 0.005 with a past year
 * (0.001 without), and the four-week binomial rule. Only the labels the benchmark needs.
 */

const MIN_WEEKS = 10;

const reference = (counts: readonly number[]) => {
  const t = counts.length - 1;
  const values: number[] = [];
  for (let i = Math.max(0, t - 10); i <= t - 3; i++) values.push(counts[i] ?? 0);
  let pastYears = 0;
  for (let k = 1; k <= 5; k++) {
    const centre = t - 52 * k;
    if (centre - 3 < 0) break;
    for (let i = centre - 3; i <= centre + 3; i++) values.push(counts[i] ?? 0);
    pastYears++;
  }
  const n = values.length;
  const sum = values.reduce((a, b) => a + b, 0);
  const mean = n > 0 ? sum / n : 0;
  const variance = n > 1 ? values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : mean;
  const phi = mean > 0 ? Math.min(3, Math.max(1, variance / mean)) : 1;
  return { n, scaledSum: sum / phi, phi, alpha: pastYears > 0 ? 0.005 : 0.001 };
};

/** The smaller p of the two spike rules that meet their minimum counts (1 when neither does). */
export const engineV1SpikeScore = (counts: readonly number[]): { score: number; alpha: number } => {
  if (counts.length < MIN_WEEKS) return { score: 1, alpha: 0.001 };
  const t = counts.length - 1;
  const current = counts[t] ?? 0;
  const previous = counts[t - 1] ?? 0;
  const r = reference(counts);
  const size = r.scaledSum + 0.5;
  const p1 = negBinUpperTail(Math.floor(current / r.phi), size, r.n / (r.n + 1));
  const p2 = negBinUpperTail(Math.floor((current + previous) / r.phi), size, r.n / (r.n + 2));
  let score = 1;
  if (current >= 3) score = Math.min(score, p1);
  if (current + previous >= 4) score = Math.min(score, p2);
  return { score, alpha: r.alpha };
};

/** The four-week rule of engine 1: does it say increase? */
export const engineV1Increase = (counts: readonly number[]): boolean => {
  const t = counts.length - 1;
  let current4 = 0;
  let previous4 = 0;
  for (let i = Math.max(0, t - 7); i <= t; i++) {
    if (i > t - 4) current4 += counts[i] ?? 0;
    else previous4 += counts[i] ?? 0;
  }
  const p = binomialUpperTail(current4, current4 + previous4, 0.5);
  return current4 >= 3 && current4 >= 1.5 * Math.max(previous4, 1) && p < 0.05;
};
