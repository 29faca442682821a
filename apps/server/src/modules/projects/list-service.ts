import { INVESTOR_EDITABLE_PHASES } from '@cri/shared/enums/project-phases';
import { PROJECT_DASHBOARD_PAGE_SIZE, PROJECT_PAGE_SIZE } from '@cri/shared/limits';
import { hasPermission } from '@cri/shared/permissions';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TProjectListQuery, TProjectListRow } from '@cri/shared/schemas/project-lists';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './list-repository.ts';

const DAY_MS = 86_400_000;
const toDate = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));

/** GET /projects: one page of a category (spec 2 §4, §7), with the page count and total for the headers. */
export async function listProjects(
  db: DbOrTx,
  user: TAccessClaims,
  query: TProjectListQuery,
  now: Date,
): Promise<{ rows: TProjectListRow[]; pageCount: number; total: number }> {
  const size = query.size ?? (query.isDashboard ? PROJECT_DASHBOARD_PAGE_SIZE : PROJECT_PAGE_SIZE);
  const condition = repo.categoryCondition(query.projectCategory);
  // A category no phase feeds yet: an honest empty page (NOT_YET_FED_PROJECT_CATEGORIES).
  if (condition === null) return { rows: [], pageCount: 0, total: 0 };
  const { rows, total } = await repo.listProjects(db, {
    user,
    condition,
    investorId: query.investorId,
    page: query.page,
    size,
  });
  const procedures = await repo.findProceduresOf(
    db,
    rows.map((r) => r.id),
  );
  const owner = (userId: number) => user.roles.includes('ROLE_INVESTOR') && userId === Number(user.sub);
  const mayArchive = hasPermission(user.roles, 'archive:own-project');
  return {
    total,
    pageCount: Math.ceil(total / size),
    rows: rows.map((r) => {
      const lastStep = r.lastStepAt === null ? r.updatedAt : toDate(r.lastStepAt);
      const editable = r.latestPhase !== null && INVESTOR_EDITABLE_PHASES.includes(r.latestPhase);
      const mine = owner(r.userId);
      return {
        id: r.id,
        reference: r.reference,
        name: r.name,
        regionId: r.regionId,
        regionNameFr: r.regionNameFr,
        regionNameAr: r.regionNameAr,
        procedures: procedures.filter((p) => p.projectId === r.id).map(({ id, nameFr, nameAr }) => ({ id, nameFr, nameAr })),
        latestInvestorPhase: r.latestInvestorPhase,
        createdAt: r.createdAt.toISOString(),
        depositDate: r.depositAt === null ? null : toDate(r.depositAt).toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        daysSinceLastStep: Math.max(0, Math.floor((now.getTime() - lastStep.getTime()) / DAY_MS)),
        abilities: {
          edit: mine && editable,
          archive: mine && mayArchive && editable,
          restore: mine && mayArchive && r.latestPhase === 'ARCHIVED',
        },
      };
    }),
  };
}
