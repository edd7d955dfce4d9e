/**
 * Seeded random numbers for the detection benchmark, written out so a rerun anywhere (any Node version,
 * any platform) draws exactly the same cities, series and outbreaks. The generator itself (mulberry32) is
 * the one every benchmark seeds (lib/random.ts).
 */
import { logGamma } from '../../../apps/api/src/modules/analytics/engine/distributions.ts';
import type { Random } from '../lib/random.ts';

export { mulberry32, type Random } from '../lib/random.ts';

/** Mixes several integers into one seed, so each (replicate, noise model) stream is independent. */
export const seedFrom = (...parts: number[]): number => {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x01000193) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
  }
  return h;
};

/** Standard normal by Box-Muller; 1 - u keeps log away from 0. */
export const normal = (random: Random): number =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

export const logNormal = (random: Random, meanLog: number, sdLog: number): number =>
  Math.exp(meanLog + sdLog * normal(random));

export const uniformInt = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

/** Gamma(shape, scale) by Marsaglia and Tsang (2000); shape < 1 through the u^(1/shape) boost. */
export const gamma = (random: Random, shape: number, scale: number): number => {
  if (shape < 1) return gamma(random, shape + 1, scale) * (1 - random()) ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = normal(random);
    const v = (1 + c * x) ** 3;
    if (v <= 0) continue;
    const u = 1 - random();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v * scale;
  }
};

const logFactorial = (k: number): number => logGamma(k + 1);

/**
 * Poisson(lambda): Knuth's product method for small means (exact, cheap below ~30), Hörmann's PTRS
 * transformed rejection above (constant time for any mean).
 */
export const poisson = (random: Random, lambda: number): number => {
  if (lambda <= 0) return 0;
  if (lambda < 30) {
    const limit = Math.exp(-lambda);
    let k = 0;
    let product = random();
    while (product > limit) {
      k++;
      product *= random();
    }
    return k;
  }
  const slam = Math.sqrt(lambda);
  const logLambda = Math.log(lambda);
  const b = 0.931 + 2.53 * slam;
  const a = -0.059 + 0.02483 * b;
  const invAlpha = 1.1239 + 1.1328 / (b - 3.4);
  const vr = 0.9277 - 3.6224 / (b - 2);
  for (;;) {
    const u = random() - 0.5;
    const v = random();
    const us = 0.5 - Math.abs(u);
    const k = Math.floor(((2 * a) / us + b) * u + lambda + 0.43);
    if (us >= 0.07 && v <= vr) return k;
    if (k < 0 || (us < 0.013 && v > us)) continue;
    const lhs = Math.log(v) + Math.log(invAlpha) - Math.log(a / (us * us) + b);
    if (lhs <= -lambda + k * logLambda - logFactorial(k)) return k;
  }
};

/** Negative binomial with the given mean and size, as a gamma-mixed Poisson: variance mean + mean²/size. */
export const negativeBinomial = (random: Random, mean: number, size: number): number =>
  mean <= 0 ? 0 : poisson(random, gamma(random, size, mean / size));
