import { TITLES, type Title } from '@cri/shared/enums/roles';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TAdvisorProfile, TCruiMemberProfile } from '@cri/shared/schemas/profiles';
import type { users } from '../../db/schema/accounts.ts';
import type { AdvisorRow } from './advisor-repository.ts';
import type { CruiMemberRow } from './crui-member-repository.ts';

const isTitle = (t: string | null): t is Title => t !== null && (TITLES as readonly string[]).includes(t);

const presentUser = (user: typeof users.$inferSelect) => ({
  id: user.id,
  username: user.username,
  title: isTitle(user.title) ? user.title : null,
  firstName: user.firstName,
  lastName: user.lastName,
  mobilePhone: user.mobilePhone,
  deskPhone: user.deskPhone,
  hasPicture: user.picturePath !== null,
});

/** Only the member themself edits their profile and picture (spec 1 §2.5). */
export function presentCruiMember(
  { member, user, region, administration }: CruiMemberRow,
  caller: TAccessClaims,
): TCruiMemberProfile {
  const own = caller.cruiMemberId === member.id && caller.sub === String(user.id);
  return {
    id: member.id,
    user: presentUser(user),
    region,
    administration,
    jobTitle: member.jobTitle,
    // A focal member also counts as a CRUI member (spec 1 §6).
    isFocalMember: member.isFocalMember || user.isFocalMember,
    isCruiMember: member.isCruiMember || user.isCruiMember || member.isFocalMember,
    director: member.director || user.isDirector,
    wali: member.governor || user.isWali,
    actSignatory: member.actSignatory,
    permanent: member.permanent,
    abilities: { edit: own, changePicture: own },
  };
}

export function presentAdvisor({ advisor, user, region }: AdvisorRow, caller: TAccessClaims): TAdvisorProfile {
  const own = caller.advisorId === advisor.id && caller.sub === String(user.id);
  return {
    id: advisor.id,
    user: presentUser(user),
    region,
    active: advisor.active,
    abilities: { edit: own, changePicture: own },
  };
}
