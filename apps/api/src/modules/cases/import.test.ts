import { readFileSync } from 'node:fs';
import { CSV_IMPORT_MESSAGES, CSV_REQUIRED_COLUMNS, LINE_LIST_MESSAGES } from '@dengue/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/auth-helpers.ts';
import { barangayAnalyses, caseImports, dengueCases } from '../../db/schema/index.ts';
import { findImportStatus } from './save/import.repository.ts';
import {
  barangayId,
  countCases,
  csv,
  HEADER,
  importCsv,
  type SurveillanceTestApp,
  startSurveillanceApp,
  uploadCsv,
  waitForImport,
} from './surveillance-test-kit.ts';

let t: SurveillanceTestApp;
beforeAll(async () => {
  t = await startSurveillanceApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(dengueCases);
});

const casesOf = (name: string) =>
  barangayId(t.db, name).then((id) => t.db.select().from(dengueCases).where(eq(dengueCases.barangayId, id)));
const countImports = () =>
  t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(caseImports)
    .then(([row]) => row!.n);
const problemReasons = (status: Json) => status.data.problems.map((p: Json) => `${p.row}: ${p.reason}`);

describe('POST analytics/submit-csv-file: authorization', () => {
  it('refuses visitors (401) and residents (403)', async () => {
    const file = csv(HEADER, '2024-07-01,2024-06-29,Bagbag,Alive,Quezon City');
    expect((await uploadCsv(t, file, { token: null })).status).toBe(401);
    expect((await uploadCsv(t, file, { token: t.userToken })).status).toBe(403);
  });

  it('keeps job status and problems to admins', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call(t.app, 'GET', `/analytics/imports/${id}`)).status).toBe(401);
    expect((await call(t.app, 'GET', `/analytics/imports/${id}`, { token: t.userToken })).status).toBe(403);
    expect(
      (await call(t.app, 'GET', `/analytics/imports/${id}/problems.csv`, { token: t.userToken })).status,
    ).toBe(403);
    const missing = await call(t.app, 'GET', `/analytics/imports/${id}`, { token: t.adminToken });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Import not found' } });
  });
});

describe('a line list with BOM, CRLF, quotes and extra PIDSR columns', () => {
  const file =
    '\uFEFF d admit ,DONSET,"Barangay",Outcome,City,Sex,AgeYears,CaseClassification,DRU\r\n' +
    '2024-07-02,2024-06-30,"Sto. Niño",Alive,QUEZON CITY,M,12,Probable,"St. Luke\'s, ""QC"""\r\n' +
    '2024-07-03,,Bagbag,D,Quezon City (Capital),F,7.5,Confirmed,\r\n' +
    '2024-07-04,2024-05-01,"Bagbag",died,QC,female,,,\r\n';
  let status: Json;
  let submitted: Json;
  let stored: { nino: Json[]; bagbag: Json[] };

  // The top-level beforeEach empties the cases between tests: this block keeps what it needs.
  beforeAll(async () => {
    await t.db.delete(dengueCases);
    const res = await uploadCsv(t, file, { filename: 'pidsr 2024.csv' });
    submitted = res;
    status = await waitForImport(t, res.body.data.importId);
    stored = { nino: await casesOf('Santo Niño'), bagbag: await casesOf('Bagbag') };
  });

  it('answers 202 at once with the job to poll and the spec file_info', () => {
    expect(submitted.status).toBe(202);
    expect(submitted.body).toEqual({
      success: true,
      message: expect.stringContaining('pidsr 2024.csv'),
      data: {
        importId: expect.any(String),
        status: 'queued',
        statusUrl: `/api/v1/analytics/imports/${submitted.body.data.importId}`,
        file_info: { original_filename: 'pidsr 2024.csv' },
      },
    });
  });

  it('ends done with counts, the success message and the shape the dialog polls', () => {
    expect(status.success).toBe(true);
    expect(status.message).toBe(CSV_IMPORT_MESSAGES.succeeded);
    expect(status.data).toMatchObject({
      status: 'done',
      file_info: { original_filename: 'pidsr 2024.csv' },
      counts: { read: 3, imported: 3, duplicates: 0, otherCity: 0, rejected: 0, onsetImputed: 2 },
      progress: { percent: 100, rowsRead: 3, rowsSaved: 3, barangaysAnalysed: 142 },
      dateFormat: 'YYYY-MM-DD',
      unmatchedBarangays: [],
      problems: [],
      problemCount: 0,
      error: null,
    });
    expect(status.data.finishedAt).toEqual(expect.any(String));
  });

  it('stores the cases with their morbidity week, imputed onsets and the extra columns', async () => {
    const [nino] = stored.nino;
    expect(nino).toMatchObject({
      admittedOn: '2024-07-02',
      onsetOn: '2024-06-30',
      onsetImputed: false,
      morbidityWeekStart: '2024-06-30',
      outcome: 'alive',
      sex: 'M',
      ageYears: 12,
      caseClassification: 'Probable',
      extra: { DRU: 'St. Luke\'s, "QC"' },
    });
    const bagbag = stored.bagbag.sort((a: Json, b: Json) => a.admittedOn.localeCompare(b.admittedOn));
    // Blank onset, and an onset 64 days before admission: both counted on DAdmit's week.
    expect(
      bagbag.map((c: Json) => [c.admittedOn, c.onsetImputed, c.morbidityWeekStart, c.outcome, c.sex]),
    ).toEqual([
      ['2024-07-03', true, '2024-06-30', 'died', 'F'],
      ['2024-07-04', true, '2024-06-30', 'died', 'F'],
    ]);
  });

  it('runs the pattern analysis for every barangay after the import', async () => {
    const [row] = await t.db
      .select({ n: sql<number>`count(distinct barangay_id)::int` })
      .from(barangayAnalyses);
    expect(row!.n).toBe(142);
  });
});

describe('a file is refused whole when a required column is missing', () => {
  it.each(CSV_REQUIRED_COLUMNS)('missing %s: 400 naming the column, no job recorded', async (column) => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(caseImports);
    const header = CSV_REQUIRED_COLUMNS.filter((c) => c !== column).join(',');
    const res = await uploadCsv(t, csv(header, 'a,b,c,d'));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`missing the required column ${column}.`);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(caseImports);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('names every missing column', async () => {
    const res = await uploadCsv(t, csv('Barangay,City', 'Bagbag,QC'));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('missing the required columns DAdmit, DOnset and Outcome.');
  });

  it('refuses the weekly DOH series, naming the line-list columns and flagging deaths above cases', async () => {
    const weekly = readFileSync(
      new URL('../../../assets/quezon-city-weekly-dengue-2016-2021.csv', import.meta.url),
    );
    const res = await uploadCsv(t, weekly, { filename: 'quezon-city-weekly-dengue-2016-2021.csv' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('weekly summary');
    expect(res.body.message).toContain(
      'missing the required columns DAdmit, DOnset, Barangay, Outcome and City.',
    );
    expect(res.body.message).toContain('10 weeks with more deaths than cases');
    expect(res.body.deathAnomalies).toHaveLength(10);
    expect(res.body.deathAnomalies[0]).toEqual({ week_start: '2016-09-04', cases: 0, deaths: 203 });
  });

  it('refuses an empty file (a header-only file: see files that are not line lists)', async () => {
    const empty = await uploadCsv(t, '');
    expect(empty).toMatchObject({ status: 400, body: { message: CSV_IMPORT_MESSAGES.invalidFile } });
  });
});

describe('rows with blank or invalid values are rejected with their row number and reason', () => {
  it('lists each problem and imports the rest', async () => {
    const status = await importCsv(
      t,
      csv(
        HEADER,
        '2024-07-01,2024-06-30,Bagbag,Alive,QC',
        ',2024-06-30,Bagbag,Alive,QC',
        '2024-07-01,2024-06-30,,Alive,QC',
        '2024-07-01,2024-06-30,Bagbag,,QC',
        '2024-07-01,2024-06-30,Bagbag,Alive,',
        '2024-07-01,2024-06-30,Bagbag,Recovered,QC',
        'yesterday,2024-06-30,Bagbag,Alive,QC',
        '2024-02-30,2024-02-20,Bagbag,Alive,QC',
        '2099-01-01,2024-06-30,Bagbag,Alive,QC',
        ',,,,',
        '2024-07-01,2024-06-30,Bagbag,Alive,QC,surplus',
        '2024-07-01,not a date,Bagbag,A,QC',
      ),
    );
    expect(status.data.counts).toEqual({
      read: 11,
      imported: 2,
      updated: 0,
      duplicates: 0,
      otherCity: 0,
      rejected: 9,
      onsetImputed: 1,
    });
    expect(problemReasons(status)).toEqual([
      '3: DAdmit is blank',
      '4: Barangay is blank',
      '5: Outcome is blank',
      '6: City is blank',
      "7: Outcome 'Recovered' is not Alive or Died",
      "8: DAdmit 'yesterday' is not a valid date (read as MM/DD/YYYY or YYYY-MM-DD)",
      "9: DAdmit '2024-02-30' is not a valid date (read as MM/DD/YYYY or YYYY-MM-DD)",
      '10: DAdmit 2099-01-01 is in the future',
      '12: The row has 6 values but the header names 5 columns',
    ]);
  });

  it('offers every problem as CSV, quoted and safe to open in a spreadsheet', async () => {
    const status = await importCsv(t, csv(HEADER, '2024-07-01,2024-06-30,"=HYPERLINK(""x"")",Alive,QC'));
    const res = await t.app.inject({
      method: 'GET',
      url: status.data.problemsCsvUrl,
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body).toBe(`row,reason\r\n2,"Barangay '=HYPERLINK(""x"")' is not a Quezon City barangay"\r\n`);
  });

  it('answers the first 100 problems and counts them all', async () => {
    const rows = Array.from({ length: 150 }, () => '2024-07-01,2024-06-30,Bagbag,Maybe,QC');
    const status = await importCsv(t, csv(HEADER, ...rows));
    expect(status.data.problemCount).toBe(150);
    expect(status.data.problems).toHaveLength(100);
    expect(status.data.problems[99]).toEqual({ row: 101, reason: "Outcome 'Maybe' is not Alive or Died" });
  });

  it('reads only the first 100 problems from the database for a poll; the CSV has them all', async () => {
    const [job] = await t.db
      .insert(caseImports)
      .values({
        originalFilename: 'bad.csv',
        status: 'parsing',
        problems: Array.from({ length: 5000 }, (_, i) => ({ row: i + 2, reason: `Reason ${i + 2}` })),
      })
      .returning();
    const polled = await findImportStatus(t.db, job!.id, 100);
    expect(polled!.problemCount).toBe(5000);
    expect(polled!.problems).toHaveLength(100);
    expect(polled!.problems.at(-1)).toEqual({ row: 101, reason: 'Reason 101' });

    const status = await call(t.app, 'GET', `/analytics/imports/${job!.id}`, { token: t.adminToken });
    expect(status.body.data).toMatchObject({ status: 'parsing', problemCount: 5000 });
    expect(status.body.data.problems).toHaveLength(100);
    const all = await t.app.inject({
      method: 'GET',
      url: status.body.data.problemsCsvUrl,
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    const lines = all.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(5001);
    expect(lines.at(-1)).toBe('5001,Reason 5001');
  });
});

describe('dates are decided per file and the decision is reported', () => {
  it('reads ambiguous slash dates as MM/DD/YYYY and says so', async () => {
    const status = await importCsv(t, csv(HEADER, '07/04/2024,07/02/2024,Bagbag,Alive,QC'));
    expect(status.data.dateFormat).toBe('MM/DD/YYYY');
    expect(status.data.dateFormatNote).toContain('no date in the file can be read only one way');
    expect(status.data.dateFormatNote).toContain('depended on this choice: line 2.');
    const [c] = await casesOf('Bagbag');
    expect([c!.admittedOn, c!.onsetOn]).toEqual(['2024-07-04', '2024-07-02']);
  });

  it('reads the whole file as DD/MM/YYYY when only day-first dates prove an order', async () => {
    const status = await importCsv(
      t,
      csv(
        HEADER,
        '04/07/2024,02/07/2024,Bagbag,Alive,QC',
        '15/07/2024,13/07/2024,Bagbag,Alive,QC',
        '2024-07-20,2024-07-18,Bagbag,Alive,QC',
      ),
    );
    expect(status.data.dateFormat).toBe('DD/MM/YYYY');
    expect(status.data.dateFormatNote).toContain('line 3 has 15/07/2024');
    const admitted = (await casesOf('Bagbag')).map((c) => c.admittedOn).sort();
    expect(admitted).toEqual(['2024-07-04', '2024-07-15', '2024-07-20']);
  });

  it('is not switched to DD/MM by one unparseable cell: month-first rows keep their dates', async () => {
    const monthFirst = Array.from(
      { length: 20 },
      (_, i) => `11/${13 + (i % 15)}/2024,11/12/2024,Bagbag,Alive,QC`,
    );
    const status = await importCsv(
      t,
      csv(HEADER, '11/10/2024,11/09/2024,Bagbag,Alive,QC', ...monthFirst, '31/02/2025x,,Bagbag,Alive,QC'),
    );
    expect(status.data.dateFormat).toBe('MM/DD/YYYY');
    expect(status.data.counts).toMatchObject({ read: 22, imported: 21, rejected: 1 });
    expect(problemReasons(status)).toEqual([
      "23: DAdmit '31/02/2025x' is not a valid date (read as MM/DD/YYYY or YYYY-MM-DD)",
    ]);
    // 10 November stays 10 November (not 11 October).
    const admitted = (await casesOf('Bagbag')).map((c) => c.admittedOn);
    expect(admitted).toContain('2024-11-10');
    expect(admitted).not.toContain('2024-10-11');
  });

  const split = csv(
    HEADER,
    '11/10/2024,11/09/2024,Bagbag,Alive,QC',
    '11/15/2024,11/13/2024,Bagbag,Alive,QC',
    '15/11/2024,13/11/2024,Bagbag,Alive,QC',
  );

  it('refuses to guess when both orders are proven: 400 with examples of both readings, nothing stored', async () => {
    const importsBefore = await countImports();
    const res = await uploadCsv(t, split);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: LINE_LIST_MESSAGES.split, code: 'IMPORT_DATE_ORDER_NEEDED' });
    expect(res.body.errors).toEqual([
      'Month first (MM/DD/YYYY): line 3 has 11/15/2024, which can only be 15 November 2024.',
      'Month first (MM/DD/YYYY): line 3 has 11/13/2024, which can only be 13 November 2024.',
      'Day first (DD/MM/YYYY): line 4 has 15/11/2024, which can only be 15 November 2024.',
      'Day first (DD/MM/YYYY): line 4 has 13/11/2024, which can only be 13 November 2024.',
      'Either way: line 2 has 11/10/2024, which is 10 November 2024 month first and 11 October 2024 day first.',
    ]);
    expect(await countImports()).toBe(importsBefore);
    expect(await countCases(t.db)).toBe(0);
  });

  it('reads the order the admin chose (dateOrder, query or form field) and names the lines it decided', async () => {
    const dayFirst = await uploadCsv(t, split, { query: 'dateOrder=DMY' });
    expect(dayFirst.status).toBe(202);
    const status = await waitForImport(t, dayFirst.body.data.importId);
    expect(status.data.dateFormat).toBe('DD/MM/YYYY');
    expect(status.data.dateFormatNote).toContain('chosen at upload');
    expect(status.data.dateFormatNote).toContain('depended on this choice: line 2.');
    expect(problemReasons(status)).toEqual([
      "3: DAdmit '11/15/2024' is not a valid date (read as DD/MM/YYYY or YYYY-MM-DD)",
    ]);
    expect((await casesOf('Bagbag')).map((c) => c.admittedOn).sort()).toEqual(['2024-10-11', '2024-11-15']);

    await t.db.delete(dengueCases);
    const monthFirst = await uploadCsv(t, split, { fields: { dateOrder: 'MDY' } });
    const second = await waitForImport(t, monthFirst.body.data.importId);
    expect(second.data.dateFormat).toBe('MM/DD/YYYY');
    expect((await casesOf('Bagbag')).map((c) => c.admittedOn).sort()).toEqual(['2024-11-10', '2024-11-15']);

    const wrong = await uploadCsv(t, split, { fields: { dateOrder: 'YMD' } });
    expect(wrong).toMatchObject({ status: 400, body: { message: LINE_LIST_MESSAGES.invalidChoice } });
  });
});

describe('cities, aliases and unknown barangays', () => {
  it('skips and counts other cities, accepts the spellings of Quezon City', async () => {
    const status = await importCsv(
      t,
      csv(
        HEADER,
        '2024-07-01,2024-06-30,Bagbag,Alive,QUEZON CITY',
        '2024-07-01,2024-06-30,Bagbag,Alive,quezon city',
        '2024-07-01,2024-06-30,Bagbag,Alive,Quezon City (Capital)',
        '2024-07-01,2024-06-30,Bagbag,Alive,Q.C.',
        '2024-07-01,2024-06-30,Tondo,Alive,MANILA',
        '2024-07-01,,,Alive,CALOOCAN CITY',
      ),
    );
    expect(status.data.counts).toMatchObject({ read: 6, imported: 4, otherCity: 2, rejected: 0 });
  });

  it('standardises line-list spellings with the aliases and reports unknown names with counts', async () => {
    const status = await importCsv(
      t,
      csv(
        HEADER,
        '2024-07-01,2024-06-30,STO. NINO,Alive,QC',
        '2024-07-01,2024-06-30,BRGY. E. RODRIGUEZ SR.,Alive,QC',
        '2024-07-01,2024-06-30,GINTONG SILAHIS,Alive,QC',
        '2024-07-01,2024-06-30,N.S. AMORANTO (GINTONG SILAHIS),Alive,QC',
        '2024-07-01,2024-06-30,Brgy. Holy Spirit,Alive,QC',
        '2024-07-01,2024-06-30,Atlantis,Alive,QC',
        '2024-07-01,2024-06-30,Atlantis,Alive,QC',
        '2024-07-01,2024-06-30,Springfield,Alive,QC',
      ),
    );
    expect(status.data.counts).toMatchObject({ imported: 5, rejected: 3 });
    expect(status.data.unmatchedBarangays).toEqual([
      { name: 'Atlantis', count: 2 },
      { name: 'Springfield', count: 1 },
    ]);
    expect(await casesOf('Santo Niño')).toHaveLength(1);
    expect(await casesOf('E. Rodriguez Sr.')).toHaveLength(1);
    expect(await casesOf('N.S. Amoranto')).toHaveLength(2);
    expect(await casesOf('Holy Spirit')).toHaveLength(1);
  });

  it('reads a file that is not UTF-8 as Latin-1, so Niño survives', async () => {
    const latin1 = Buffer.from(csv(HEADER, '2024-07-01,2024-06-30,Sto. Niño,Alive,QC'), 'latin1');
    const status = await importCsv(t, latin1);
    expect(status.data.counts.imported).toBe(1);
    expect(await casesOf('Santo Niño')).toHaveLength(1);
  });

  it('decodes UTF-16 with a byte-order mark, little- and big-endian (spreadsheet "Unicode text")', async () => {
    const text = csv(
      HEADER,
      '2024-07-01,2024-06-30,Sto. Niño,Alive,QC',
      '2024-07-02,2024-06-30,Bagbag,Alive,QC',
    );
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le);
    be.swap16();
    const first = await importCsv(t, le);
    expect(first.data.counts).toMatchObject({ read: 2, imported: 2, rejected: 0 });
    expect(await casesOf('Santo Niño')).toHaveLength(1);
    await t.db.delete(dengueCases);
    const second = await importCsv(t, be);
    expect(second.data.counts).toMatchObject({ read: 2, imported: 2, rejected: 0 });
    expect(await casesOf('Santo Niño')).toHaveLength(1);
  });

  it('refuses UTF-16 without a byte-order mark as not text (its NUL bytes)', async () => {
    const res = await uploadCsv(t, Buffer.from(csv(HEADER, '2024-07-01,,Bagbag,Alive,QC'), 'utf16le'));
    expect(res).toMatchObject({
      status: 400,
      body: { message: CSV_IMPORT_MESSAGES.invalidFile, errors: ['line-list.csv is not a text file.'] },
    });
  });
});

describe('idempotency: importing the same rows again adds nothing', () => {
  const file = csv(
    HEADER,
    '2024-07-01,2024-06-30,Bagbag,Alive,QC',
    '2024-07-01,2024-06-30,Bagbag,Alive,QC',
    '2024-07-02,2024-06-30,Bagbag,Died,QC',
  );

  it('keeps identical rows of one file as distinct cases, and adds 0 the second time', async () => {
    const first = await importCsv(t, file);
    expect(first.data.counts).toMatchObject({ read: 3, imported: 3, duplicates: 0 });
    const second = await importCsv(t, file);
    expect(second.data.counts).toMatchObject({ read: 3, imported: 0, duplicates: 3 });
    expect(await countCases(t.db)).toBe(3);
  });

  it('recognises the same cases written differently (dates, spelling, outcome letter)', async () => {
    await importCsv(t, file);
    const rewritten = csv(
      'City,Outcome,Barangay,DOnset,DAdmit',
      'QC,A,BAGBAG,06/30/2024,07/01/2024',
      'QC,alive,Brgy. Bagbag,06/30/2024,07/01/2024',
      'QC,D,bagbag,06/30/2024,07/02/2024',
      'QC,D,bagbag,06/30/2024,07/02/2024',
    );
    const status = await importCsv(t, rewritten);
    expect(status.data.counts).toMatchObject({ imported: 1, duplicates: 3 });
  });

  it('uses a case id column when present: the same id is the same case', async () => {
    const withIds = csv(
      `CaseID,${HEADER}`,
      'QC-1,2024-07-01,2024-06-30,Bagbag,Alive,QC',
      'QC-1,2024-07-01,2024-06-30,Bagbag,Alive,QC',
      'QC-2,2024-07-01,2024-06-30,Bagbag,Alive,QC',
    );
    const first = await importCsv(t, withIds);
    expect(first.data.counts).toMatchObject({ imported: 2, duplicates: 1 });
    const again = await importCsv(t, withIds);
    expect(again.data.counts).toMatchObject({ imported: 0, duplicates: 3 });
  });
});

describe('a corrected file: the same CaseID with changed fields updates the case', () => {
  it('updates changed rows, skips unchanged ones, and counts both', async () => {
    const first = await importCsv(
      t,
      csv(
        `CaseID,${HEADER}`,
        'QC-1,2024-07-01,2024-06-30,Bagbag,Alive,QC',
        'QC-2,2024-07-01,2024-06-30,Bagbag,Alive,QC',
      ),
    );
    expect(first.data.counts).toMatchObject({ imported: 2, updated: 0, duplicates: 0 });
    const corrected = await importCsv(
      t,
      csv(
        `CaseID,${HEADER}`,
        'QC-1,2024-07-01,2024-06-30,Bagbag,Died,QC',
        'QC-2,2024-07-01,2024-06-30,Bagbag,Alive,QC',
        'QC-3,2024-07-02,2024-06-30,Bagbag,Alive,QC',
      ),
    );
    expect(corrected.data.counts).toMatchObject({ imported: 1, updated: 1, duplicates: 1 });
    const stored = await casesOf('Bagbag');
    expect(stored).toHaveLength(3);
    expect(stored.filter((c) => c.outcome === 'died')).toHaveLength(1);
  });
});

describe('files that are not line lists', () => {
  it('refuses a file that is not .csv by name or type', async () => {
    const res = await uploadCsv(t, 'DAdmit', {
      filename: 'cases.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(res).toMatchObject({ status: 400, body: { message: CSV_IMPORT_MESSAGES.invalidFile } });
  });

  it('refuses binary content even when named .csv', async () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00]);
    const res = await uploadCsv(t, zip, { filename: 'cases.csv' });
    expect(res).toMatchObject({ status: 400, body: { message: CSV_IMPORT_MESSAGES.invalidFile } });
  });

  it('refuses a file over 10 MB with 413 and the spec message', async () => {
    const line = '2024-07-01,2024-06-30,Bagbag,Alive,QUEZON CITY\n';
    const big = Buffer.from(`${HEADER}\n${line.repeat(Math.ceil((10 * 1024 * 1024) / line.length) + 10)}`);
    const res = await uploadCsv(t, big);
    expect(res).toMatchObject({ status: 413, body: { message: CSV_IMPORT_MESSAGES.tooLarge } });
  });

  it.each([
    ['only the header', csv(HEADER)],
    ['the header and blank rows', `${HEADER}\r\n\r\n,,,,\r\n`],
  ])('refuses a file with %s: no rows found, nothing stored', async (_label, file) => {
    const importsBefore = await countImports();
    const res = await uploadCsv(t, file);
    expect(res).toMatchObject({ status: 400, body: { message: LINE_LIST_MESSAGES.noRows } });
    expect(await countImports()).toBe(importsBefore);
  });

  it('asks for a file when the field file is missing', async () => {
    const res = await uploadCsv(t, csv(HEADER), { field: 'document' });
    expect(res).toMatchObject({ status: 400, body: { message: CSV_IMPORT_MESSAGES.selectFile } });
    const json = await call(t.app, 'POST', '/analytics/submit-csv-file', { token: t.adminToken, body: {} });
    expect(json).toMatchObject({ status: 400, body: { message: CSV_IMPORT_MESSAGES.selectFile } });
  });
});
