import { API_MESSAGES } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRowsFor, call } from '../../../test/auth-helpers.ts';
import { notifications, reports } from '../../db/schema/index.ts';
import { createReport, reportsWorldForSuite } from './reports-test-kit.ts';

const w = reportsWorldForSuite();

const patch = (id: string, status: string, token = w.admin.token) =>
  call(w.app, 'PATCH', `/reports/${id}`, { token, body: { status }, ip: '203.0.113.9' });
const noticesOf = (accountId: string) =>
  w.db.select().from(notifications).where(eq(notifications.accountId, accountId));

describe('PATCH reports/{id}: status transitions', () => {
  it("only admins change a status: verification is an admin's, not the superadmin's (decision 022)", async () => {
    const report = await createReport(w);
    expect(
      (await call(w.app, 'PATCH', `/reports/${report._id}`, { body: { status: 'Validated' } })).status,
    ).toBe(401);
    expect((await patch(report._id, 'Validated', w.author.token)).status).toBe(403);
    const superadmin = await patch(report._id, 'Validated', w.superadmin.token);
    expect(superadmin.status).toBe(403);
    expect(superadmin.body.message).toBe(API_MESSAGES.forbidden);
    const [row] = await w.db.select().from(reports).where(eq(reports.id, report._id));
    expect(row!.status).toBe('Pending');
    expect(await auditRowsFor(w.db, report._id)).toEqual([]);
    expect((await patch(report._id, 'Validated')).status).toBe(200);
  });

  it('Pending -> Validated is audited with the admin and the previous status, and notifies the author', async () => {
    const report = await createReport(w);
    const before = (await noticesOf(w.author.id)).length;
    const res = await patch(report._id, 'Validated');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('Validated');
    const [entry] = await auditRowsFor(w.db, report._id);
    expect(entry).toMatchObject({
      actorId: w.admin.id,
      actorRole: 'admin',
      action: 'report.status',
      targetType: 'report',
      details: { previousStatus: 'Pending', status: 'Validated' },
      ip: '203.0.113.9',
    });
    const notices = await noticesOf(w.author.id);
    expect(notices).toHaveLength(before + 1);
    expect(notices.find((n) => n.reportId === report._id)).toMatchObject({
      kind: 'report-validated',
      readAt: null,
    });
    // Now visible to everyone.
    expect((await call(w.app, 'GET', `/reports/${report._id}`)).status).toBe(200);
  });

  it('Validated and Rejected are final for verify and reject', async () => {
    const report = await createReport(w);
    expect((await patch(report._id, 'Rejected')).status).toBe(200);
    for (const status of ['Validated', 'Rejected']) {
      const res = await patch(report._id, status);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(API_MESSAGES.reportStatusFinal);
    }
    expect((await noticesOf(w.author.id)).find((n) => n.reportId === report._id)?.kind).toBe(
      'report-rejected',
    );
  });

  it('undo back to Pending works within one hour, withdraws the notice, and is audited', async () => {
    const report = await createReport(w);
    await patch(report._id, 'Validated');
    const res = await patch(report._id, 'Pending');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('Pending');
    expect((await noticesOf(w.author.id)).filter((n) => n.reportId === report._id)).toEqual([]);
    const actions = (await auditRowsFor(w.db, report._id)).map((r) => [r.action, r.details]);
    expect(actions).toEqual([
      ['report.status', { previousStatus: 'Pending', status: 'Validated' }],
      ['report.status.undo', { previousStatus: 'Validated', status: 'Pending' }],
    ]);
    expect((await call(w.app, 'GET', `/reports/${report._id}`)).status).toBe(404);
  });

  it('only the admin who made the change can undo it; nothing changes for another admin', async () => {
    const report = await createReport(w);
    await patch(report._id, 'Validated');
    const res = await patch(report._id, 'Pending', w.otherAdmin.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(API_MESSAGES.reportUndoOwnOnly);
    const [row] = await w.db.select().from(reports).where(eq(reports.id, report._id));
    expect(row!.status).toBe('Validated');
    expect((await auditRowsFor(w.db, report._id)).map((r) => r.action)).toEqual(['report.status']);
    expect((await patch(report._id, 'Pending')).status).toBe(200);
  });

  it('undo after more than one hour is refused; Pending -> Pending is refused', async () => {
    const report = await createReport(w);
    expect((await patch(report._id, 'Pending')).status).toBe(400);
    await patch(report._id, 'Validated');
    await w.db
      .update(reports)
      .set({ statusChangedAt: new Date(Date.now() - 3_600_000 - 5_000) })
      .where(eq(reports.id, report._id));
    const res = await patch(report._id, 'Pending');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(API_MESSAGES.reportStatusFinal);
  });

  it('two admins deciding at once: exactly one wins', async () => {
    const report = await createReport(w);
    const results = await Promise.all([
      patch(report._id, 'Validated'),
      patch(report._id, 'Rejected', w.otherAdmin.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await auditRowsFor(w.db, report._id)).length).toBe(1);
  });

  it('an unknown report is 404, an invalid status 400', async () => {
    expect((await patch('00000000-0000-4000-8000-000000000000', 'Validated')).status).toBe(404);
    const report = await createReport(w);
    expect((await patch(report._id, 'Done')).status).toBe(400);
  });
});
