import { API_MESSAGES } from '@dengue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/auth-helpers.ts';
import { adminPostImages, adminPosts } from '../../db/schema/index.ts';
import { createReportsWorld, type ReportsWorld } from '../reports/reports-test-kit.ts';

let w: ReportsWorld;
const ids: Record<string, string> = {};

beforeAll(async () => {
  w = await createReportsWorld();
  const day = 86_400_000;
  const rows = await w.db
    .insert(adminPosts)
    .values([
      { title: 'Old news', content: 'a', category: 'news', publishDate: new Date(Date.now() - 3 * day) },
      { title: 'Tip', content: 'b', category: 'tip', publishDate: new Date(Date.now() - 2 * day) },
      {
        title: 'Announcement',
        content: 'c',
        category: 'announcement',
        publishDate: new Date(Date.now() - day),
      },
      {
        title: 'Archived',
        content: 'd',
        category: 'news',
        status: 'archived',
        archivedAt: new Date(),
        publishDate: new Date(Date.now() - day),
      },
      { title: 'Scheduled', content: 'e', category: 'news', publishDate: new Date(Date.now() + day) },
    ])
    .returning();
  for (const row of rows) ids[row.title] = row.id;
  await w.db.insert(adminPostImages).values({
    postId: ids.Announcement!,
    position: 0,
    storageKey: 'posts/x.webp',
    url: '/uploads/posts/x.webp',
    thumbnailUrl: '/uploads/posts/x.thumb.webp',
    width: 10,
    height: 10,
    bytes: 100,
  });
}, 60_000);
afterAll(async () => {
  await w?.close();
});

const titles = (body: Json) => body.posts.map((p: Json) => p.title);

describe('GET adminposts and adminPosts/{id}', () => {
  it('residents and visitors see published, active posts, newest publish date first, with paging', async () => {
    for (const token of [undefined, w.author.token]) {
      const res = await call(w.app, 'GET', '/adminposts', { token });
      expect(res.status).toBe(200);
      expect(titles(res.body)).toEqual(['Announcement', 'Tip', 'Old news']);
      expect(res.body.posts[0]).toMatchObject({
        images: ['/uploads/posts/x.webp'],
        upvotes: [],
        downvotes: [],
        commentsCount: 0,
      });
    }
    const page = await call(w.app, 'GET', '/adminposts?limit=2&page=2');
    expect(titles(page.body)).toEqual(['Old news']);
    expect(page.body.pagination).toEqual({ totalItems: 3, hasMore: false, page: 2, limit: 2 });
    expect(titles((await call(w.app, 'GET', '/adminposts?category=tip')).body)).toEqual(['Tip']);
    expect((await call(w.app, 'GET', '/adminposts?category=gossip')).status).toBe(400);
  });

  it('admins see archived and scheduled posts too; the superadmin, who writes none, does not', async () => {
    const res = await call(w.app, 'GET', '/adminPosts', { token: w.admin.token });
    expect(res.body.pagination.totalItems).toBe(5);
    const superadmin = await call(w.app, 'GET', '/adminPosts', { token: w.superadmin.token });
    expect(superadmin.body.pagination.totalItems).toBe(3);
    expect(
      (await call(w.app, 'GET', `/adminPosts/${ids.Archived}`, { token: w.superadmin.token })).status,
    ).toBe(404);
    const archived = await call(w.app, 'GET', '/adminPosts?status=archived', { token: w.admin.token });
    expect(titles(archived.body)).toEqual(['Archived']);
    const active = await call(w.app, 'GET', '/adminPosts?status=active', { token: w.admin.token });
    expect(active.body.pagination.totalItems).toBe(4);
    // Residents cannot widen their view with the filter.
    expect(titles((await call(w.app, 'GET', '/adminPosts?status=archived')).body)).toEqual([
      'Announcement',
      'Tip',
      'Old news',
    ]);
    expect((await call(w.app, 'GET', '/adminPosts?status=deleted', { token: w.admin.token })).status).toBe(
      400,
    );
  });

  it("one post; archived or missing is 404 'Post not found' for non-admins", async () => {
    expect((await call(w.app, 'GET', `/adminPosts/${ids.Tip}`)).body.title).toBe('Tip');
    const missing = ['00000000-0000-4000-8000-000000000000', '5', 'not-an-article'];
    for (const id of [ids.Archived, ids.Scheduled, ...missing]) {
      const res = await call(w.app, 'GET', `/adminPosts/${id}`, { token: w.author.token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(API_MESSAGES.postNotFound);
    }
    expect((await call(w.app, 'GET', `/adminPosts/${ids.Archived}`, { token: w.admin.token })).status).toBe(
      200,
    );
  });
});
