import { matchPath } from 'react-router';

/**
 * The top bar's look per path (resident spec, section 2): dark on the map, the profile and an article,
 * a floating bar on /mapping sub-paths (a report's detail), white elsewhere.
 */
export type NavTheme = 'light' | 'dark' | 'floating';

const BUZZLINE_LISTS = new Set(['updates', 'articles']);

export function navThemeFor(pathname: string): NavTheme {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/mapping' || path === '/profile') return 'dark';
  if (path.startsWith('/mapping/')) return 'floating';
  const article = matchPath('/buzzline/:id', path);
  if (article?.params.id && !BUZZLINE_LISTS.has(article.params.id)) return 'dark';
  return 'light';
}
