import { describe, expect, it } from 'vitest';
import { binomialUpperTail, logGamma, negBinUpperTail, regularizedIncompleteBeta } from './distributions.ts';

// Direct sums of probability mass, the slow and obvious way, to check the incomplete-beta identities.
const negBinPmf = (y: number, size: number, prob: number): number =>
  Math.exp(
    logGamma(y + size) - logGamma(size) - logGamma(y + 1) + size * Math.log(prob) + y * Math.log1p(-prob),
  );
// Summed upward from k (not 1 minus the lower sum), so a tail of 1e-8 keeps its digits.
const negBinTailBySum = (k: number, size: number, prob: number): number => {
  let tail = 0;
  for (let y = k; y < k + 5000; y++) tail += negBinPmf(y, size, prob);
  return tail;
};
const choose = (n: number, k: number): number => {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
};
const binomialTailBySum = (c: number, n: number, p: number): number => {
  let sum = 0;
  for (let x = Math.max(c, 0); x <= n; x++) sum += choose(n, x) * p ** x * (1 - p) ** (n - x);
  return sum;
};

describe('logGamma', () => {
  it('matches known values', () => {
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 13);
    expect(logGamma(1)).toBeCloseTo(0, 13);
    expect(logGamma(2)).toBeCloseTo(0, 13);
    expect(logGamma(10)).toBeCloseTo(Math.log(362_880), 12);
    expect(logGamma(100)).toBeCloseTo(359.1342053695754, 9);
    expect(logGamma(0.1)).toBeCloseTo(2.252712651734206, 12);
  });

  it('rejects x <= 0', () => {
    expect(() => logGamma(0)).toThrow(RangeError);
    expect(() => logGamma(-1)).toThrow(RangeError);
  });
});

describe('regularizedIncompleteBeta', () => {
  it('matches closed forms', () => {
    expect(regularizedIncompleteBeta(0.5, 2, 3)).toBeCloseTo(11 / 16, 12);
    // I_x(1, b) = 1 - (1 - x)^b and I_x(a, 1) = x^a.
    expect(regularizedIncompleteBeta(0.3, 1, 4.5)).toBeCloseTo(1 - 0.7 ** 4.5, 12);
    expect(regularizedIncompleteBeta(0.8, 7.25, 1)).toBeCloseTo(0.8 ** 7.25, 12);
    expect(regularizedIncompleteBeta(0, 2, 3)).toBe(0);
    expect(regularizedIncompleteBeta(1, 2, 3)).toBe(1);
  });

  it('is symmetric: I_x(a, b) = 1 - I_(1-x)(b, a)', () => {
    for (const [x, a, b] of [
      [0.1, 3, 40],
      [0.9, 250.5, 12],
      [0.5, 0.5, 0.5],
    ] as const) {
      expect(regularizedIncompleteBeta(x, a, b) + regularizedIncompleteBeta(1 - x, b, a)).toBeCloseTo(1, 12);
    }
  });
});

describe('negBinUpperTail', () => {
  it('is 1 for k <= 0 and for fractional k rounds the threshold up', () => {
    expect(negBinUpperTail(0, 0.5, 0.9)).toBe(1);
    expect(negBinUpperTail(-3, 0.5, 0.9)).toBe(1);
    expect(negBinUpperTail(2.5, 4, 0.8)).toBe(negBinUpperTail(3, 4, 0.8));
  });

  it('agrees with the summed mass function to 1e-10 relative', () => {
    for (const [k, size, prob] of [
      [3, 0.5, 8 / 9],
      [5, 43.5, 43 / 44],
      [1, 2.3, 0.5],
      [12, 7.5, 0.9],
      [40, 120.5, 0.8],
    ] as const) {
      const expected = negBinTailBySum(k, size, prob);
      expect(Math.abs(negBinUpperTail(k, size, prob) - expected) / expected).toBeLessThan(1e-10);
    }
  });
});

describe('binomialUpperTail', () => {
  it('agrees with the exact sum', () => {
    expect(binomialUpperTail(9, 11, 0.5)).toBeCloseTo(67 / 2048, 14);
    for (const [c, n, p] of [
      [8, 10, 0.5],
      [3, 3, 0.5],
      [1, 20, 0.1],
      [30, 60, 0.5],
    ] as const) {
      expect(binomialUpperTail(c, n, p)).toBeCloseTo(binomialTailBySum(c, n, p), 13);
    }
  });

  it('handles the edges', () => {
    expect(binomialUpperTail(0, 0, 0.5)).toBe(1);
    expect(binomialUpperTail(-1, 5, 0.5)).toBe(1);
    expect(binomialUpperTail(6, 5, 0.5)).toBe(0);
  });
});
