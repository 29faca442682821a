import { INVESTOR_EDITABLE_PHASES } from '@cri/shared/enums/project-phases';
import { PROJECT_DASHBOARD_PAGE_SIZE, PROJECT_PAGE_SIZE } from '@cri/shared/limits';
import { hasPermission } from '@cri/shared/permissions';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { categoryConditionOf } from '@cri/shared/rules/project-categories';
import { phaseDeadline } from '@cri/shared/rules/project-deadlines';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type {
  ProjectListCategory,
  TOtherProjectsQuery,
  TProjectListQuery,
  TProjectListRow,
  TRegionProjectsQuery,
} from '@cri/shared/schemas/project-lists';
import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { isRegional } from '../../lib/region-scope.ts';
import * as repo from './list-repository.ts';

const DAY_MS = 86_400_000;

export interface ProjectListPage {
  rows: TProjectListRow[];
  pageCount: number;
  total: number;
}

interface PageRequest {
  projectCategory?: ProjectListCategory | undefined;
  page: number;
  size?: number | undefined;
  isDashboard?: boolean | undefined;
  /** Only the references containing this text (spec 3 §7 `GET /projects?reference`). */
  reference?: string | undefined;
}

/** One page of a category in the caller's scope, shaped for the lists (spec 2 §4, §7). */
async function pageOf(
  { db, now: clock }: ServiceContext,
  user: TAccessClaims,
  query: PageRequest,
  extra: {
    /** The region asked for (undefined: the caller's region, or the country); staff's totals then come from the kept counts. */
    regionId?: number | undefined;
    /** A condition on the file's own row (`projects`). */
    filter?: SQL | undefined;
  },
): Promise<ProjectListPage> {
  // One instant for the whole page: the conditions and the deadlines shown agree.
  const now = clock();
  const size = query.size ?? (query.isDashboard ? PROJECT_DASHBOARD_PAGE_SIZE : PROJECT_PAGE_SIZE);
  const audience = repo.audienceOf(user);
  const condition = categoryConditionOf(audience, query.projectCategory);
  // A category no phase feeds yet: an honest empty page (NOT_YET_FED_PROJECT_CATEGORIES).
  if (condition === null) return { rows: [], pageCount: 0, total: 0 };
  // A staff scope with no other filter: the total is the kept counts' (decision 111), the same number as counting.
  const keptTotal =
    audience === 'staff' && !extra.filter && !query.reference
      ? repo.countCategoryKept(db, { user, regionId: extra.regionId, condition, now })
      : undefined;
  // A CRUI member's files are read from their administration's sharings (decision 121).
  const regionWide = !!condition?.regionWide;
  const files = repo.filesOf(user, { regionWide });
  const { rows, total } = await repo.listProjects(db, {
    where: and(
      repo.scope(user, { regionId: regionWide ? undefined : extra.regionId, regionWide, files }),
      repo.conditionSql(condition, { caller: user, now, files }),
      repo.onFile(
        files,
        and(extra.filter, query.reference ? ilike(projects.reference, containsPattern(query.reference)) : undefined),
      ),
    ),
    urgentFirst: audience !== 'investor',
    page: query.page,
    size,
    total: keptTotal,
    files,
  });
  return { total, pageCount: Math.ceil(total / size), rows: await shapeRows(db, user, rows, now) };
}

/** The list row of each project: procedures, phase, days since the last step, indicative deadline, abilities. */
export async function shapeRows(
  db: DbOrTx,
  user: TAccessClaims,
  rows: repo.ListedProject[],
  now: Date,
): Promise<TProjectListRow[]> {
  const procedures = await repo.findProceduresOf(
    db,
    rows.map((r) => r.id),
  );
  const investor = repo.audienceOf(user) === 'investor';
  const mayArchive = hasPermission(user.roles, 'archive:own-project');
  const today = platformToday(now);
  return rows.map((r) => {
    const lastStep = r.latestPhaseAt ?? r.updatedAt;
    const editable = r.latestPhase !== null && INVESTOR_EDITABLE_PHASES.includes(r.latestPhase);
    const mine = investor && r.userId === Number(user.sub);
    const deadline = investor ? null : phaseDeadline(r.latestPhase, platformToday(lastStep));
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
      depositDate: r.depositedAt === null ? null : r.depositedAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      daysSinceLastStep: Math.max(0, Math.floor((now.getTime() - lastStep.getTime()) / DAY_MS)),
      investorName: `${r.investorFirstName} ${r.investorLastName}`.trim(),
      latestPhase: investor ? null : r.latestPhase,
      lastStepAt: r.latestPhaseAt === null ? null : r.latestPhaseAt.toISOString(),
      deadline,
      overdue: deadline !== null && deadline < today,
      cruiDate: r.cruiDate,
      advisorId: investor ? null : r.advisorId,
      advisorName: investor ? null : r.advisorName,
      abilities: {
        edit: mine && editable,
        archive: mine && mayArchive && editable,
        restore: mine && mayArchive && r.latestPhase === 'ARCHIVED',
      },
    };
  });
}

/** GET /projects: the investor's own files, or the files of the caller's region (CRUI: shared with them). */
export function listProjects(ctx: ServiceContext, user: TAccessClaims, query: TProjectListQuery): Promise<ProjectListPage> {
  const investor = repo.audienceOf(user) === 'investor';
  return pageOf(ctx, user, query, {
    filter: and(
      query.investorId === undefined ? undefined : eq(projects.userId, query.investorId),
      investor ? undefined : repo.advisorCondition(query.advisorId),
    ),
  });
}

/**
 * One page of the files the caller may see that also meet `filter` (the search module's criteria), most
 * recently changed first; a category narrows it further.
 */
export async function listMatching(
  { db, now: clock }: ServiceContext,
  user: TAccessClaims,
  opts: {
    filter: SQL | undefined;
    projectCategory?: ProjectListCategory | undefined;
    page: number;
    size: number;
    /** The filter is found by a text's index: the page and its total in one read (decision 124). */
    byTextIndex?: boolean;
  },
): Promise<ProjectListPage> {
  const now = clock();
  const condition = categoryConditionOf(repo.audienceOf(user), opts.projectCategory);
  if (condition === null) return { rows: [], pageCount: 0, total: 0 };
  const { rows, total } = await repo.listProjects(db, {
    where: and(
      repo.scope(user, { regionWide: !!condition?.regionWide }),
      repo.conditionSql(condition, { caller: user, now }),
      opts.filter,
    ),
    urgentFirst: false,
    page: opts.page,
    size: opts.size,
    pageWithTotal: opts.byTextIndex ?? false,
  });
  return { total, pageCount: Math.ceil(total / opts.size), rows: await shapeRows(db, user, rows, now) };
}

/** GET /projects/others?advisorId: the region's files not assigned to this advisor. */
export function listOtherProjects(ctx: ServiceContext, user: TAccessClaims, query: TOtherProjectsQuery) {
  return pageOf(ctx, user, query, { filter: repo.advisorCondition(query.advisorId, true) });
}

/**
 * GET /projects/region-projects: read-only lists of the consultation roles. A regional user always gets
 * their own region (whatever regionId says); a national one any region, 0 meaning all.
 */
export async function listRegionProjects(ctx: ServiceContext, user: TAccessClaims, query: TRegionProjectsQuery) {
  if (!hasPermission(user.roles, 'read:region-projects') && !hasPermission(user.roles, 'read:national-projects')) {
    throw new AppError('FORBIDDEN');
  }
  const regionId = isRegional(user) ? undefined : query.regionId || undefined;
  return pageOf(ctx, user, query, { regionId });
}
