import { CSV_REQUIRED_COLUMNS } from '@dengue/core';

/**
 * The header row of a line list, matched case- and space-insensitively ('D Admit', 'dadmit' and 'DAdmit'
 * are one column). Sex, age, classification and a case id have their own database columns; every other
 * PIDSR column is kept as it came in `extra`.
 */

export const headerKey = (name: string): string =>
  name
    .replace(/^\uFEFF/, '')
    .replace(/\s+/g, '')
    .toLowerCase();

const OPTIONAL_COLUMNS = {
  sex: ['sex', 'gender'],
  age: ['ageyears', 'age', 'ageyrs', 'age(years)'],
  classification: ['caseclassification', 'classification', 'caseclass'],
  /** A real case id makes the fingerprint: the same id twice is the same case. */
  caseId: ['caseid', 'case_id', 'epiid', 'epi_id', 'casenumber', 'caseno', 'case#'],
} as const;

export interface ColumnMap {
  dAdmit: number;
  dOnset: number;
  barangay: number;
  outcome: number;
  city: number;
  sex: number | null;
  age: number | null;
  classification: number | null;
  caseId: number | null;
  /** Other columns, with the header as written. */
  extras: { index: number; name: string }[];
  width: number;
}

export type HeaderCheck =
  | { ok: true; columns: ColumnMap }
  | { ok: false; missing: string[]; duplicates: string[]; weeklySummary: boolean };

export function mapColumns(header: readonly string[]): HeaderCheck {
  const keys = header.map(headerKey);
  const seen = new Set<string>();
  const duplicates: string[] = [];
  keys.forEach((key, i) => {
    if (key !== '' && seen.has(key)) duplicates.push(header[i]!.trim());
    seen.add(key);
  });
  const find = (candidates: readonly string[]) => {
    for (const candidate of candidates) {
      const index = keys.indexOf(candidate);
      if (index >= 0) return index;
    }
    return null;
  };
  const required = CSV_REQUIRED_COLUMNS.map((name) => find([name.toLowerCase()]));
  const missing = CSV_REQUIRED_COLUMNS.filter((_, i) => required[i] === null);
  if (missing.length > 0 || duplicates.length > 0) {
    const weeklySummary = keys.includes('week_start') && keys.includes('cases');
    return { ok: false, missing: [...missing], duplicates, weeklySummary };
  }
  const [dAdmit, dOnset, barangay, outcome, city] = required as number[];
  const sex = find(OPTIONAL_COLUMNS.sex);
  const age = find(OPTIONAL_COLUMNS.age);
  const classification = find(OPTIONAL_COLUMNS.classification);
  const caseId = find(OPTIONAL_COLUMNS.caseId);
  const used = new Set([dAdmit, dOnset, barangay, outcome, city, sex, age, classification, caseId]);
  const extras = header
    .map((name, index) => ({ index, name: name.replace(/^\uFEFF/, '').trim() }))
    .filter(({ index, name }) => !used.has(index) && name !== '');
  return {
    ok: true,
    columns: {
      dAdmit: dAdmit!,
      dOnset: dOnset!,
      barangay: barangay!,
      outcome: outcome!,
      city: city!,
      sex,
      age,
      classification,
      caseId,
      extras,
      width: header.length,
    },
  };
}

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The message of a refused header: it names what is missing, and what the file looks like instead. */
export function describeHeaderProblem(check: Extract<HeaderCheck, { ok: false }>): string {
  const parts: string[] = [];
  if (check.weeklySummary) {
    parts.push(
      'This file is a weekly summary (week_start, cases, deaths), not a case line list with one row per case.',
    );
  }
  if (check.missing.length > 0) {
    const s = check.missing.length === 1 ? '' : 's';
    parts.push(`The file is missing the required column${s} ${list(check.missing)}.`);
  }
  if (check.duplicates.length > 0) {
    parts.push(`The header names ${list(check.duplicates)} more than once.`);
  }
  parts.push(`A case line list needs the columns ${list(CSV_REQUIRED_COLUMNS)} in its first row.`);
  return parts.join(' ');
}
