import { useState } from 'react';

/** Page and page size of a server-paged table; a new page size starts from the first page. */
export function usePaging(defaultPageSize: number) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(defaultPageSize);
  const changePageSize = (size: number) => {
    setLimit(size);
    setPage(1);
  };
  return { page, setPage, limit, changePageSize };
}
