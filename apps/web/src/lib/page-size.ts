import { useCallback, useDeferredValue, useState } from 'react';

/** The rows per page a staff list offers (decision 099); the API's list schemas accept up to 100. */
export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

const storageKey = (list: string) => `pageSize:${list}`;

function stored(list: string, fallback: PageSize): PageSize {
  try {
    const n = Number(localStorage.getItem(storageKey(list)));
    return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : fallback;
  } catch {
    return fallback; // storage refused (private mode): the default, nothing remembered
  }
}

/**
 * The rows per page of one list, remembered in this browser per list (`localStorage["pageSize:<list>"]`): a
 * choice of 20, 50 or 100; anything else stored (an old value, a hand edit) falls back to the default.
 */
export function usePageSize(list: string, fallback: PageSize = 20): [PageSize, (size: PageSize) => void] {
  const [size, setSize] = useState<PageSize>(() => stored(list, fallback));
  const choose = useCallback(
    (next: PageSize) => {
      setSize(next);
      try {
        localStorage.setItem(storageKey(list), String(next));
      } catch {
        // not remembered, still applied
      }
    },
    [list],
  );
  return [size, choose];
}

/**
 * A paged list's page (from 0) and its rows per page (remembered, as `usePageSize`); choosing another number of
 * rows goes back to the first page.
 */
export function usePaging(list: string) {
  const [page, setPage] = useState(0);
  const [size, chooseSize] = usePageSize(list);
  const setSize = useCallback(
    (next: PageSize) => {
      chooseSize(next);
      setPage(0);
    },
    [chooseSize],
  );
  return { page, setPage, size, setSize };
}

const NO_ROWS: never[] = [];

/**
 * The rows a long list renders (decision 099): a new page's rows are rendered as a transition (React renders them
 * in slices, giving the main thread back every few milliseconds) while the rows shown stay on screen; a list's
 * first render starts from none. So 100 new rows never make one long task of rendering.
 */
export function useDeferredRows<T>(rows: T[]): T[] {
  return useDeferredValue(rows, NO_ROWS as T[]);
}
