import { LIMITS } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import { communityEn } from '../../../i18n/en/community';
import { canSend, charactersLeft, checkCommentDraft, insertAt } from './comment-draft';
import {
  type CommentList,
  commentCountText,
  commentsPath,
  joinPages,
  type ListedComment,
  withCommentVotes,
  withNewComment,
} from './comment-list';

const comment = (id: string): ListedComment => ({
  _id: id,
  user: { _id: 'u', username: 'ana', profilePhotoUrl: null },
  content: 'hi',
  createdAt: '2026-01-01T00:00:00.000Z',
  upvotes: [],
  downvotes: [],
  upvotesCount: 0,
  downvotesCount: 0,
});

describe('comment draft', () => {
  it('trims and sends what the server accepts', () => {
    expect(checkCommentDraft('  Nice catch  ')).toEqual({ ok: true, content: 'Nice catch' });
    expect(checkCommentDraft('x'.repeat(LIMITS.commentMax))).toMatchObject({ ok: true });
  });
  it("refuses empty and over-long text with the core schema's messages", () => {
    expect(checkCommentDraft('   ')).toEqual({ ok: false, message: { key: 'comments.empty' } });
    expect(checkCommentDraft('x'.repeat(LIMITS.commentMax + 1))).toEqual({
      ok: false,
      message: { key: 'comments.tooLong' },
    });
    expect([communityEn['comments.empty'], communityEn['comments.tooLong']]).toEqual([
      'Comment cannot be empty.',
      'Comment must be at most 1,000 characters.',
    ]);
  });
  it('keeps Send off for blank text and counts what is left', () => {
    expect(canSend(' \n ')).toBe(false);
    expect(canSend(' a ')).toBe(true);
    expect(charactersLeft(' ab ')).toBe(LIMITS.commentMax - 2);
  });
  it('puts an emoji in place of the selection', () => {
    expect(insertAt('hello world', '🦟', 5)).toEqual({ text: 'hello🦟 world', caret: 7 });
    expect(insertAt('hello world', '!', 6, 11)).toEqual({ text: 'hello !', caret: 7 });
    expect(insertAt('ab', 'c', 99)).toEqual({ text: 'abc', caret: 3 });
  });
});

describe('comment list', () => {
  it('reads report comments and announcement comments from their own paths', () => {
    expect(commentsPath({ kind: 'report', id: 'r1' })).toBe('reports/r1/comments');
    expect(commentsPath({ kind: 'post', id: 'p1' })).toBe('comments/p1');
  });
  it('asks for the page older than a cursor', () => {
    expect(commentsPath({ kind: 'report', id: 'r1' }, 'c 9')).toBe('reports/r1/comments?before=c%209');
    expect(commentsPath({ kind: 'post', id: 'p1' }, null)).toBe('comments/p1');
  });
  it('joins loaded pages newest first, once each, with the total of the first page', () => {
    const joined = joinPages([
      { comments: [comment('c'), comment('b')], total: 5, nextCursor: 'b' },
      { comments: [comment('b'), comment('a')], total: 4, nextCursor: null },
    ]);
    expect(joined.comments.map((c) => c._id)).toEqual(['c', 'b', 'a']);
    expect(joined.total).toBe(5);
    expect(joined.nextCursor).toBeNull();
    expect(joinPages([])).toEqual({ comments: [], total: 0, nextCursor: null });
  });
  it('puts a new comment first, once', () => {
    const list: CommentList = { comments: [comment('a')], total: 1 };
    const added = withNewComment(list, comment('b'));
    expect(added.comments.map((c) => c._id)).toEqual(['b', 'a']);
    expect(added.total).toBe(2);
    expect(withNewComment(added, comment('b'))).toBe(added);
  });
  it("stores the server's vote lists on the comment", () => {
    const list: CommentList = { comments: [comment('a'), comment('b')], total: 2 };
    const voted = withCommentVotes(list, 'b', { upvotes: ['me'], downvotes: [] });
    expect(voted.comments[1]).toMatchObject({ upvotes: ['me'], upvotesCount: 1, downvotesCount: 0 });
    expect(voted.comments[0]).toEqual(list.comments[0]);
  });
  it('counts in words', () => {
    expect(commentCountText(1)).toBe('1 comment');
    expect(commentCountText(0)).toBe('0 comments');
  });
});

describe('comment polling', () => {
  it('reads every 5 s, never from a hidden tab, and leaves a failed first read to Retry', async () => {
    const { commentsQuery } = await import('../api/comments-query');
    const options = commentsQuery({ kind: 'report', id: 'r1' });
    expect(options.queryKey).toEqual(['comments', 'report', 'r1']);
    expect(options.refetchIntervalInBackground).toBe(false);
    const interval = options.refetchInterval as (query: unknown) => number | false;
    expect(interval({ state: { status: 'success', data: { comments: [], total: 0 } } })).toBe(5000);
    expect(interval({ state: { status: 'error', data: { comments: [], total: 0 } } })).toBe(5000);
    expect(interval({ state: { status: 'error', data: undefined } })).toBe(false);
  });
});
