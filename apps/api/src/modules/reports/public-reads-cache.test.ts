import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/auth-helpers.ts';
import { accounts } from '../../db/schema/index.ts';
import { createReport, createReportsWorld, type ReportsWorld } from './reports-test-kit.ts';

/**
 * The feed, one report and its comments are kept as bytes per version of their data (decision 039). Every
 * write that changes what they show must be seen by the next read, a viewer who sees more than the public
 * (staff, the author of an anonymous report) must never get the shared answer, and an unchanged answer
 * revalidates with 304.
 */

let w: ReportsWorld;
let named: Json;
let anonymous: Json;

const FEED = '/reports?limit=50&recent=true';

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await w.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}
const asJson = (text: string) => JSON.parse(text) as Json;
const postOf = (page: Json, id: string) => (page.posts as Json[]).find((p) => p._id === id);

beforeAll(async () => {
  w = await createReportsWorld();
  named = await createReport(w, { by: w.other, status: 'Validated', fields: { description: 'Open drum' } });
  anonymous = await createReport(w, {
    status: 'Validated',
    fields: { isAnonymous: 'true', description: 'Clogged canal behind the chapel' },
  });
});

afterAll(() => w?.close());

describe('kept public reads', () => {
  it('revalidates an unchanged feed with 304 and sends a vote with the next read', async () => {
    const first = await get(FEED);
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(postOf(asJson(first.body), named._id as string)?.likesCount).toBe(0);

    expect((await get(FEED, { 'if-none-match': etag })).status).toBe(304);

    const vote = await call(w.app, 'POST', `/reports/${named._id}/upvote`, { token: w.author.token });
    expect(vote.status).toBe(200);
    const after = await get(FEED, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    const post = postOf(asJson(after.body), named._id as string)!;
    expect(post.likesCount).toBe(1);
    expect(post.upvotes).toEqual([w.author.id]);
  });

  it('shows a new comment, its count and a renamed author on the next read', async () => {
    const url = `/reports/${named._id}/comments`;
    expect(asJson((await get(url)).body).total).toBe(0);
    const added = await call(w.app, 'POST', url, { token: w.author.token, body: { content: 'Seen it too' } });
    expect(added.status).toBe(201);
    const comments = asJson((await get(url)).body);
    expect(comments.total).toBe(1);
    expect((comments.comments as Json[])[0]!.content).toBe('Seen it too');
    expect(asJson((await get(`/reports/${named._id}`)).body).commentsCount).toBe(1);

    await w.db.update(accounts).set({ username: 'renamed_neighbour' }).where(eq(accounts.id, w.other.id));
    const report = asJson((await get(`/reports/${named._id}`)).body);
    expect((report.user as Json).username).toBe('renamed_neighbour');
  });

  it("gives the author of an anonymous report their own view, after a visitor's read was kept", async () => {
    const visitor = asJson((await get(FEED)).body);
    expect(postOf(visitor, anonymous._id as string)?.user).toBeNull();
    const mine = await call(w.app, 'GET', FEED, { token: w.author.token });
    expect((postOf(mine.body, anonymous._id as string)!.user as Json)._id).toBe(w.author.id);
    const other = await call(w.app, 'GET', FEED, { token: w.other.token });
    expect(postOf(other.body, anonymous._id as string)?.user).toBeNull();

    const one = await call(w.app, 'GET', `/reports/${anonymous._id}`, { token: w.author.token });
    expect((one.body.user as Json)._id).toBe(w.author.id);
  });

  it('answers staff and the author of a pending report live', async () => {
    const pending = await createReport(w, { fields: { description: 'Tyres stacked in the rain' } });
    expect((await get(`/reports/${pending._id}`)).status).toBe(404);
    const own = await call(w.app, 'GET', `/reports/${pending._id}`, { token: w.author.token });
    expect(own.status).toBe(200);

    const visitorFeed = asJson((await get('/reports?limit=50')).body);
    expect(postOf(visitorFeed, pending._id as string)).toBeUndefined();
    const adminFeed = await call(w.app, 'GET', '/reports?limit=50', { token: w.admin.token });
    expect(postOf(adminFeed.body, pending._id as string)?.status).toBe('Pending');
  });

  it("keeps My Posts per account: another resident's list never answers for mine", async () => {
    const mine = await call(w.app, 'GET', '/reports?myPosts=true&limit=50', { token: w.author.token });
    const theirs = await call(w.app, 'GET', '/reports?myPosts=true&limit=50', { token: w.other.token });
    const ids = (page: Json) => (page.posts as Json[]).map((p) => p._id);
    expect(ids(mine.body)).toContain(anonymous._id);
    expect(ids(theirs.body)).toEqual([named._id]);
  });
});
