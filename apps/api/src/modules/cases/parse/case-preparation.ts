import { hash } from 'node:crypto';
import { daysBetween } from '@dengue/core';
import { assignOnsetWeek, type OnsetAssignment } from '../../analytics/engine/index.ts';
import type { CaseColumns } from '../save/import.repository.ts';
import type { StagedCase } from './line-list-rows.ts';
import { CodedColumn, NumberColumn, StringColumn } from './row-columns.ts';

/**
 * From a checked row to a row ready to store: the morbidity week (the engine's onset rule) and the
 * fingerprint that makes importing the same rows again add nothing. Prepared rows are kept column by column
 * (row-columns.ts), so 150,000 cases hold about 20 MB until they are saved.
 */

const SEPARATOR = '\u001f';
const sha = (text: string) => hash('sha256', text, 'base64url');

const DIED = 1;
const ONSET_IMPUTED = 2;

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The values that make a case, normalised (official name, ISO dates, A/D), in a fixed order. */
export const contentOf = (c: StagedCase): string =>
  [
    c.barangay,
    c.admittedOn,
    text(c.onsetOn),
    c.died ? 'D' : 'A',
    text(c.sex),
    text(c.age),
    text(c.classification),
    text(c.extra),
  ].join(SEPARATOR);

/**
 * Fingerprints for one file. A line list may hold genuinely identical rows for different patients, so
 * identical content is numbered by its occurrence in the file: importing the same file again yields the
 * same fingerprints (nothing added), while two identical rows inside one file stay two cases. With a case
 * id column the id alone identifies the case.
 */
export class Fingerprinter {
  private readonly occurrences = new Map<string, number>();
  private readonly caseIds = new Set<string>();

  /** null when this case id was already seen in the file. */
  forCaseId(caseId: string): string | null {
    const key = `id:${sha(caseId.trim().toLowerCase())}`;
    if (this.caseIds.has(key)) return null;
    this.caseIds.add(key);
    return key;
  }

  /** `content`: the normalised values joined by SEPARATOR. */
  forContent(content: string): string {
    const hash = sha(content);
    const occurrence = (this.occurrences.get(hash) ?? 0) + 1;
    this.occurrences.set(hash, occurrence);
    return occurrence === 1 ? hash : `${hash}.${occurrence}`;
  }
}

/**
 * The prepared cases of one file, column by column (row-columns.ts: fixed-size chunks, typed arrays, repeated
 * values stored once), with the barangay as an index into `barangays`.
 */
export class PreparedCases {
  readonly barangays: string[] = [];
  private readonly barangayIndex = new Map<string, number>();
  private readonly barangay = new NumberColumn((size) => new Uint16Array(size));
  private readonly fingerprint = new StringColumn();
  private readonly admittedOn = new CodedColumn();
  private readonly onsetOn = new CodedColumn();
  private readonly weekStart = new CodedColumn();
  /** DIED | ONSET_IMPUTED bits. */
  private readonly flags = new NumberColumn((size) => new Uint8Array(size));
  private readonly sex = new CodedColumn();
  /** NaN: no age. */
  private readonly age = new NumberColumn((size) => new Float64Array(size));
  private readonly classification = new CodedColumn();
  private readonly extra = new CodedColumn();
  /** Counted over every row ever added, drained or not. */
  onsetImputedCount = 0;
  added = 0;

  /** Rows held now. */
  get length(): number {
    return this.fingerprint.length;
  }

  add(staged: StagedCase, fingerprint: string, week: OnsetAssignment): void {
    let index = this.barangayIndex.get(staged.barangay);
    if (index === undefined) {
      index = this.barangays.push(staged.barangay) - 1;
      this.barangayIndex.set(staged.barangay, index);
    }
    this.added++;
    this.barangay.push(index);
    this.fingerprint.push(fingerprint);
    this.admittedOn.push(staged.admittedOn);
    this.onsetOn.push(staged.onsetOn);
    if (week.imputed) this.onsetImputedCount++;
    this.weekStart.push(week.weekStart);
    this.flags.push((staged.died ? DIED : 0) | (week.imputed ? ONSET_IMPUTED : 0));
    this.sex.push(staged.sex);
    this.age.push(staged.age ?? Number.NaN);
    this.classification.push(staged.classification);
    this.extra.push(staged.extra);
  }

  /**
   * Row positions in (barangay, week) order: saved in this order the rows fill the barangay-week index
   * page by page. One numeric key per row, sorted natively: barangay (8 bits), week (16), position (21).
   */
  sortedOrder(): Uint32Array {
    const n = this.length;
    const keys = new Float64Array(n);
    const weekNumber = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const week = this.weekStart.at(i)!;
      let number = weekNumber.get(week);
      if (number === undefined) {
        number = Math.max(0, daysBetween('1900-01-07', week) / 7);
        weekNumber.set(week, number);
      }
      keys[i] = (this.barangay.at(i) * 65_536 + number) * 2_097_152 + i;
    }
    keys.sort();
    return Uint32Array.from(keys, (key) => key % 2_097_152);
  }

  /** Every row held, as the columns of one INSERT, then forgets them (the streaming save keeps no rows). */
  drain(idOf: (barangay: string) => string, nextId: () => string): CaseColumns {
    const columns = this.columns(
      Uint32Array.from({ length: this.length }, (_, i) => i),
      idOf,
      nextId,
    );
    for (const column of [
      this.barangay,
      this.fingerprint,
      this.admittedOn,
      this.onsetOn,
      this.weekStart,
      this.flags,
      this.sex,
      this.age,
      this.classification,
      this.extra,
    ])
      column.clear();
    return columns;
  }

  /** The rows at `positions` as the columns of one INSERT. */
  columns(
    positions: ArrayLike<number>,
    idOf: (barangay: string) => string,
    nextId: () => string,
  ): CaseColumns {
    const c: CaseColumns = {
      id: [],
      fingerprint: [],
      barangayId: [],
      admittedOn: [],
      onsetOn: [],
      onsetImputed: [],
      weekStart: [],
      outcome: [],
      sex: [],
      age: [],
      classification: [],
      extra: [],
    };
    for (let k = 0; k < positions.length; k++) {
      const i = positions[k]!;
      const flags = this.flags.at(i);
      const age = this.age.at(i);
      c.id.push(nextId());
      c.fingerprint.push(this.fingerprint.at(i));
      c.barangayId.push(idOf(this.barangays[this.barangay.at(i)]!));
      c.admittedOn.push(this.admittedOn.at(i)!);
      c.onsetOn.push(this.onsetOn.at(i));
      c.onsetImputed.push((flags & ONSET_IMPUTED) !== 0);
      c.weekStart.push(this.weekStart.at(i)!);
      c.outcome.push(flags & DIED ? 'died' : 'alive');
      c.sex.push(this.sex.at(i));
      c.age.push(Number.isNaN(age) ? null : age);
      c.classification.push(this.classification.at(i));
      c.extra.push(this.extra.at(i));
    }
    return c;
  }
}

/** Adds the rows of one file to `cases`; the onset rule runs once per distinct (DOnset, DAdmit) pair. */
export class CasePreparer {
  private readonly fingerprints = new Fingerprinter();
  private readonly weeks = new Map<string, Map<string | null, OnsetAssignment>>();

  constructor(readonly cases: PreparedCases) {}

  private week(onsetOn: string | null, admittedOn: string): OnsetAssignment {
    let byOnset = this.weeks.get(admittedOn);
    if (!byOnset) {
      byOnset = new Map();
      this.weeks.set(admittedOn, byOnset);
    }
    let week = byOnset.get(onsetOn);
    if (!week) {
      // Never null: DAdmit is a valid date here.
      week = assignOnsetWeek({ dOnset: onsetOn, dAdmit: admittedOn })!;
      byOnset.set(onsetOn, week);
    }
    return week;
  }

  /** False when the row's case id was already in the file: a duplicate, not a new case. */
  add(staged: StagedCase): boolean {
    let fingerprint: string | null;
    if (staged.caseId !== null) {
      fingerprint = this.fingerprints.forCaseId(staged.caseId);
      if (fingerprint === null) return false;
    } else {
      fingerprint = this.fingerprints.forContent(contentOf(staged));
    }
    this.cases.add(staged, fingerprint, this.week(staged.onsetOn, staged.admittedOn));
    return true;
  }
}
