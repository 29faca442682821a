import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { byKey } from '../../db/prepared-statements.ts';
import { projects } from '../../db/schema/projects.ts';

/**
 * Locks a project's row until the transaction ends: every change to a file (its phase, documents,
 * procedures, schedule, decision, PV) takes this one lock first, so two changes of the same file are
 * serialised and each sees the other's result. Call it inside the transaction, before reading what the
 * change depends on.
 */
export async function lockProjectRow(tx: DbOrTx, projectId: number): Promise<void> {
  await byKey(tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update'));
}
