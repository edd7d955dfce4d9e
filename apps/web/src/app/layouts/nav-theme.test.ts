import { describe, expect, it } from 'vitest';
import { navThemeFor } from './nav-theme';

describe('navThemeFor', () => {
  it('is dark on the map, the profile and an article', () => {
    expect(navThemeFor('/mapping')).toBe('dark');
    expect(navThemeFor('/mapping/')).toBe('dark');
    expect(navThemeFor('/profile')).toBe('dark');
    expect(navThemeFor('/buzzline/42')).toBe('dark');
  });

  it('floats on a report detail under /mapping', () => {
    expect(navThemeFor('/mapping/abc123')).toBe('floating');
  });

  it('is white on the BuzzLine lists and everywhere else', () => {
    for (const path of [
      '/home',
      '/about',
      '/community',
      '/buzzline',
      '/buzzline/updates',
      '/buzzline/articles',
    ]) {
      expect(navThemeFor(path)).toBe('light');
    }
  });
});
