import { ACCOUNT_ROLES, HABILITATIONS, type Habilitation, type Role } from './enums/roles.ts';

/**
 * Permissions, not role names: every API route declares one of these (or `public`), and this table
 * says which roles hold it. A route without a declaration is refused at start (deny by default).
 */
export const PERMISSIONS = [
  // own account and session: every signed-in account
  'read:own-account',
  'update:own-account',
  // reference data reserved to signed-in users
  'read:reference-data',
  'read:land-reference-data',
  // landing pages and dashboards
  'read:dashboard',
  'read:projects',
  'read:region-projects',
  'read:national-projects',
  'manage:regional-accounts',
  'manage:national-accounts',
  // the life of an account (GET /life-cycle-account, decision 088): both supports, regional support its region's
  'read:account-life-cycle',
  'manage:content',
  'read:monitoring',
  // monitoring after the decision (issue 18): the monitoring manager edits its region's monitoring projects,
  // milestones and follow-up actions; the national content manager keeps the procedures' milestone definitions
  'manage:monitoring',
  'manage:procedure-milestones',
  'read:land',
  'read:piafe',
  // PIAFE field-visit programme (issue 20): advisors record exchanges, holders, projects and tracking;
  // national support lists the programme's advisors
  'write:piafe',
  'read:piafe-advisors',
  'read:recourses',
  // appeals (issue 15): the investor files them; the advisor, the governor's representative and the national
  // commission instruct them; the representative decides the gracious one, the national commission the other
  'file:recourse',
  'instruct:recourse',
  'decide:gracious-recourse',
  'decide:ministerial-recourse',
  // security codes of other accounts (spec 1 §6); region and right checked by the otp-reset service
  'reset:security-code',
  // staff profiles (spec 1 §2.5): regional staff read their region's members and advisors; CRUI members
  // and advisors edit their own profile and picture
  'read:staff-profiles',
  'update:own-staff-profile',
  // the advisor in charge of an appointment, a questionnaire or an investor (GET /advisors?...): staff who
  // read profiles, in their region; the investor for their own appointment, questionnaire or record
  'read:assigned-advisor',
  // the user guide PDF (spec 1 §2.3 user menu: advisors and CRUI members)
  'read:user-guide',
  // investor record (spec 1 §2.5, §3): the investor files and edits their own; support reads any
  'create:own-investor',
  'update:own-investor',
  'read:investors',
  // appointments (spec 2 §4, §7): investors book and follow theirs; advisors schedule their region's;
  // consultation roles read their region's (national: every region)
  'create:appointment',
  'read:own-appointments',
  'read:appointments',
  'manage:appointments',
  'read:region-appointments',
  // framing questionnaires (spec 2 §2, §7): the investor files them and makes a project of one; advisors
  // and regional consultation read their region's; an advisor assigns one to an advisor of the region
  'create:framing-form',
  'read:framing-forms',
  'assign:framing-form',
  'create:project',
  // one project: its investor, or staff of its region (scoped in the repository)
  'read:project',
  // provided documents (spec 2 §7 Documents): the project's investor uploads, replaces and deletes them
  // (ownership and phase checked by the documents service)
  'manage:own-project-documents',
  // the infos step of the deposit (spec 2 §5): the project's investor, while the file is editable
  'update:project-infos',
  // the project step of the deposit (spec 2 §5 Project form): the project's investor, while the file is editable
  'update:project',
  // add procedures to a file (spec 2 §4): the investor to his own file (draft or in review); the file's assigned
  // advisor to a file in review (decision 042). Ownership, region, phase and the acting advisor checked by the service
  'add:project-procedures',
  // archive and restore (spec 2 §4 "Archive and restore"): the depositor, from a phase that allows it
  'archive:own-project',
  // advisor review (issue 6, spec 2 §4, §6): the region's advisors check procedures and documents, ask for
  // documents, validate, notify the investor and reassign the advisor; share the file with the commission;
  // program it in a commission session
  'review:project',
  // give a file to another active advisor of its region (PUT /projects/{id}/update-advisor): the region's
  // advisors (decision 029) and, from the back-office projects list, regional support (issue 17, decision 089)
  'reassign:project-advisor',
  'share:project',
  'schedule:project',
  // the commission calendar (advisors, CRUI members, consultation roles)
  'read:calendar',
  // the staff search popover (spec 1 §2.4): every staff role but the national commission, the national and
  // regional support and the content manager (decision 033); results scoped like the lists (region for regional roles)
  'search:projects',
  // project history and similar files (issue 6, spec 2 §2 Advisor): the region's staff, read-only
  'read:project-history',
  // the commission (issue 7, spec 2 §2 Commission members, §4): staff of the region read it; the advisor opens
  // the session, records presence and the decision, lifts reserves; a CRUI member gives their opinion
  'read:commission',
  'decide:project',
  'give:commission-opinion',
  // the national commission (decision 050): lists the files of national competence (250 M DH or more) of
  // every region that wait for a decision, opens one and records its decision (same form as the region's)
  'decide:national-commission',
  // the minutes (issue 7, spec 2 §2 Signatures): a CRUI member signs the PV electronically (who exactly is
  // checked by the signatures service: attending, no conflict, the voting member of their administration)
  'sign:commission-pv',
  // advisor-change requests (decision 041): the assigned advisor asks; the region's director (a CRUI member
  // with the director flag, checked by the service) decides; both read the requests that concern them
  'request:advisor-change',
  'read:advisor-change',
  'decide:advisor-change',
  // the delivery act (issue 14, spec 2 "Act delivery"): the governor (a CRUI member with the wali flag) signs
  // a validated act electronically or asks its revision (the flag and the region are checked by the act-signature service)
  'sign:act',
  // follow-up actions (issue 14, decision 035): the file's investor, the region's advisors and CRUI members
  // read the actions meant for them (filtered by the service); the assigned advisor creates, edits, deletes
  // and closes them; the recipient answers with documents; the regional director reviews acts (decision 036)
  'read:follow-up-actions',
  'manage:follow-up-actions',
  'answer:follow-up-actions',
  'review:acts',
  // Rokhas, the building-permit partner (issue 14, decisions 039/040): the region's advisors read a file's
  // Rokhas situation; the assigned advisor verifies the architect, shares the file and sends folders
  'read:rokhas',
  'manage:rokhas',
  // fees and online payment (issue 16, decisions 054-056): the file's investor, the region's advisors and the
  // members of a paid administration read a payment request (filtered by the service); the assigned advisor
  // requests and enrols it; the investor fills the technical sheet and pays; the administration's members
  // evaluate the sheet; advisors and members read the fee scales of their region
  'read:payments',
  'request:payment',
  'fill:technical-sheet',
  'pay:fees',
  'evaluate:payment-lines',
  'read:fee-scales',
  // global indicators (issue 21, decision 077): national consultation, national support and the content
  // manager; regional consultation and regional support for their region (scoped by the service)
  'read:global-indicators',
  // back-office (issue 17, decision 060): staff accounts of the regions (regional support: its own region,
  // national support: every region); the back-office audit (region-scoped for regional support)
  'manage:staff-accounts',
  'read:back-office-audit',
  // region parameters and centre information (issue 17, decision 064): regional support its region's,
  // national support every region's
  'manage:region-settings',
  // the land team (issue 19, decision 069): each tool opens with a habilitation of the member (spec 1 §6), not
  // with the role alone; HABILITATION_PERMISSIONS below says which
  'consult:parcels',
  'search:parcels',
  'manage:land-appointments',
  'qualify:land-requests',
  // land appointments on the appointment screens (/meetings, /meetings/{id}, decision 080): the investor its own,
  // consultation roles their region's (national: every region), an RDV land member its region's
  'read:land-appointments',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const everyAccount: Permission[] = ['read:own-account', 'update:own-account', 'read:reference-data'];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  ROLE_PUBLIC: [],
  ROLE_INVESTOR: [
    ...everyAccount,
    'read:dashboard',
    'read:projects',
    'create:own-investor',
    'update:own-investor',
    'read:investors',
    'create:appointment',
    'read:own-appointments',
    'read:appointments',
    'read:assigned-advisor',
    'create:framing-form',
    'read:framing-forms',
    'create:project',
    'read:project',
    'manage:own-project-documents',
    'update:project-infos',
    'update:project',
    'add:project-procedures',
    'archive:own-project',
    'read:follow-up-actions',
    'answer:follow-up-actions',
    'file:recourse',
    'read:payments',
    'fill:technical-sheet',
    'pay:fees',
    'read:land-appointments',
  ],
  ROLE_ADVISOR: [
    ...everyAccount,
    'read:dashboard',
    'read:projects',
    'read:region-projects',
    'read:recourses',
    'read:staff-profiles',
    'read:assigned-advisor',
    'update:own-staff-profile',
    'read:user-guide',
    'read:appointments',
    'manage:appointments',
    'read:region-appointments',
    'read:framing-forms',
    'assign:framing-form',
    'read:project',
    'review:project',
    'reassign:project-advisor',
    'share:project',
    'schedule:project',
    'read:calendar',
    'search:projects',
    'read:project-history',
    'read:commission',
    'decide:project',
    'request:advisor-change',
    'read:advisor-change',
    'add:project-procedures',
    'instruct:recourse',
    'read:follow-up-actions',
    'manage:follow-up-actions',
    'answer:follow-up-actions',
    'read:rokhas',
    'manage:rokhas',
    'read:payments',
    'request:payment',
    'read:fee-scales',
  ],
  ROLE_CRUI_MEMBER: [
    ...everyAccount,
    'read:dashboard',
    'read:projects',
    'read:project',
    'read:calendar',
    'search:projects',
    'read:project-history',
    'read:recourses',
    'read:staff-profiles',
    'read:assigned-advisor',
    'update:own-staff-profile',
    'read:user-guide',
    'read:commission',
    'give:commission-opinion',
    'sign:commission-pv',
    'read:advisor-change',
    'decide:advisor-change',
    'sign:act',
    'read:follow-up-actions',
    'answer:follow-up-actions',
    'review:acts',
    'read:payments',
    'evaluate:payment-lines',
    'read:fee-scales',
  ],
  ROLE_NATIONAL_SUPPORT: [
    ...everyAccount,
    // the back-office projects list (spec 3 §7 GET /projects?reference, every region; decision 089)
    'read:projects',
    'read:account-life-cycle',
    'read:piafe-advisors',
    'manage:national-accounts',
    'manage:staff-accounts',
    'manage:region-settings',
    'read:back-office-audit',
    'reset:security-code',
    'read:staff-profiles',
    'read:assigned-advisor',
    'read:investors',
    'read:global-indicators',
  ],
  ROLE_REGIONAL_SUPPORT: [
    ...everyAccount,
    // the back-office projects list of its region and the change of advisor from it (decision 089)
    'read:projects',
    'reassign:project-advisor',
    'read:account-life-cycle',
    'manage:regional-accounts',
    'manage:staff-accounts',
    'manage:region-settings',
    'read:back-office-audit',
    'reset:security-code',
    'read:staff-profiles',
    'read:assigned-advisor',
    'read:global-indicators',
  ],
  ROLE_NATIONAL_CONTENT_MANAGER: [
    ...everyAccount,
    'manage:content',
    'manage:procedure-milestones',
    'read:global-indicators',
    'read:back-office-audit',
  ],
  ROLE_REGIONAL_CONSULTATION: [
    ...everyAccount,
    'read:dashboard',
    'read:region-projects',
    'read:recourses',
    'read:staff-profiles',
    'read:assigned-advisor',
    'read:appointments',
    'read:region-appointments',
    'read:framing-forms',
    'read:project',
    'read:calendar',
    'search:projects',
    'read:project-history',
    'read:commission',
    'read:global-indicators',
    'read:land-appointments',
  ],
  ROLE_NATIONAL_CONSULTATION: [
    ...everyAccount,
    'read:global-indicators',
    'read:dashboard',
    'read:national-projects',
    'read:project',
    'read:calendar',
    'search:projects',
    'read:project-history',
    'read:recourses',
    'read:staff-profiles',
    'read:assigned-advisor',
    'read:appointments',
    'read:region-appointments',
    'read:commission',
    'read:land-appointments',
  ],
  ROLE_NATIONAL_COMMISSION: [
    ...everyAccount,
    'read:dashboard',
    'read:recourses',
    'instruct:recourse',
    'decide:ministerial-recourse',
    'decide:national-commission',
  ],
  // The search popover (spec 1 §2.4) is for every signed-in staff role but the national commission and the three
  // account and content roles (decision 033): these five search too, region-scoped when regional.
  ROLE_WALI_REPRESENTATIVE: [
    ...everyAccount,
    'read:dashboard',
    'read:recourses',
    'instruct:recourse',
    'decide:gracious-recourse',
    'read:staff-profiles',
    'read:assigned-advisor',
    'search:projects',
  ],
  ROLE_ACT_SIGNATORY: [
    ...everyAccount,
    'read:dashboard',
    'read:projects',
    'read:staff-profiles',
    'read:assigned-advisor',
    'search:projects',
  ],
  ROLE_ADVISOR_PIAFE: [...everyAccount, 'read:piafe', 'write:piafe', 'search:projects'],
  ROLE_FONCIER_MEMBER: [...everyAccount, 'read:land', 'read:land-reference-data', 'search:projects'],
  ROLE_MONITORING_MANAGER: [...everyAccount, 'read:monitoring', 'manage:monitoring', 'search:projects'],
};

export const hasPermission = (roles: readonly string[], permission: Permission): boolean =>
  roles.some((r) => (ROLE_PERMISSIONS[r as Role] ?? []).includes(permission));

/**
 * The land team's tools (spec 1 §6, decision 069): a land member holds these permissions only with the
 * habilitation, on top of its role's (the dashboard, `read:land`, is the role's).
 */
export const HABILITATION_PERMISSIONS: Record<Habilitation, readonly Permission[]> = {
  CONSULT: ['consult:parcels'],
  SEARCH: ['search:parcels'],
  RDV: ['manage:land-appointments', 'read:land-appointments'],
  QUALIFICATION_FORM: ['qualify:land-requests'],
};
/** Roles whose habilitations open permissions (only land members hold habilitations). */
const HABILITATED_ROLES: readonly Role[] = ['ROLE_FONCIER_MEMBER'];
const isHabilitation = (h: string): h is Habilitation => (HABILITATIONS as readonly string[]).includes(h);

/** What a signed-in caller holds: its roles' permissions, and for a land member its habilitations'. */
export const holdsPermission = (
  caller: { roles: readonly string[]; habilitations?: readonly string[] | undefined },
  permission: Permission,
): boolean =>
  hasPermission(caller.roles, permission) ||
  (caller.roles.some((r) => HABILITATED_ROLES.includes(r as Role)) &&
    (caller.habilitations ?? []).some((h) => isHabilitation(h) && HABILITATION_PERMISSIONS[h].includes(permission)));

export const rolesWithPermission = (permission: Permission): Role[] =>
  ACCOUNT_ROLES.filter((r) => ROLE_PERMISSIONS[r].includes(permission));
