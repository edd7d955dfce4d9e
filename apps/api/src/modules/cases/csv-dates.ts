import { createReadStream } from 'node:fs';
import { isIsoDate } from '@dengue/core';

/**
 * Dates of a line list: YYYY-MM-DD, MM/DD/YYYY or DD/MM/YYYY (admin section 5). The two slash forms are
 * ambiguous, so the order is decided once per file, before any row is read: a first part above 12 anywhere
 * in the file means DD/MM, otherwise MM/DD. A quick scan of the raw text finds that out (every date-like
 * value counts, whatever its column: one writer, one habit), so the rows themselves are parsed only once.
 */

export type SlashOrder = 'MM/DD/YYYY' | 'DD/MM/YYYY';
export type DateFormat = 'YYYY-MM-DD' | SlashOrder;

const pad = (n: number) => String(n).padStart(2, '0');

/** What the file's dates look like: enough to decide the order and to explain it to the admin. */
export class DateEvidence {
  slashDates = 0;
  isoDates = 0;
  /** The first date that proved DD/MM, for the note shown to the admin. */
  dayFirstExample: { line: number; text: string } | null = null;

  get order(): SlashOrder {
    return this.dayFirstExample ? 'DD/MM/YYYY' : 'MM/DD/YYYY';
  }

  /** The format reported for the file: the slash order when any slash date is present. */
  get format(): DateFormat {
    return this.slashDates > 0 ? this.order : 'YYYY-MM-DD';
  }

  get note(): string {
    if (this.slashDates === 0) return 'Dates were read as YYYY-MM-DD.';
    const mixed = this.isoDates > 0 ? ' Dates written YYYY-MM-DD were read as they are.' : '';
    if (this.dayFirstExample) {
      const { line, text } = this.dayFirstExample;
      return `Slash dates were read as DD/MM/YYYY: line ${line} has ${text}, whose first part can only be a day.${mixed}`;
    }
    return (
      'Slash dates were read as MM/DD/YYYY: no date in the file has a first part above 12, so the order ' +
      `cannot be proved and month first was assumed.${mixed}`
    );
  }
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
  let carry = '';
  let linesBefore = 0;
  for await (const chunk of createReadStream(path, { encoding: 'latin1', highWaterMark: 1 << 20 })) {
    const text = carry + (chunk as string);
    // Only whole lines are scanned; the last, unfinished one waits for the next chunk.
    const cut = text.lastIndexOf('\n') + 1;
    scanText(text.slice(0, cut), evidence, linesBefore);
    linesBefore += countLines(text, cut);
    carry = text.slice(cut);
  }
  scanText(carry, evidence, linesBefore);
  return evidence;
}

function scanText(text: string, evidence: DateEvidence, linesBefore: number): void {
  for (const match of text.matchAll(SLASH_TOKEN)) {
    evidence.slashDates++;
    const first = Number(match[1]);
    if (evidence.dayFirstExample === null && first > 12 && first <= 31) {
      evidence.dayFirstExample = {
        line: linesBefore + countLines(text, match.index) + 1,
        text: match[0],
      };
    }
  }
  evidence.isoDates += text.match(ISO_TOKEN)?.length ?? 0;
}

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
