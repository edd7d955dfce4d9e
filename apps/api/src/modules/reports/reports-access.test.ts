import { API_MESSAGES } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/auth-helpers.ts';
import { reports } from '../../db/schema/index.ts';
import { UNSTORABLE_TEXT_MESSAGE } from '../../lib/error-handler.ts';
import { createReport, createReportsWorld, type ReportsWorld, storedFiles } from './reports-test-kit.ts';

let w: ReportsWorld;
let anonymous: Json;
let pending: Json;
let named: Json;

beforeAll(async () => {
  w = await createReportsWorld();
  anonymous = await createReport(w, {
    status: 'Validated',
    fields: { isAnonymous: 'true', description: 'Clogged canal full of plastic', report_type: 'Others' },
  });
  pending = await createReport(w, { fields: { description: 'Pending puddle near the chapel' } });
  named = await createReport(w, {
    by: w.other,
    status: 'Validated',
    fields: { description: 'Open drum by the gate' },
  });
}, 60_000);
afterAll(async () => {
  await w?.close();
});

const get = (url: string, token?: string) => call(w.app, 'GET', url, { token });
const ids = (list: Json[]) => list.map((r) => r._id);

describe('anonymous reports never expose their author to visitors, other residents or the superadmin', () => {
  const viewers = () =>
    [
      ['visitor', undefined],
      ['another resident', w.other.token],
      // Verification is an admin's (decision 022): the superadmin reads reports as the public does.
      ['the superadmin', w.superadmin.token],
    ] as const;

  it('in lists, the detail, by-barangay and nearby', async () => {
    for (const [, token] of viewers()) {
      const bodies = [
        (await get('/reports', token)).body.posts,
        [(await get(`/reports/${anonymous._id}`, token)).body],
        (await get(`/reports/by-barangay?barangay=${encodeURIComponent(w.place.barangay)}`, token)).body
          .posts,
        (
          await call(w.app, 'POST', '/reports/nearby', {
            token,
            body: { lng: w.place.lng, lat: w.place.lat, radius: 50 },
          })
        ).body.posts,
      ];
      for (const list of bodies) {
        const found = (list as Json[]).find((r) => r._id === anonymous._id);
        expect(found).toBeDefined();
        expect(found.user).toBeNull();
        expect(found.displayUser.username).toBe(anonymous.anonymousId);
        expect(JSON.stringify(found)).not.toContain(w.author.id);
        expect(JSON.stringify(found)).not.toContain(w.author.username);
      }
    }
  });

  it('search and the username filter do not find it by the author name, but by its pseudonym', async () => {
    for (const [, token] of viewers()) {
      for (const q of [`search=${w.author.username}`, `username=${w.author.username}`]) {
        expect(ids((await get(`/reports?${q}`, token)).body.posts)).not.toContain(anonymous._id);
      }
      expect(ids((await get(`/reports?search=${anonymous.anonymousId}`, token)).body.posts)).toContain(
        anonymous._id,
      );
      expect(ids((await get('/reports?search=clogged%20canal', token)).body.posts)).toEqual([anonymous._id]);
    }
  });

  it('admins see the author; the superadmin does not', async () => {
    const res = await get(`/reports/${anonymous._id}`, w.admin.token);
    expect(res.body.user).toMatchObject({ _id: w.author.id, username: w.author.username });
    expect(ids((await get(`/reports?username=${w.author.username}`, w.admin.token)).body.posts)).toContain(
      anonymous._id,
    );
    const superadmin = await get(`/reports/${anonymous._id}`, w.superadmin.token);
    expect(superadmin.body).toMatchObject({ user: null, isAnonymous: true });
  });

  it('comments list shows commenters by name (comments are not anonymous) without the report author', async () => {
    await call(w.app, 'POST', `/reports/${anonymous._id}/comments`, {
      token: w.other.token,
      body: { content: 'Saw it too' },
    });
    const res = await get(`/reports/${anonymous._id}/comments`);
    expect(res.status).toBe(200);
    expect(res.body.comments[0].user.username).toBe(w.other.username);
    expect(JSON.stringify(res.body)).not.toContain(w.author.id);
  });
});

describe('Pending reports are never shown to visitors, other residents or the superadmin', () => {
  it('no list, detail, filter, barangay list, nearby or comment call returns them', async () => {
    for (const token of [undefined, w.other.token, w.superadmin.token]) {
      expect(ids((await get('/reports', token)).body.posts)).not.toContain(pending._id);
      expect((await get('/reports?status=Pending', token)).body.posts).toEqual([]);
      expect(ids((await get('/reports?search=pending%20puddle', token)).body.posts)).toEqual([]);
      expect((await get(`/reports/${pending._id}`, token)).status).toBe(404);
      expect((await get(`/reports/${pending._id}/comments`, token)).status).toBe(404);
      const byBarangay = await get(
        `/reports/by-barangay?barangay=${encodeURIComponent(w.place.barangay)}`,
        token,
      );
      expect(ids(byBarangay.body.posts)).not.toContain(pending._id);
      const nearby = await call(w.app, 'POST', '/reports/nearby', {
        token,
        body: { lng: w.place.lng, lat: w.place.lat, radius: 50, type: 'Stagnant Water' },
      });
      expect(ids(nearby.body.posts)).not.toContain(pending._id);
      expect(nearby.body.pendingSimilarCount).toBe(1);
    }
    const grouped = await get('/reports/grouped');
    const total = (grouped.body.data as Json[]).reduce((sum, g) => sum + g.total, 0);
    expect(total).toBe(2);
  });

  it('the author sees their own through myPosts and the detail; admins filter by status', async () => {
    const mine = await get('/reports?myPosts=true', w.author.token);
    expect(ids(mine.body.posts)).toEqual([pending._id, anonymous._id]);
    expect(mine.body.pagination).toEqual({ totalItems: 2, hasMore: false, page: 1, limit: 10 });
    expect((await get(`/reports/${pending._id}`, w.author.token)).status).toBe(200);
    expect((await get('/reports?myPosts=true')).status).toBe(401);
    expect(ids((await get('/reports?status=Pending', w.admin.token)).body.posts)).toEqual([pending._id]);
  });
});

describe('GET reports: tabs, filters and paging', () => {
  it('popular sorts by upvotes, latest by newest, and pages are stable', async () => {
    await w.db.update(reports).set({ upvoteCount: 5 }).where(eq(reports.id, anonymous._id));
    expect(ids((await get('/reports?popular=true')).body.posts)).toEqual([anonymous._id, named._id]);
    expect(ids((await get('/reports?recent=true')).body.posts)).toEqual([named._id, anonymous._id]);
    const first = await get('/reports?limit=1&page=1');
    const second = await get('/reports?limit=1&page=2');
    expect(first.body.pagination).toEqual({ totalItems: 2, hasMore: true, page: 1, limit: 1 });
    expect(second.body.pagination.hasMore).toBe(false);
    expect([...ids(first.body.posts), ...ids(second.body.posts)]).toEqual([named._id, anonymous._id]);
  });

  it('filters by type, barangay, description, date range and username', async () => {
    expect(ids((await get('/reports?report_type=Others')).body.posts)).toEqual([anonymous._id]);
    expect((await get(`/reports?barangay=${encodeURIComponent(w.place.barangay)}`)).body.posts).toHaveLength(
      2,
    );
    expect(ids((await get('/reports?description=drum')).body.posts)).toEqual([named._id]);
    expect(ids((await get(`/reports?username=${w.other.username}`)).body.posts)).toEqual([named._id]);
    expect((await get('/reports?startDate=2020-01-01&endDate=2020-01-02')).body.posts).toEqual([]);
    expect((await get('/reports?startDate=2030-01-02&endDate=2030-01-01')).status).toBe(400);
    expect((await get('/reports?search=100%25')).body.posts).toEqual([]);
    // A NUL byte cannot be compared as text by PostgreSQL: the sender's error, not a 500.
    const nul = await get('/reports?search=tyres%00');
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });
});

describe('DELETE reports/{id}', () => {
  it('only the author (role user) deletes; the images go too', async () => {
    const report = await createReport(w, { fields: { description: 'To be deleted' } });
    const file = (report.images[0] as string).replace(/^\/uploads\//, '');
    expect(storedFiles(w.uploadsDir)).toContain(file);
    expect((await call(w.app, 'DELETE', `/reports/${report._id}`)).status).toBe(401);
    const admin = await call(w.app, 'DELETE', `/reports/${report._id}`, { token: w.admin.token });
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe(API_MESSAGES.ownPostsOnly);
    // Another resident or the superadmin cannot even see a pending report: 404, indistinguishable from none.
    for (const token of [w.other.token, w.superadmin.token]) {
      expect((await call(w.app, 'DELETE', `/reports/${report._id}`, { token })).status).toBe(404);
    }
    const res = await call(w.app, 'DELETE', `/reports/${named._id}`, { token: w.author.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(API_MESSAGES.ownPostsOnly);
    expect((await call(w.app, 'DELETE', `/reports/${report._id}`, { token: w.author.token })).status).toBe(
      200,
    );
    expect((await get(`/reports/${report._id}`, w.author.token)).status).toBe(404);
    expect(storedFiles(w.uploadsDir)).not.toContain(file);
  });
});
