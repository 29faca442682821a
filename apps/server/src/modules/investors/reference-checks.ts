import type { ChoiceListName } from '@cri/shared/enums/reference-data';
import type { TFieldError } from '@cri/shared/errors';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { choiceListItems, communes } from '../../db/schema/reference-data.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The choice ids and communes a form refers to must exist in the right list (the shared rules check the
 * form itself; only the database knows the lists). A wrong id answers 422 on its field, like any rule.
 */
export interface ReferenceFields {
  choices: { field: string; id: number | null; list: ChoiceListName; parentId?: number | null }[];
  communes: { field: string; id: number | null }[];
}

const INVALID_CHOICE = 'investors.validation.unknownChoice';

export async function checkReferences(db: DbOrTx, refs: ReferenceFields): Promise<void> {
  const choiceIds = refs.choices.flatMap((c) => (c.id === null ? [] : [c.id]));
  const communeIds = refs.communes.flatMap((c) => (c.id === null ? [] : [c.id]));
  const items = choiceIds.length
    ? await db
        .select({ id: choiceListItems.id, listName: choiceListItems.listName, parentId: choiceListItems.parentId })
        .from(choiceListItems)
        .where(inArray(choiceListItems.id, choiceIds))
    : [];
  const known = communeIds.length
    ? new Set((await db.select({ id: communes.id }).from(communes).where(inArray(communes.id, communeIds))).map((r) => r.id))
    : new Set<number>();

  const fieldErrors: TFieldError[] = [];
  for (const choice of refs.choices) {
    if (choice.id === null) continue;
    const item = items.find((i) => i.id === choice.id);
    // The job list depends on the legal-form family (spec 1 §5): a job of another family is refused.
    const parentOk = choice.parentId === undefined || item?.parentId === choice.parentId;
    if (!item || item.listName !== choice.list || !parentOk)
      fieldErrors.push({ field: choice.field, messageKey: INVALID_CHOICE });
  }
  for (const commune of refs.communes) {
    if (commune.id !== null && !known.has(commune.id)) fieldErrors.push({ field: commune.field, messageKey: INVALID_CHOICE });
  }
  if (fieldErrors.length) throw new AppError('VALIDATION_FAILED', { fieldErrors });
}
