import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  API_MESSAGES,
  GENERIC_MESSAGES,
  LIMITS,
  ADMIN_POST_MESSAGES as M,
  POST_RULE_MESSAGES,
  VALIDATION_MESSAGES as V,
} from '@dengue/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditRowsFor, call, type Json } from '../../../test/auth-helpers.ts';
import { adminPostImages, adminPosts, auditLog } from '../../db/schema/index.ts';
import {
  type FilePart,
  jpeg,
  multipartForm,
  type Persona,
  photoWithGps,
  png,
  reportsWorldForSuite,
  storedFiles,
} from '../reports/reports-test-kit.ts';

const w = reportsWorldForSuite();

const MINUTE = 60_000;

const validFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  title: 'Clean-up drive this Saturday',
  content: 'Bring gloves and sacks. We meet at the covered court at 7 AM.',
  category: 'announcement',
  publishDate: new Date(Date.now() - MINUTE).toISOString(),
  ...overrides,
});
const photo = async (name = 'poster.jpg'): Promise<FilePart> => ({
  name,
  type: 'image/jpeg',
  data: await jpeg(),
});

/** POST adminPosts as `token`'s account (undefined: a visitor). */
function publishAs(token: string | undefined, fields: Record<string, string>, files: FilePart[]) {
  const { payload, headers } = multipartForm(fields, files);
  return call(w.app, 'POST', '/adminPosts', { token, payload, headers });
}
const publish = (fields: Record<string, string>, files: FilePart[]) =>
  publishAs(w.admin.token, fields, files);

const countRows = async () => ({
  posts: (await w.db.select().from(adminPosts)).length,
  images: (await w.db.select().from(adminPostImages)).length,
  audits: (await w.db.select().from(auditLog).where(eq(auditLog.targetType, 'post'))).length,
});

/** An active post made through the API; answers the presented post. */
async function createPost(overrides: Record<string, string> = {}): Promise<Json> {
  const res = await publish(validFields(overrides), [await photo()]);
  if (res.status !== 201) throw new Error(`post creation answered ${res.status}: ${res.body.message}`);
  return res.body;
}

describe('POST adminPosts: every rule of the post form answers 400 and stores nothing', () => {
  const padded = async (name: string, bytes: number): Promise<FilePart> => ({
    name,
    type: 'image/jpeg',
    data: Buffer.concat([await jpeg(), Buffer.alloc(bytes)]),
  });
  const photos = (count: number) => Promise.all(Array.from({ length: count }, (_, i) => photo(`p${i}.jpg`)));
  const tinyGif = () =>
    sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
  const withoutField = (name: string) => {
    const fields = validFields();
    delete fields[name];
    return fields;
  };

  const cases: [string, () => Promise<{ fields: Record<string, string>; files: FilePart[] }>, string][] = [
    [
      'blank title',
      async () => ({ fields: validFields({ title: '   ' }), files: [await photo()] }),
      M.titleAndContentEmpty,
    ],
    [
      'no content',
      async () => ({ fields: withoutField('content'), files: [await photo()] }),
      M.titleAndContentEmpty,
    ],
    [
      'a 121-character title',
      async () => ({
        fields: validFields({ title: 't'.repeat(LIMITS.postTitleMax + 1) }),
        files: [await photo()],
      }),
      M.titleTooLong,
    ],
    [
      '2001 characters of content',
      async () => ({
        fields: validFields({ content: 'c'.repeat(LIMITS.postContentMax + 1) }),
        files: [await photo()],
      }),
      M.contentTooLong,
    ],
    [
      'no category',
      async () => ({ fields: withoutField('category'), files: [await photo()] }),
      V.categoryRequired,
    ],
    [
      'an unknown category',
      async () => ({ fields: validFields({ category: 'gossip' }), files: [await photo()] }),
      V.categoryRequired,
    ],
    [
      'no publish date',
      async () => ({ fields: withoutField('publishDate'), files: [await photo()] }),
      V.publishDateRequired,
    ],
    [
      'a publish date without a time',
      async () => ({ fields: validFields({ publishDate: '2026-11-22' }), files: [await photo()] }),
      V.publishDateRequired,
    ],
    [
      'a publish date that is not a date',
      async () => ({ fields: validFields({ publishDate: 'next Saturday' }), files: [await photo()] }),
      V.publishDateRequired,
    ],
    ['no image', async () => ({ fields: validFields(), files: [] }), M.imageRequired],
    ['nine images', async () => ({ fields: validFields(), files: await photos(9) }), M.maxImages],
    [
      'ten images (the parser stops reading)',
      async () => ({ fields: validFields(), files: await photos(10) }),
      M.maxImages,
    ],
    [
      'a GIF',
      async () => ({
        fields: validFields(),
        files: [{ name: 'a.gif', type: 'image/gif', data: await tinyGif() }],
      }),
      M.unsupportedFiles('a.gif'),
    ],
    [
      'a text file renamed .jpg',
      async () => ({
        fields: validFields(),
        files: [{ name: 'notes.jpg', type: 'image/jpeg', data: Buffer.from('just some text, not a photo') }],
      }),
      M.unsupportedFiles('notes.jpg'),
    ],
    [
      'a GIF renamed .png',
      async () => ({
        fields: validFields(),
        files: [{ name: 'sly.png', type: 'image/png', data: await tinyGif() }],
      }),
      M.unsupportedFiles('sly.png'),
    ],
    [
      'an image over 2 MB',
      async () => ({ fields: validFields(), files: [await padded('huge.jpg', LIMITS.postImageMaxBytes)] }),
      M.imageTooLarge('huge.jpg'),
    ],
    [
      'five images of 1.9 MB (9.5 MB in all)',
      async () => ({
        fields: validFields(),
        files: await Promise.all([1, 2, 3, 4, 5].map((n) => padded(`big-${n}.jpg`, 1.9 * 1024 * 1024))),
      }),
      M.totalTooLarge,
    ],
    [
      'a good image followed by an unreadable one',
      async () => ({
        fields: validFields(),
        files: [
          await photo('good.jpg'),
          { name: 'bad.png', type: 'image/png', data: Buffer.from('not a png') },
        ],
      }),
      M.unsupportedFiles('bad.png'),
    ],
  ];

  it.each(cases)('%s', async (_name, build, message) => {
    const before = await countRows();
    const { fields, files } = await build();
    const res = await publish(fields, files);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countRows()).toEqual(before);
    expect(storedFiles(w.uploadsDir)).toEqual([]);
  });

  it('a form that is not multipart is asked for an image and stores nothing', async () => {
    const res = await call(w.app, 'POST', '/adminPosts', { token: w.admin.token, body: validFields() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.imageRequired);
    expect(await countRows()).toEqual({ posts: 0, images: 0, audits: 0 });
    expect(storedFiles(w.uploadsDir)).toEqual([]);
  });

  it('accepts the limits themselves: 8 images and a 120-character title', async () => {
    const res = await publish(validFields({ title: 't'.repeat(LIMITS.postTitleMax) }), await photos(8));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.images).toHaveLength(LIMITS.postImagesMax);
  });
});

describe('who may write posts', () => {
  it('visitors get 401, residents and superadmins 403, before anything is read or stored', async () => {
    const post = await createPost({ title: 'Role check' });
    const before = await countRows();
    const files = [await photo()];
    const tries: [string, Persona | undefined, number, string][] = [
      ['visitor', undefined, 401, GENERIC_MESSAGES.unauthorized],
      ['resident', w.author, 403, API_MESSAGES.forbidden],
      ['superadmin', w.superadmin, 403, API_MESSAGES.forbidden],
    ];
    for (const [who, by, status, message] of tries) {
      const created = await publishAs(by?.token, validFields(), files);
      expect([who, created.status, created.body.message]).toEqual([who, status, message]);
      const { payload, headers } = multipartForm({ title: 'Hacked', content: 'x', category: 'news' }, []);
      const edited = await call(w.app, 'PATCH', `/adminPosts/${post._id}`, {
        token: by?.token,
        payload,
        headers,
      });
      expect([who, edited.status]).toEqual([who, status]);
      const removed = await call(w.app, 'DELETE', `/adminPosts/${post._id}`, { token: by?.token });
      expect([who, removed.status]).toEqual([who, status]);
    }
    expect(await countRows()).toEqual(before);
    const stored = (await call(w.app, 'GET', `/adminPosts/${post._id}`)).body;
    expect(stored).toMatchObject({ title: 'Role check', status: 'active' });
  });
});

describe('POST adminPosts: what is stored', () => {
  it('201 with the post; images re-encoded without EXIF; an audit row names the admin', async () => {
    const filesBefore = storedFiles(w.uploadsDir);
    const gps = await photoWithGps();
    const publishDate = new Date(Date.now() - MINUTE).toISOString();
    const { payload, headers } = multipartForm(
      validFields({
        title: '  Fogging on Monday  ',
        content: '  Close your windows.\nKeep pets inside.  ',
        publishDate,
      }),
      [
        { name: 'phone.jpg', type: 'image/jpeg', data: gps },
        { name: 'map.png', type: 'image/png', data: await png() },
      ],
    );
    const res = await call(w.app, 'POST', '/adminPosts', {
      token: w.admin.token,
      payload,
      headers,
      ip: '10.9.8.7',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Fogging on Monday',
      content: 'Close your windows.\nKeep pets inside.',
      category: 'announcement',
      status: 'active',
      publishDate,
      commentsCount: 0,
      upvotes: [],
      downvotes: [],
    });
    expect(res.body.images).toHaveLength(2);
    for (const url of res.body.images as string[]) {
      expect(url).toMatch(/^\/uploads\/posts\/[0-9a-f-]{36}\.webp$/);
      const bytes = readFileSync(path.join(w.uploadsDir, url.replace(/^\/uploads\//, '')));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes('DemoCam')).toBe(false);
    }
    // A main image and a thumbnail per upload, nothing else.
    expect(storedFiles(w.uploadsDir).filter((file) => !filesBefore.includes(file))).toHaveLength(4);

    const [row] = await w.db.select().from(adminPosts).where(eq(adminPosts.id, res.body._id));
    expect(row).toMatchObject({ authorId: w.admin.id, status: 'active', archivedAt: null });
    const audits = await auditRowsFor(w.db, res.body._id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: w.admin.id,
      actorRole: 'admin',
      action: 'post.create',
      targetType: 'post',
      ip: '10.9.8.7',
      details: { title: 'Fogging on Monday', category: 'announcement', publishDate, images: 2 },
    });
  });
});

describe('what residents see of written posts', () => {
  it('published, active posts only: a scheduled one appears at its publish date, an archived one never', async () => {
    const published = await createPost({ title: 'Published now' });
    const scheduled = await createPost({
      title: 'Scheduled for tomorrow',
      publishDate: new Date(Date.now() + 24 * 60 * MINUTE).toISOString(),
    });
    const archived = await createPost({ title: 'Soon archived' });
    expect(
      (await call(w.app, 'DELETE', `/adminPosts/${archived._id}`, { token: w.admin.token })).status,
    ).toBe(200);

    for (const token of [undefined, w.author.token]) {
      const list = await call(w.app, 'GET', '/adminposts?category=announcement&limit=50', { token });
      const titles = list.body.posts.map((p: Json) => p.title);
      expect(titles).toContain('Published now');
      expect(titles).not.toContain('Scheduled for tomorrow');
      expect(titles).not.toContain('Soon archived');
      for (const hidden of [scheduled, archived]) {
        const one = await call(w.app, 'GET', `/adminPosts/${hidden._id}`, { token });
        expect(one.status).toBe(404);
        expect(one.body.message).toBe(API_MESSAGES.postNotFound);
      }
      expect((await call(w.app, 'GET', `/adminPosts/${published._id}`, { token })).status).toBe(200);
    }
    // A resident can neither vote on nor comment on what they cannot see.
    const vote = await call(w.app, 'POST', `/adminposts/${archived._id}/upvote`, { token: w.author.token });
    expect(vote.status).toBe(404);
    const comment = await call(w.app, 'POST', `/comments/${scheduled._id}`, {
      token: w.author.token,
      body: { content: 'Early bird' },
    });
    expect(comment.status).toBe(404);

    const staff = await call(w.app, 'GET', '/adminposts?category=announcement&limit=50', {
      token: w.admin.token,
    });
    const titles = staff.body.posts.map((p: Json) => p.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Published now', 'Scheduled for tomorrow', 'Soon archived']),
    );
  });
});

describe('PATCH adminPosts/{id}', () => {
  it('needs title, category and content, with the post form messages; nothing changes', async () => {
    const post = await createPost({ title: 'Before the edit' });
    const edits: [Record<string, string>, string][] = [
      [{ title: ' ', content: 'x', category: 'news' }, M.titleAndContentEmpty],
      [{ title: 'x', category: 'news' }, M.titleAndContentEmpty],
      [{ title: 'x'.repeat(LIMITS.postTitleMax + 1), content: 'x', category: 'news' }, M.titleTooLong],
      [{ title: 'x', content: 'c'.repeat(LIMITS.postContentMax + 1), category: 'news' }, M.contentTooLong],
      [{ title: 'x', content: 'x' }, V.categoryRequired],
    ];
    for (const [fields, message] of edits) {
      const { payload, headers } = multipartForm(fields, []);
      const res = await call(w.app, 'PATCH', `/adminPosts/${post._id}`, {
        token: w.admin.token,
        payload,
        headers,
      });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const stored = (await call(w.app, 'GET', `/adminPosts/${post._id}`)).body;
    expect(stored).toMatchObject({ title: 'Before the edit', publishDate: post.publishDate });
    expect((await auditRowsFor(w.db, post._id)).map((r) => r.action)).toEqual(['post.create']);
  });

  it('changes the text and category, sets the publish date to now, keeps the images, and audits the old text', async () => {
    const post = await createPost({
      title: 'Old title',
      category: 'news',
      publishDate: new Date(Date.now() - 3 * 24 * 60 * MINUTE).toISOString(),
    });
    const before = Date.now();
    const { payload, headers } = multipartForm(
      {
        title: 'New title',
        content: 'New content',
        category: 'tip',
        // The console sends a date; the spec sets an edited post's date to now.
        publishDate: '2020-01-01T00:00:00.000Z',
      },
      [],
    );
    const res = await call(w.app, 'PATCH', `/adminPosts/${post._id}`, {
      token: w.admin.token,
      payload,
      headers,
      ip: '10.1.2.3',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      title: 'New title',
      content: 'New content',
      category: 'tip',
      images: post.images,
    });
    expect(new Date(res.body.publishDate).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(res.body.publishDate).getTime()).toBeLessThanOrEqual(Date.now());
    const audit = (await auditRowsFor(w.db, post._id)).find((r) => r.action === 'post.update');
    expect(audit).toMatchObject({
      actorId: w.admin.id,
      ip: '10.1.2.3',
      details: {
        previous: {
          title: 'Old title',
          content: post.content,
          category: 'news',
          publishDate: post.publishDate,
        },
        title: 'New title',
        category: 'tip',
      },
    });

    // JSON works too (no images to send).
    const json = await call(w.app, 'PATCH', `/adminposts/${post._id}`, {
      token: w.admin.token,
      body: { title: 'JSON title', content: 'JSON content', category: 'announcement' },
    });
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ title: 'JSON title', category: 'announcement' });
  });

  it("404 'Post not found' for an unknown post; an archived post can no longer be edited", async () => {
    const body = { title: 'x', content: 'y', category: 'news' };
    const missing = await call(w.app, 'PATCH', '/adminPosts/00000000-0000-4000-8000-000000000000', {
      token: w.admin.token,
      body,
    });
    expect([missing.status, missing.body.message]).toEqual([404, API_MESSAGES.postNotFound]);
    const post = await createPost({ title: 'To archive, then edit' });
    await call(w.app, 'DELETE', `/adminPosts/${post._id}`, { token: w.admin.token });
    const res = await call(w.app, 'PATCH', `/adminPosts/${post._id}`, { token: w.admin.token, body });
    expect([res.status, res.body.message]).toEqual([400, POST_RULE_MESSAGES.archivedReadOnly]);
  });
});

describe('DELETE adminPosts/{id}', () => {
  it('archives the post, keeps its images for the archives, audits once; a second delete is refused', async () => {
    const post = await createPost({ title: 'Outdated notice' });
    const res = await call(w.app, 'DELETE', `/adminPosts/${post._id}`, {
      token: w.admin.token,
      ip: '10.4.5.6',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: M.deleted });
    const admin = (await call(w.app, 'GET', `/adminPosts/${post._id}`, { token: w.admin.token })).body;
    expect(admin).toMatchObject({ status: 'archived', images: post.images });
    for (const url of post.images as string[])
      expect(existsSync(path.join(w.uploadsDir, url.replace(/^\/uploads\//, '')))).toBe(true);

    const again = await call(w.app, 'DELETE', `/adminPosts/${post._id}`, { token: w.admin.token });
    expect([again.status, again.body.message]).toEqual([400, POST_RULE_MESSAGES.alreadyArchived]);
    const audits = await auditRowsFor(w.db, post._id);
    expect(audits.map((r) => r.action)).toEqual(['post.create', 'post.delete']);
    expect(audits[1]).toMatchObject({
      actorId: w.admin.id,
      ip: '10.4.5.6',
      details: { title: 'Outdated notice', category: 'announcement' },
    });

    const missing = await call(w.app, 'DELETE', '/adminPosts/00000000-0000-4000-8000-000000000000', {
      token: w.admin.token,
    });
    expect([missing.status, missing.body.message]).toEqual([404, API_MESSAGES.postNotFound]);
  });
});
