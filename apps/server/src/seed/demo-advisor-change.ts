import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { advisors, users } from '../db/schema/accounts.ts';
import { advisorChangeRequests } from '../db/schema/advisor-change.ts';
import { projects } from '../db/schema/projects.ts';

const FILE = 'Clinique Al Amal Mohammedia';

/**
 * One pending advisor-change request in Casablanca-Settat (decision 041), so the director's dashboard shows
 * one on `npm start`: the demo advisor asks to hand a demo file to his colleague. Idempotent.
 */
export async function seedDemoAdvisorChange(db: Db, now: Date = new Date()): Promise<void> {
  const [file] = await db
    .select({ id: projects.id, advisorId: projects.advisorId })
    .from(projects)
    .where(and(eq(projects.name, FILE), like(projects.reference, 'CRI-DEMO-%')))
    .limit(1);
  if (!file?.advisorId) return;
  const [existing] = await db
    .select({ id: advisorChangeRequests.id })
    .from(advisorChangeRequests)
    .where(eq(advisorChangeRequests.projectId, file.id));
  if (existing) return;
  const people = await db
    .select({ advisorId: advisors.id, userId: users.id, username: users.username })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(eq(advisors.active, true));
  const asker = people.find((p) => p.advisorId === file.advisorId);
  const colleague = people.find((p) => p.username === 'conseillere.casa@demo.cri.ma');
  if (!asker || !colleague) return;
  await db.insert(advisorChangeRequests).values({
    projectId: file.id,
    requestedBy: asker.userId,
    fromAdvisorId: asker.advisorId,
    proposedAdvisorId: colleague.advisorId,
    reason: 'Congé de trois semaines à partir de lundi : le dossier attend des compléments qu’il faut suivre sans attendre.',
    createdAt: new Date(now.getTime() - 3 * 3_600_000),
  });
}
