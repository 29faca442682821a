import type { ChoiceListName } from '@cri/shared/enums/reference-data';
import type { TChoiceOption, TInfoQuestion, TLandOptions } from '@cri/shared/schemas/project-infos';
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { independentReads } from '../../db/independent-reads.ts';
import { byKey } from '../../db/prepared-statements.ts';
import {
  choiceListItems,
  communes,
  infoTypes,
  procedureInfoTypes,
  projectExploitationYears,
  projectLands,
  projectProcedures,
  projectProvidedInfos,
} from '../../db/schema.ts';

const choicesOf = async (
  db: DbOrTx,
  list: ChoiceListName | ChoiceListName[],
): Promise<(TChoiceOption & { listName: string })[]> =>
  db
    .select({
      id: choiceListItems.id,
      labelFr: choiceListItems.labelFr,
      labelAr: choiceListItems.labelAr,
      listName: choiceListItems.listName,
    })
    .from(choiceListItems)
    .where(typeof list === 'string' ? eq(choiceListItems.listName, list) : inArray(choiceListItems.listName, list))
    .orderBy(asc(choiceListItems.sortOrder), asc(choiceListItems.id));

/**
 * The questions of a project: the info types of its active procedures (union), required when any of
 * those procedures requires it, in the catalogue's order.
 */
export async function findQuestions(db: DbOrTx, projectId: number): Promise<TInfoQuestion[]> {
  const rows = await byKey(
    db
      .select({ info: infoTypes, required: procedureInfoTypes.required })
      .from(projectProcedures)
      .innerJoin(procedureInfoTypes, eq(procedureInfoTypes.procedureId, projectProcedures.procedureId))
      .innerJoin(infoTypes, eq(infoTypes.id, procedureInfoTypes.infoTypeId))
      .where(and(eq(projectProcedures.projectId, projectId), eq(projectProcedures.active, true)))
      .orderBy(asc(infoTypes.sortOrder), asc(infoTypes.id)),
  );
  const lists = [...new Set(rows.map((r) => r.info.choiceListName).filter((n): n is NonNullable<typeof n> => n !== null))];
  const items = lists.length > 0 ? await choicesOf(db, lists) : [];
  const byId = new Map<number, TInfoQuestion>();
  for (const { info, required } of rows) {
    const seen = byId.get(info.id);
    if (seen) {
      seen.required ||= required;
      continue;
    }
    byId.set(info.id, {
      infoTypeId: info.id,
      code: info.code,
      nameFr: info.nameFr,
      nameAr: info.nameAr,
      answerDataType: info.answerDataType,
      category: info.category,
      required,
      unit: info.unit,
      validationRuleCode: info.validationRuleCode,
      summableKind: info.summableKind,
      choices: items
        .filter((c) => c.listName === info.choiceListName)
        .map(({ id, labelFr, labelAr }) => ({ id, labelFr, labelAr })),
    });
  }
  return [...byId.values()];
}

export async function findLandOptions(db: DbOrTx, regionId: number): Promise<TLandOptions> {
  const strip = (rows: (TChoiceOption & { listName: string })[]) =>
    rows.map(({ id, labelFr, labelAr }) => ({ id, labelFr, labelAr }));
  return {
    legalStatuses: strip(await choicesOf(db, 'LandLegalStatus')),
    fundamentalReferenceTypes: strip(await choicesOf(db, 'FundamentalReferenceType')),
    communes: await db
      .select({ id: communes.id, nameFr: communes.nameFr, nameAr: communes.nameAr })
      .from(communes)
      .where(eq(communes.regionId, regionId))
      .orderBy(asc(communes.nameFr)),
  };
}

/**
 * What the investor declared of a parcel: every column but the two the database copies, the file's region (decision
 * 084) and the land team's examination state (decision 124, not the investor's).
 */
const { regionId: _region, examinationState: _examination, ...declaredLand } = getTableColumns(projectLands);

export async function findSavedDetails(db: DbOrTx, projectId: number) {
  const [infos, years, lands] = await independentReads(
    db,
    () => db.select().from(projectProvidedInfos).where(eq(projectProvidedInfos.projectId, projectId)),
    () =>
      db
        .select()
        .from(projectExploitationYears)
        .where(eq(projectExploitationYears.projectId, projectId))
        .orderBy(asc(projectExploitationYears.startDate)),
    () =>
      db
        .select(declaredLand)
        .from(projectLands)
        .where(eq(projectLands.projectId, projectId))
        .orderBy(asc(projectLands.position), asc(projectLands.id)),
  );
  return { infos, years, lands };
}
