/** The benchmarks' command-line options: `--name value`. */

/** A positive whole number (a fraction is rounded down); anything else stops the benchmark. */
export const numberOption = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value < 1) throw new Error(`--${name} needs a positive number`);
  return Math.floor(value);
};

/** The text after `--name`, or the fallback when the option or its value is missing. */
export const textOption = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
