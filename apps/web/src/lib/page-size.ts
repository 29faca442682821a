import { useCallback, useEffect, useState } from 'react';

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

/** Rows a long list adds per task (decision 109): a fifth of a 100-row page, and the default page size. */
export const ROWS_PER_SLICE = 20;

/**
 * The rows a long staff list renders now (decision 109): a new page's first `slice` rows at once, then `slice` more
 * in each following task (a timer after each commit), so that neither React's commit nor the browser's style and
 * layout of 100 rows is one long task, and a click or a key press is answered between two slices. When the new rows
 * start with the same row as the ones shown (more rows per page, the same page fetched again), as many rows as were
 * shown are kept at once; the rows' own components are memoised with stable keys, so a slice renders only its rows.
 */
export function useRowsInSlices<T>(rows: readonly T[], keyOf: (row: T) => string | number, slice = ROWS_PER_SLICE): readonly T[] {
  const [state, setState] = useState(() => ({ rows, shown: Math.min(rows.length, slice) }));
  let current = state;
  if (state.rows !== rows) {
    const sameStart = rows.length > 0 && state.rows.length > 0 && keyOf(rows[0] as T) === keyOf(state.rows[0] as T);
    current = { rows, shown: Math.min(rows.length, sameStart ? Math.max(slice, state.shown) : slice) };
    setState(current); // during render: React renders again at once with it, before committing
  }
  const { shown } = current;
  useEffect(() => {
    if (shown >= rows.length) return;
    const timer = setTimeout(
      () => setState((s) => (s.rows === rows ? { rows, shown: Math.min(rows.length, s.shown + slice) } : s)),
      0,
    );
    return () => clearTimeout(timer);
  }, [rows, shown, slice]);
  return shown >= rows.length ? rows : rows.slice(0, shown);
}
