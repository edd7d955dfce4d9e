import { RESIDENT_WRITE_LIMITS, residentWriteWait } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/auth-helpers.ts';
import { comments, rateLimitCounters, reports } from '../../db/schema/index.ts';
import {
  createReport,
  createReportsWorld,
  jpeg,
  postReport,
  type ReportsWorld,
  validFields,
} from './reports-test-kit.ts';

/** Residents' writes are limited per account (docs/decisions/022); this world keeps the real limits. */
let w: ReportsWorld;
let report: { _id: string };
beforeAll(async () => {
  w = await createReportsWorld({ RATE_LIMIT_SCALE: '1' });
  report = await createReport(w, { by: w.other, status: 'Validated' });
  await w.db.delete(rateLimitCounters);
}, 60_000);
afterAll(async () => {
  await w?.close();
});

const burst = (action: keyof typeof RESIDENT_WRITE_LIMITS) => RESIDENT_WRITE_LIMITS[action][0]!.limit;
const comment = (token: string, content: string) =>
  call(w.app, 'POST', `/reports/${report._id}/comments`, { token, body: { content } });

function expectWait(
  res: { status: number; body: { message: string } },
  action: 'comment' | 'vote' | 'report',
) {
  expect(res.status).toBe(429);
  const seconds = Number(/wait (\d+) second/.exec(res.body.message)?.[1]);
  expect(seconds).toBeGreaterThan(0);
  expect(res.body.message).toBe(residentWriteWait(action, seconds));
}

describe('residents comments, votes and reports are rate-limited per account', () => {
  it('comments: a burst passes, the next is refused with the wait and stores nothing; others are unaffected', async () => {
    for (let i = 0; i < burst('comment'); i++) {
      expect((await comment(w.author.token, `Comment ${i}`)).status, `comment ${i + 1}`).toBe(201);
    }
    expectWait(await comment(w.author.token, 'One too many'), 'comment');
    const stored = await w.db.select().from(comments).where(eq(comments.authorId, w.author.id));
    expect(stored).toHaveLength(burst('comment'));
    expect((await comment(w.other.token, 'Someone else')).status).toBe(201);
  });

  it('votes: a burst passes, the next is refused with the wait', async () => {
    const path = `/reports/${report._id}/upvote`;
    for (let i = 0; i < burst('vote'); i++) {
      const res = await call(w.app, i % 2 ? 'DELETE' : 'POST', path, { token: w.author.token });
      expect(res.status, `vote ${i + 1}`).toBe(200);
    }
    expectWait(await call(w.app, 'POST', path, { token: w.author.token }), 'vote');
  });

  it('reports: a burst passes, the next is refused with the wait and stores nothing', async () => {
    const send = async () =>
      postReport(w, w.author.token, validFields(w), [
        { name: 'a.jpg', type: 'image/jpeg', data: await jpeg() },
      ]);
    for (let i = 0; i < burst('report'); i++) expect((await send()).status, `report ${i + 1}`).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many requests\. Please wait \d+ (seconds?|minutes) before sending another report\.$/,
    );
    const stored = await w.db.select().from(reports).where(eq(reports.authorId, w.author.id));
    expect(stored).toHaveLength(burst('report'));
  });

  it('once the window has passed, the resident may write again', async () => {
    await w.db.update(rateLimitCounters).set({ resetAt: new Date(Date.now() - 1000) });
    expect((await comment(w.author.token, 'Back again')).status).toBe(201);
  });
});

describe('the wait message', () => {
  it('says seconds for short waits and minutes for long ones', () => {
    expect(residentWriteWait('comment', 42)).toBe(
      'Too many requests. Please wait 42 seconds before posting another comment.',
    );
    expect(residentWriteWait('vote', 1)).toBe('Too many requests. Please wait 1 second before voting again.');
    expect(residentWriteWait('report', 590)).toBe(
      'Too many requests. Please wait 10 minutes before sending another report.',
    );
  });
});
