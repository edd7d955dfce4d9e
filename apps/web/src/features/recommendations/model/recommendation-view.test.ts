import { describe, expect, it } from 'vitest';
import { isWebLink, sourceDomain, verdictTone } from './recommendation-view';

describe('recommendation view rules', () => {
  it('colours the verdict by the word it contains', () => {
    expect(verdictTone('High mosquito-breeding risk: 62 mm of rain')).toBe('high');
    expect(verdictTone('Moderate risk')).toBe('moderate');
    expect(verdictTone('Low risk: dry week')).toBe('low');
  });

  it('shows a source by its domain', () => {
    expect(sourceDomain('https://www.who.int/news-room/fact-sheets/detail/dengue-and-severe-dengue')).toBe(
      'who.int',
    );
    expect(sourceDomain('not a url')).toBe('not a url');
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('https://reliefweb.int/x')).toBe(true);
  });
});
