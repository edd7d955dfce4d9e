import { describe, expect, it } from 'vitest';
import { fitPoissonGlm, quadraticForm } from './glm.ts';

describe('fitPoissonGlm', () => {
  it('recovers log-linear coefficients from exact means', () => {
    const rows = Array.from({ length: 60 }, (_, t) => [1, t / 52, Math.cos(t / 5)]);
    const y = rows.map(([a = 0, b = 0, c = 0]) => Math.exp(1.2 * a + 0.4 * b - 0.7 * c));
    const fit = fitPoissonGlm(rows, y, new Array<number>(60).fill(1));
    expect(fit?.converged).toBe(true);
    expect(fit?.coefficients[0]).toBeCloseTo(1.2, 6);
    expect(fit?.coefficients[1]).toBeCloseTo(0.4, 6);
    expect(fit?.coefficients[2]).toBeCloseTo(-0.7, 6);
  });

  it('gives the Poisson variance of a mean: 1 / (n mu) for an intercept-only fit', () => {
    const y = [3, 5, 4, 4, 6, 2];
    const fit = fitPoissonGlm(
      y.map(() => [1]),
      y,
      y.map(() => 1),
    );
    expect(Math.exp(fit?.coefficients[0] ?? 0)).toBeCloseTo(4, 8);
    expect(quadraticForm([1], fit?.inverseInformation ?? [[0]])).toBeCloseTo(1 / 24, 8);
  });

  it('returns null without cases or with a column that never varies from zero', () => {
    expect(fitPoissonGlm([[1], [1]], [0, 0], [1, 1])).toBeNull();
    expect(
      fitPoissonGlm(
        [
          [1, 0],
          [1, 0],
        ],
        [1, 2],
        [1, 1],
      ),
    ).toBeNull();
  });
});
