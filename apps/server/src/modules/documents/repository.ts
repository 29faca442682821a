import { documentAppliesTo, holderFamilyOf } from '@cri/shared/rules/document-applicability';
import { and, asc, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { byKey } from '../../db/prepared-statements.ts';
import { projectDocumentRequests } from '../../db/schema/advisor-review.ts';
import {
  documentTypes,
  framingForms,
  procedureDocumentTypes,
  projectProcedures,
  projects,
  providedDocuments,
} from '../../db/schema.ts';
import { templateLink } from '../procedures/template-file.ts';

export interface RequiredDocumentType {
  id: number;
  /** null for a type only the advisor's request asks for (issue 6). */
  procedureId: number | null;
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
 * project form, else the questionnaire (rules/document-applicability.ts); without one, every type is asked.
 */
export async function findRequiredDocumentTypes(db: DbOrTx, projectId: number): Promise<RequiredDocumentType[]> {
  const rows = await byKey(
    db
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
        templateFile: templateLink,
        relevantInvestorTypeId: documentTypes.relevantInvestorTypeId,
      })
      .from(projectProcedures)
      .innerJoin(procedureDocumentTypes, eq(procedureDocumentTypes.procedureId, projectProcedures.procedureId))
      .innerJoin(documentTypes, eq(documentTypes.id, procedureDocumentTypes.documentTypeId))
      .where(and(eq(projectProcedures.projectId, projectId), eq(projectProcedures.active, true)))
      .orderBy(asc(projectProcedures.procedureId), asc(procedureDocumentTypes.sortOrder), asc(documentTypes.id)),
  );
  const [project] = await byKey(
    db
      .select({ family: framingForms.legalFormFamilyId, formFamily: projects.companyLegalFormFamilyId })
      .from(projects)
      .leftJoin(framingForms, eq(framingForms.id, projects.framingFormId))
      .where(eq(projects.id, projectId)),
  );
  const family = holderFamilyOf(project?.formFamily ?? null, project?.family ?? null);
  const byType = new Map<number, RequiredDocumentType>();
  for (const { relevantInvestorTypeId, ...row } of rows) {
    if (!documentAppliesTo(relevantInvestorTypeId, family)) continue;
    const seen = byType.get(row.id);
    if (seen) seen.required ||= row.required;
    else byType.set(row.id, { ...row });
  }
  return [...byType.values()];
}

/** The current (not deleted) uploads of a project. */
export function findCurrentUploads(db: DbOrTx, projectId: number) {
  return byKey(
    db
      .select()
      .from(providedDocuments)
      .where(and(eq(providedDocuments.projectId, projectId), isNull(providedDocuments.deletedAt))),
  );
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

/** A current upload or a deprecated version kept for the version compare (its download link still works). */
export async function findUploadOrVersionById(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(providedDocuments)
    .where(and(eq(providedDocuments.id, id), or(isNull(providedDocuments.deletedAt), isNotNull(providedDocuments.deprecatedAt))));
  return row;
}

/** The deprecated versions of a project's documents (spec 2 §4), newest first. */
export function findDeprecatedUploads(db: DbOrTx, projectId: number) {
  return db
    .select()
    .from(providedDocuments)
    .where(and(eq(providedDocuments.projectId, projectId), isNotNull(providedDocuments.deprecatedAt)))
    .orderBy(desc(providedDocuments.deprecatedAt), desc(providedDocuments.id));
}

export type ProvidedDocumentRow = typeof providedDocuments.$inferSelect;

export interface OpenRequest {
  documentTypeId: number;
  requestedAt: Date;
  deadline: string;
  comment: string;
  fulfilledAt: Date | null;
}

/**
 * Documents the advisor asked of the investor (issue 6) and sent to them (a draft request of the review is
 * not theirs yet, decision 028), newest first: these types belong to the file even when no active procedure
 * lists them; while a request is open (not fulfilled) the investor may replace an earlier upload of its type.
 */
export async function findInvestorRequests(db: DbOrTx, projectId: number): Promise<OpenRequest[]> {
  return byKey(
    db
      .select({
        documentTypeId: projectDocumentRequests.documentTypeId,
        requestedAt: projectDocumentRequests.requestedAt,
        deadline: projectDocumentRequests.deadline,
        comment: projectDocumentRequests.comment,
        fulfilledAt: projectDocumentRequests.fulfilledAt,
      })
      .from(projectDocumentRequests)
      .where(
        and(
          eq(projectDocumentRequests.projectId, projectId),
          eq(projectDocumentRequests.owner, 'INVESTOR'),
          isNotNull(projectDocumentRequests.sentAt),
        ),
      )
      .orderBy(desc(projectDocumentRequests.requestedAt)),
  );
}

/** The catalogue entries of requested types no active procedure asks for, shaped as required types. */
export async function requestedTypesBeyond(
  db: DbOrTx,
  required: RequiredDocumentType[],
  requests: OpenRequest[],
): Promise<RequiredDocumentType[]> {
  const missing = [...new Set(requests.map((r) => r.documentTypeId))].filter((id) => !required.some((t) => t.id === id));
  const extra: RequiredDocumentType[] = [];
  for (const id of missing) {
    const [row] = await db.select().from(documentTypes).where(eq(documentTypes.id, id));
    if (!row) continue;
    extra.push({
      id: row.id,
      procedureId: null,
      code: row.code,
      nameFr: row.nameFr,
      nameAr: row.nameAr,
      descriptionFr: row.descriptionFr,
      descriptionAr: row.descriptionAr,
      mimeType: row.mimeType,
      required: true,
      templateTitleFr: row.templateTitleFr,
      templateTitleAr: row.templateTitleAr,
      templateFile: row.templateFile,
    });
  }
  return extra;
}

/** Marks the investor's open requests for this type fulfilled by this upload. */
export async function fulfilInvestorRequests(
  db: DbOrTx,
  opts: { projectId: number; documentTypeId: number; providedDocumentId: number; at: Date },
): Promise<void> {
  await db
    .update(projectDocumentRequests)
    .set({ fulfilledAt: opts.at, providedDocumentId: opts.providedDocumentId })
    .where(
      and(
        eq(projectDocumentRequests.projectId, opts.projectId),
        eq(projectDocumentRequests.documentTypeId, opts.documentTypeId),
        eq(projectDocumentRequests.owner, 'INVESTOR'),
        isNotNull(projectDocumentRequests.sentAt),
        isNull(projectDocumentRequests.fulfilledAt),
      ),
    );
}
