import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documentTypes, procedureDocumentTypes, procedures, projectProcedures, projects, regions } from '../../db/schema.ts';
import { regionCondition } from '../../lib/region-scope.ts';

/** An investor sees the projects they filed; regional staff their region's (ARCHITECTURE.md §6). */
function scope(user: Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>): SQL | undefined {
  if (user.roles.includes('ROLE_INVESTOR')) return eq(projects.userId, Number(user.sub));
  return regionCondition(user, projects.regionId);
}

export async function findProject(db: DbOrTx, user: Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>, id: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      regionId: projects.regionId,
      regionNameFr: regions.nameFr,
      regionNameAr: regions.nameAr,
      framingFormId: projects.framingFormId,
      advisorId: projects.advisorId,
      creationStage: projects.creationStage,
      createdAt: projects.createdAt,
      // Kept by recordPhase (decision 016).
      latestPhase: projects.latestPhase,
      latestInvestorPhase: projects.latestInvestorPhase,
      depositedAt: projects.depositedAt,
      cruiDate: projects.cruiDate,
    })
    .from(projects)
    .innerJoin(regions, eq(regions.id, projects.regionId))
    .where(and(eq(projects.id, id), scope(user)));
  return row;
}

export function findProjectProcedures(db: DbOrTx, projectId: number) {
  return db
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
    .orderBy(asc(procedures.sortOrder), asc(procedures.id));
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
    })
    .from(procedureDocumentTypes)
    .innerJoin(documentTypes, eq(documentTypes.id, procedureDocumentTypes.documentTypeId))
    .where(inArray(procedureDocumentTypes.procedureId, procedureIds))
    .orderBy(asc(procedureDocumentTypes.sortOrder), asc(documentTypes.id));
}
