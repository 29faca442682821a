import { INVESTOR_PATHS } from '@cri/shared/paths';

/** The web routes of the investor record (spec 1 §2.1, §2.5). */
export const investorPaths = INVESTOR_PATHS;

export const profileEditPath = (id: number): string => INVESTOR_PATHS.profileEdit.replace(':id', String(id));
