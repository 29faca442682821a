import { Readable } from 'node:stream';
import type { FieldDecl, TBackOfficeListQuery } from '@cri/shared/back-office/resource';
import type { RequestContext } from '../../core/service-context.ts';
import { translate } from '../../lib/i18n.ts';
import { CSV_BOM, csvLine, type SheetCell, xlsxStream } from '../../lib/spreadsheet.ts';
import { listRecords } from './service.ts';
import type { ResourceStore, Row } from './store.ts';

const BATCH = 500;

/** The exported columns: every declared field but the computed ones, in declaration order. */
const columnsOf = (store: ResourceStore): FieldDecl[] => store.decl.fields.filter((f) => !f.readOnly);

/** Every record the list would show with these search, sort and filters, page after page. */
async function* records(
  ctx: RequestContext,
  store: ResourceStore,
  query: Omit<TBackOfficeListQuery, 'page' | 'size'>,
  raw: Record<string, unknown>,
) {
  for (let page = 0; ; page++) {
    const { items } = await listRecords(ctx, store, { ...query, page, size: BATCH }, raw);
    yield* items;
    if (items.length < BATCH) return;
  }
}

const cellText = (f: FieldDecl, v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return translate(v ? 'backOffice.yes' : 'backOffice.no');
  if (f.kind === 'enum' && typeof v === 'string') return translate(`backOffice.values.${f.name}.${v}`);
  if (Array.isArray(v)) return v.join(' ');
  return String(v);
};

/** CSV (UTF-8 with a byte-order mark, `;` as Excel in French expects), written as the rows are read. */
export function csvExport(
  ctx: RequestContext,
  store: ResourceStore,
  query: Omit<TBackOfficeListQuery, 'page' | 'size'>,
  raw: Record<string, unknown>,
): Readable {
  const columns = columnsOf(store);
  async function* lines() {
    yield `${CSV_BOM}${csvLine(['id', ...columns.map((f) => translate(`backOffice.fields.${f.name}`))])}`;
    for await (const row of records(ctx, store, query, raw)) {
      yield csvLine([String(row.id), ...columns.map((f) => cellText(f, row[f.name]))]);
    }
  }
  return Readable.from(lines());
}

/** XLSX through write-excel-file (decision 062): typed cells (numbers stay numbers), header row in bold. */
export async function xlsxExport(
  ctx: RequestContext,
  store: ResourceStore,
  query: Omit<TBackOfficeListQuery, 'page' | 'size'>,
  raw: Record<string, unknown>,
): Promise<Readable> {
  const columns = columnsOf(store);
  const header = [
    { value: 'id', fontWeight: 'bold' as const },
    ...columns.map((f) => ({ value: translate(`backOffice.fields.${f.name}`), fontWeight: 'bold' as const })),
  ];
  const rows: SheetCell[][] = [];
  for await (const row of records(ctx, store, query, raw)) {
    rows.push([
      { value: row.id, type: Number },
      ...columns.map((f) => {
        const v = (row as Row)[f.name];
        return typeof v === 'number' ? { value: v, type: Number } : { value: cellText(f, v) };
      }),
    ]);
  }
  return xlsxStream([header, ...rows], translate(`backOffice.resources.${store.decl.name}.title`));
}
