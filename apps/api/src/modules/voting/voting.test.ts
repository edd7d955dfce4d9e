import { API_MESSAGES, VOTE_MESSAGES } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertAccount, type Json, tokenFor } from '../../../test/auth-helpers.ts';
import {
  adminPosts,
  adminPostVotes,
  comments,
  commentVotes,
  reports,
  reportVotes,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { createReport, createReportsWorld, type ReportsWorld } from '../reports/reports-test-kit.ts';

let w: ReportsWorld;
let report: Json;
let postId: string;
let commentId: string;

beforeAll(async () => {
  w = await createReportsWorld();
  report = await createReport(w, { status: 'Validated' });
  const [post] = await w.db
    .insert(adminPosts)
    .values({
      title: 'Clean-up Saturday',
      content: 'Bring gloves.',
      category: 'announcement',
      publishDate: new Date(Date.now() - 60_000),
    })
    .returning();
  postId = post!.id;
  const res = await call(w.app, 'POST', `/reports/${report._id}/comments`, {
    token: w.other.token,
    body: { content: 'Seen it' },
  });
  commentId = res.body._id;
}, 60_000);
afterAll(async () => {
  await w?.close();
});

const vote = (method: 'POST' | 'DELETE', path: string, token?: string) =>
  call(w.app, method, path, { token });

const items = () => [
  {
    path: `/reports/${report._id}`,
    table: reportVotes,
    key: reportVotes.reportId,
    id: report._id,
    parent: reports,
  },
  {
    path: `/adminposts/${postId}`,
    table: adminPostVotes,
    key: adminPostVotes.postId,
    id: postId,
    parent: adminPosts,
  },
  {
    path: `/comments/${commentId}`,
    table: commentVotes,
    key: commentVotes.commentId,
    id: commentId,
    parent: comments,
  },
];

describe('votes on reports, admin posts and comments', () => {
  it('only residents vote: visitors 401, admins and superadmins 403, with the spec messages', async () => {
    for (const item of items()) {
      const visitor = await vote('POST', `${item.path}/upvote`);
      expect(visitor.status).toBe(401);
      expect(visitor.body.message).toBe(VOTE_MESSAGES.loginToVote);
      for (const token of [w.admin.token, w.superadmin.token]) {
        const res = await vote('POST', `${item.path}/downvote`, token);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(VOTE_MESSAGES.onlyRegularUsers);
      }
    }
  });

  it('POST toggles, the other vote is switched, DELETE removes; counts and lists come back', async () => {
    for (const item of items()) {
      const me = w.author;
      let res = await vote('POST', `${item.path}/upvote`, me.token);
      expect(res.body).toEqual({ upvotes: [me.id], downvotes: [], upvotesCount: 1, downvotesCount: 0 });
      res = await vote('POST', `${item.path}/downvote`, me.token);
      expect(res.body).toEqual({ upvotes: [], downvotes: [me.id], upvotesCount: 0, downvotesCount: 1 });
      res = await vote('POST', `${item.path}/downvote`, me.token);
      expect(res.body).toEqual({ upvotes: [], downvotes: [], upvotesCount: 0, downvotesCount: 0 });
      await vote('POST', `${item.path}/upvote`, me.token);
      res = await vote('POST', `${item.path}/upvote`, w.other.token);
      expect(res.body.upvotesCount).toBe(2);
      res = await vote('DELETE', `${item.path}/downvote`, me.token);
      expect(res.body.upvotesCount).toBe(2);
      res = await vote('DELETE', `${item.path}/upvote`, me.token);
      expect(res.body).toEqual({ upvotes: [w.other.id], downvotes: [], upvotesCount: 1, downvotesCount: 0 });
      const [parent] = await w.db.select().from(item.parent).where(eq(item.parent.id, item.id));
      expect(parent).toMatchObject({ upvoteCount: 1, downvoteCount: 0 });
    }
  });

  it('20 concurrent votes by one account leave exactly one vote row and consistent counters', async () => {
    for (const item of items()) {
      const voter = await insertAccount(w.db, { role: 'user' });
      const token = await tokenFor(w.secret, voter);
      await vote('POST', `${item.path}/upvote`, token);
      // 20 toggles from one upvote: applied one after another, they end where they began.
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => vote('POST', `${item.path}/upvote`, token)),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const rows = await w.db.select().from(item.table).where(eq(item.key, item.id));
      const mine = rows.filter((r) => r.accountId === voter.id);
      expect(mine).toHaveLength(1);
      const [parent] = await w.db.select().from(item.parent).where(eq(item.parent.id, item.id));
      expect(parent!.upvoteCount).toBe(rows.filter((r) => r.direction === 'up').length);
      expect(parent!.downvoteCount).toBe(rows.filter((r) => r.direction === 'down').length);
    }
  });

  it('two concurrent upvotes by one account leave one vote row: the database refuses the second', async () => {
    // The raw inserts skip the service's row lock, so nothing read beforehand can keep the second out:
    // only the primary key (report, account) does, which is what a vote stored any other way relies on.
    const voter = await insertAccount(w.db, { role: 'user' });
    const upvote = () =>
      w.db.insert(reportVotes).values({ reportId: report._id, accountId: voter.id, direction: 'up' });
    const outcomes = await Promise.allSettled([upvote(), upvote()]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(isUniqueViolation(refused.reason)).toBe(true);
    const mine = await w.db.select().from(reportVotes).where(eq(reportVotes.accountId, voter.id));
    expect(mine).toHaveLength(1);

    // Through the API, two concurrent upvotes from the same account (a double click) are applied one after
    // the other: the second takes the first back, as a toggle does, and never leaves a second row.
    const clicker = await insertAccount(w.db, { role: 'user' });
    const token = await tokenFor(w.secret, clicker);
    const answers = await Promise.all([1, 2].map(() => vote('POST', `/reports/${report._id}/upvote`, token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await w.db.select().from(reportVotes).where(eq(reportVotes.accountId, clicker.id));
    expect(rows).toHaveLength(0);
    const counts = answers.map((a) => (a.body.upvotes as string[]).filter((id) => id === clicker.id).length);
    expect(counts.sort()).toEqual([0, 1]);
  });

  it('concurrent mixed votes by many residents keep the counters equal to the vote rows', async () => {
    const voters = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const account = await insertAccount(w.db, { role: 'user' });
        return tokenFor(w.secret, account);
      }),
    );
    const item = items()[0]!;
    await Promise.all(
      voters.flatMap((token, i) => [
        vote('POST', `${item.path}/${i % 2 ? 'upvote' : 'downvote'}`, token),
        vote('POST', `${item.path}/upvote`, token),
      ]),
    );
    const rows = await w.db.select().from(item.table).where(eq(item.key, item.id));
    const [parent] = await w.db.select().from(reports).where(eq(reports.id, item.id));
    expect(parent!.upvoteCount).toBe(rows.filter((r) => r.direction === 'up').length);
    expect(parent!.downvoteCount).toBe(rows.filter((r) => r.direction === 'down').length);
    const last = await vote('DELETE', `${item.path}/downvote`, w.author.token);
    expect(last.body.upvotesCount).toBe(parent!.upvoteCount);
  });

  it('a Pending or Rejected report is read-only, for its author too; a vote can still be taken back', async () => {
    const pending = await createReport(w);
    const rejected = await createReport(w, { status: 'Rejected' });
    for (const report of [pending, rejected]) {
      for (const path of ['upvote', 'downvote']) {
        const res = await vote('POST', `/reports/${report._id}/${path}`, w.author.token);
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(API_MESSAGES.reportNotOpen);
      }
      expect(await w.db.select().from(reportVotes).where(eq(reportVotes.reportId, report._id))).toEqual([]);
    }
    // Validated, voted on, then the validation is undone within the hour: the vote may still be removed.
    const undone = await createReport(w, { status: 'Validated' });
    expect((await vote('POST', `/reports/${undone._id}/upvote`, w.author.token)).status).toBe(200);
    await w.db.update(reports).set({ status: 'Pending' }).where(eq(reports.id, undone._id));
    expect((await vote('POST', `/reports/${undone._id}/downvote`, w.author.token)).status).toBe(409);
    const taken = await vote('DELETE', `/reports/${undone._id}/upvote`, w.author.token);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ upvotes: [], upvotesCount: 0 });
  });

  it('a pending report, a missing item or an archived post cannot be voted on', async () => {
    const pending = await createReport(w);
    expect((await vote('POST', `/reports/${pending._id}/upvote`, w.other.token)).status).toBe(404);
    expect(
      (await vote('POST', '/comments/00000000-0000-4000-8000-000000000000/upvote', w.other.token)).status,
    ).toBe(404);
    const [archived] = await w.db
      .insert(adminPosts)
      .values({
        title: 'Old',
        content: 'Old news',
        category: 'news',
        status: 'archived',
        publishDate: new Date('2024-01-01'),
        archivedAt: new Date(),
      })
      .returning();
    expect((await vote('POST', `/adminposts/${archived!.id}/upvote`, w.other.token)).status).toBe(404);
  });
});
