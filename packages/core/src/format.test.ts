import { describe, expect, it } from 'vitest';
import { formatDateTime12h, formatLongDate, formatTime12h, relativeTime } from './format.ts';

const now = new Date('2026-11-22T04:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  it("says 'just now' under a minute and for slightly future times", () => {
    expect(relativeTime(now, now)).toBe('just now');
    expect(relativeTime(before(59_999), now)).toBe('just now');
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toBe('just now');
  });

  it('switches unit at each edge', () => {
    expect(relativeTime(before(60_000), now)).toBe('1m ago');
    expect(relativeTime(before(3_599_999), now)).toBe('59m ago');
    expect(relativeTime(before(3_600_000), now)).toBe('1h ago');
    expect(relativeTime(before(86_399_999), now)).toBe('23h ago');
    expect(relativeTime(before(86_400_000), now)).toBe('1d ago');
    expect(relativeTime(before(30 * 86_400_000), now)).toBe('30d ago');
  });

  it('accepts ISO strings', () => {
    expect(relativeTime('2026-11-22T03:55:00Z', now)).toBe('5m ago');
  });
});

describe('long dates on the Manila calendar', () => {
  it('uses the Manila date, not the UTC one', () => {
    expect(formatLongDate(new Date('2026-11-21T16:30:00Z'))).toBe('November 22, 2026');
    expect(formatLongDate('2026-11-21T15:59:00Z')).toBe('November 21, 2026');
  });

  it('prints a 12-hour clock', () => {
    expect(formatTime12h('2026-11-21T16:30:00Z')).toBe('12:30 AM');
    expect(formatTime12h('2026-11-22T04:05:00Z')).toBe('12:05 PM');
    expect(formatTime12h('2026-11-22T15:59:00Z')).toBe('11:59 PM');
    expect(formatDateTime12h('2026-11-21T16:30:00Z')).toBe('November 22, 2026 at 12:30 AM');
  });

  it('agrees with Intl en-US in Asia/Manila', () => {
    const instant = new Date('2026-03-05T23:07:00Z');
    const intl = instant.toLocaleDateString('en-US', { timeZone: 'Asia/Manila', dateStyle: 'long' });
    expect(formatLongDate(instant)).toBe(intl);
  });

  it('prints nothing for an invalid date', () => {
    expect(formatLongDate('garbage')).toBe('');
    expect(formatDateTime12h('garbage')).toBe('');
  });
});
