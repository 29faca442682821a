import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';

/**
 * A file's identity, with no access check (the caller has made its own): id, name, reference, owner,
 * region, advisor and creation stage. One function for every module that needs them (submission, phases,
 * follow-up notices, the act seam); it lives in core because projects and follow-up-actions both need it
 * and projects already reads follow-up-actions' list categories (no cycle between modules).
 */
export async function projectFacts(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      reference: projects.reference,
      userId: projects.userId,
      regionId: projects.regionId,
      advisorId: projects.advisorId,
      creationStage: projects.creationStage,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row;
}
