import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { byKey } from '../../db/prepared-statements.ts';
import { documentTypes, procedureDocumentTypes, procedures, projectProcedures } from '../../db/schema.ts';

export function findProjectProcedures(db: DbOrTx, projectId: number) {
  return byKey(
    db
      .select({
        id: procedures.id,
        code: procedures.code,
        nameFr: procedures.nameFr,
        nameAr: procedures.nameAr,
        category: procedures.category,
        active: projectProcedures.active,
        state: projectProcedures.state,
        createdAt: projectProcedures.createdAt,
      })
      .from(projectProcedures)
      .innerJoin(procedures, eq(procedures.id, projectProcedures.procedureId))
      .where(eq(projectProcedures.projectId, projectId))
      .orderBy(asc(procedures.sortOrder), asc(procedures.id)),
  );
}

/** The documents each procedure of the catalogue asks for. */
export function findRequiredDocuments(db: DbOrTx, procedureIds: number[]) {
  if (procedureIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      procedureId: procedureDocumentTypes.procedureId,
      required: procedureDocumentTypes.required,
      id: documentTypes.id,
      code: documentTypes.code,
      nameFr: documentTypes.nameFr,
      nameAr: documentTypes.nameAr,
      relevantInvestorTypeId: documentTypes.relevantInvestorTypeId,
    })
    .from(procedureDocumentTypes)
    .innerJoin(documentTypes, eq(documentTypes.id, procedureDocumentTypes.documentTypeId))
    .where(inArray(procedureDocumentTypes.procedureId, procedureIds))
    .orderBy(asc(procedureDocumentTypes.sortOrder), asc(documentTypes.id));
}
