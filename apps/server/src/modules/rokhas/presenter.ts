import type { TPartnerTask } from '@cri/shared/schemas/rokhas';
import type * as repo from './repository.ts';

export const presentTask = (t: repo.TaskRow): TPartnerTask => ({
  id: t.id,
  kind: t.kind,
  status: t.status,
  procedureId: t.procedureId,
  attempts: t.attempts,
  createdAt: t.createdAt.toISOString(),
  nextAttemptAt: t.status === 'FAILED' ? (t.nextAttemptAt?.toISOString() ?? null) : null,
  doneAt: t.doneAt?.toISOString() ?? null,
});
