import type { Role } from '@cri/shared/enums/roles';
import {
  ACCOUNTS_PATHS,
  ADVISOR_REVIEW_PATHS,
  APPOINTMENT_PATHS,
  COMMISSION_PATHS,
  DOCUMENT_PATHS,
  FRAMING_FORM_PATHS,
  INVESTOR_PATHS,
  OTP_RESET_PATHS,
  PASSWORD_PATHS,
  PROCEDURE_PATHS,
  PROFILE_PATHS,
  PROJECT_FORM_PATHS,
  PROJECT_HISTORY_PATHS,
  PROJECT_INFO_PATHS,
  PROJECT_LIST_PATHS,
  PROJECT_PATHS,
  PROJECT_SEARCH_PATHS,
  PROJECT_SHARING_PATHS,
  PV_SIGNATURE_PATHS,
  paths,
  SCHEDULING_PATHS,
  SUBMISSION_PATHS,
} from '@cri/shared/paths';
import type { RouteAccess } from '@cri/shared/rules/route-guard';

/**
 * Who may open each landing page, from spec/inventory/routes.json. Where the post-login redirect
 * (spec 1 §4.1) sends a role to a page that routes.json does not list it on, the role is added: a user
 * must never land on a page that refuses them. /dashboard is the default target (step 11), so it also
 * admits national consultation, the wali representative and act signatories.
 */
export const DASHBOARD_ROLES: readonly Role[] = [
  'ROLE_INVESTOR',
  'ROLE_ADVISOR',
  'ROLE_CRUI_MEMBER',
  'ROLE_REGIONAL_CONSULTATION',
  'ROLE_NATIONAL_COMMISSION',
  'ROLE_NATIONAL_CONSULTATION',
  'ROLE_WALI_REPRESENTATIVE',
  'ROLE_ACT_SIGNATORY',
];

/** The roles routes.json lists on /dashboard: their logo leads there, everyone else's to / (spec 1 §2.2). */
export const DASHBOARD_LOGO_ROLES: readonly Role[] = DASHBOARD_ROLES.slice(0, 5);

export const NEW_FEATURES_ROLES: readonly Role[] = [
  'ROLE_ADVISOR',
  'ROLE_INVESTOR',
  'ROLE_CRUI_MEMBER',
  'ROLE_MONITORING_MANAGER',
];

export const RECOURSES_ROLES: readonly Role[] = [
  'ROLE_ADVISOR',
  'ROLE_CRUI_MEMBER',
  'ROLE_REGIONAL_CONSULTATION',
  'ROLE_NATIONAL_COMMISSION',
  'ROLE_WALI_REPRESENTATIVE',
];

/** Who follows appointments (spec 2 §2, §6): investors theirs, advisors and consultation roles their region's. */
export const MEETINGS_ROLES: readonly Role[] = [
  'ROLE_INVESTOR',
  'ROLE_ADVISOR',
  'ROLE_REGIONAL_CONSULTATION',
  'ROLE_NATIONAL_CONSULTATION',
];

/** Who reads questionnaires and projects: the investor (own ones) and regional staff (their region's). */
export const FRAMING_FORM_READER_ROLES: readonly Role[] = ['ROLE_INVESTOR', 'ROLE_ADVISOR', 'ROLE_REGIONAL_CONSULTATION'];

/** Who reads the commission calendar (spec 2 §2: advisors, CRUI members, regional and national consultation). */
export const CALENDAR_ROLES: readonly Role[] = [
  'ROLE_ADVISOR',
  'ROLE_CRUI_MEMBER',
  'ROLE_REGIONAL_CONSULTATION',
  'ROLE_NATIONAL_CONSULTATION',
];

/** Project history and similar files (issue 6): the region's staff, read-only (national consultation: every region). */
const PROJECT_HISTORY_ROLES: readonly Role[] = [
  'ROLE_ADVISOR',
  'ROLE_CRUI_MEMBER',
  'ROLE_REGIONAL_CONSULTATION',
  'ROLE_NATIONAL_CONSULTATION',
];

export const ROUTE_ACCESS = {
  [paths.home]: 'public',
  [paths.login]: 'publicOnly',
  [paths.logout]: 'public',
  [paths.configureAuthenticator]: 'public',
  [paths.fillSecurityCode]: 'public',
  [paths.expiredPassword]: 'public',
  [paths.genericError]: 'public',
  [ACCOUNTS_PATHS.signUp]: 'publicOnly',
  [ACCOUNTS_PATHS.emailConfirmation]: 'public',
  [ACCOUNTS_PATHS.activation]: 'public',
  [ACCOUNTS_PATHS.activationResend]: 'public',
  [ACCOUNTS_PATHS.devMailbox]: 'public',
  [paths.dashboard]: DASHBOARD_ROLES,
  [paths.newFeatures]: NEW_FEATURES_ROLES,
  [paths.recourses]: RECOURSES_ROLES,
  [paths.nationalSupport]: ['ROLE_NATIONAL_SUPPORT'],
  [paths.regionalSupport]: ['ROLE_REGIONAL_SUPPORT'],
  [OTP_RESET_PATHS.national]: ['ROLE_NATIONAL_SUPPORT'],
  [OTP_RESET_PATHS.regional]: ['ROLE_REGIONAL_SUPPORT'],
  [paths.nationalContentManager]: ['ROLE_NATIONAL_CONTENT_MANAGER'],
  [paths.piafe]: ['ROLE_ADVISOR_PIAFE'],
  [paths.piafeProjects]: ['ROLE_ADVISOR_PIAFE'],
  [paths.foncierDashboard]: ['ROLE_FONCIER_MEMBER'],
  [paths.monitoringDashboard]: ['ROLE_MONITORING_MANAGER'],
  [PROFILE_PATHS.cruiMemberSuccess]: ['ROLE_CRUI_MEMBER'],
  [PROFILE_PATHS.advisorSuccess]: ['ROLE_ADVISOR'],
  [INVESTOR_PATHS.createAccount]: ['ROLE_INVESTOR'],
  [INVESTOR_PATHS.welcome]: ['ROLE_INVESTOR'],
  [INVESTOR_PATHS.profile]: ['ROLE_INVESTOR', 'ROLE_CRUI_MEMBER', 'ROLE_ADVISOR'],
  [INVESTOR_PATHS.profileEdit]: ['ROLE_INVESTOR'],
  [INVESTOR_PATHS.profileSuccess]: ['ROLE_INVESTOR'],
  [PROCEDURE_PATHS.list]: 'public',
  [PROCEDURE_PATHS.detail]: 'public',
  [PROCEDURE_PATHS.providedDocument]: 'public',
  [PASSWORD_PATHS.forgottenPassword]: 'public',
  [PASSWORD_PATHS.forgottenPasswordSuccess]: 'public',
  [PASSWORD_PATHS.resetPassword]: 'public',
  [PASSWORD_PATHS.resetPasswordSuccess]: 'public',
  [PASSWORD_PATHS.resetPasswordError]: 'public',
  [PASSWORD_PATHS.changePassword]: 'authenticated',
  [PASSWORD_PATHS.changePasswordSuccess]: 'authenticated',
  // Appointments (features/appointments): visitors and investors book; the lists are for who follows them.
  [APPOINTMENT_PATHS.create]: 'public',
  [APPOINTMENT_PATHS.createForFramingForm]: ['ROLE_INVESTOR'],
  [APPOINTMENT_PATHS.createForProject]: ['ROLE_INVESTOR'],
  [APPOINTMENT_PATHS.success]: 'public',
  [APPOINTMENT_PATHS.maxAttempts]: 'public',
  [APPOINTMENT_PATHS.list]: MEETINGS_ROLES,
  [APPOINTMENT_PATHS.detail]: MEETINGS_ROLES,
  [APPOINTMENT_PATHS.framingFormMeetings]: ['ROLE_INVESTOR'],
  // Framing questionnaire (features/framing-forms) and the first project page (features/projects).
  [FRAMING_FORM_PATHS.new]: ['ROLE_INVESTOR'],
  [FRAMING_FORM_PATHS.edit]: ['ROLE_INVESTOR'],
  [FRAMING_FORM_PATHS.procedures]: ['ROLE_INVESTOR'],
  [FRAMING_FORM_PATHS.maxAttempts]: ['ROLE_INVESTOR'],
  [FRAMING_FORM_PATHS.list]: FRAMING_FORM_READER_ROLES,
  [FRAMING_FORM_PATHS.details]: FRAMING_FORM_READER_ROLES,
  // CRUI members open the files shared with them; national consultation reads every region's (issue 6).
  [PROJECT_PATHS.detail]: [...FRAMING_FORM_READER_ROLES, 'ROLE_CRUI_MEMBER', 'ROLE_NATIONAL_CONSULTATION'],
  // Provided documents (features/documents): the investor uploads; the region's staff read them.
  [DOCUMENT_PATHS.list]: FRAMING_FORM_READER_ROLES,
  [DOCUMENT_PATHS.detail]: FRAMING_FORM_READER_ROLES,
  // The project step of the deposit wizard (issue 5): the project's investor.
  [PROJECT_FORM_PATHS.details]: ['ROLE_INVESTOR'],
  // The "infos" step of the deposit (features/project-infos): the project's investor.
  [PROJECT_INFO_PATHS.infos]: ['ROLE_INVESTOR'],
  // The recap is read by the region's staff too (GET /recap is read:project); only the investor submits.
  [SUBMISSION_PATHS.recap]: FRAMING_FORM_READER_ROLES,
  [SUBMISSION_PATHS.procedures]: FRAMING_FORM_READER_ROLES,
  [SUBMISSION_PATHS.success]: ['ROLE_INVESTOR'],
  [SUBMISSION_PATHS.newProcedures]: ['ROLE_INVESTOR'],
  [SUBMISSION_PATHS.newProcedure]: ['ROLE_INVESTOR'],
  // Project lists, archive and restore (issue 5): the investor's own files.
  // Staff read their lists by category there too (issue 6): advisors, CRUI members, consultation roles.
  [PROJECT_LIST_PATHS.list]: ['ROLE_INVESTOR', ...CALENDAR_ROLES],
  // Results of the staff search popover (spec 1 §2.4): who holds search:projects.
  [PROJECT_SEARCH_PATHS.results]: CALENDAR_ROLES,
  [PROJECT_LIST_PATHS.archive]: ['ROLE_INVESTOR'],
  [PROJECT_LIST_PATHS.archiveSuccess]: ['ROLE_INVESTOR'],
  [PROJECT_LIST_PATHS.restore]: ['ROLE_INVESTOR'],
  [PROJECT_LIST_PATHS.restoreSuccess]: ['ROLE_INVESTOR'],
  [PROJECT_LIST_PATHS.maxArchiveAttempts]: ['ROLE_INVESTOR'],
  [PROJECT_LIST_PATHS.maxRestoreAttempts]: ['ROLE_INVESTOR'],
  // Sharing with the commission (advisors); history and similar files for the region's staff, read-only (issue 6).
  [PROJECT_SHARING_PATHS.share]: ['ROLE_ADVISOR'],
  // The commission session of a programmed file (features/commission, issue 7): the advisor decides, members give opinions.
  [COMMISSION_PATHS.commission]: ['ROLE_ADVISOR', 'ROLE_CRUI_MEMBER', 'ROLE_REGIONAL_CONSULTATION', 'ROLE_NATIONAL_CONSULTATION'],
  // The advisor's review of a submitted file (features/advisor-review, issue 6).
  [ADVISOR_REVIEW_PATHS.checkProcedures]: ['ROLE_ADVISOR'],
  [ADVISOR_REVIEW_PATHS.notifyInvestor]: ['ROLE_ADVISOR'],
  [ADVISOR_REVIEW_PATHS.notifyInvestorSuccess]: ['ROLE_ADVISOR'],
  [ADVISOR_REVIEW_PATHS.checkDocuments]: ['ROLE_ADVISOR'],
  [PROJECT_HISTORY_PATHS.history]: PROJECT_HISTORY_ROLES,
  [PROJECT_HISTORY_PATHS.similar]: PROJECT_HISTORY_ROLES,
  // Commission scheduling (advisors) and the commission calendar (advisors, CRUI members, consultation).
  [SCHEDULING_PATHS.schedule]: ['ROLE_ADVISOR'],
  [SCHEDULING_PATHS.scheduleWeek]: ['ROLE_ADVISOR'],
  [SCHEDULING_PATHS.calendar]: CALENDAR_ROLES,
  [SCHEDULING_PATHS.calendarDate]: CALENDAR_ROLES,
  [SCHEDULING_PATHS.calendarProject]: CALENDAR_ROLES,
  // PV signatures (features/signatures, issue 7; routes.json). The member who signs from sign-pv reaches the
  // in-progress and error sub-pages too (the server sends them there), so they admit CRUI members; the
  // verification is public (spec 1), and so is its error page.
  [PV_SIGNATURE_PATHS.signPv]: ['ROLE_ADVISOR', 'ROLE_CRUI_MEMBER'],
  [PV_SIGNATURE_PATHS.detail]: ['ROLE_ADVISOR'],
  [PV_SIGNATURE_PATHS.confirmFinalize]: ['ROLE_ADVISOR'],
  [PV_SIGNATURE_PATHS.inProgressError]: ['ROLE_ADVISOR', 'ROLE_CRUI_MEMBER'],
  [PV_SIGNATURE_PATHS.error]: ['ROLE_ADVISOR', 'ROLE_CRUI_MEMBER'],
  [PV_SIGNATURE_PATHS.finalizedAllSigned]: ['ROLE_ADVISOR'],
  [PV_SIGNATURE_PATHS.finalizedPending]: ['ROLE_ADVISOR'],
  [PV_SIGNATURE_PATHS.verify]: 'public',
  [PV_SIGNATURE_PATHS.verifyError]: 'public',
} as const satisfies Record<string, RouteAccess>;

export const hasAnyRole = (roles: readonly string[] | null | undefined, allowed: readonly Role[]): boolean =>
  roles?.some((r) => (allowed as readonly string[]).includes(r)) ?? false;
