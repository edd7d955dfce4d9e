import { describe, expect, it } from 'vitest';
import { feedParams, tabsFor } from './feed-tabs';
import { imageTiles } from './image-grid';
import { myVote, toggleVote, voteCallFor, voteRefusal } from './votes';

describe('votes', () => {
  const none = { upvotes: ['a'], downvotes: ['b'] };
  it('adds, switches and removes a vote', () => {
    const up = toggleVote(none, 'me', 'up');
    expect(up).toEqual({ upvotes: ['a', 'me'], downvotes: ['b'] });
    expect(myVote(up, 'me')).toBe('up');
    const down = toggleVote(up, 'me', 'down');
    expect(down).toEqual({ upvotes: ['a'], downvotes: ['b', 'me'] });
    expect(toggleVote(down, 'me', 'down')).toEqual(none);
  });
  it('maps the wanted vote to one call', () => {
    expect(voteCallFor(null, null)).toBeNull();
    expect(voteCallFor(null, 'up')).toEqual({ method: 'POST', path: 'upvote' });
    expect(voteCallFor('up', 'down')).toEqual({ method: 'POST', path: 'downvote' });
    expect(voteCallFor('up', null)).toEqual({ method: 'DELETE', path: 'upvote' });
    expect(voteCallFor('down', null)).toEqual({ method: 'DELETE', path: 'downvote' });
  });
  it('lets only residents vote', () => {
    expect(voteRefusal(null)).toBe('visitor');
    expect(voteRefusal('user')).toBeNull();
    expect(voteRefusal('admin')).toBe('staff');
    expect(voteRefusal('superadmin')).toBe('staff');
  });
});

describe('image grid', () => {
  it('shows up to 4 photos with +N on the last', () => {
    expect(imageTiles(['1', '2'])).toEqual([
      { src: '1', more: 0 },
      { src: '2', more: 0 },
    ]);
    expect(imageTiles(['1', '2', '3', '4', '5', '6']).map((t) => t.more)).toEqual([0, 0, 0, 2]);
  });
});

describe('feed tabs', () => {
  it('offers My Posts to residents only and asks for validated posts except in My Posts', () => {
    expect(tabsFor(false).map((t) => t.label)).toEqual(['Popular', 'Latest']);
    expect(tabsFor(true).map((t) => t.label)).toEqual(['Popular', 'Latest', 'My Posts']);
    expect(feedParams('popular', 2, 10).toString()).toBe('page=2&limit=10&status=Validated&popular=true');
    expect(feedParams('latest', 1, 10).get('recent')).toBe('true');
    expect(feedParams('myPosts', 1, 10).get('myPosts')).toBe('true');
    // My Posts holds every status of the resident's own reports, a new one Pending.
    expect(feedParams('myPosts', 1, 10).has('status')).toBe(false);
  });

  it('narrows a tab by the search text, trimmed; blank text adds nothing', () => {
    expect(feedParams('latest', 1, 10, '  Bahay Toro ').get('search')).toBe('Bahay Toro');
    expect(feedParams('myPosts', 1, 10, 'tyres').toString()).toBe(
      'page=1&limit=10&myPosts=true&search=tyres',
    );
    expect(feedParams('popular', 1, 10, '   ').has('search')).toBe(false);
  });
});
