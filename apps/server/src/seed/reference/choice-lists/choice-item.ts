import type { ChoiceListName } from '@cri/shared/enums/reference-data';
import type { choiceListItems } from '../../../db/schema.ts';

export type ChoiceItemRow = typeof choiceListItems.$inferInsert;

/** [id, code, labelFr, labelAr] */
export type ChoiceTuple = readonly [number, string, string, string];

/** Rows of one list, in display order; ids are written out in the data so they never move. */
export function choiceList(
  listName: ChoiceListName,
  tuples: readonly ChoiceTuple[],
  extra: (code: string) => Pick<ChoiceItemRow, 'parentId' | 'groupCode' | 'isDefault'> = () => ({}),
): ChoiceItemRow[] {
  return tuples.map(([id, code, labelFr, labelAr], i) => ({
    id,
    listName,
    code,
    labelFr,
    labelAr,
    parentId: null,
    groupCode: null,
    isDefault: false,
    ...extra(code),
    sortOrder: i + 1,
  }));
}
