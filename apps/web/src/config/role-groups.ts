import type { Role } from '@cri/shared/enums/roles';

/**
 * Role groups that several features' pages share (each feature's routes.ts declares its own pages'
 * access; a group used by one feature stays in that feature).
 */

/** Who reads questionnaires and projects: the investor (own ones) and regional staff (their region's). */
export const FRAMING_FORM_READER_ROLES: readonly Role[] = ['ROLE_INVESTOR', 'ROLE_ADVISOR', 'ROLE_REGIONAL_CONSULTATION'];

/** Who reads the commission calendar (spec 2 §2: advisors, CRUI members, regional and national consultation). */
export const CALENDAR_ROLES: readonly Role[] = [
  'ROLE_ADVISOR',
  'ROLE_CRUI_MEMBER',
  'ROLE_REGIONAL_CONSULTATION',
  'ROLE_NATIONAL_CONSULTATION',
];

/**
 * Who opens a project's page: CRUI members open the files shared with them; national consultation reads
 * every region's (issue 6). The calendar links to the page only for them.
 */
export const PROJECT_READER_ROLES: readonly Role[] = [
  ...FRAMING_FORM_READER_ROLES,
  'ROLE_CRUI_MEMBER',
  'ROLE_NATIONAL_CONSULTATION',
];

export const hasAnyRole = (roles: readonly string[] | null | undefined, allowed: readonly Role[]): boolean =>
  roles?.some((r) => (allowed as readonly string[]).includes(r)) ?? false;

/** The roles without the file search (permission `search:projects`). */
const NO_PROJECT_SEARCH: readonly string[] = [
  'ROLE_INVESTOR',
  'ROLE_NATIONAL_SUPPORT',
  'ROLE_REGIONAL_SUPPORT',
  'ROLE_NATIONAL_CONTENT_MANAGER',
  'ROLE_NATIONAL_COMMISSION',
];

/**
 * Whether the header shows the file search: it keeps the search button's place while the button loads, without
 * loading the permission table on a first page (role-groups.test.ts checks both agree for every role).
 */
export const searchesProjects = (roles: readonly string[] | null | undefined): boolean =>
  roles?.some((r) => !NO_PROJECT_SEARCH.includes(r)) ?? false;
