import { startTransition, useCallback, useEffect, useState } from 'react';

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
 * rows goes back to the first page. Both changes are transitions (decision 112): React renders the page again in
 * slices of a few milliseconds instead of one task of the click, the rows shown staying until it commits.
 */
export function usePaging(list: string) {
  const [page, setPageNow] = useState(0);
  const [size, chooseSize] = usePageSize(list);
  const setPage = useCallback((next: number) => startTransition(() => setPageNow(next)), []);
  const setSize = useCallback(
    (next: PageSize) =>
      startTransition(() => {
        chooseSize(next);
        setPageNow(0);
      }),
    [chooseSize],
  );
  return { page, setPage, size, setSize };
}

/**
 * Rows a long list adds per frame (decision 122; 10 in decision 112, 20 per task in decision 109). The rows' groups
 * are laid out alone (`RowGroups`); at a 4x CPU slowdown, the layout of 10 new rows took 23-29 ms and their frame
 * 55-75 ms, of 5 rows 12-20 ms.
 */
export const ROWS_PER_SLICE = 5;

/**
 * Rows a new page shows at once: one slice (decision 122; a page of the default size, 20, until then). Twenty new rows
 * in view took 55-85 ms of layout in one frame at a 4x CPU slowdown, ten rows under 50.
 */
export const FIRST_SLICE = ROWS_PER_SLICE;

/**
 * Runs `task` in its own task once the browser has rendered its next frame (style, layout, paint), so that the work
 * a task caused and the frame that shows it are never merged with the next task's; returns its cancellation. A page
 * the user does not see renders no frame: there, a plain timer.
 */
export function afterNextFrame(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  // A frame callback runs before the frame's rendering; the timer it sets runs after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The rows a long staff list renders now (decisions 109, 112 and 122): a new page's first `first` rows at once, then `slice` more after each frame the browser renders (`afterNextFrame`), so that neither React's commit nor the
 * browser's style, layout and paint of 100 rows is one long task, two slices never share a frame, and a click or a
 * key press is answered between two slices. When the new rows start with the same row as the ones shown (more rows
 * per page, the same page fetched again), as many rows as were shown are kept at once; the rows' own components are
 * memoised with stable keys, so a slice renders only its rows.
 */
export function useRowsInSlices<T>(
  rows: readonly T[],
  keyOf: (row: T) => string | number,
  slice = ROWS_PER_SLICE,
  first = FIRST_SLICE,
): readonly T[] {
  const [state, setState] = useState(() => ({ rows, shown: Math.min(rows.length, first) }));
  let current = state;
  if (state.rows !== rows) {
    const sameStart = rows.length > 0 && state.rows.length > 0 && keyOf(rows[0] as T) === keyOf(state.rows[0] as T);
    current = { rows, shown: Math.min(rows.length, sameStart ? Math.max(first, state.shown) : first) };
    setState(current); // during render: React renders again at once with it, before committing
  }
  const { shown } = current;
  useEffect(() => {
    if (shown >= rows.length) return;
    return afterNextFrame(() => setState((s) => (s.rows === rows ? { rows, shown: Math.min(rows.length, s.shown + slice) } : s)));
  }, [rows, shown, slice]);
  return shown >= rows.length ? rows : rows.slice(0, shown);
}
