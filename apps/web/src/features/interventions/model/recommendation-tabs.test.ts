import type { InterventionCard, PatternType } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import { cardsPerPage, countByTab, fallbackTab, pageCount } from './recommendation-tabs';

const card = (tab: PatternType) => ({ tab }) as InterventionCard;

describe('recommendation tabs', () => {
  it('counts the cards of each tab', () => {
    const counts = countByTab([card('spike'), card('no_change'), card('no_change'), card('none')]);
    expect(counts).toEqual({
      spike: 1,
      increase: 0,
      decrease: 0,
      low_level_activity: 0,
      no_change: 2,
      none: 1,
    });
  });

  it('falls back to No change only when the active tab is empty and No change is not', () => {
    const counts = countByTab([card('no_change'), card('increase')]);
    expect(fallbackTab('spike', counts)).toBe('no_change');
    expect(fallbackTab('increase', counts)).toBe('increase');
    expect(fallbackTab('spike', countByTab([card('none')]))).toBe('spike');
  });

  it('puts 3, 2 or 1 cards on a page by width', () => {
    expect([1280, 1024, 1023, 640, 639, 320].map(cardsPerPage)).toEqual([3, 3, 2, 2, 1, 1]);
    expect(pageCount(7, 3)).toBe(3);
    expect(pageCount(0, 3)).toBe(1);
  });
});
