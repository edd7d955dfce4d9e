/**
 * The benchmarks' seeded random numbers, written out so a rerun anywhere (any Node version, any platform)
 * draws exactly the same data.
 */

export type Random = () => number;

/** mulberry32: a 32-bit generator, fast and good enough for simulation (not for secrets). */
export const mulberry32 = (seed: number): Random => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4_294_967_296;
  };
};
