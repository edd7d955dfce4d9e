import { createReadStream } from 'node:fs';
import { CSV_IMPORT_MESSAGES } from '@dengue/core';
import { parse } from 'csv-parse';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { findDeathAnomalies, type WeeklyRow } from '../../analytics/engine/index.ts';
import { type ColumnMap, describeHeaderProblem, headerKey, mapColumns } from './line-list-columns.ts';
import { csvOptions, type FileEncoding } from './line-list-parse.ts';

/**
 * Checked before the upload is answered, so a file without the line-list columns is refused at once with
 * the columns it lacks. A weekly summary (the DOH city-wide series) is refused too, and its impossible weeks
 * (more deaths than cases, a shifted column in the published data) are named so they get fixed at the source.
 */

export async function readHeaderRow(path: string, encoding: FileEncoding): Promise<string[] | null> {
  const source = createReadStream(path);
  try {
    for await (const record of source.pipe(parse({ ...csvOptions(encoding), to: 1 }))) {
      return record as string[];
    }
    return null;
  } catch (error) {
    throw badRequest(CSV_IMPORT_MESSAGES.invalidFile, [
      `The first row could not be read as CSV: ${message(error)}`,
    ]);
  } finally {
    source.destroy();
  }
}

/**
 * Whether any row below the header holds a value. Stops at the first one, so a line list costs one record;
 * a file of blank rows is read to its end. A row that does not parse counts as a row: the job reports it.
 */
export async function hasDataRow(path: string, encoding: FileEncoding): Promise<boolean> {
  const source = createReadStream(path);
  try {
    for await (const record of source.pipe(parse({ ...csvOptions(encoding), from: 2 })) as AsyncIterable<
      string[]
    >) {
      if (record.some((value) => value.trim() !== '')) return true;
    }
    return false;
  } catch {
    return true;
  } finally {
    source.destroy();
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function checkLineListHeader(path: string, encoding: FileEncoding): Promise<ColumnMap> {
  const header = await readHeaderRow(path, encoding);
  if (header === null) {
    throw badRequest(
      'The file is empty: its first row must name the columns DAdmit, DOnset, Barangay, Outcome and City.',
    );
  }
  const check = mapColumns(header);
  if (check.ok) return check.columns;
  const text = describeHeaderProblem(check);
  if (!check.weeklySummary) throw badRequest(text);
  const anomalies = findDeathAnomalies(await readWeeklyRows(path, encoding, header));
  if (anomalies.length === 0) throw badRequest(text);
  const first = anomalies[0]!;
  const s = anomalies.length === 1 ? '' : 's';
  throw new AppError(
    'BAD_REQUEST',
    `${text} It also has ${anomalies.length} week${s} with more deaths than cases (the week of ${first.weekStart}: ` +
      `${first.deaths} deaths, ${first.cases} cases), which cannot be true: correct them at the source.`,
    {
      details: {
        deathAnomalies: anomalies.map((a) => ({ week_start: a.weekStart, cases: a.cases, deaths: a.deaths })),
      },
    },
  );
}

async function readWeeklyRows(path: string, encoding: FileEncoding, header: string[]): Promise<WeeklyRow[]> {
  const keys = header.map(headerKey);
  const at = {
    week: keys.indexOf('week_start'),
    cases: keys.indexOf('cases'),
    deaths: keys.indexOf('deaths'),
  };
  if (at.deaths < 0) return [];
  const rows: WeeklyRow[] = [];
  const source = createReadStream(path);
  try {
    for await (const record of source.pipe(parse({ ...csvOptions(encoding), from: 2 })) as AsyncIterable<
      string[]
    >) {
      const cases = Number(record[at.cases]);
      const deaths = Number(record[at.deaths]);
      if (Number.isFinite(cases) && Number.isFinite(deaths))
        rows.push({ weekStart: (record[at.week] ?? '').trim(), cases, deaths });
    }
  } catch {
    // A summary that does not parse is refused by the header message alone.
  } finally {
    source.destroy();
  }
  return rows;
}
