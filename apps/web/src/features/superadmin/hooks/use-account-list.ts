import { useCallback, useState } from 'react';
import { usePaging } from '../../../lib/use-paging';
import { useDebouncedValue } from './use-debounced-value';

/** Users and admins tables: default 10, options 5, 10, 20, 50 (admin section 9). */
export const ACCOUNT_PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_ACCOUNT_PAGE_SIZE = 10;

/**
 * The users and admins tables' list state: the (debounced) search, the status filter, paging and the
 * joined-date sort order. A new search or status starts from the first page.
 */
export function useAccountList() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [status, setStatus] = useState('');
  const paging = usePaging(DEFAULT_ACCOUNT_PAGE_SIZE);
  const { setPage } = paging;
  const [sortOrder, setSortOrder] = useState<'asc' | 'desc'>('desc');
  const toggleSortOrder = useCallback(() => setSortOrder((order) => (order === 'desc' ? 'asc' : 'desc')), []);

  const [lastSearch, setLastSearch] = useState(search);
  if (lastSearch !== search) {
    // A new search starts from its first page.
    setLastSearch(search);
    setPage(1);
  }

  return {
    ...paging,
    searchText,
    setSearchText,
    search,
    status,
    changeStatus: (value: string) => {
      setStatus(value);
      setPage(1);
    },
    sortOrder,
    toggleSortOrder,
    /** Empties the search and the status filter, back on the first page. */
    clear: () => {
      setSearchText('');
      setStatus('');
      setPage(1);
    },
  };
}
