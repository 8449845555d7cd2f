import { useEffect } from 'react';
import { cutFilter } from '../../shared/exerciseFilter';

/** Home's filter in its address; public/start.js writes it too, until the app runs. */
export const FILTER_PARAM = 'q';

/** The filter a home address asks for: its `?q=`, cut to the filter's maximum length. */
export function filterFromSearch(search: string): string {
  return cutFilter(new URLSearchParams(search).get(FILTER_PARAM) ?? '');
}

/**
 * Keeps `?q=` equal to the filter (removed when the filter is blank) by replacing the current
 * history entry, so typing adds no entries. The router's own state is left alone: it would
 * re-render in a transition, behind the field. `null` (hydrating: the address's filter is not
 * applied yet) leaves the address as it is.
 */
export function useFilterInUrl(filter: string | null): void {
  useEffect(() => {
    if (filter === null) return;
    const url = new URL(window.location.href);
    if (filter.trim() === '') url.searchParams.delete(FILTER_PARAM);
    else url.searchParams.set(FILTER_PARAM, filter);
    if (url.href !== window.location.href) {
      window.history.replaceState(window.history.state, '', url);
    }
  }, [filter]);
}
