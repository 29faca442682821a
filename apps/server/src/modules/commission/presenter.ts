import type { TCommission, TCommissionMember } from '@cri/shared/schemas/commission';
import type { CommissionRecord, SeatRecord } from './repository.ts';

export const presentSeat = (s: SeatRecord): TCommissionMember => ({
  id: s.id,
  userId: s.userId,
  firstName: s.firstName,
  lastName: s.lastName,
  jobTitle: s.jobTitle ?? null,
  administrationId: s.administrationId,
  administrationNameFr: s.administrationNameFr ?? null,
  administrationNameAr: s.administrationNameAr ?? null,
  isFocalMember: s.isFocalMember ?? false,
  source: s.source,
  attended: s.attended,
  conflictOfInterest: s.conflictOfInterest,
  isVoting: s.isVoting,
  opinion: s.opinion,
  opinionComment: s.opinionComment,
  opinionAt: s.opinionAt?.toISOString() ?? null,
  hasPvSigned: s.hasPvSigned,
});

export function presentCommission(c: CommissionRecord, seats: SeatRecord[]): TCommission {
  return {
    id: c.id,
    projectId: c.projectId,
    kind: c.kind,
    commissionDate: c.commissionDate,
    choice: c.choice,
    commentsForInvestor: c.commentsForInvestor,
    commissionRecommendation: c.commissionRecommendation,
    decidedAt: c.decidedAt?.toISOString() ?? null,
    decidedBy:
      c.decidedById === null
        ? null
        : { id: c.decidedById, firstName: c.decidedByFirstName ?? '', lastName: c.decidedByLastName ?? '' },
    isSignaturesFinalized: c.isSignaturesFinalized,
    reservationsLiftedAt: c.reservationsLiftedAt?.toISOString() ?? null,
    members: seats.filter((s) => s.commissionId === c.id).map(presentSeat),
  };
}
