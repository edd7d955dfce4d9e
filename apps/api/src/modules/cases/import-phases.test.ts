import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/auth-helpers.ts';
import {
  csv,
  HEADER,
  importCsv,
  type SurveillanceTestApp,
  startSurveillanceApp,
} from './surveillance-test-kit.ts';

/**
 * The phases a polling dialog can see, recorded by the database itself: a trigger logs every change of a job's
 * status with the counts written beside it, so the test sees exactly what a poll could have read.
 */

let t: SurveillanceTestApp;
beforeAll(async () => {
  t = await startSurveillanceApp();
  await t.db.execute(sql`create table import_phase_log (n serial primary key, status text, rows_read int,
    rows_to_save int, rows_saved int)`);
  await t.db.execute(sql`create function log_import_phase() returns trigger language plpgsql as $$
    begin
      insert into import_phase_log (status, rows_read, rows_to_save, rows_saved)
        values (new.status, new.rows_read, new.rows_to_save, new.rows_saved);
      return new;
    end $$`);
  await t.db.execute(sql`create trigger import_phase_log after update of status on case_imports for each row
    when (old.status is distinct from new.status) execute function log_import_phase()`);
});
afterAll(() => t.close());

describe('import job phases', () => {
  it('go parsing, saving (with the number of cases to write), analysing, done', async () => {
    const status = await importCsv(
      t,
      csv(
        HEADER,
        '2024-07-01,2024-06-29,Bagbag,Alive,Quezon City',
        '2024-07-02,2024-06-30,Bagbag,Died,QC',
        '2024-07-03,2024-07-01,Sto. Niño,Alive,QC',
        '2024-07-03,2024-07-01,Bagbag,Maybe,QC',
        '2024-07-03,2024-07-01,Bagbag,Alive,Manila',
      ),
    );
    expect(status.data.status).toBe('done');
    const log = (await t.db.execute(
      sql`select status, rows_read, rows_to_save from import_phase_log order by n`,
    )) as unknown as {
      rows: { status: string; rows_read: number; rows_to_save: number }[];
    };
    expect(log.rows.map((row) => row.status)).toEqual(['parsing', 'saving', 'analysing', 'done']);
    // Five rows read; one rejected (outcome) and one of another city: three cases to save.
    expect(log.rows[1]).toEqual({ status: 'saving', rows_read: 5, rows_to_save: 3 });
    expect(status.data.progress).toMatchObject({ rowsRead: 5, rowsToSave: 3, rowsSaved: 3, percent: 100 });
    expect(status.data.counts).toMatchObject({ imported: 3, rejected: 1, otherCity: 1 });
  });

  it('says "Saving {n} cases..." while saving', async () => {
    const [job] = (
      (await t.db.execute(sql`insert into case_imports (original_filename, status, rows_read, rows_to_save, rows_saved)
        values ('big.csv', 'saving', 150000, 148804, 74402) returning id`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    const res = await call(t.app, 'GET', `/analytics/imports/${job!.id}`, { token: t.adminToken });
    expect(res.body.message).toBe('Saving 148,804 cases...');
    expect(res.body.data.status).toBe('saving');
    // Parsing is the first 70 %, saving the next 25: half the cases written is 82.5 %, shown as 83.
    expect(res.body.data.progress).toMatchObject({ rowsToSave: 148804, rowsSaved: 74402, percent: 83 });
  });
});
