import { createReadStream } from 'node:fs';
import { isIsoDate } from '@dengue/core';

/**
 * Dates of a line list: YYYY-MM-DD, MM/DD/YYYY or DD/MM/YYYY (admin section 5). The two slash forms are
 * ambiguous, so the order is decided once per file, before any row is read, from the dates that are real in
 * exactly one reading (11/15/2024 only month first, 15/11/2024 only day first). Dates real in neither reading
 * (31/02/2025, typos) say nothing; dates real in both (11/10/2024) follow the decision and are listed when no
 * one-way date decided it. When both orders have one-way dates the file cannot be read without asking
 * (`DateDecisionNeeded`), and the uploader's `dateOrder` decides. A quick scan of the raw text finds the
 * evidence (every date-like value counts, whatever its column: one writer, one habit), so the rows themselves
 * are parsed only once.
 */

export type SlashOrder = 'MM/DD/YYYY' | 'DD/MM/YYYY';
export type DateFormat = 'YYYY-MM-DD' | SlashOrder;

const pad = (n: number) => String(n).padStart(2, '0');

/** A date of the file as it was written, where, and what it means in the reading that makes it real. */
export interface DateExample {
  line: number;
  text: string;
  /** YYYY-MM-DD in the reading named by the list it sits in (both readings for an ambiguous example). */
  reading: string;
  otherReading?: string;
}

/** How many one-way examples of each order are kept, and how many ambiguous lines are named. */
const EXAMPLES_KEPT = 3;
export const AMBIGUOUS_LINES_NAMED = 20;

/** What the file's dates look like: enough to decide the order and to explain it to the admin. */
export class DateEvidence {
  slashDates = 0;
  isoDates = 0;
  /** Dates real only month first, and only day first, with the first few of each. */
  monthFirstOnly = 0;
  dayFirstOnly = 0;
  monthFirstExamples: DateExample[] = [];
  dayFirstExamples: DateExample[] = [];
  /** Lines holding a date that reads as two different real dates: the first 20, and how many in all. */
  ambiguousLines: number[] = [];
  ambiguousLineCount = 0;
  ambiguousExample: DateExample | null = null;
  private lastAmbiguousLine = 0;

  /** The first date that proved DD/MM, for the note shown to the admin. */
  get dayFirstExample(): DateExample | null {
    return this.dayFirstExamples[0] ?? null;
  }

  /** Both orders have dates that can be read only that way: reading the file needs a choice. */
  get split(): boolean {
    return this.monthFirstOnly > 0 && this.dayFirstOnly > 0;
  }

  /** Internal to the scan: one slash date, its line, and whether each reading is a real date. */
  add(line: number, text: string, monthFirst: string | null, dayFirst: string | null): void {
    this.slashDates++;
    if (monthFirst && !dayFirst) {
      this.monthFirstOnly++;
      if (this.monthFirstExamples.length < EXAMPLES_KEPT)
        this.monthFirstExamples.push({ line, text, reading: monthFirst });
    } else if (dayFirst && !monthFirst) {
      this.dayFirstOnly++;
      if (this.dayFirstExamples.length < EXAMPLES_KEPT)
        this.dayFirstExamples.push({ line, text, reading: dayFirst });
    } else if (monthFirst && dayFirst && monthFirst !== dayFirst) {
      this.ambiguousExample ??= { line, text, reading: monthFirst, otherReading: dayFirst };
      if (line !== this.lastAmbiguousLine) {
        this.lastAmbiguousLine = line;
        this.ambiguousLineCount++;
        if (this.ambiguousLines.length < AMBIGUOUS_LINES_NAMED) this.ambiguousLines.push(line);
      }
    }
  }
}

/** The order a file is read in, the format reported for it, and the note that explains it to the admin. */
export interface DateDecision {
  order: SlashOrder;
  format: DateFormat;
  note: string;
}

/** Both orders are proven by the file and the upload did not say which one it uses. */
export class DateDecisionNeeded extends Error {
  constructor(readonly evidence: DateEvidence) {
    super('the slash-date order needs a choice');
  }
}

const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);
/** '2024-11-15' -> '15 November 2024': the one spelling both orders read the same way. */
export const spellDate = (iso: string): string => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
};

const ambiguousList = (evidence: DateEvidence): string => {
  const n = evidence.ambiguousLineCount;
  if (n === 0) return '';
  const more = n > evidence.ambiguousLines.length ? ` and ${n - evidence.ambiguousLines.length} more` : '';
  const lines = `${evidence.ambiguousLines.join(', ')}${more}`;
  return ` ${n} ${n === 1 ? 'line has a date' : 'lines have dates'} that read either way and depended on this choice: line${n === 1 ? '' : 's'} ${lines}.`;
};

/**
 * Decides the slash order: the uploader's choice when given, else the one order the one-way dates prove,
 * else month first (the documented default) with the lines that depended on it named. Throws
 * DateDecisionNeeded when both orders are proven and nobody chose.
 */
export function decideDateOrder(evidence: DateEvidence, chosen?: SlashOrder): DateDecision {
  const mixed = evidence.isoDates > 0 ? ' Dates written YYYY-MM-DD were read as they are.' : '';
  if (evidence.slashDates === 0)
    return { order: 'MM/DD/YYYY', format: 'YYYY-MM-DD', note: 'Dates were read as YYYY-MM-DD.' };
  const decided = (order: SlashOrder, why: string, listAmbiguous: boolean): DateDecision => ({
    order,
    format: order,
    note: `Slash dates were read as ${order}: ${why}${listAmbiguous ? ambiguousList(evidence) : ''}${mixed}`,
  });
  const monthEx = evidence.monthFirstExamples[0];
  const dayEx = evidence.dayFirstExamples[0];
  if (chosen) {
    const proof = [
      monthEx ? `line ${monthEx.line} has ${monthEx.text}, which can only be month first` : '',
      dayEx ? `line ${dayEx.line} has ${dayEx.text}, which can only be day first` : '',
    ].filter(Boolean);
    const other = chosen === 'MM/DD/YYYY' ? evidence.dayFirstOnly : evidence.monthFirstOnly;
    const rejected =
      other > 0
        ? ` ${other} date${other === 1 ? '' : 's'} that only fit the other order ${other === 1 ? 'is' : 'are'} rejected with ${other === 1 ? 'its' : 'their'} row.`
        : '';
    return decided(
      chosen,
      `chosen at upload${proof.length ? ` (${proof.join('; ')})` : ''}.${rejected}`,
      true,
    );
  }
  if (evidence.split) throw new DateDecisionNeeded(evidence);
  if (dayEx)
    return decided(
      'DD/MM/YYYY',
      `line ${dayEx.line} has ${dayEx.text}, whose first part can only be a day.`,
      false,
    );
  if (monthEx)
    return decided(
      'MM/DD/YYYY',
      `line ${monthEx.line} has ${monthEx.text}, whose second part can only be a day.`,
      false,
    );
  return decided(
    'MM/DD/YYYY',
    'no date in the file can be read only one way, so the order cannot be proved and month first was assumed.',
    true,
  );
}

/** The examples a refused upload shows, so the admin can tell which order the file was written in. */
export function dateOrderExamples(evidence: DateEvidence): string[] {
  const lines = [
    ...evidence.monthFirstExamples.map(
      (e) =>
        `Month first (MM/DD/YYYY): line ${e.line} has ${e.text}, which can only be ${spellDate(e.reading)}.`,
    ),
    ...evidence.dayFirstExamples.map(
      (e) =>
        `Day first (DD/MM/YYYY): line ${e.line} has ${e.text}, which can only be ${spellDate(e.reading)}.`,
    ),
  ];
  const a = evidence.ambiguousExample;
  if (a?.otherReading)
    lines.push(
      `Either way: line ${a.line} has ${a.text}, which is ${spellDate(a.reading)} month first and ${spellDate(a.otherReading)} day first.`,
    );
  return lines;
}

const SLASH_TOKEN = /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4})(?![\d/])/g;
const ISO_TOKEN = /(?<![\d-])\d{4}-\d{1,2}-\d{1,2}(?![\d-])/g;

const countLines = (text: string, end: number): number => {
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
};

/** Scans the raw file (digits, slashes and newlines read the same in UTF-8 and Latin-1). */
export async function scanDates(path: string): Promise<DateEvidence> {
  const evidence = new DateEvidence();
  const readings = new Map<string, [string | null, string | null]>();
  let carry = '';
  let linesBefore = 0;
  for await (const chunk of createReadStream(path, { encoding: 'latin1', highWaterMark: 1 << 20 })) {
    const text = carry + (chunk as string);
    // Only whole lines are scanned; the last, unfinished one waits for the next chunk.
    const cut = text.lastIndexOf('\n') + 1;
    scanText(text.slice(0, cut), evidence, linesBefore, readings);
    linesBefore += countLines(text, cut);
    carry = text.slice(cut);
  }
  scanText(carry, evidence, linesBefore, readings);
  return evidence;
}

const realDate = (year: string, month: number, day: number): string | null => {
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(date) ? date : null;
};

function scanText(
  text: string,
  evidence: DateEvidence,
  linesBefore: number,
  readings: Map<string, [string | null, string | null]>,
): void {
  // Lines are counted forward from the previous match, so a chunk is walked once whatever its matches.
  let line = linesBefore + 1;
  let at = 0;
  for (const match of text.matchAll(SLASH_TOKEN)) {
    line += countLinesBetween(text, at, match.index);
    at = match.index;
    let both = readings.get(match[0]);
    if (both === undefined) {
      const [a, b, year] = [Number(match[1]), Number(match[2]), match[3]!];
      both = [realDate(year, a, b), realDate(year, b, a)];
      if (readings.size < 100_000) readings.set(match[0], both);
    }
    evidence.add(line, match[0], both[0], both[1]);
  }
  evidence.isoDates += text.match(ISO_TOKEN)?.length ?? 0;
}

const countLinesBetween = (text: string, from: number, to: number): number => {
  let lines = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
};

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]*Z?)?$/;
const SLASH = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: [\d:]+(?: ?[AP]M)?)?$/i;

/**
 * A date cell read under the file's slash order: '' when blank, 'YYYY-MM-DD' when a real date, null when
 * unreadable or not a real date (2019-02-30, or 25/13/2019 as DD/MM). Spreadsheet exports may append a
 * time of day, which is ignored.
 */
export const readDate = (text: string, order: SlashOrder): string | null => {
  const value = text.trim();
  if (value === '') return '';
  let year: string;
  let month: number;
  let day: number;
  const iso = ISO.exec(value);
  if (iso) {
    year = iso[1]!;
    month = Number(iso[2]);
    day = Number(iso[3]);
  } else {
    const slash = SLASH.exec(value);
    if (!slash) return null;
    year = slash[3]!;
    const [a, b] = [Number(slash[1]), Number(slash[2])];
    [month, day] = order === 'MM/DD/YYYY' ? [a, b] : [b, a];
  }
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(date) ? date : null;
};

/**
 * readDate with a cache: a line list of 150,000 rows holds a few thousand distinct date texts, so each is
 * parsed once. One reader per file, and a bounded cache, so memory does not grow across imports.
 */
export const createDateReader = (order: SlashOrder): ((text: string) => string | null) => {
  const cache = new Map<string, string | null>();
  return (text) => {
    let date = cache.get(text);
    if (date === undefined) {
      date = readDate(text, order);
      if (cache.size < 100_000) cache.set(text, date);
    }
    return date;
  };
};
