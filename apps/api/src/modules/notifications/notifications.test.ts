import { describe, expect, it } from 'vitest';
import { call } from '../../../test/auth-helpers.ts';
import { createReport, reportsWorldForSuite } from '../reports/reports-test-kit.ts';

const w = reportsWorldForSuite();

describe('notifications', () => {
  it('the author is told of validation and rejection, newest first, and can mark them read', async () => {
    const first = await createReport(w);
    const second = await createReport(w);
    await call(w.app, 'PATCH', `/reports/${first._id}`, {
      token: w.admin.token,
      body: { status: 'Validated' },
    });
    await call(w.app, 'PATCH', `/reports/${second._id}`, {
      token: w.admin.token,
      body: { status: 'Rejected' },
    });

    expect((await call(w.app, 'GET', '/notifications')).status).toBe(401);
    const list = await call(w.app, 'GET', '/notifications', { token: w.author.token });
    expect(list.status).toBe(200);
    expect(list.body.unreadCount).toBe(2);
    expect(list.body.notifications.map((n: { reportId: string }) => n.reportId)).toEqual([
      second._id,
      first._id,
    ]);
    expect(list.body.notifications[0]).toMatchObject({ kind: 'report-rejected', read: false });

    // Someone else's notification cannot be touched.
    const id = list.body.notifications[0]._id;
    expect((await call(w.app, 'PATCH', `/notifications/${id}/read`, { token: w.other.token })).status).toBe(
      404,
    );
    expect((await call(w.app, 'GET', '/notifications', { token: w.other.token })).body.notifications).toEqual(
      [],
    );

    const read = await call(w.app, 'PATCH', `/notifications/${id}/read`, { token: w.author.token });
    expect(read.body.read).toBe(true);
    expect((await call(w.app, 'GET', '/notifications', { token: w.author.token })).body.unreadCount).toBe(1);
    const all = await call(w.app, 'PATCH', '/notifications/read-all', { token: w.author.token });
    expect(all.body).toEqual({ updated: 1, unreadCount: 0 });
    expect((await call(w.app, 'GET', '/notifications', { token: w.author.token })).body.unreadCount).toBe(0);
  });
});
