import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  documentTypes,
  framingForms,
  procedureDocumentTypes,
  projectProcedures,
  projects,
  providedDocuments,
} from '../../db/schema.ts';

export interface RequiredDocumentType {
  id: number;
  procedureId: number;
  code: string;
  nameFr: string;
  nameAr: string;
  descriptionFr: string;
  descriptionAr: string;
  mimeType: string;
  required: boolean;
  templateTitleFr: string | null;
  templateTitleAr: string | null;
  templateFile: string | null;
}

/**
 * The document types the project's active procedures ask for, one entry per type (first asking
 * procedure kept; required when any procedure requires it), in catalogue order. A type meant for one
 * legal person type (e.g. the association's receipt) is asked only of that type, known from the
 * project's questionnaire; without one, every type is asked.
 */
export async function findRequiredDocumentTypes(db: DbOrTx, projectId: number): Promise<RequiredDocumentType[]> {
  const rows = await db
    .select({
      id: documentTypes.id,
      procedureId: procedureDocumentTypes.procedureId,
      code: documentTypes.code,
      nameFr: documentTypes.nameFr,
      nameAr: documentTypes.nameAr,
      descriptionFr: documentTypes.descriptionFr,
      descriptionAr: documentTypes.descriptionAr,
      mimeType: documentTypes.mimeType,
      required: procedureDocumentTypes.required,
      templateTitleFr: documentTypes.templateTitleFr,
      templateTitleAr: documentTypes.templateTitleAr,
      templateFile: documentTypes.templateFile,
      relevantInvestorTypeId: documentTypes.relevantInvestorTypeId,
    })
    .from(projectProcedures)
    .innerJoin(procedureDocumentTypes, eq(procedureDocumentTypes.procedureId, projectProcedures.procedureId))
    .innerJoin(documentTypes, eq(documentTypes.id, procedureDocumentTypes.documentTypeId))
    .where(and(eq(projectProcedures.projectId, projectId), eq(projectProcedures.active, true)))
    .orderBy(asc(projectProcedures.procedureId), asc(procedureDocumentTypes.sortOrder), asc(documentTypes.id));
  const [project] = await db
    .select({ family: framingForms.legalFormFamilyId })
    .from(projects)
    .leftJoin(framingForms, eq(framingForms.id, projects.framingFormId))
    .where(eq(projects.id, projectId));
  const family = project?.family ?? null;
  const byType = new Map<number, RequiredDocumentType>();
  for (const { relevantInvestorTypeId, ...row } of rows) {
    if (family !== null && relevantInvestorTypeId !== null && relevantInvestorTypeId !== family) continue;
    const seen = byType.get(row.id);
    if (seen) seen.required ||= row.required;
    else byType.set(row.id, { ...row });
  }
  return [...byType.values()];
}

/** The current (not deleted) uploads of a project. */
export function findCurrentUploads(db: DbOrTx, projectId: number) {
  return db
    .select()
    .from(providedDocuments)
    .where(and(eq(providedDocuments.projectId, projectId), isNull(providedDocuments.deletedAt)));
}

export async function findCurrentUpload(db: DbOrTx, where: { projectId: number; documentTypeId: number }) {
  const [row] = await db
    .select()
    .from(providedDocuments)
    .where(
      and(
        eq(providedDocuments.projectId, where.projectId),
        eq(providedDocuments.documentTypeId, where.documentTypeId),
        isNull(providedDocuments.deletedAt),
      ),
    );
  return row;
}

export async function findUploadById(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(providedDocuments)
    .where(and(eq(providedDocuments.id, id), isNull(providedDocuments.deletedAt)));
  return row;
}

export type ProvidedDocumentRow = typeof providedDocuments.$inferSelect;
