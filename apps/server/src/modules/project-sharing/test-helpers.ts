import type { ProjectPhase } from '@cri/shared/enums/project-phases';
import { eq } from 'drizzle-orm';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import { users } from '../../db/schema/accounts.ts';
import { projectProcedures, projectSectorComponents, projects } from '../../db/schema/projects.ts';
import { administrations } from '../../db/schema/reference-data.ts';
import type { TestApp } from '../../test/test-app.ts';

let counter = 0;

/**
 * A file of a demo investor in a region, with sector components and procedures, taken through the given
 * phases with recordPhase (the review module owns the real validate route; these tests only need files
 * that are validated, or not).
 */
export async function insertFile(
  t: TestApp,
  opts: {
    regionId: number;
    investor?: string;
    phases: ProjectPhase[];
    at: Date;
    components?: { sectorId: number; amount: number; jobs: number }[];
    procedureIds?: number[];
  },
): Promise<number> {
  counter += 1;
  const db = t.database.db;
  const [investor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, opts.investor ?? 'investisseur@demo.cri.ma'));
  if (!investor) throw new Error('demo investor missing');
  const [row] = await db
    .insert(projects)
    .values({
      name: `Dossier ${counter}`,
      userId: investor.id,
      regionId: opts.regionId,
      reference: `CRI-TEST-${opts.regionId}-${counter}-${opts.at.getTime()}`,
      createdAt: opts.at,
    })
    .returning({ id: projects.id });
  if (!row) throw new Error('insert failed');
  const components = opts.components ?? [{ sectorId: 2, amount: 1_000_000, jobs: 10 }];
  if (components.length > 0)
    await db.insert(projectSectorComponents).values(
      components.map((c, i) => ({
        projectId: row.id,
        position: i,
        sectorId: c.sectorId,
        investmentAmount: c.amount,
        jobsCreated: c.jobs,
      })),
    );
  const procedureIds = opts.procedureIds ?? [3];
  if (procedureIds.length > 0)
    await db.insert(projectProcedures).values(procedureIds.map((procedureId) => ({ projectId: row.id, procedureId })));
  const all: ProjectPhase[] = ['DRAFT', ...opts.phases];
  await db.transaction(async (tx) => {
    for (const [i, title] of all.entries())
      await recordPhase(tx, { projectId: row.id, title, by: null, at: new Date(opts.at.getTime() + i * 60_000) });
    if (opts.phases.includes('FILLED')) await tx.update(projects).set({ validatedAt: opts.at }).where(eq(projects.id, row.id));
  });
  return row.id;
}

export async function administrationId(t: TestApp, code: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: administrations.id })
    .from(administrations)
    .where(eq(administrations.code, code));
  if (!row) throw new Error(`no administration ${code}`);
  return row.id;
}
