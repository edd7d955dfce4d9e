import { API_MESSAGES, COMMENT_MESSAGES, VALIDATION_MESSAGES } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/auth-helpers.ts';
import { adminPosts, comments, reports } from '../../db/schema/index.ts';
import { UNSTORABLE_TEXT_MESSAGE } from '../../lib/error-handler.ts';
import { createReport, createReportsWorld, type ReportsWorld } from '../reports/reports-test-kit.ts';

let w: ReportsWorld;
let report: Json;
let postId: string;

beforeAll(async () => {
  w = await createReportsWorld();
  report = await createReport(w, { status: 'Validated', fields: { isAnonymous: 'true' } });
  const [post] = await w.db
    .insert(adminPosts)
    .values({
      title: 'Fogging schedule',
      content: 'Tuesday 6 AM.',
      category: 'announcement',
      publishDate: new Date(Date.now() - 60_000),
    })
    .returning();
  postId = post!.id;
}, 60_000);
afterAll(async () => {
  await w?.close();
});

const routes = () => [`/reports/${report._id}/comments`, `/comments/${postId}`];

describe('comments on reports and announcements', () => {
  it('visitors get 401 with the spec message, admins 403; nothing is stored', async () => {
    for (const path of routes()) {
      const visitor = await call(w.app, 'POST', path, { body: { content: 'hello' } });
      expect(visitor.status).toBe(401);
      expect(visitor.body.message).toBe(COMMENT_MESSAGES.loginToComment);
      for (const token of [w.admin.token, w.superadmin.token]) {
        const staff = await call(w.app, 'POST', path, { token, body: { content: 'hello' } });
        expect(staff.status).toBe(403);
        expect(staff.body.message).toBe('Only regular users can comment');
      }
    }
    expect(await w.db.select().from(comments)).toEqual([]);
  });

  it('content is trimmed, never blank, at most 1000 characters', async () => {
    for (const path of routes()) {
      for (const [content, message] of [
        ['   ', VALIDATION_MESSAGES.commentEmpty],
        ['x'.repeat(1001), VALIDATION_MESSAGES.commentTooLong],
        ['nul \u0000 byte', UNSTORABLE_TEXT_MESSAGE],
      ] as const) {
        const res = await call(w.app, 'POST', path, { token: w.other.token, body: { content } });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
    }
    expect(await w.db.select().from(comments)).toEqual([]);
  });

  it('exactly 1000 characters (after trimming) is accepted', async () => {
    const res = await call(w.app, 'POST', `/comments/${postId}`, {
      token: w.other.token,
      body: { content: `  ${'y'.repeat(1000)}  ` },
    });
    expect(res.status).toBe(201);
    expect(res.body.content).toBe('y'.repeat(1000));
    await w.db.delete(comments).where(eq(comments.id, res.body._id));
    await w.db.update(adminPosts).set({ commentCount: 0 }).where(eq(adminPosts.id, postId));
  });

  it('residents comment (the anonymous author too, under the pseudonym); lists are newest first; counters follow', async () => {
    for (const path of routes()) {
      const first = await call(w.app, 'POST', path, {
        token: w.other.token,
        body: { content: '  First!  ' },
      });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        content: 'First!',
        user: { _id: w.other.id, username: w.other.username },
        upvotes: [],
        downvotes: [],
        upvotesCount: 0,
      });
      const own = await call(w.app, 'POST', path, { token: w.author.token, body: { content: 'Thanks' } });
      // The writer always sees their own name.
      expect(own.body.user).toEqual({ _id: w.author.id, username: w.author.username, profilePhotoUrl: null });
      const list = await call(w.app, 'GET', path);
      expect(list.status).toBe(200);
      expect(list.body.total).toBe(2);
      expect(list.body.comments.map((c: Json) => c.content)).toEqual(['Thanks', 'First!']);
      // Under the anonymous report, its author's comment shows the report's pseudonym, like the post;
      // under the announcement, the same resident comments by name.
      expect(list.body.comments[0].user).toEqual(
        path.startsWith('/reports')
          ? { _id: null, username: report.anonymousId, profilePhotoUrl: null }
          : { _id: w.author.id, username: w.author.username, profilePhotoUrl: null },
      );
      expect(list.body.comments[1].user).toMatchObject({ _id: w.other.id, username: w.other.username });
    }
    const [r] = await w.db.select().from(reports).where(eq(reports.id, report._id));
    const [p] = await w.db.select().from(adminPosts).where(eq(adminPosts.id, postId));
    expect(r!.commentCount).toBe(2);
    expect(p!.commentCount).toBe(2);
    expect((await call(w.app, 'GET', `/reports/${report._id}`)).body.commentsCount).toBe(2);
  });

  it('a Pending or Rejected report takes no comment, from its author either; nothing is stored', async () => {
    for (const status of ['Pending', 'Rejected'] as const) {
      const own = await createReport(w, { status });
      const res = await call(w.app, 'POST', `/reports/${own._id}/comments`, {
        token: w.author.token,
        body: { content: 'Any news?' },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(API_MESSAGES.reportNotOpen);
      expect(await w.db.select().from(comments).where(eq(comments.reportId, own._id))).toEqual([]);
      // Reading stays possible for the author (an empty list).
      expect(
        (await call(w.app, 'GET', `/reports/${own._id}/comments`, { token: w.author.token })).status,
      ).toBe(200);
    }
  });

  it('hidden parents answer 404: a pending report, an archived post, a missing id', async () => {
    const pending = await createReport(w);
    expect(
      (
        await call(w.app, 'POST', `/reports/${pending._id}/comments`, {
          token: w.other.token,
          body: { content: 'x' },
        })
      ).status,
    ).toBe(404);
    await w.db
      .update(adminPosts)
      .set({ status: 'archived', archivedAt: new Date() })
      .where(eq(adminPosts.id, postId));
    expect((await call(w.app, 'GET', `/comments/${postId}`)).status).toBe(404);
    expect((await call(w.app, 'GET', '/comments/not-a-uuid')).status).toBe(400);
  });
});
