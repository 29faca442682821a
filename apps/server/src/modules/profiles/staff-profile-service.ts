import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type {
  TAdvisorProfile,
  TCruiMemberProfile,
  ZUpdateAdvisorRequest,
  ZUpdateCruiMemberRequest,
} from '@cri/shared/schemas/profiles';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { selectAdvisors, updateAdvisorPhones } from './advisor-repository.ts';
import { type CruiMemberFilter, selectCruiMembers, updateCruiMemberProfile } from './crui-member-repository.ts';
import { presentAdvisor, presentCruiMember } from './presenters.ts';

export async function listCruiMembers(db: Db, caller: TAccessClaims, filter: CruiMemberFilter): Promise<TCruiMemberProfile[]> {
  const rows = await selectCruiMembers(db, caller, filter);
  return rows.map((row) => presentCruiMember(row, caller));
}

/** Another region's member answers 404, like a missing one (ARCHITECTURE.md §6). */
export async function getCruiMember(db: Db, caller: TAccessClaims, id: number): Promise<TCruiMemberProfile> {
  const [row] = await selectCruiMembers(db, caller, { id });
  if (!row) throw notFound();
  return presentCruiMember(row, caller);
}

/** A member edits only their own profile (spec 1 §2.5, §5). */
export async function updateOwnCruiMember(
  db: Db,
  caller: TAccessClaims,
  body: z.output<typeof ZUpdateCruiMemberRequest>,
): Promise<TCruiMemberProfile> {
  if (caller.cruiMemberId !== body.cruiMemberId) throw forbidden();
  const [row] = await selectCruiMembers(db, caller, { id: body.cruiMemberId });
  if (!row || String(row.user.id) !== caller.sub) throw notFound();
  await updateCruiMemberProfile(db, {
    memberId: row.member.id,
    userId: row.user.id,
    mobilePhone: body.mobilePhone,
    deskPhone: body.deskPhone,
    jobTitle: body.jobTitle,
  });
  return getCruiMember(db, caller, row.member.id);
}

export async function listAdvisors(db: Db, caller: TAccessClaims, regionId?: number): Promise<TAdvisorProfile[]> {
  const effectiveRegion = regionId ?? caller.regionId ?? undefined;
  if (effectiveRegion === undefined)
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: [{ field: 'querystring.regionId', messageKey: 'errors.field.required' }],
    });
  const rows = await selectAdvisors(db, caller, { regionId: effectiveRegion });
  return rows.map((row) => presentAdvisor(row, caller));
}

export async function getAdvisor(db: Db, caller: TAccessClaims, id: number): Promise<TAdvisorProfile> {
  const [row] = await selectAdvisors(db, caller, { id });
  if (!row) throw notFound();
  return presentAdvisor(row, caller);
}

export async function updateOwnAdvisor(
  db: Db,
  caller: TAccessClaims,
  body: z.output<typeof ZUpdateAdvisorRequest>,
): Promise<TAdvisorProfile> {
  if (caller.advisorId !== body.advisorId) throw forbidden();
  const [row] = await selectAdvisors(db, caller, { id: body.advisorId });
  if (!row || String(row.user.id) !== caller.sub) throw notFound();
  await updateAdvisorPhones(db, { userId: row.user.id, mobilePhone: body.mobilePhone, deskPhone: body.deskPhone });
  return getAdvisor(db, caller, row.advisor.id);
}
