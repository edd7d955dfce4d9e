import { describe, expect, it } from 'vitest';
import {
  alertAudienceQuerySchema,
  pushSubscriptionSchema,
  sendAlertSchema,
  toggleBarangaySelection,
  updateAlertSchema,
} from './alerts.ts';
import { createCommentSchema } from './comments.ts';
import { createAdminPostSchema, updateAdminPostSchema } from './posts.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const ID_A = '3f1c2b9e-8d4a-4c7e-9b1a-2e5f6a7b8c9d';
const ID_B = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('admin post', () => {
  const post = {
    title: 'Clean-up',
    content: 'Sunday 7 AM',
    category: 'news',
    publishDate: '2026-11-22T00:00:00Z',
  };

  it('accepts 120 and 2000 characters, refuses 121 and 2001', () => {
    const edge = { ...post, title: 't'.repeat(120), content: 'c'.repeat(2000) };
    expect(createAdminPostSchema.safeParse(edge).success).toBe(true);
    expect(messagesOf(createAdminPostSchema.safeParse({ ...post, title: 't'.repeat(121) }))).toEqual([
      'Title must be at most 120 characters.',
    ]);
    expect(messagesOf(createAdminPostSchema.safeParse({ ...post, content: 'c'.repeat(2001) }))).toEqual([
      'Content must be at most 2000 characters.',
    ]);
  });

  it('refuses blank title or content with one message', () => {
    expect(messagesOf(createAdminPostSchema.safeParse({ ...post, title: '  ' }))).toEqual([
      'Title and content cannot be empty.',
    ]);
    expect(messagesOf(createAdminPostSchema.safeParse({ ...post, content: '' }))).toEqual([
      'Title and content cannot be empty.',
    ]);
  });

  it('knows the three categories and needs a publish date', () => {
    expect(createAdminPostSchema.safeParse({ ...post, category: 'tip' }).success).toBe(true);
    expect(createAdminPostSchema.safeParse({ ...post, category: 'blog' }).success).toBe(false);
    expect(createAdminPostSchema.safeParse({ ...post, publishDate: undefined }).success).toBe(false);
  });

  it('lets an edit leave the publish date to the server', () => {
    const { publishDate, ...edit } = post;
    expect(updateAdminPostSchema.safeParse(edit).success).toBe(true);
  });
});

describe('dengue alert', () => {
  it('accepts one barangay and one 280-character message', () => {
    expect(sendAlertSchema.safeParse({ barangayIds: [ID_A], messages: ['m'.repeat(280)] }).success).toBe(
      true,
    );
  });

  it('refuses 281 characters, no barangay, a repeated barangay, or two messages', () => {
    expect(sendAlertSchema.safeParse({ barangayIds: [ID_A], messages: ['m'.repeat(281)] }).success).toBe(
      false,
    );
    expect(sendAlertSchema.safeParse({ barangayIds: [], messages: ['m'] }).success).toBe(false);
    expect(sendAlertSchema.safeParse({ barangayIds: [ID_A, ID_A], messages: ['m'] }).success).toBe(false);
    expect(sendAlertSchema.safeParse({ barangayIds: [ID_A, ID_B], messages: ['m', 'n'] }).success).toBe(
      false,
    );
    expect(sendAlertSchema.safeParse({ barangayIds: [ID_A], messages: ['  '] }).success).toBe(false);
  });

  it('keeps an optional title of at most 120 characters, blank meaning none', () => {
    const body = { barangayIds: [ID_A], messages: ['m'] };
    expect(sendAlertSchema.parse({ ...body, title: '  ' }).title).toBeNull();
    expect(sendAlertSchema.safeParse({ ...body, title: 't'.repeat(121) }).success).toBe(false);
    expect(updateAlertSchema.safeParse({ messages: ['fixed wording'] }).success).toBe(true);
  });

  it('reads the audience query as a comma-separated id list', () => {
    expect(alertAudienceQuerySchema.parse({ barangayIds: `${ID_A},${ID_B}` }).barangayIds).toEqual([
      ID_A,
      ID_B,
    ]);
    expect(alertAudienceQuerySchema.safeParse({ barangayIds: 'nope' }).success).toBe(false);
  });

  it('accepts a browser push subscription and refuses a truncated key', () => {
    const sub = {
      endpoint: 'https://push.example/abc',
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
    };
    expect(pushSubscriptionSchema.safeParse(sub).success).toBe(true);
    expect(pushSubscriptionSchema.safeParse({ ...sub, keys: { ...sub.keys, p256dh: 'short' } }).success).toBe(
      false,
    );
  });

  it('toggles a barangay off when picked again', () => {
    expect(toggleBarangaySelection([ID_A], ID_B)).toEqual([ID_A, ID_B]);
    expect(toggleBarangaySelection([ID_A, ID_B], ID_A)).toEqual([ID_B]);
  });
});

describe('comment', () => {
  it('trims and refuses blank content', () => {
    expect(createCommentSchema.parse({ content: '  hello ' })).toEqual({ content: 'hello' });
    expect(createCommentSchema.safeParse({ content: ' \n ' }).success).toBe(false);
  });

  it('allows 1000 characters and refuses 1001', () => {
    expect(createCommentSchema.safeParse({ content: 'c'.repeat(1000) }).success).toBe(true);
    expect(createCommentSchema.safeParse({ content: 'c'.repeat(1001) }).success).toBe(false);
  });
});
