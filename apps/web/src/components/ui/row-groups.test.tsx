// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byId, groupedTable, ROWS_PER_GROUP, RowGroups } from './row-groups.tsx';

type Row = { id: number; name: string };
const page = (from: number, n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, name: `Dossier ${from + i}` }));

/** The browser's frames by hand (as `lib/page-size.test.tsx`): each slice waits for a frame, then a task. */
let frames: (() => void)[] = [];
const finish = () => {
  for (let i = 0; i < 40; i++)
    act(() => {
      const due = frames;
      frames = [];
      for (const f of due) f();
      vi.runOnlyPendingTimers();
    });
};

/** Where the table's top is on the screen, and the height of a group (jsdom lays nothing out). */
let tableTop = 0;
const scrolled = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  tableTop = 0;
  scrolled.mockReset();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const height = this.tagName === 'TBODY' ? 48 * (this as HTMLTableSectionElement).rows.length : 5000;
    return { top: this.tagName === 'TABLE' ? tableTop : 0, height } as DOMRect;
  });
  HTMLElement.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function List({ rows }: { rows: Row[] }) {
  return (
    <table {...groupedTable([2, 1])}>
      <thead>
        <tr>
          <th>Nom</th>
          <th>Référence</th>
        </tr>
      </thead>
      <RowGroups
        rows={rows}
        keyOf={byId}
        row={(r) => (
          <tr key={r.id}>
            <td>{r.name}</td>
            <td>{r.id}</td>
          </tr>
        )}
      />
    </table>
  );
}

const bodies = (c: HTMLElement) => [...c.querySelectorAll('tbody')];
const drawn = (c: HTMLElement) => bodies(c).filter((b) => !b.hasAttribute('aria-hidden'));
const pending = (c: HTMLElement) => c.querySelector<HTMLTableSectionElement>('tbody[aria-hidden]');

describe('RowGroups (decision 122)', () => {
  it("sets each column's share of the width on the table", () => {
    const { container } = render(<List rows={page(1, 3)} />);
    const table = container.querySelector('table') as HTMLElement;
    expect(table.style.getPropertyValue('--c1')).toBe('2');
    expect(table.style.getPropertyValue('--c2')).toBe('1');
    expect(table.className).not.toBe('');
  });

  it('draws a page of 23 rows in groups of five, a slice per frame, the rows not drawn yet keeping their place', () => {
    expect(ROWS_PER_GROUP).toBe(5);
    const { container } = render(<List rows={page(1, 23)} />);
    // The first slice: one group, and the 18 rows to come as one empty group as high as they will be.
    expect(drawn(container).map((b) => b.rows.length)).toEqual([5]);
    expect(pending(container)?.style.getPropertyValue('--group-rows')).toBe('18');
    expect(pending(container)?.rows).toHaveLength(0);
    finish();
    // Once drawn, the first group's mean row height (48 px here), for the groups the browser has not drawn yet.
    expect((container.querySelector('table') as HTMLElement).style.getPropertyValue('--row-height')).toBe('48px');
    expect(drawn(container).map((b) => b.rows.length)).toEqual([5, 5, 5, 5, 3]);
    expect(pending(container)).toBeNull();
    // Every row once, in order.
    expect([...container.querySelectorAll('tbody tr')].map((tr) => tr.firstElementChild?.textContent)).toEqual(
      page(1, 23).map((r) => r.name),
    );
    // Groups starting on the page's 6th and 16th rows (odd positions from 0) stripe the other way round.
    expect(drawn(container).map((b) => b.hasAttribute('data-shifted'))).toEqual([false, true, false, true, false]);
  });

  it("scrolls the table's top into view when another page replaces the rows and the top is above the screen", () => {
    const { rerender } = render(<List rows={page(1, 20)} />);
    finish();
    tableTop = -2400; // the user scrolled down to the pager
    // More rows of the same page (20 -> 100 rows per page): the same first row, the screen stays where it is.
    rerender(<List rows={page(1, 100)} />);
    finish();
    expect(scrolled).not.toHaveBeenCalled();
    // The next page: its first row is read first.
    rerender(<List rows={page(101, 100)} />);
    expect(scrolled).not.toHaveBeenCalled(); // not inside React's commit: once the browser has drawn the first rows
    finish();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    // Another page while the table's top is on the screen: nothing moves.
    tableTop = 120;
    rerender(<List rows={page(201, 100)} />);
    finish();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
