import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/auth-helpers.ts';
import { auditLog, barangayAnalyses, dengueCases } from '../../../db/schema/index.ts';
import {
  barangayId,
  csv,
  HEADER,
  importCsv,
  type SurveillanceTestApp,
  startSurveillanceApp,
} from '../surveillance-test-kit.ts';
import { ROLLBACK_MESSAGES } from './import-rollback.ts';

let t: SurveillanceTestApp;
beforeAll(async () => {
  t = await startSurveillanceApp();
});
afterAll(() => t.close());

const analysisRows = () =>
  t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(barangayAnalyses)
    .then(([row]) => row!.n);

describe('rolling an import back', () => {
  it('removes the cases it added, keeps the others, reruns the analysis, audits, and says so in the history', async () => {
    const first = await importCsv(
      t,
      csv(
        `CaseID,${HEADER}`,
        'QC-1,2024-07-01,2024-06-30,Bagbag,Alive,QC',
        'QC-2,2024-07-01,2024-06-30,Bagbag,Alive,QC',
      ),
      'june.csv',
    );
    const second = await importCsv(
      t,
      csv(
        `CaseID,${HEADER}`,
        'QC-2,2024-07-01,2024-06-30,Bagbag,Died,QC',
        'QC-3,2024-07-02,2024-06-30,Bagbag,Alive,QC',
      ),
      'july.csv',
    );
    expect(second.data.counts).toMatchObject({ imported: 1, updated: 1 });
    const id = second.data.importId;
    const analysesBefore = await analysisRows();

    expect(
      (await call(t.app, 'POST', `/analytics/imports/${id}/rollback`, { token: t.userToken })).status,
    ).toBe(403);
    const res = await call(t.app, 'POST', `/analytics/imports/${id}/rollback`, { token: t.adminToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(
      'The import of july.csv was rolled back: 1 case removed and the analysis run again.',
    );
    expect(res.body.data).toMatchObject({
      importId: id,
      rowsRolledBack: 1,
      rolledBackAt: expect.any(String),
    });

    const bagbag = await barangayId(t.db, 'Bagbag');
    const left = await t.db.select().from(dengueCases).where(eq(dengueCases.barangayId, bagbag));
    expect(left.map((c) => c.importId).sort()).toEqual([first.data.importId, first.data.importId]);
    // The correction of QC-2 stays: it is the first import's case, corrected.
    expect(left.filter((c) => c.outcome === 'died')).toHaveLength(1);
    expect(await analysisRows()).toBeGreaterThan(analysesBefore);

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({
      action: 'case-import.rollback',
      targetType: 'case_import',
      actorRole: 'admin',
      details: { file: 'july.csv', casesRemoved: 1 },
    });

    const again = await call(t.app, 'POST', `/analytics/imports/${id}/rollback`, { token: t.adminToken });
    expect(again).toMatchObject({ status: 409, body: { message: ROLLBACK_MESSAGES.alreadyRolledBack } });

    const history = await call(t.app, 'GET', '/analytics/imports', { token: t.adminToken });
    expect(history.status).toBe(200);
    expect(
      history.body.data.map(
        (i: { file_info: { original_filename: string } }) => i.file_info.original_filename,
      ),
    ).toEqual(['july.csv', 'june.csv']);
    expect(history.body.data[0]).toMatchObject({ rowsRolledBack: 1, counts: { imported: 1, updated: 1 } });
    expect(history.body.data[1]).toMatchObject({ rolledBackAt: null });
    expect((await call(t.app, 'GET', '/analytics/imports', { token: t.userToken })).status).toBe(403);
  });

  it('answers 404 for an unknown import', async () => {
    const res = await call(
      t.app,
      'POST',
      '/analytics/imports/00000000-0000-4000-8000-000000000000/rollback',
      {
        token: t.adminToken,
      },
    );
    expect(res).toMatchObject({ status: 404, body: { message: ROLLBACK_MESSAGES.notFound } });
  });
});
