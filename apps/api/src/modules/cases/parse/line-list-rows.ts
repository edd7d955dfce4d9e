import type { BarangayMatcher } from '@dengue/core';
import { createDateReader, type SlashOrder } from './csv-dates.ts';
import type { ColumnMap } from './line-list-columns.ts';

/**
 * One line-list row, read under the file's date order. City comes first: a row of another city is skipped
 * (and counted) whatever else it holds. Then the required values: a blank or invalid DAdmit, Barangay,
 * Outcome or City rejects the row. DOnset does not: the morbidity-week rule falls back to DAdmit when the
 * onset is blank, unreadable or implausible, and counts the case as imputed.
 */

export interface StagedCase {
  row: number;
  /** The official barangay name. */
  barangay: string;
  admittedOn: string;
  /** null when blank, unreadable or not a real date. */
  onsetOn: string | null;
  died: boolean;
  sex: string | null;
  age: number | null;
  classification: string | null;
  /** The other PIDSR columns as JSON, keys sorted, blank values left out; null when none. */
  extra: string | null;
  caseId: string | null;
}

export type RowVerdict =
  | { kind: 'case'; staged: StagedCase }
  | { kind: 'other_city' }
  | { kind: 'rejected'; reason: string; unmatchedBarangay?: string };

const QC_CITY_KEYS = new Set(['quezoncity', 'qc', 'cityofquezon', 'quezoncitycapital']);

/** 'Quezon City', 'QUEZON CITY', 'Quezon City (Capital)', 'Q.C.' and 'QC' are the city. */
export const isQuezonCity = (raw: string): boolean =>
  QC_CITY_KEYS.has(
    raw
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/\([^)]*\)/g, ' ')
      .replace(/[^a-z]/g, ''),
  );

const OUTCOMES: Readonly<Record<string, boolean>> = { alive: false, a: false, died: true, d: true };

const quote = (value: string) => `'${value.length > 60 ? `${value.slice(0, 57)}...` : value}'`;

const readSex = (raw: string): string | null => {
  const value = raw.trim();
  const key = value.toLowerCase();
  if (key === '') return null;
  if (key === 'm' || key === 'male') return 'M';
  if (key === 'f' || key === 'female') return 'F';
  return value;
};

const readAge = (raw: string): number | null => {
  const value = raw.trim();
  if (!/^\d{1,3}(\.\d+)?$/.test(value)) return null;
  const age = Number(value);
  return age <= 130 ? age : null;
};

const blankToNull = (raw: string | undefined): string | null => {
  const value = raw?.trim() ?? '';
  return value === '' ? null : value;
};

export class LineListReader {
  /** Raw barangay text to official name (null: unmatched), so each spelling is matched once. */
  private readonly barangayCache = new Map<string, string | null>();
  /** City spellings seen, so the Unicode normalisation runs once per spelling, not once per row. */
  private readonly cityCache = new Map<string, boolean>();
  private readonly extras: { index: number; key: string }[];
  private readonly jsonValues = new Map<string, string>();
  private readonly extraTexts = new Map<string, string>();
  private readonly readDate: (text: string) => string | null;

  constructor(
    private readonly columns: ColumnMap,
    private readonly matcher: BarangayMatcher,
    private readonly dates: { order: SlashOrder; today: string },
  ) {
    this.readDate = createDateReader(dates.order);
    this.extras = [...columns.extras]
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map(({ index, name }) => ({ index, key: JSON.stringify(name) }));
  }

  private matchBarangay(raw: string): string | null {
    let official = this.barangayCache.get(raw);
    if (official === undefined) {
      official = this.matcher.match(raw);
      this.barangayCache.set(raw, official);
    }
    return official;
  }

  private isCity(raw: string): boolean {
    let isCity = this.cityCache.get(raw);
    if (isCity === undefined) {
      isCity = isQuezonCity(raw);
      if (this.cityCache.size < 10_000) this.cityCache.set(raw, isCity);
    }
    return isCity;
  }

  read(record: readonly string[], row: number): RowVerdict {
    const c = this.columns;
    const cell = (index: number | null) => (index === null ? '' : (record[index] ?? ''));
    const city = cell(c.city).trim();
    if (city === '') return { kind: 'rejected', reason: 'City is blank' };
    if (!this.isCity(city)) return { kind: 'other_city' };

    const reasons: string[] = [];
    if (record.length > c.width) {
      reasons.push(`The row has ${record.length} values but the header names ${c.width} columns`);
    }
    const admitText = cell(c.dAdmit);
    const admittedOn = this.readDate(admitText);
    if (admittedOn === '') reasons.push('DAdmit is blank');
    else if (admittedOn === null)
      reasons.push(
        `DAdmit ${quote(admitText.trim())} is not a valid date (read as ${this.dates.order} or YYYY-MM-DD)`,
      );
    else if (admittedOn > this.dates.today) reasons.push(`DAdmit ${admittedOn} is in the future`);

    const barangayText = cell(c.barangay).trim();
    let barangay: string | null = null;
    let unmatchedBarangay: string | undefined;
    if (barangayText === '') reasons.push('Barangay is blank');
    else {
      barangay = this.matchBarangay(barangayText);
      if (barangay === null) {
        unmatchedBarangay = barangayText;
        reasons.push(`Barangay ${quote(barangayText)} is not a Quezon City barangay`);
      }
    }

    const outcomeText = cell(c.outcome).trim();
    const died = OUTCOMES[outcomeText.toLowerCase()];
    if (outcomeText === '') reasons.push('Outcome is blank');
    else if (died === undefined) reasons.push(`Outcome ${quote(outcomeText)} is not Alive or Died`);

    if (reasons.length > 0 || barangay === null || died === undefined || !admittedOn) {
      return { kind: 'rejected', reason: reasons.join('; '), unmatchedBarangay };
    }
    const onsetOn = this.readDate(cell(c.dOnset));
    return {
      kind: 'case',
      staged: {
        row,
        barangay,
        admittedOn,
        onsetOn: onsetOn === '' ? null : onsetOn,
        died,
        sex: readSex(cell(c.sex)),
        age: readAge(cell(c.age)),
        classification: blankToNull(cell(c.classification)),
        extra: this.readExtra(record),
        caseId: c.caseId === null ? null : blankToNull(cell(c.caseId)),
      },
    };
  }

  /**
   * The same text as JSON.stringify of {name: value} with keys sorted, built by hand: extra columns repeat a
   * few values, so each encoded value and each whole object is made once and shared.
   */
  private readExtra(record: readonly string[]): string | null {
    let json = '';
    for (const { index, key } of this.extras) {
      const value = record[index]?.trim();
      if (!value) continue;
      let encoded = this.jsonValues.get(value);
      if (encoded === undefined) {
        encoded = JSON.stringify(value);
        if (this.jsonValues.size < 10_000) this.jsonValues.set(value, encoded);
      }
      json += `${json === '' ? '{' : ','}${key}:${encoded}`;
    }
    if (json === '') return null;
    json += '}';
    const shared = this.extraTexts.get(json);
    if (shared !== undefined) return shared;
    if (this.extraTexts.size < 10_000) this.extraTexts.set(json, json);
    return json;
  }
}
