import { describe, expect, it } from 'vitest';
import { type AppNotification, badgeText, markedRead, unreadLabel } from './notifications';

const note = (id: string, read: boolean): AppNotification => ({
  _id: id,
  kind: 'report-validated',
  message: `Notice ${id}`,
  reportId: null,
  read,
  readAt: read ? '2026-03-01T00:00:00.000Z' : null,
  createdAt: '2026-03-01T00:00:00.000Z',
});

describe('notifications model', () => {
  it('names the badge for screen readers', () => {
    expect(unreadLabel(3)).toBe('3 unread notifications');
    expect(unreadLabel(1)).toBe('1 unread notification');
    expect(unreadLabel(0)).toBe('No unread notifications');
    expect(unreadLabel(undefined)).toBe('Notifications');
  });

  it('keeps the badge short', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('marks one or every unread notification read, leaving read ones as they were', () => {
    const list = [note('a', false), note('b', false), note('c', true)];
    const at = '2026-03-02T00:00:00.000Z';
    const one = markedRead(list, new Set(['b']), at);
    expect(one.map((n) => [n._id, n.read, n.readAt])).toEqual([
      ['a', false, null],
      ['b', true, at],
      ['c', true, '2026-03-01T00:00:00.000Z'],
    ]);
    expect(markedRead(list, null, at).every((n) => n.read)).toBe(true);
    expect(list[0]!.read).toBe(false);
  });
});
