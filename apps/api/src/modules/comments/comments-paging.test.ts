import { COMMENT_PAGE } from '@dengue/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/auth-helpers.ts';
import { createReport, createReportsWorld, type ReportsWorld } from '../reports/reports-test-kit.ts';

/** More comments than the old silent cap of 500, some sharing one instant so the order needs the id. */
const COUNT = 530;

let w: ReportsWorld;
let report: Json;
beforeAll(async () => {
  w = await createReportsWorld();
  report = await createReport(w, { status: 'Validated' });
  await w.db.execute(sql`
    insert into comments (author_id, report_id, content, created_at)
    select ${w.other.id}, ${report._id}, 'Comment ' || n, now() - make_interval(secs => (n / 3)::int)
    from generate_series(1, ${COUNT}) as n`);
}, 60_000);
afterAll(async () => {
  await w?.close();
});

const page = (query = '') => call(w.app, 'GET', `/reports/${report._id}/comments${query}`);

describe('GET comments: paged, with the true total', () => {
  it('answers the newest page and the real total, not a silent cap', async () => {
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(COUNT);
    expect(first.body.comments).toHaveLength(COMMENT_PAGE.size);
    expect(first.body.nextCursor).toEqual(expect.any(String));
  });

  it('following the cursor gives every comment once, newest first, then no cursor', async () => {
    const seen: Json[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await page(`?limit=${COMMENT_PAGE.max}${cursor ? `&before=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(COUNT);
      seen.push(...res.body.comments);
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(pages).toBe(Math.ceil(COUNT / COMMENT_PAGE.max));
    expect(new Set(seen.map((c) => c._id)).size).toBe(COUNT);
    const times = seen.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('a comment added meanwhile does not shift the older pages', async () => {
    const first = await page('?limit=10');
    const second = await page(`?limit=10&before=${first.body.nextCursor}`);
    await call(w.app, 'POST', `/reports/${report._id}/comments`, {
      token: w.author.token,
      body: { content: 'New' },
    });
    const again = await page(`?limit=10&before=${first.body.nextCursor}`);
    expect(again.body.comments.map((c: Json) => c._id)).toEqual(second.body.comments.map((c: Json) => c._id));
    expect(again.body.total).toBe(COUNT + 1);
  });

  it('refuses a page size out of range and a malformed cursor with a message', async () => {
    for (const query of ['?limit=0', `?limit=${COMMENT_PAGE.max + 1}`, '?before=not-an-id']) {
      const res = await page(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });
});
