import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { afterNextFrame, ROWS_PER_SLICE, useRowsInSlices } from '../../lib/page-size.ts';
import light from './light-rows.module.css';

/**
 * Rows per group of a long list (decision 122): as many as a slice, each group a <tbody> with layout containment, so
 * that a slice of new rows is laid out alone.
 */
export const ROWS_PER_GROUP = ROWS_PER_SLICE;

/**
 * The props of a long list's `<Table>` whose body is `RowGroups` (decision 122): its layout, and its columns' shares
 * of the width, in order (widths that do not depend on the rows, so that groups drawn apart line up).
 */
export function groupedTable(shares: readonly number[]): { className: string; style: CSSProperties } {
  const style: Record<string, number> = {};
  shares.forEach((share, i) => {
    style[`--c${i + 1}`] = share;
  });
  return { className: light.grid ?? '', style: style as CSSProperties };
}

/**
 * A long list's rows, drawn a slice per frame (`useRowsInSlices`, decisions 109 and 112), in groups of
 * `ROWS_PER_GROUP`, each its own `<tbody>` (decision 122), for a table with the props of `groupedTable`. Groups are
 * keyed by their position: a row keeps its group while rows are added after it, so its memoised component is not
 * rendered again. The rows not drawn yet keep their place (an empty group as high as they will be, at the first
 * group's mean row height, `--row-height` on the table), so the page keeps its length while it fills. When a page's
 * first row changes, once the browser has drawn it, that height is measured again; and when it is another row (another
 * page, another filter) and the table's top is above the screen (the pager is below the rows), the table's top is
 * scrolled into view: the new page is read from its first row.
 */
export function RowGroups<T>({
  rows: page,
  keyOf,
  row,
}: {
  /** The page's rows, drawn slice by slice (`useRowsInSlices`): the list's head is not rendered again per slice. */
  rows: readonly T[];
  keyOf: (r: T) => string | number;
  row: (r: T) => ReactNode;
}) {
  const rows = useRowsInSlices(page, keyOf);
  const total = page.length;
  const first = useRef<HTMLTableSectionElement>(null);
  const firstKey = useRef<string | number | undefined>(undefined);
  const firstRow = rows[0];
  useEffect(() => {
    // After the frame that shows the page's first rows: their layout is done, so reading it forces none inside React's
    // commit (which a layout effect would, in the same task as the commit).
    return afterNextFrame(() => {
      const group = first.current;
      const table = group?.parentElement;
      if (!group || !table || firstRow === undefined || group.rows.length === 0) return;
      table.style.setProperty('--row-height', `${group.getBoundingClientRect().height / group.rows.length}px`);
      const key = keyOf(firstRow);
      if (firstKey.current !== undefined && firstKey.current !== key && table.getBoundingClientRect().top < 0) {
        table.scrollIntoView({ block: 'start' });
      }
      firstKey.current = key;
    });
  }, [firstRow, keyOf]);
  const groups: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_GROUP) groups.push(rows.slice(i, i + ROWS_PER_GROUP));
  return (
    <>
      {groups.map((g, i) => (
        <tbody
          // biome-ignore lint/suspicious/noArrayIndexKey: a group is its position in the page (see above)
          key={i}
          ref={i === 0 ? first : undefined}
          className={light.rows}
          // A group that starts on an even row (the second, the fourth…) stripes its rows the other way round.
          data-shifted={(i * ROWS_PER_GROUP) % 2 === 1 || undefined}
        >
          {g.map(row)}
        </tbody>
      ))}
      {total > rows.length ? (
        <tbody aria-hidden className={light.pending} style={{ '--group-rows': total - rows.length } as CSSProperties} />
      ) : null}
    </>
  );
}

/** The key of a list's row that has an id: a stable function, as `RowGroups` measures again when it changes. */
export const byId = (row: { id: string | number }) => row.id;
