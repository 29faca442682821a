import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { byKey } from '../../db/prepared-statements.ts';
import { projects, regions } from '../../db/schema.ts';
import { regionCondition } from '../../lib/region-scope.ts';

/** An investor sees the projects they filed; regional staff their region's (ARCHITECTURE.md §6). */
function scope(user: Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>): SQL | undefined {
  if (user.roles.includes('ROLE_INVESTOR')) return eq(projects.userId, Number(user.sub));
  return regionCondition(user, projects.regionId);
}

/**
 * A project as the caller may see it, or undefined (which the routes answer 404): the one read every module
 * acting on a file starts from (projects, documents, project-infos).
 */
export async function findProject(db: DbOrTx, user: Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>, id: number) {
  const [row] = await byKey(
    db
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
      .where(and(eq(projects.id, id), scope(user))),
  );
  return row;
}
