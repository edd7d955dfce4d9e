import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBarangayMatcher, QC_BARANGAY_NAMES } from '@dengue/core';
import { afterAll, describe, expect, it } from 'vitest';
import { orderedIdGenerator } from '../save/ordered-ids.ts';
import { Fingerprinter, PreparedCases } from './case-preparation.ts';
import { DateDecisionNeeded, dateOrderExamples, decideDateOrder, readDate, scanDates } from './csv-dates.ts';
import { mapColumns } from './line-list-columns.ts';
import { isQuezonCity, LineListReader } from './line-list-rows.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'dengue-line-list-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const scan = (text: string) => {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(file, text);
  return scanDates(file);
};

describe('dates', () => {
  it('reads the three forms, with a time of day ignored', () => {
    expect(readDate('2024-07-04', 'MM/DD/YYYY')).toBe('2024-07-04');
    expect(readDate(' 2024-7-4 ', 'MM/DD/YYYY')).toBe('2024-07-04');
    expect(readDate('2024-07-04 00:00:00', 'MM/DD/YYYY')).toBe('2024-07-04');
    expect(readDate('07/04/2024', 'MM/DD/YYYY')).toBe('2024-07-04');
    expect(readDate('07/04/2024', 'DD/MM/YYYY')).toBe('2024-04-07');
    expect(readDate('7/4/2024 12:00 AM', 'MM/DD/YYYY')).toBe('2024-07-04');
    expect(readDate('', 'MM/DD/YYYY')).toBe('');
  });

  it('answers null for what is not a real date', () => {
    for (const text of ['2024-02-30', '13/13/2024', '04/07/24', 'July 4, 2024', '2024/07/04', '44'])
      expect(readDate(text, 'MM/DD/YYYY'), text).toBeNull();
    expect(readDate('02/29/2023', 'MM/DD/YYYY')).toBeNull();
    expect(readDate('31/04/2024', 'DD/MM/YYYY')).toBeNull();
  });

  const decide = async (text: string, chosen?: 'MM/DD/YYYY' | 'DD/MM/YYYY') =>
    decideDateOrder(await scan(text), chosen);

  it('decides the slash order per file from the dates real in one reading only', async () => {
    const monthFirst = await decide('DAdmit,DOnset\n07/04/2024,07/02/2024\n11/15/2024,11/13/2024\n');
    expect(monthFirst).toMatchObject({ order: 'MM/DD/YYYY', format: 'MM/DD/YYYY' });
    expect(monthFirst.note).toContain('line 3 has 11/15/2024, whose second part can only be a day');
    const dayFirst = await decide('DAdmit,DOnset\n07/04/2024,07/02/2024\n\n21/04/2024,19/04/2024\n');
    expect(dayFirst.format).toBe('DD/MM/YYYY');
    expect(dayFirst.note).toContain('line 4 has 21/04/2024, whose first part can only be a day');
    const iso = await decide('DAdmit,DOnset\n2024-07-04,2024-07-02\n');
    expect([iso.format, iso.note]).toEqual(['YYYY-MM-DD', 'Dates were read as YYYY-MM-DD.']);
  });

  it('ignores dates that are real in neither reading: one bad cell does not decide the file', async () => {
    const decision = await decide('DAdmit\n11/10/2024\n31/02/2025x\n11/15/2024\n13/13/2024\n');
    expect(decision.order).toBe('MM/DD/YYYY');
  });

  it('refuses to guess when both orders are proven, with examples of both readings', async () => {
    const evidence = await scan('DAdmit\n11/15/2024\n11/10/2024\n15/11/2024\n');
    expect(evidence.split).toBe(true);
    expect(() => decideDateOrder(evidence)).toThrow(DateDecisionNeeded);
    expect(dateOrderExamples(evidence)).toEqual([
      'Month first (MM/DD/YYYY): line 2 has 11/15/2024, which can only be 15 November 2024.',
      'Day first (DD/MM/YYYY): line 4 has 15/11/2024, which can only be 15 November 2024.',
      'Either way: line 3 has 11/10/2024, which is 10 November 2024 month first and 11 October 2024 day first.',
    ]);
    const chosen = decideDateOrder(evidence, 'DD/MM/YYYY');
    expect(chosen.order).toBe('DD/MM/YYYY');
    expect(chosen.note).toContain('chosen at upload');
    expect(chosen.note).toContain(
      '1 line has a date that read either way and depended on this choice: line 3.',
    );
  });

  it('assumes month first when every slash date reads either way, naming the first 20 lines and a count', async () => {
    const rows = Array.from({ length: 25 }, () => '03/04/2024,03/03/2024');
    const decision = await decide(`DAdmit,DOnset\n${rows.join('\n')}\n`);
    expect(decision.order).toBe('MM/DD/YYYY');
    expect(decision.note).toContain('month first was assumed');
    expect(decision.note).toContain(
      '25 lines have dates that read either way and depended on this choice: lines 2, 3, 4, 5, 6, 7, 8, 9, 10, ' +
        '11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21 and 5 more.',
    );
  });

  it('finds the evidence across chunk boundaries of a large file', async () => {
    const filler = '07/04/2024,07/02/2024,'.padEnd(60, 'x');
    const lines = Array.from({ length: 40_000 }, () => filler);
    lines.push('25/12/2024,20/12/2024,end');
    const evidence = await scan(`${lines.join('\n')}\n`);
    expect(decideDateOrder(evidence).order).toBe('DD/MM/YYYY');
    expect(evidence.dayFirstExample?.line).toBe(40_001);
    expect(evidence.ambiguousLineCount).toBe(40_000);
  });
});

describe('the header', () => {
  it('matches names case- and space-insensitively and keeps the extra columns', () => {
    const check = mapColumns([
      ' d admit',
      'DONSET',
      'barangay ',
      'OutCome',
      'CITY',
      'Age Years',
      'EPIID',
      'DRU',
    ]);
    expect(check).toMatchObject({
      ok: true,
      columns: { dAdmit: 0, dOnset: 1, barangay: 2, outcome: 3, city: 4, age: 5, caseId: 6, sex: null },
    });
    if (check.ok) expect(check.columns.extras).toEqual([{ index: 7, name: 'DRU' }]);
  });

  it('reports missing and repeated columns, and recognises a weekly summary', () => {
    expect(mapColumns(['DAdmit', 'dadmit', 'DOnset', 'Barangay', 'Outcome', 'City'])).toMatchObject({
      ok: false,
      missing: [],
      duplicates: ['dadmit'],
    });
    expect(mapColumns(['week_start', 'cases', 'deaths'])).toMatchObject({
      ok: false,
      missing: ['DAdmit', 'DOnset', 'Barangay', 'Outcome', 'City'],
      weeklySummary: true,
    });
  });
});

describe('rows', () => {
  const check = mapColumns(['DAdmit', 'DOnset', 'Barangay', 'Outcome', 'City', 'Sex']);
  if (!check.ok) throw new Error('header');
  const reader = new LineListReader(check.columns, createBarangayMatcher(QC_BARANGAY_NAMES), {
    order: 'MM/DD/YYYY',
    today: '2026-11-22',
  });

  it('accepts the spellings of the city and nothing else', () => {
    for (const city of [
      'Quezon City',
      'QUEZON CITY',
      'Quezon City (Capital)',
      'QC',
      'q.c.',
      'City of Quezon',
    ])
      expect(isQuezonCity(city), city).toBe(true);
    for (const city of ['Quezon', 'Manila', 'Quezon Province', 'Caloocan City'])
      expect(isQuezonCity(city), city).toBe(false);
  });

  it('reads Outcome as Alive/Died/A/D in any case and standardises Sex', () => {
    const read = (outcome: string, sex = '') =>
      reader.read(['2024-07-01', '', 'Bagbag', outcome, 'QC', sex], 2);
    expect(read('a', 'male')).toMatchObject({
      kind: 'case',
      staged: { died: false, sex: 'M', onsetOn: null },
    });
    expect(read('DIED', 'f')).toMatchObject({ kind: 'case', staged: { died: true, sex: 'F' } });
    expect(read('d')).toMatchObject({ kind: 'case', staged: { died: true, sex: null } });
    expect(read('dead')).toMatchObject({ kind: 'rejected', reason: "Outcome 'dead' is not Alive or Died" });
  });

  it('joins several reasons, and names an unknown barangay', () => {
    expect(reader.read(['', '', 'Gotham', '', 'QC'], 9)).toEqual({
      kind: 'rejected',
      reason: "DAdmit is blank; Barangay 'Gotham' is not a Quezon City barangay; Outcome is blank",
      unmatchedBarangay: 'Gotham',
    });
  });
});

describe('fingerprints and storage order', () => {
  it('numbers identical content by occurrence, and a case id stands for the case', () => {
    const a = new Fingerprinter();
    const b = new Fingerprinter();
    const row = 'Bagbag|2024-07-01||A';
    const died = 'Bagbag|2024-07-01||D';
    const first = [a.forContent(row), a.forContent(row), a.forContent(died)];
    expect(new Set(first).size).toBe(3);
    expect(first[1]).toBe(`${first[0]}.2`);
    expect([b.forContent(row), b.forContent(row), b.forContent(died)]).toEqual(first);
    expect(a.forCaseId(' QC-1 ')).toBe(b.forCaseId('qc-1'));
    expect(a.forCaseId('QC-1')).toBeNull();
  });

  it('groups prepared rows by barangay, each group in week order', () => {
    const cases = new PreparedCases();
    const staged = (barangay: string) => ({
      row: 2,
      barangay,
      admittedOn: '2024-07-01',
      onsetOn: null,
      died: false,
      sex: null,
      age: null,
      classification: null,
      extra: null,
      caseId: null,
    });
    cases.add(staged('B'), 'f1', { date: '2024-07-08', weekStart: '2024-07-07', imputed: true });
    cases.add(staged('A'), 'f2', { date: '2024-07-08', weekStart: '2024-07-07', imputed: true });
    cases.add(staged('B'), 'f3', { date: '2024-07-01', weekStart: '2024-06-30', imputed: true });
    expect([...cases.sortedOrder()]).toEqual([2, 0, 1]);
    expect(cases.onsetImputedCount).toBe(3);
  });

  it('gives back every value of 40,000 prepared rows (several storage chunks), then none once drained', () => {
    const cases = new PreparedCases();
    const n = 40_000;
    const valuesOf = (i: number) => ({
      row: i + 2,
      barangay: `B${i % 3}`,
      admittedOn: `2024-07-${String(1 + (i % 28)).padStart(2, '0')}`,
      onsetOn: i % 5 === 0 ? null : '2024-06-30',
      died: i % 7 === 0,
      sex: i % 2 === 0 ? 'M' : null,
      age: i % 11 === 0 ? null : (i % 90) + 0.5,
      classification: i % 3 === 0 ? 'Confirmed' : null,
      extra: i % 4 === 0 ? `{"DRU":"H-${i % 9}"}` : null,
      caseId: null,
    });
    for (let i = 0; i < n; i++) {
      cases.add(valuesOf(i), `f${i}`, { date: '2024-07-01', weekStart: '2024-06-30', imputed: i % 13 === 0 });
    }
    const positions = [0, 1, 16_383, 16_384, 16_385, 32_768, n - 1];
    let id = 0;
    const columns = cases.columns(
      positions,
      (b) => `id-${b}`,
      () => `case-${id++}`,
    );
    positions.forEach((i, k) => {
      const v = valuesOf(i);
      expect(columns.fingerprint[k]).toBe(`f${i}`);
      expect(columns.barangayId[k]).toBe(`id-${v.barangay}`);
      expect(columns.admittedOn[k]).toBe(v.admittedOn);
      expect(columns.onsetOn[k]).toBe(v.onsetOn);
      expect(columns.onsetImputed[k]).toBe(i % 13 === 0);
      expect(columns.outcome[k]).toBe(v.died ? 'died' : 'alive');
      expect(columns.sex[k]).toBe(v.sex);
      expect(columns.age[k]).toBe(v.age);
      expect(columns.classification[k]).toBe(v.classification);
      expect(columns.extra[k]).toBe(v.extra);
    });
    expect(cases.onsetImputedCount).toBe(Math.ceil(n / 13));
    const drained = cases.drain(
      (b) => b,
      () => 'x',
    );
    expect(drained.fingerprint).toHaveLength(n);
    expect(drained.fingerprint[n - 1]).toBe(`f${n - 1}`);
    expect(cases.length).toBe(0);
    cases.add(valuesOf(1), 'again', { date: '2024-07-01', weekStart: '2024-06-30', imputed: false });
    expect(
      cases.columns(
        [0],
        (b) => b,
        () => 'y',
      ).fingerprint,
    ).toEqual(['again']);
  });

  it('makes UUIDv7 ids that rise within an import', () => {
    const next = orderedIdGenerator(Date.UTC(2026, 10, 22));
    const ids = Array.from({ length: 70_000 }, next);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
