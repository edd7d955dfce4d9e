/** The index after moving `step` from `index` in a ring of `count` items (previous from the first is the last). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
