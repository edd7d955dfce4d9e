import { METHODS, type Tally } from './evaluate.ts';
import { OUTBREAK_SIZES } from './simulate.ts';

/** Formats a tally as the table of the issue: metric, ours, EARS C1, mean+2SD, target, PASS/FAIL. */

interface Row {
  metric: string;
  values: [string, string, string];
  target: string;
  pass: boolean | null;
}

const percent = (numerator: number, denominator: number): string =>
  denominator > 0 ? `${((100 * numerator) / denominator).toFixed(2)}%` : 'n/a';
const ratio = (numerator: number, denominator: number): number =>
  denominator > 0 ? numerator / denominator : Number.NaN;

const POD_TARGETS: Record<number, number | undefined> = { 8: 0.45, 12: 0.55, 20: 0.75 };
export const FPR_TARGETS = { Poisson: 0.006, NB2: 0.01, NB1: 0.015 } as const;
const DELAY_TARGET = 2.5;
const FLAT_INCREASE_TARGET = 0.05;
const INCREASE_8_TARGET = 0.7;

export const buildRows = (tally: Tally, fprTarget: number): Row[] => {
  const per = (f: (m: (typeof METHODS)[number]) => string): [string, string, string] =>
    METHODS.map(f) as [string, string, string];
  const ours = tally.methods.ours;
  const rows: Row[] = [
    {
      metric: 'spike FPR per clean barangay-week',
      values: per((m) => percent(tally.methods[m].falseAlarms, tally.cleanWeeks)),
      target: `<= ${(100 * fprTarget).toFixed(1)}%`,
      pass: ratio(ours.falseAlarms, tally.cleanWeeks) <= fprTarget,
    },
  ];
  for (const size of OUTBREAK_SIZES) {
    const target = POD_TARGETS[size];
    const outbreaks = tally.outbreaks[size] ?? 0;
    rows.push({
      metric: `POD, ${size}-case outbreak (n = ${outbreaks})`,
      values: per((m) => percent(tally.methods[m].detected[size] ?? 0, outbreaks)),
      target: target === undefined ? '-' : `>= ${Math.round(100 * target)}%`,
      pass: target === undefined ? null : ratio(ours.detected[size] ?? 0, outbreaks) >= target,
    });
  }
  rows.push(
    {
      metric: 'mean delay to detection (weeks)',
      values: per((m) => ratio(tally.methods[m].delaySum, tally.methods[m].delayCount).toFixed(2)),
      target: `<= ${DELAY_TARGET}`,
      pass: ratio(ours.delaySum, ours.delayCount) <= DELAY_TARGET,
    },
    {
      metric: 'increase rule fires, 8-case outbreak',
      values: [percent(tally.increaseRule8, tally.outbreaks[8] ?? 0), 'n/a', 'n/a'],
      target: `>= ${Math.round(100 * INCREASE_8_TARGET)}%`,
      pass: ratio(tally.increaseRule8, tally.outbreaks[8] ?? 0) >= INCREASE_8_TARGET,
    },
    {
      metric: 'false increase, flat series',
      values: [percent(tally.flatIncrease, tally.flatWeeks), 'n/a', 'n/a'],
      target: `<= ${Math.round(100 * FLAT_INCREASE_TARGET)}%`,
      pass: ratio(tally.flatIncrease, tally.flatWeeks) <= FLAT_INCREASE_TARGET,
    },
    {
      metric: 'false decrease, flat series',
      values: [percent(tally.flatDecrease, tally.flatWeeks), 'n/a', 'n/a'],
      target: '-',
      pass: null,
    },
    {
      metric: 'spike/alarm rate, flat series',
      values: per((m) => percent(tally.methods[m].flatAlarms, tally.flatWeeks)),
      target: '-',
      pass: null,
    },
  );
  return rows;
};

const WIDTHS = [40, 9, 9, 9, 9, 6] as const;

export const formatTable = (rows: readonly Row[]): string => {
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(WIDTHS[i] ?? 0) : cell.padStart(WIDTHS[i] ?? 0)))
      .join('  ');
  const header = line(['metric', 'ours', 'EARS C1', 'mean+2SD', 'target', 'result']);
  const body = rows.map((row) =>
    line([row.metric, ...row.values, row.target, row.pass === null ? '' : row.pass ? 'PASS' : 'FAIL']),
  );
  return [header, '-'.repeat(header.length), ...body].join('\n');
};
