// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame, FIRST_SLICE, ROWS_PER_SLICE, useRowsInSlices } from './page-size.ts';

const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }));
const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);
/**
 * The browser's frames, by hand: `requestAnimationFrame` callbacks wait in `frames` until `frame()` runs them, as the
 * browser does before it styles, lays out and paints a frame.
 */
let frames: (() => void)[] = [];
const frame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback();
};
/** One frame rendered, then the task the frame scheduled (the next slice). */
const nextSlice = () =>
  act(() => {
    frame();
    vi.runOnlyPendingTimers();
  });
/** Every slice's frame and task run. */
const finish = () => {
  for (let i = 0; i < 40; i++) nextSlice();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frames = [];
  let id = 0;
  const ids = new Map<number, () => void>();
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    id += 1;
    const mine = id;
    const run = () => {
      if (ids.delete(mine)) callback();
    };
    ids.set(mine, run);
    frames.push(run);
    return mine;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => ids.delete(handle));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useRowsInSlices (decision 109)', () => {
  it('renders a page of 100 rows 5 at a time, one slice per frame, in order (decisions 112 and 122)', () => {
    const rows = page(1, 100);
    const { result } = renderHook(() => useRowsInSlices(rows, (r) => r.id));
    expect([FIRST_SLICE, ROWS_PER_SLICE]).toEqual([5, 5]);
    expect(ids(result.current)).toEqual(ids(rows.slice(0, 5)));
    for (let shown = 10; shown <= 100; shown += 5) {
      nextSlice();
      expect(ids(result.current)).toEqual(ids(rows.slice(0, shown)));
    }
    expect(result.current).toBe(rows); // complete: the list itself, no copy
    finish();
    expect(result.current).toBe(rows);
  });

  it('adds no slice before the browser has rendered a frame: two slices never share one (decision 112)', () => {
    const rows = page(1, 100);
    const { result } = renderHook(() => useRowsInSlices(rows, (r) => r.id));
    // Tasks without a frame between them (a busy main thread): the rows shown stay as they are.
    for (let i = 0; i < 5; i++)
      act(() => {
        vi.runOnlyPendingTimers();
      });
    expect(result.current).toHaveLength(5);
    // The frame alone does not add them either: the slice is a task of its own, after the frame's rendering.
    act(() => frame());
    expect(result.current).toHaveLength(5);
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toHaveLength(10);
  });

  it('a short page at once; the next page from its first slice; more rows of the same page keep those shown', () => {
    const first = page(1, 5);
    const { result, rerender } = renderHook(({ rows }) => useRowsInSlices(rows, (r) => r.id), {
      initialProps: { rows: first },
    });
    expect(result.current).toBe(first);
    // A page of 20 rows in four slices; then 20 -> 100 rows per page: the same first row, so the 20 shown stay, the
    // others come by slices.
    const twenty = page(1, 20);
    rerender({ rows: twenty });
    finish();
    expect(result.current).toBe(twenty);
    const hundred = page(1, 100);
    rerender({ rows: hundred });
    expect(result.current).toHaveLength(20);
    nextSlice();
    expect(result.current).toHaveLength(25);
    finish();
    expect(result.current).toBe(hundred);
    // The next page: other rows, from its first slice.
    const next = page(101, 100);
    rerender({ rows: next });
    expect(ids(result.current)).toEqual(ids(next.slice(0, 5)));
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

describe('afterNextFrame (decision 112)', () => {
  it('runs the task in a task of its own after the next frame, and not once cancelled', () => {
    const task = vi.fn();
    afterNextFrame(task);
    vi.runOnlyPendingTimers();
    expect(task).not.toHaveBeenCalled();
    frame();
    expect(task).not.toHaveBeenCalled(); // not inside the frame callback, before the frame's rendering
    vi.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    afterNextFrame(cancelled)();
    frame();
    vi.runOnlyPendingTimers();
    const cancelledAfterFrame = vi.fn();
    const cancel = afterNextFrame(cancelledAfterFrame);
    frame();
    cancel();
    vi.runOnlyPendingTimers();
    expect(cancelled).not.toHaveBeenCalled();
    expect(cancelledAfterFrame).not.toHaveBeenCalled();
  });

  it('in a hidden page, which renders no frame, after a plain timer', () => {
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const task = vi.fn();
    afterNextFrame(task);
    vi.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
    hidden.mockRestore();
  });
});
