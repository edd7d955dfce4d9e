/** Feed tabs (resident section 4): popular = upvotes descending, latest and myPosts = newest first. */
export type FeedTab = 'popular' | 'latest' | 'myPosts';

export const FEED_TABS: readonly { id: FeedTab; label: string; residentOnly: boolean }[] = [
  { id: 'popular', label: 'Popular', residentOnly: false },
  { id: 'latest', label: 'Latest', residentOnly: false },
  { id: 'myPosts', label: 'My Posts', residentOnly: true },
];

export const tabsFor = (isResident: boolean) => FEED_TABS.filter((tab) => isResident || !tab.residentOnly);

/**
 * The query of GET reports for one tab and page. Popular and Latest list validated posts only; My Posts
 * lists all of the resident's own, so a new report shows there as Pending (resident section 4). Text typed
 * in the search box narrows the tab (server `search`: barangay, type, description, visible username).
 */
export function feedParams(tab: FeedTab, page: number, limit: number, search = ''): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (tab !== 'myPosts') params.set('status', 'Validated');
  params.set(tab === 'popular' ? 'popular' : tab === 'latest' ? 'recent' : 'myPosts', 'true');
  const text = search.trim();
  if (text) params.set('search', text);
  return params;
}
