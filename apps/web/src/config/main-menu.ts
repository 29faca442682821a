import type { Habilitation, Role } from '@cri/shared/enums/roles';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlag, featureEnabled, type TFeatureFlags } from '@cri/shared/feature-flag-list';
import {
  APPOINTMENT_PATHS,
  BACK_OFFICE_PATHS,
  COMMISSION_PATHS,
  CONTENT_PATHS,
  FRAMING_FORM_PATHS,
  LAND_PATHS,
  MONITORING_PATHS,
  OTP_RESET_PATHS,
  PIAFE_PATHS,
  PROCEDURE_PATHS,
  PROJECT_LIST_PATHS,
  paths,
  RECOURSE_INVESTOR_PATHS,
  SCHEDULING_PATHS,
} from '@cri/shared/paths';

export interface MenuItem {
  to: string;
  /** i18n key under nav.items */
  labelKey: string;
  /** The feature flag of its page (decision 045): off = the entry is not shown. */
  feature?: FeatureFlag;
  /** The land habilitation its page needs (decision 069): a land member without it does not see the entry. */
  habilitation?: Habilitation;
}

const item = (to: string, name: string): MenuItem => ({ to, labelKey: `nav.items.${name}` });

const home = item(paths.home, 'home');
const dashboard = item(paths.dashboard, 'dashboard');
const recourses: MenuItem = { ...item(paths.recourses, 'recourses'), feature: 'FEATURE_RECOURSE' };
const procedures = item(PROCEDURE_PATHS.list, 'procedures');
const meetings = item(APPOINTMENT_PATHS.list, 'meetings');
const newAppointment = item(APPOINTMENT_PATHS.create, 'newAppointment');
const ownFramingForms: MenuItem = { to: FRAMING_FORM_PATHS.list, labelKey: 'framingForms.menu.list' };
const regionFramingForms: MenuItem = { to: FRAMING_FORM_PATHS.list, labelKey: 'framingForms.menu.staffList' };
const ownProjects: MenuItem = { to: PROJECT_LIST_PATHS.list, labelKey: 'projects.list.menu' };
const staffProjects: MenuItem = { to: PROJECT_LIST_PATHS.list, labelKey: 'projects.list.staffMenu' };
const schedule = item(SCHEDULING_PATHS.schedule, 'schedule');
const calendar = item(SCHEDULING_PATHS.calendar, 'calendar');
/** Spec 1 §2.2: appeals (/recours) in the public and the investor menus (issue 15; behind FEATURE_RECOURSE). */
const appeals: MenuItem = {
  to: RECOURSE_INVESTOR_PATHS.publicInformation,
  labelKey: 'nav.items.appeals',
  feature: 'FEATURE_RECOURSE',
};
// Managed content (issue 21): the FAQ (spec 1 §2.2: public, investor, advisor, CRUI member), the incentive
// pages beside the procedures ("procedures and incentives"), the content manager's editing pages.
const faq: MenuItem = { to: CONTENT_PATHS.faq, labelKey: 'content.menu.faq' };
const incentives: MenuItem = { to: CONTENT_PATHS.incentives, labelKey: 'content.menu.incentives' };
const centreMap: MenuItem = { to: CONTENT_PATHS.map, labelKey: 'content.menu.map' };
const globalIndicators: MenuItem = { to: CONTENT_PATHS.indicators, labelKey: 'indicators.menu' };
const contentEditing: MenuItem = { to: CONTENT_PATHS.manager, labelKey: 'content.menu.manager' };
/** Spec 1 §2.1, §2.2: land information for visitors and investors, behind informFoncier (issue 19). */
const informFoncier: MenuItem = { to: LAND_PATHS.inform, labelKey: 'nav.items.informFoncier', feature: 'informFoncier' };
// Decision 050: the files of national competence waiting for the national commission's decision.
const nationalCommission: MenuItem = { to: COMMISSION_PATHS.nationalList, labelKey: 'commission.national.menu' };
// Issue 17 (decision 061): the back-office audit of the three back-office roles.
const backOfficeAudit: MenuItem = { to: BACK_OFFICE_PATHS.audit, labelKey: 'backOffice.audit.title' };

/**
 * Main menu by role (spec 1 §2.2), reduced to the pages that exist: an entry joins its list when its
 * page is built (projects, schedule, calendar, meetings, FAQ, map... arrive with their issues).
 */
const MENU_BY_ROLE: Partial<Record<Role, readonly MenuItem[]>> = {
  ROLE_INVESTOR: [
    dashboard,
    ownProjects,
    procedures,
    incentives,
    ownFramingForms,
    meetings,
    centreMap,
    appeals,
    informFoncier,
    faq,
  ],
  ROLE_ADVISOR: [dashboard, staffProjects, recourses, meetings, regionFramingForms, schedule, calendar, faq],
  ROLE_CRUI_MEMBER: [dashboard, staffProjects, recourses, calendar, faq],
  ROLE_REGIONAL_CONSULTATION: [dashboard, staffProjects, recourses, meetings, regionFramingForms, calendar, globalIndicators],
  ROLE_NATIONAL_COMMISSION: [dashboard, nationalCommission, recourses],
  ROLE_NATIONAL_CONSULTATION: [dashboard, staffProjects, meetings, calendar, globalIndicators],
  ROLE_ACT_SIGNATORY: [dashboard],
  // Spec 1 §2.2: the wali representative sees home and recourses links.
  ROLE_WALI_REPRESENTATIVE: [home, recourses],
  ROLE_NATIONAL_SUPPORT: [
    item(paths.nationalSupport, 'nationalSupport'),
    { to: OTP_RESET_PATHS.national, labelKey: 'otpReset.menu' },
    globalIndicators,
    backOfficeAudit,
  ],
  ROLE_REGIONAL_SUPPORT: [
    item(paths.regionalSupport, 'regionalSupport'),
    { to: OTP_RESET_PATHS.regional, labelKey: 'otpReset.menu' },
    globalIndicators,
    backOfficeAudit,
  ],
  ROLE_NATIONAL_CONTENT_MANAGER: [
    item(paths.nationalContentManager, 'contentManager'),
    contentEditing,
    { to: MONITORING_PATHS.procedureMilestones, labelKey: 'monitoring.menu.procedureMilestones' },
    globalIndicators,
    backOfficeAudit,
  ],
  // Issue 19: each land tool with its habilitation (decision 069); the search behind foncierSearch.
  ROLE_FONCIER_MEMBER: [
    item(paths.foncierDashboard, 'foncierDashboard'),
    { to: LAND_PATHS.parcels, labelKey: 'land.menu.parcels', habilitation: 'CONSULT' },
    { to: LAND_PATHS.visualisation, labelKey: 'land.menu.visualisation', habilitation: 'CONSULT' },
    { to: LAND_PATHS.search, labelKey: 'land.menu.search', habilitation: 'SEARCH', feature: 'foncierSearch' },
    { to: LAND_PATHS.requests, labelKey: 'land.menu.requests', habilitation: 'QUALIFICATION_FORM' },
    { to: LAND_PATHS.appointments, labelKey: 'land.menu.appointments', habilitation: 'RDV' },
  ],
  ROLE_MONITORING_MANAGER: [
    item(paths.monitoringDashboard, 'monitoringDashboard'),
    { to: MONITORING_PATHS.projects, labelKey: 'monitoring.menu.projects' },
  ],
  ROLE_ADVISOR_PIAFE: [item(paths.piafeProjects, 'piafeProjects'), { to: PIAFE_PATHS.statistics, labelKey: 'piafe.stats.menu' }],
};

/** Visitors: home, the procedure catalogue, booking an appointment, appeals and land information (spec 1 §2.2). */
// The FAQ, the incentive pages and the centres' map are linked from the home page instead (issue 21).
const PUBLIC_MENU: readonly MenuItem[] = [home, procedures, newAppointment, appeals, informFoncier];

/**
 * The menu of a signed-in user (null roles = visitor); several roles merge without duplicates. Entries of
 * a feature that is off in `flags` (the server's, GET /feature-flags) are left out.
 */
export function mainMenuFor(
  roles: readonly string[] | null,
  flags: TFeatureFlags = FEATURE_FLAG_DEFAULTS,
  habilitations: readonly string[] = [],
): readonly MenuItem[] {
  if (roles === null) return PUBLIC_MENU.filter((entry) => featureEnabled(flags, entry.feature));
  const seen = new Set<string>();
  const items: MenuItem[] = [];
  for (const role of roles) {
    for (const entry of MENU_BY_ROLE[role as Role] ?? []) {
      if (!featureEnabled(flags, entry.feature)) continue;
      if (entry.habilitation && !habilitations.includes(entry.habilitation)) continue;
      if (!seen.has(entry.to)) {
        seen.add(entry.to);
        items.push(entry);
      }
    }
  }
  return items;
}

/** The field-visit programme's own sidebar (spec 1 §2.2): projects and statistics. */
export const PIAFE_MENU: readonly MenuItem[] = [
  item(paths.piafeProjects, 'piafeProjects'),
  { to: PIAFE_PATHS.statistics, labelKey: 'piafe.stats.menu' },
];
