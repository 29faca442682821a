// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROWS_PER_SLICE, useRowsInSlices } from './page-size.ts';

const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }));
const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);
/** Every slice's task run (each commit schedules the next one). */
const finish = () => {
  for (let i = 0; i < 10; i++)
    act(() => {
      vi.runOnlyPendingTimers();
    });
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useRowsInSlices (decision 109)', () => {
  it('renders a page of 100 rows 20 at a time, one slice per task, in order', () => {
    const rows = page(1, 100);
    const { result } = renderHook(() => useRowsInSlices(rows, (r) => r.id));
    expect(ROWS_PER_SLICE).toBe(20);
    expect(ids(result.current)).toEqual(ids(rows.slice(0, 20)));
    for (const shown of [40, 60, 80, 100]) {
      act(() => {
        vi.advanceTimersToNextTimer();
      });
      expect(ids(result.current)).toEqual(ids(rows.slice(0, shown)));
    }
    expect(result.current).toBe(rows); // complete: the list itself, no copy
    finish();
    expect(result.current).toBe(rows);
  });

  it('a short page at once; the next page from its first slice; more rows of the same page keep those shown', () => {
    const first = page(1, 20);
    const { result, rerender } = renderHook(({ rows }) => useRowsInSlices(rows, (r) => r.id), {
      initialProps: { rows: first },
    });
    expect(result.current).toBe(first);
    // 20 -> 100 rows per page: the same first row, so the 20 shown stay and 20 more come at once.
    const hundred = page(1, 100);
    rerender({ rows: hundred });
    expect(result.current).toHaveLength(20);
    finish();
    expect(result.current).toBe(hundred);
    // The next page: other rows, from its first slice.
    const next = page(101, 100);
    rerender({ rows: next });
    expect(ids(result.current)).toEqual(ids(next.slice(0, 20)));
    // The same page fetched again (new objects, same rows): all shown at once, no shorter table.
    finish();
    const again = page(101, 100);
    rerender({ rows: again });
    expect(result.current).toBe(again);
  });

  it('drops the slices of a page left before it was complete', () => {
    const { result, rerender } = renderHook(({ rows }) => useRowsInSlices(rows, (r) => r.id), {
      initialProps: { rows: page(1, 100) },
    });
    const empty: { id: number }[] = [];
    rerender({ rows: empty });
    finish();
    expect(result.current).toBe(empty);
  });
});
