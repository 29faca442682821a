import type { TAdvisorChangeRequest } from '@cri/shared/schemas/advisor-change';
import type { RequestRow } from './repository.ts';

const person = (id: number | null, firstName: string | null, lastName: string | null) =>
  id === null ? null : { id, firstName: firstName ?? '', lastName: lastName ?? '' };

export function presentRequest(row: RequestRow): TAdvisorChangeRequest {
  return {
    id: row.id,
    status: row.status,
    project: { id: row.projectId, name: row.projectName, reference: row.reference },
    fromAdvisor: person(row.fromId, row.fromFirst, row.fromLast),
    proposedAdvisor: person(row.proposedId, row.proposedFirst, row.proposedLast),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedBy:
      row.decidedAt && row.deciderFirst !== null ? { firstName: row.deciderFirst, lastName: row.deciderLast ?? '' } : null,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    newAdvisor: person(row.newId, row.newFirst, row.newLast),
    refusalReason: row.refusalReason,
  };
}
