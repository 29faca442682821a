import { hasPermission } from '@cri/shared/permissions';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type {
  TContextInformation,
  TInvestorProjectHistory,
  TRelatedProject,
  TSimilarProject,
} from '@cri/shared/schemas/project-history';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import * as repo from './repository.ts';

async function projectOr404(db: DbOrTx, user: TAccessClaims, id: number) {
  const project = await repo.findProject(db, user, id);
  if (!project) throw notFound();
  return project;
}

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/** GET /projects/{id}/previous-projects and /next-projects. */
export async function relatedProjects(
  db: DbOrTx,
  user: TAccessClaims,
  id: number,
  direction: 'previous' | 'next',
): Promise<TRelatedProject[]> {
  const project = await projectOr404(db, user, id);
  const rows = await repo.relatedProjects(db, user, project, direction);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** GET /projects/{projectId}/context-information. */
export async function contextInformation(db: DbOrTx, user: TAccessClaims, id: number): Promise<TContextInformation> {
  const p = await projectOr404(db, user, id);
  const [procedureList, similar, investorFiles, sector] = await Promise.all([
    repo.projectProcedureList(db, id),
    repo.countSimilar(db, user, p),
    repo.investorProjects(db, user, p.userId),
    p.dominantSectorId === null ? Promise.resolve([]) : repo.findSector(db, p.dominantSectorId),
  ]);
  return {
    projectId: p.id,
    name: p.name,
    reference: p.reference,
    investor: { fullName: `${p.investorFirstName} ${p.investorLastName}`.trim(), email: p.investorEmail },
    regionId: p.regionId,
    regionNameFr: p.regionNameFr,
    regionNameAr: p.regionNameAr,
    procedures: procedureList,
    latestPhase: p.latestPhase,
    createdAt: p.createdAt.toISOString(),
    depositedAt: iso(p.depositedAt),
    validatedAt: iso(p.validatedAt),
    sharedAt: iso(p.sharedAt),
    cruiDate: p.cruiDate,
    totalInvestment: p.totalInvestment,
    totalJobs: p.totalJobs,
    dominantSector: sector[0] ?? null,
    numberOfProjectsByInvestors: investorFiles.length,
    countSimilarProjects: similar,
    numberOfProcedureByInvestor: investorFiles.reduce((n, f) => n + f.countProcedures, 0),
    abilities: { share: hasPermission(user.roles, 'share:project') },
  };
}

/** GET /projects/{projectId}/similar-projects-history?page&size (page from 0). */
export async function similarProjects(
  db: DbOrTx,
  user: TAccessClaims,
  id: number,
  page: { page: number; size: number },
): Promise<{ rows: TSimilarProject[]; total: number; pageCount: number }> {
  const p = await projectOr404(db, user, id);
  const [rows, total] = await Promise.all([repo.similarPage(db, user, p, page), repo.countSimilar(db, user, p)]);
  return {
    rows: rows.map(({ dominantSectorId, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      sameSector: p.dominantSectorId !== null && dominantSectorId === p.dominantSectorId,
    })),
    total,
    pageCount: Math.ceil(total / page.size),
  };
}

/** GET /investors/project-history?projectId: the investor's files by creation year, newest first. */
export async function investorProjectHistory(
  db: DbOrTx,
  user: TAccessClaims,
  projectId: number,
): Promise<TInvestorProjectHistory> {
  const p = await projectOr404(db, user, projectId);
  const files = await repo.investorProjects(db, user, p.userId);
  const phases = await repo.phasesOf(
    db,
    files.map((f) => f.projectId),
  );
  const years = new Map<number, TInvestorProjectHistory[number]['projects']>();
  for (const f of files) {
    const year = f.createdAt.getUTCFullYear();
    const list = years.get(year) ?? [];
    list.push({
      ...f,
      createdAt: f.createdAt.toISOString(),
      phases: phases.filter((ph) => ph.projectId === f.projectId).map((ph) => ({ title: ph.title, at: ph.at.toISOString() })),
      current: f.projectId === projectId,
    });
    years.set(year, list);
  }
  return [...years].map(([year, projects]) => ({ year, projects }));
}
