/**
 * The numbers a text quotes, and whether each is one of the computed inputs: the check that keeps the
 * language model (and the engine's own tests) from stating a figure nobody computed.
 */

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

export const numbersIn = (text: string): string[] =>
  text.match(NUMBER)?.map((n) => n.replaceAll(',', '')) ?? [];

const decimalsOf = (written: string): number => written.split('.')[1]?.length ?? 0;

/** A written number matches an input when it is that input rounded to as many decimals as it shows. */
export const matchesInput = (written: string, inputs: readonly number[]): boolean => {
  const value = Number(written);
  const decimals = decimalsOf(written);
  return inputs.some((input) => Number(input.toFixed(decimals)) === value || input === value);
};

/** The numbers of `text` that match none of the inputs. */
export const unknownNumbers = (text: string, inputs: readonly number[]): string[] =>
  numbersIn(text).filter((written) => !matchesInput(written, inputs));

/** Every finite number anywhere inside a value (objects, arrays, strings included). */
export const numbersOf = (value: unknown): number[] => {
  if (typeof value === 'number') return Number.isFinite(value) ? [value] : [];
  if (typeof value === 'string') return numbersIn(value).map(Number);
  if (Array.isArray(value)) return value.flatMap(numbersOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersOf);
  return [];
};
