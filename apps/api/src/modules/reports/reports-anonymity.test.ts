import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, call, type Json } from '../../../test/auth-helpers.ts';
import { createReport, createReportsWorld, type ReportsWorld } from './reports-test-kit.ts';

/**
 * An anonymous report's author never reaches a visitor or another resident, on any call that returns
 * reports, clusters of them, comments on them or the author's own profile (resident section 2, Post card;
 * issue 4). The check is on the whole answer text: no author id, username or e-mail anywhere in it. Each
 * list is also checked to contain the report, so a call that simply dropped it could not pass.
 */

let w: ReportsWorld;
let anonymous: Json;
let named: Json;
let authorCommentId: string;

beforeAll(async () => {
  w = await createReportsWorld();
  const description = 'Anonymous tip: clogged canal full of plastic';
  anonymous = await createReport(w, { fields: { isAnonymous: 'true', description } });
  // A named report by someone else 0 m away, so both form a cluster (single linkage 50 m).
  named = await createReport(w, { by: w.other, fields: { description: 'Open drum by the gate' } });
  // Through the real admin call: clusters are recomputed and the author is notified.
  for (const id of [anonymous._id, named._id]) {
    const res = await call(w.app, 'PATCH', `/reports/${id}`, {
      token: w.admin.token,
      body: { status: 'Validated' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  await call(w.app, 'POST', `/reports/${anonymous._id}/comments`, {
    token: w.other.token,
    body: { content: 'Saw it too, it smells' },
  });
  await call(w.app, 'POST', `/reports/${anonymous._id}/upvote`, { token: w.other.token });
  // The author joins in on their own report: a vote, a comment, and a vote on that comment. None of it may
  // link the account to the report (issue 4 audit: voter ids turn into usernames through the profile call).
  await call(w.app, 'POST', `/reports/${anonymous._id}/upvote`, { token: w.author.token });
  const reply = await post(
    `/reports/${anonymous._id}/comments`,
    { content: 'Reporter here, still wet' },
    w.author.token,
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  authorCommentId = reply.body._id;
  await call(w.app, 'POST', `/comments/${authorCommentId}/upvote`, { token: w.author.token });
}, 60_000);
afterAll(async () => {
  await w?.close();
});

const get = (url: string, token?: string) => call(w.app, 'GET', url, { token });
const post = (url: string, body: unknown, token?: string) => call(w.app, 'POST', url, { token, body });

/** Every call a visitor or a resident can make that returns this report (or what it is part of). */
function callsReturningTheReport(token: string | undefined) {
  const barangay = encodeURIComponent(w.place.barangay);
  const near = { lng: w.place.lng, lat: w.place.lat, radius: 50 };
  return {
    'GET reports (default)': () => get('/reports', token),
    'GET reports Latest tab': () => get('/reports?status=Validated&recent=true', token),
    'GET reports Popular tab': () => get('/reports?status=Validated&popular=true', token),
    'GET reports search by pseudonym': () => get(`/reports?search=${anonymous.anonymousId}`, token),
    'GET reports search by text': () => get('/reports?search=clogged%20canal', token),
    'GET reports barangay filter': () => get(`/reports?barangay=${barangay}`, token),
    'GET reports type and description filters': () =>
      get('/reports?report_type=Stagnant%20Water&description=plastic', token),
    'GET reports sorted by username': () => get('/reports?sortBy=username&sortOrder=asc', token),
    'GET reports/{id}': () => get(`/reports/${anonymous._id}`, token),
    'GET reports/by-barangay': () => get(`/reports/by-barangay?barangay=${barangay}`, token),
    'POST reports/nearby': () => post('/reports/nearby', near, token),
    'POST reports/nearby with type': () =>
      post('/reports/nearby', { ...near, type: 'Stagnant Water' }, token),
    'GET clusters/get-clusters': () => get('/clusters/get-clusters', token),
    'GET clusters/summary': () => get('/clusters/summary', token),
    'GET clusters/markers': () => get('/clusters/markers', token),
    'GET clusters/{id}': async () => {
      const id = (await get(`/reports/${anonymous._id}`, token)).body.cluster;
      return get(`/clusters/${id}`, token);
    },
    'POST barangays/get-recent-reports-for-barangay': () =>
      post('/barangays/get-recent-reports-for-barangay', { barangay_name: w.place.barangay }, token),
    'GET reports/{id}/comments': () => get(`/reports/${anonymous._id}/comments`, token),
  } satisfies Record<string, () => Promise<CallResult>>;
}

function expectNoAuthor(res: CallResult, label: string) {
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(200);
  const text = JSON.stringify(res.body);
  for (const secret of [w.author.id, w.author.username, w.author.email]) {
    expect(text.includes(secret), `${label} reveals ${secret}`).toBe(false);
  }
}

/** Verification is an admin's (decision 022): the superadmin reads reports as the public does. */
const NON_ADMINS = ['visitor', 'another resident', 'the superadmin'] as const;
const tokenOf = (viewer: (typeof NON_ADMINS)[number]) =>
  viewer === 'visitor' ? undefined : viewer === 'another resident' ? w.other.token : w.superadmin.token;

describe('an anonymous report never names its author to a visitor, another resident or the superadmin', () => {
  for (const viewer of NON_ADMINS) {
    it(`on every call that returns it, as ${viewer}`, async () => {
      const token = tokenOf(viewer);
      for (const [label, send] of Object.entries(callsReturningTheReport(token))) {
        const res = await send();
        expectNoAuthor(res, label);
        if (label !== 'GET reports/{id}/comments' && label !== 'GET clusters/summary') {
          // The report (or its id as a cluster member) is in the answer: the check above was not vacuous.
          expect(JSON.stringify(res.body), `${label} lists the report`).toContain(anonymous._id);
        }
      }
      const one = (await get(`/reports/${anonymous._id}`, token)).body;
      expect(one).toMatchObject({ user: null, isAnonymous: true });
      expect(one.displayUser.username).toBe(anonymous.anonymousId);
      expect(one.isInCluster).toBe(true);
    });

    it(`searching by the author's name does not find it, as ${viewer}`, async () => {
      const token = tokenOf(viewer);
      for (const query of [
        `search=${w.author.username}`,
        `username=${w.author.username}`,
        `search=${w.author.username}&status=Validated&recent=true`,
        `search=${w.author.username}&status=Validated&popular=true`,
      ]) {
        const res = await get(`/reports?${query}`, token);
        expect(res.status).toBe(200);
        expect(res.body.posts.map((p: Json) => p._id)).not.toContain(anonymous._id);
      }
    });

    it(`the author's profile does not list it, as ${viewer}`, async () => {
      const token = tokenOf(viewer);
      const res = await get(`/accounts/profile/${w.author.id}`, token);
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(anonymous._id);
      expect(text).not.toContain(anonymous.description);
      expect(text).not.toContain(anonymous.images[0]);
      expect(res.body.statistics).toEqual({
        reportsByStatus: { Validated: 0, Pending: 0, Rejected: 0 },
        totalUpvotes: 0,
      });
      // Accounts are the superadmin's: the e-mail, but not the reports the public cannot see.
      expect(res.body.account.email).toBe(viewer === 'the superadmin' ? w.author.email : '');
    });
  }

  it("another resident's My Posts and notifications hold nothing of it", async () => {
    const mine = await get('/reports?myPosts=true', w.other.token);
    expect(mine.body.posts.map((p: Json) => p._id)).toEqual([named._id]);
    const notices = await get('/notifications', w.other.token);
    expectNoAuthor(notices, 'GET notifications');
    expect(JSON.stringify(notices.body)).not.toContain(anonymous._id);
  });

  it('the author sees their own report with their name (for the owner menu), and its validation notice', async () => {
    const own = await get(`/reports/${anonymous._id}`, w.author.token);
    expect(own.body.user).toMatchObject({ _id: w.author.id, username: w.author.username });
    expect(own.body.displayUser.username).toBe(anonymous.anonymousId);
    const notices = await get('/notifications', w.author.token);
    expect(notices.body.notifications).toEqual([
      expect.objectContaining({ kind: 'report-validated', reportId: anonymous._id, read: false }),
    ]);
  });

  it('admins see the author', async () => {
    const res = await get(`/reports/${anonymous._id}`, w.admin.token);
    expect(res.body.user).toMatchObject({ _id: w.author.id, username: w.author.username });
  });
});

describe("the author's own votes and comments on their anonymous report", () => {
  const authorComment = (res: CallResult) =>
    res.body.comments.find((c: Json) => c._id === authorCommentId) as Json;

  for (const viewer of NON_ADMINS) {
    it(`count under the pseudonym, never the account, as ${viewer}`, async () => {
      const token = tokenOf(viewer);
      const one = await get(`/reports/${anonymous._id}`, token);
      expectNoAuthor(one, 'GET reports/{id}');
      // Both votes are counted: the other resident's by id, the author's under the pseudonym.
      expect(one.body.upvotes).toEqual([w.other.id, anonymous.anonymousId]);
      expect(one.body.downvotes).toEqual([]);
      expect(one.body.likesCount).toBe(2);
      const list = await get(`/reports/${anonymous._id}/comments`, token);
      expectNoAuthor(list, 'GET reports/{id}/comments');
      expect(authorComment(list)).toMatchObject({
        user: { _id: null, username: anonymous.anonymousId, profilePhotoUrl: null },
        content: 'Reporter here, still wet',
        upvotes: [anonymous.anonymousId],
        upvotesCount: 1,
      });
    });
  }

  it("another resident's vote answers carry the counts, not the author's id", async () => {
    const on = await post(`/reports/${anonymous._id}/downvote`, {}, w.other.token);
    expectNoAuthor(on, 'POST reports/{id}/downvote');
    // The downvote switched the other resident's upvote; the author's upvote stays, under the pseudonym.
    expect(on.body).toEqual({
      upvotes: [anonymous.anonymousId],
      downvotes: [w.other.id],
      upvotesCount: 1,
      downvotesCount: 1,
    });
    const back = await post(`/reports/${anonymous._id}/upvote`, {}, w.other.token);
    expectNoAuthor(back, 'POST reports/{id}/upvote');
    expect(back.body.upvotes).toEqual([anonymous.anonymousId, w.other.id]);
    const onComment = await post(`/comments/${authorCommentId}/upvote`, {}, w.other.token);
    expectNoAuthor(onComment, 'POST comments/{id}/upvote');
    expect(onComment.body).toMatchObject({ upvotes: [anonymous.anonymousId, w.other.id], upvotesCount: 2 });
    const off = await call(w.app, 'DELETE', `/comments/${authorCommentId}/upvote`, { token: w.other.token });
    expectNoAuthor(off, 'DELETE comments/{id}/upvote');
    expect(off.body.upvotes).toEqual([anonymous.anonymousId]);
  });

  it('the author still finds their own votes and comment by their id', async () => {
    const one = await get(`/reports/${anonymous._id}`, w.author.token);
    expect(one.body.upvotes).toContain(w.author.id);
    expect(one.body.upvotes).not.toContain(anonymous.anonymousId);
    const list = await get(`/reports/${anonymous._id}/comments`, w.author.token);
    expect(authorComment(list)).toMatchObject({
      user: { _id: w.author.id, username: w.author.username },
      upvotes: [w.author.id],
    });
    // Removing a downvote they never cast changes nothing and answers the lists as the author sees them.
    const answer = await call(w.app, 'DELETE', `/reports/${anonymous._id}/downvote`, {
      token: w.author.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.upvotes).toContain(w.author.id);
  });

  it('admins see the real ids in votes and comments', async () => {
    for (const token of [w.admin.token]) {
      const one = await get(`/reports/${anonymous._id}`, token);
      expect(one.body.upvotes).toContain(w.author.id);
      expect([...one.body.upvotes, ...one.body.downvotes]).not.toContain(anonymous.anonymousId);
      const page = await get(`/reports?search=clogged%20canal`, token);
      const listed = page.body.posts.find((p: Json) => p._id === anonymous._id) as Json;
      expect(listed.upvotes).toContain(w.author.id);
      const list = await get(`/reports/${anonymous._id}/comments`, token);
      expect(authorComment(list)).toMatchObject({
        user: { _id: w.author.id, username: w.author.username },
        upvotes: [w.author.id],
      });
    }
  });
});
