import type { PhaseMetadataName, ProjectPhase } from '@cri/shared/enums/project-phases';
import { eq } from 'drizzle-orm';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import { users } from '../../db/schema/accounts.ts';
import { projects } from '../../db/schema/projects.ts';
import type { TestApp } from '../../test/test-app.ts';

let counter = 0;

/**
 * A file of the demo investor in a region, taken through the given phases with recordPhase (the advisor
 * review builds the real validate route; scheduling only needs validated files to exist).
 */
export async function fileInPhases(
  t: TestApp,
  opts: {
    regionId: number;
    phases: ProjectPhase[];
    cruiDate?: string | null;
    lastMetadata?: { name: PhaseMetadataName; value: string }[];
    at: Date;
  },
): Promise<number> {
  counter += 1;
  const [investor] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'investisseur@demo.cri.ma'));
  if (!investor) throw new Error('demo investor missing');
  const [row] = await t.database.db
    .insert(projects)
    .values({
      name: `Projet planification ${counter}`,
      userId: investor.id,
      regionId: opts.regionId,
      reference: `CRI-SCHED-${opts.regionId}-${counter}-${Date.now()}`,
      companyCorporateName: `Société ${counter} SARL`,
      cruiDate: opts.cruiDate ?? null,
    })
    .returning({ id: projects.id });
  if (!row) throw new Error('insert failed');
  const all: ProjectPhase[] = ['DRAFT', 'IN_REVIEW', ...opts.phases];
  await t.database.db.transaction(async (tx) => {
    for (const [i, title] of all.entries()) {
      const last = i === all.length - 1;
      await recordPhase(tx, {
        projectId: row.id,
        title,
        by: null,
        at: new Date(opts.at.getTime() - (all.length - i) * 60_000),
        ...(last && opts.lastMetadata ? { metadata: opts.lastMetadata } : {}),
        ...(title === 'SHARED_TO_CRUI_MEMBERS' ? { visibleToInvestor: false } : {}),
      });
    }
    if (opts.phases.includes('FILLED')) {
      await tx.update(projects).set({ validatedAt: opts.at }).where(eq(projects.id, row.id));
    }
  });
  return row.id;
}
