import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRowsFor, call } from '../../../test/auth-helpers.ts';
import { notifications, reports } from '../../db/schema/index.ts';
import { createReport, reportsWorldForSuite } from './reports-test-kit.ts';

const w = reportsWorldForSuite();

const bulk = (body: unknown, token: string | null = w.admin.token) =>
  call(w.app, 'PATCH', '/reports/bulk-validate', { token: token ?? undefined, body, ip: '203.0.113.7' });
const statusOf = async (id: string) =>
  (await w.db.select({ status: reports.status }).from(reports).where(eq(reports.id, id)))[0]?.status;

describe('PATCH reports/bulk-validate', () => {
  it('validates the pending ids, skips the decided and unknown ones, audits and notifies each change', async () => {
    const [a, b] = [await createReport(w), await createReport(w)];
    const validated = await createReport(w, { status: 'Validated' });
    const rejected = await createReport(w, { status: 'Rejected' });
    const unknown = randomUUID();
    const res = await bulk({ reportIds: [a._id, validated._id, unknown, b._id, rejected._id, a._id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      message: '2 reports validated.',
      updated: 2,
      updatedIds: [a._id, b._id],
      skipped: [
        { id: validated._id, reason: 'already decided' },
        { id: unknown, reason: 'not found' },
        { id: rejected._id, reason: 'already decided' },
      ],
    });
    expect(await statusOf(a._id)).toBe('Validated');
    expect(await statusOf(b._id)).toBe('Validated');
    expect(await statusOf(rejected._id)).toBe('Rejected');
    for (const id of [a._id, b._id]) {
      expect(await auditRowsFor(w.db, id)).toEqual([
        expect.objectContaining({
          actorId: w.admin.id,
          actorRole: 'admin',
          action: 'report.status',
          targetType: 'report',
          details: { previousStatus: 'Pending', status: 'Validated' },
          ip: '203.0.113.7',
        }),
      ]);
    }
    expect(await auditRowsFor(w.db, validated._id)).toEqual([]);
    const notices = await w.db
      .select()
      .from(notifications)
      .where(inArray(notifications.reportId, [a._id, b._id, validated._id]));
    expect(notices.map((n) => [n.reportId, n.kind]).sort()).toEqual(
      [
        [a._id, 'report-validated'],
        [b._id, 'report-validated'],
      ].sort(),
    );
    // A bulk-validated report can be undone singly within the hour, like a single change.
    expect(
      (await call(w.app, 'PATCH', `/reports/${a._id}`, { token: w.admin.token, body: { status: 'Pending' } }))
        .status,
    ).toBe(200);
  });

  it('refuses 101 ids with a clear message and changes nothing', async () => {
    const pending = await createReport(w);
    const ids = [pending._id, ...Array.from({ length: 100 }, () => randomUUID())];
    const res = await bulk({ reportIds: ids });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Select at most 100 reports to validate at once.');
    expect(await statusOf(pending._id)).toBe('Pending');
    expect(await auditRowsFor(w.db, pending._id)).toEqual([]);
    const hundred = await bulk({ reportIds: ids.slice(0, 100) });
    expect(hundred.status).toBe(200);
    expect(hundred.body.updated).toBe(1);
  });

  it('refuses an empty list, a status other than Validated, visitors, residents and superadmins', async () => {
    const pending = await createReport(w);
    expect((await bulk({ reportIds: [] })).body.message).toBe('Select at least one item.');
    const reject = await bulk({ reportIds: [pending._id], status: 'Rejected' });
    expect(reject.status).toBe(400);
    expect(reject.body.message).toBe('Validate selected only sets reports to Validated.');
    expect((await bulk({ reportIds: [pending._id] }, null)).status).toBe(401);
    expect((await bulk({ reportIds: [pending._id] }, w.author.token)).status).toBe(403);
    // Report verification is an admin page; the superadmin's area is accounts only.
    expect((await bulk({ reportIds: [pending._id] }, w.superadmin.token)).status).toBe(403);
    expect(await statusOf(pending._id)).toBe('Pending');
  });
});
