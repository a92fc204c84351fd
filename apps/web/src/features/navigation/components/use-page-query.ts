import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { parsePageQuery, type PageQuery } from '../logic/query-params';

/** The spec §2 query parameters of the current page, parsed in one place. */
export function usePageQuery(): PageQuery {
  const { search } = useLocation();
  return useMemo(() => parsePageQuery(search), [search]);
}
