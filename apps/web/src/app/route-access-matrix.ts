import { ACCOUNT_ROLES, type Role } from '@cri/shared/enums/roles';

/**
 * The access matrix of the web routes (issue 8): every path the router collects from the features'
 * routes.ts (app/route-table.ts) x every role of spec 1 §6 plus the anonymous visitor -> what the route
 * guard (spec 1 §2.6) must do. Written out by hand from spec 1 §2 and spec/inventory/routes.json, NOT from
 * the features' declarations: route-access-matrix.test.ts runs the guard with each route's declared access
 * for every cell and fails on any difference, and when a router path is missing here or this table names a
 * path the router lacks.
 *
 * Decisions: `render` (the page shows), `login` (redirect to /login?redirectUri=<path>), `home` (a signed-in
 * user leaves a visitors-only page for /), `not-authorised` (signed in without a matching role: the page is
 * not shown, the "not authorised" notice is).
 *
 * Adding a page: add its path here with who may open it, citing the spec (or saying why it departs from
 * routes.json), then declare the same access in the feature's routes.ts.
 */

export type Decision = 'render' | 'login' | 'home' | 'not-authorised';
export type Caller = 'anonymous' | Exclude<Role, 'ROLE_PUBLIC'>;
export const CALLERS: readonly Caller[] = ['anonymous', ...ACCOUNT_ROLES];

export type Expected =
  /** Everyone, signed in or not (routes.json lists no role, or lists ROLE_PUBLIC with accounts). */
  | { open: 'everyone' }
  /** Visitors without an account only (spec 1 §2.1 "public only"); a signed-in user is sent home. */
  | { open: 'visitors' }
  /** Any signed-in account, whatever its role. */
  | { open: 'accounts' }
  /** Only these roles; other accounts are not authorised, visitors go to the login page. */
  | { open: readonly Role[] };

const EVERYONE: Expected = { open: 'everyone' };
const VISITORS: Expected = { open: 'visitors' };
const ACCOUNTS: Expected = { open: 'accounts' };
const only = (...roles: Role[]): Expected => ({ open: roles });

const INVESTOR: Role = 'ROLE_INVESTOR';
const ADVISOR: Role = 'ROLE_ADVISOR';
const CRUI: Role = 'ROLE_CRUI_MEMBER';
const REG_CONS: Role = 'ROLE_REGIONAL_CONSULTATION';
const NAT_CONS: Role = 'ROLE_NATIONAL_CONSULTATION';
const NAT_COMM: Role = 'ROLE_NATIONAL_COMMISSION';
const WALI: Role = 'ROLE_WALI_REPRESENTATIVE';
const SIGNATORY: Role = 'ROLE_ACT_SIGNATORY';
const PIAFE: Role = 'ROLE_ADVISOR_PIAFE';
const FONCIER: Role = 'ROLE_FONCIER_MEMBER';
const MONITORING: Role = 'ROLE_MONITORING_MANAGER';

/**
 * The region's staff who read files (routes.json: /projects, /calendar). Issue 6 opened the read-only
 * file pages (project, history, similar files, calendar views, search results) to all of them where
 * routes.json names only the advisor: the API answers them (read:project, region-scoped), and the
 * calendar lists links to those pages for every role that reads the calendar.
 */
const FILE_READERS = [ADVISOR, CRUI, REG_CONS, NAT_CONS];
/** Questionnaires and the deposit's read-only steps: the investor (own) and the region's staff who instruct. */
const DEPOSIT_READERS = [INVESTOR, ADVISOR, REG_CONS];

export const WEB_ROUTE_MATRIX: Record<string, Expected> = {
  // Spec 1 §2.1: public and shared routes. routes.json lists "/" for ROLE_PUBLIC and the wali
  // representative (their logo target); the guard renders a public page for everyone (§2.6).
  '/': EVERYONE,
  '/procedures': EVERYONE,
  '/procedures/:id': EVERYONE,
  '/provided-document/:id': EVERYONE,
  '/login': VISITORS,
  '/logout': EVERYONE,
  '/configure-authenticator': EVERYONE,
  '/fill-security-code': EVERYONE,
  '/expired-password': EVERYONE,
  '/sign-up': VISITORS,
  '/sign-up/email-confirmation/:username': EVERYONE,
  '/activation': EVERYONE,
  '/activation/resend': EVERYONE,
  // Not in the spec: the development mailbox (the API behind it answers only outside production).
  '/dev/mailbox': EVERYONE,
  '/generic/error': EVERYONE,
  '/forgotten-password': EVERYONE,
  '/forgotten-password/success': EVERYONE,
  '/reset-password': EVERYONE,
  '/reset-password/success': EVERYONE,
  '/reset-password/error': EVERYONE,
  // routes.json names only the field-visit advisor on /change-password, but spec 1 §2.3 puts "change
  // password" in every signed-in user's menu: any account.
  '/change-password': ACCOUNTS,
  '/change-password/success': ACCOUNTS,
  // Landing pages (spec 1 §4.1). /dashboard is the default landing: the roles routes.json lists plus
  // those the post-login redirect sends there (national consultation, wali representative, act signatory).
  '/dashboard': only(INVESTOR, ADVISOR, CRUI, REG_CONS, NAT_COMM, NAT_CONS, WALI, SIGNATORY),
  '/new-features': only(ADVISOR, INVESTOR, CRUI, MONITORING),
  '/recourses': only(ADVISOR, CRUI, REG_CONS, NAT_COMM, WALI),
  // Issue 15, spec 2 §2 Investor "Recourses" (routes.json: ROLE_INVESTOR on each). /recours: routes.json
  // lists the investor and ROLE_PUBLIC; a public page renders for every caller (decision 046).
  '/recours': EVERYONE,
  '/projects/recourse-information': only(INVESTOR),
  '/projects/:id/recourse-information': only(INVESTOR),
  '/projects/:id/new-recourse/:type': only(INVESTOR),
  '/projects/:id/new-recourse/confirm-validate': only(INVESTOR),
  '/recourse/confirm-message-to-send': only(INVESTOR),
  '/ministerial-recourse/confirm-message-to-send': only(INVESTOR),
  '/projects/:projectId/recourse-details': only(INVESTOR),
  '/projects/:projectId/ministerial-recourse-details': only(INVESTOR),
  '/recourse/:projectId/recourse-sheet/:type': only(INVESTOR),
  '/national-support/national-support': only('ROLE_NATIONAL_SUPPORT'),
  '/regional-support/advisors': only('ROLE_REGIONAL_SUPPORT'),
  // Not in routes.json: the security-code reset pages of the support roles (spec 1 §6).
  '/national-support/reset-otp': only('ROLE_NATIONAL_SUPPORT'),
  '/regional-support/reset-otp': only('ROLE_REGIONAL_SUPPORT'),
  '/national-content-manager/procedures': only('ROLE_NATIONAL_CONTENT_MANAGER'),
  // Back-office generic screens (issue 17, decision 060): the three back-office roles; the page itself refuses a
  // resource that is not the caller's role's.
  '/back-office/:resource': only('ROLE_NATIONAL_SUPPORT', 'ROLE_REGIONAL_SUPPORT', 'ROLE_NATIONAL_CONTENT_MANAGER'),
  '/back-office/:resource/new': only('ROLE_NATIONAL_SUPPORT', 'ROLE_REGIONAL_SUPPORT', 'ROLE_NATIONAL_CONTENT_MANAGER'),
  '/back-office/:resource/:id': only('ROLE_NATIONAL_SUPPORT', 'ROLE_REGIONAL_SUPPORT', 'ROLE_NATIONAL_CONTENT_MANAGER'),
  '/back-office-audit': only('ROLE_NATIONAL_SUPPORT', 'ROLE_REGIONAL_SUPPORT', 'ROLE_NATIONAL_CONTENT_MANAGER'),
  // The back-office projects list (spec 3 §7 GET /projects?reference, decision 089): the two support roles.
  '/back-office-projects': only('ROLE_NATIONAL_SUPPORT', 'ROLE_REGIONAL_SUPPORT'),
  // Life-cycle accounts (decision 088): the two support roles.
  '/back-office-life-cycle': only('ROLE_NATIONAL_SUPPORT', 'ROLE_REGIONAL_SUPPORT'),
  '/foncier/dashboard': only(FONCIER),
  // Issue 19: the land tools (spec 3 §2); each page then checks its habilitation (decision 069).
  '/foncier/parcels': only(FONCIER),
  '/foncier/parcels/:id': only(FONCIER),
  '/foncier/visualisation': only(FONCIER),
  '/foncier/search': only(FONCIER),
  '/investor-request': only(FONCIER),
  '/appointments-foncier': only(FONCIER),
  // routes.json: ROLE_INVESTOR and ROLE_PUBLIC; rendered for everyone like /recours (spec 1 §2.6).
  '/inform-foncier': EVERYONE,
  '/monitoring-dashboard': only(MONITORING),
  // Spec 3 §2 "Monitoring manager" (issue 18): the region's monitoring projects, their steps, milestones and actions.
  '/monitoring-projects': only(MONITORING),
  '/monitoring-projects/:id': only(MONITORING),
  '/monitoring-projects/:id/general-infos': only(MONITORING),
  '/monitoring-projects/:id/project-infos': only(MONITORING),
  '/monitoring-projects/:id/recap': only(MONITORING),
  '/monitoring-projects/:id/recap/success': only(MONITORING),
  '/monitoring-projects/:id/milestone-new': only(MONITORING),
  '/monitoring-projects/:id/milestone/:milestoneId': only(MONITORING),
  '/monitoring-projects/:id/milestone-edit/:milestoneId': only(MONITORING),
  '/monitoring-projects/:id/milestone-edit/:milestoneId/success': only(MONITORING),
  '/monitoring-projects/:id/milestone-edit/:milestoneId/disabled-success': only(MONITORING),
  '/monitoring-projects/:id/follow-up-action-new': only(MONITORING),
  '/monitoring-projects/:id/follow-up-action-new/success': only(MONITORING),
  // Back-office resource procedure-milestones (spec 3 §2), the national content manager's.
  '/national-content-manager/procedure-milestones': only('ROLE_NATIONAL_CONTENT_MANAGER'),
  '/piafe': only(PIAFE),
  '/piafe/projects': only(PIAFE),
  // PIAFE area (issue 20, spec 3 §2)
  '/piafe/statistics': only(PIAFE),
  '/piafe/projects/creation': only(PIAFE),
  '/piafe/projects/:id/creation/project-holder': only(PIAFE),
  '/piafe/projects/:id/creation/project': only(PIAFE),
  '/piafe/projects/:id/creation/qualification': only(PIAFE),
  '/piafe/projects/new-project-success': only(PIAFE),
  '/piafe/projects/:id/details': only(PIAFE),
  '/piafe/projects/:id/modification/project-holder': only(PIAFE),
  '/piafe/projects/:id/modification/project': only(PIAFE),
  '/piafe/exchange/:exchangeId/modification/qualification': only(PIAFE),
  '/piafe/exchange/:exchangeId/modification/visit': only(PIAFE),
  '/piafe/exchange/:exchangeId/add-visite': only(PIAFE),
  '/piafe/tracking/:id/creation': only(PIAFE),
  '/piafe/tracking/:id/modification': only(PIAFE),
  // Spec 1 §2.5: profiles.
  '/profile-detail': only(INVESTOR, CRUI, ADVISOR),
  '/profile-detail/cruiMembers/success': only(CRUI),
  '/profile-detail/advisors/success': only(ADVISOR),
  '/profile-detail/investors/:id/profil': only(INVESTOR),
  '/profile-detail/investors/success': only(INVESTOR),
  // routes.json lists no role on /create-account and /welcome; both complete an investor's own account
  // (the investor-profile form after sign-up), so only investors.
  '/create-account': only(INVESTOR),
  '/welcome': only(INVESTOR),
  // Appointments (spec 2). routes.json lists the investor on the booking pages, but the public menu
  // (spec 1 §2.2: create-account dialog "or book a meeting") lets a visitor book: the booking page, its
  // success and its too-many-attempts pages are open to everyone; booking for a questionnaire or a
  // project is the investor's.
  '/meeting/new-appointment': EVERYONE,
  '/meeting/new-appointment/:framingFormId': only(INVESTOR),
  '/meeting/new-appointment/:projectId/:type': only(INVESTOR),
  '/meeting/new-appointment-success': EVERYONE,
  '/reach-max-attemps-appointment/error': EVERYONE,
  '/meetings': only(INVESTOR, ADVISOR, REG_CONS, NAT_CONS),
  // routes.json names the land-team member on /meetings/:id: it opens the land appointments there (RDV
  // habilitation, decision 080, replacing decision 033's closure); consultation roles follow /meetings.
  '/meetings/:id': only(INVESTOR, ADVISOR, REG_CONS, NAT_CONS, FONCIER),
  '/framing-form-meetings/:id': only(INVESTOR),
  // Framing questionnaires (spec 2). The list and details are read by the region's instructing staff too.
  '/framing-form': only(INVESTOR),
  '/framing-form/:id': only(INVESTOR),
  '/framing-forms': only(...DEPOSIT_READERS),
  '/framing-forms/:id/procedures': only(INVESTOR),
  '/framing-forms/:id/details': only(...DEPOSIT_READERS),
  '/reach-max-attemps/error': only(INVESTOR),
  // Project pages (spec 2). routes.json: investor and advisor on the project; CRUI members open the
  // files shared with them and the consultation roles read them (issue 6).
  '/projects/:id': only(INVESTOR, ADVISOR, REG_CONS, CRUI, NAT_CONS),
  '/projects/:id/documents': only(...DEPOSIT_READERS),
  '/projects/:id/documents/:documentId': only(...DEPOSIT_READERS),
  // routes.json names the advisor on the deposit steps (details, infos, success): the region's staff read
  // them, the investor alone fills them (issue 13, decision 032).
  '/projects/:id/details': only(...DEPOSIT_READERS),
  '/projects/:id/infos': only(...DEPOSIT_READERS),
  '/projects/:id/procedures': only(...DEPOSIT_READERS),
  '/projects/:id/recap': only(...DEPOSIT_READERS),
  '/projects/:id/success': only(...DEPOSIT_READERS),
  // routes.json gives these to the investor; the file's advisor also adds procedures (spec 2 §4 "Advisor
  // actions", decision 042; the API checks he is the assigned advisor of a file in review).
  '/projects/:id/new-procedures': only(INVESTOR, ADVISOR),
  '/projects/:id/new-procedures/:procedureId': only(INVESTOR, ADVISOR),
  '/projects': only(INVESTOR, ...FILE_READERS),
  // routes.json: the advisor; spec 1 §2.4 shows the search popover to signed-in staff but the investor, the
  // national commission and three further roles: national and regional support, content manager (decision 033).
  '/filtred-projects': only(...FILE_READERS, WALI, SIGNATORY, PIAFE, FONCIER, MONITORING),
  '/projects/:id/archive': only(INVESTOR),
  '/projects/:id/archive-project/success': only(INVESTOR),
  '/projects/:projectId/restore': only(INVESTOR),
  '/projects/:id/restore-project/success': only(INVESTOR),
  '/reach-max-archive-attemps/error': only(INVESTOR),
  '/reach-max-restore-attemps/error': only(INVESTOR),
  // The advisor's review and sharing (spec 2).
  '/projects/:id/check-procedures': only(ADVISOR),
  '/projects/:id/notify-investor/:verificationStatus': only(ADVISOR),
  '/projects/:projectId/notify-investor-success': only(ADVISOR),
  '/projects/:id/check-documents': only(ADVISOR),
  '/projects/:id/share': only(ADVISOR),
  // Rokhas, the building-permit partner (issue 14; routes.json gives these pages to the advisor).
  '/projects/:id/rokhas': only(ADVISOR),
  '/projects/:projectId/share-folder-partner-confirmation': only(ADVISOR),
  '/projects/:id/share-folder-with-partner/success': only(ADVISOR),
  '/projects/:id/send-folder-to-rokhas/success': only(ADVISOR),
  '/rokhas-technical-support/:administrationId': only(ADVISOR),
  // The commission session (issue 7): the advisor decides, members give opinions, consultation reads.
  '/projects/:id/commission': only(...FILE_READERS),
  // Lifting the reserves and its confirmation (spec 2 §2 Advisor, routes.json: ROLE_ADVISOR; decision 042).
  '/projects/:id/raise-reservation': only(ADVISOR),
  '/projects/:id/raise-reservation-confirmation': only(ADVISOR),
  // Decision 050: the national commission's files of national competence and its decision on one.
  '/national-commission': only('ROLE_NATIONAL_COMMISSION'),
  '/national-commission/projects/:id': only('ROLE_NATIONAL_COMMISSION'),
  // Advisor-change requests (spec 2 §4 Act delivery; not in routes.json, decision 041): the assigned advisor
  // asks; the director (a CRUI member, the flag checked by the API) decides; both read the requests.
  '/projects/:id/advisor-change': only(ADVISOR),
  '/advisor-change-requests': only(ADVISOR, CRUI),
  '/advisor-change-requests/:id': only(ADVISOR, CRUI),
  // Follow-up actions (issue 14, spec 2 §2 "Follow-up actions"): the advisor creates and edits them; the
  // investor and the CRUI members read and answer those meant for them (the API filters); the director
  // reviews acts (a CRUI member with the director flag: the API answers 403 to the others).
  '/projects/:projectId/follow-up-actions': only(INVESTOR, ADVISOR, CRUI),
  '/projects/:projectId/follow-up-action/types/:procedureId/:projectIdOfProcedure': only(ADVISOR),
  '/projects/:projectId/follow-up-action/new/:procedureId/:type': only(ADVISOR),
  '/projects/:projectId/follow-up-action/:fuaId/edit': only(ADVISOR),
  '/projects/:projectId/follow-up-action/:fuaId/delete': only(ADVISOR),
  '/projects/:projectId/follow-up-action/:fuaId/act-revisions-history': only(ADVISOR, CRUI),
  '/follow-up-action/:id/approval-director-confirmation': only(CRUI),
  '/follow-up-action/:id/revision-request-confirmation': only(CRUI),
  // Fees and online payment (issue 16, remaining-areas §4-C screens): the investor fills the sheet and pays; the
  // members of a paid administration evaluate; the investor, advisors and members read the detail per line.
  '/payment/:paymentDetailId/technical-sheet-infos': only(INVESTOR),
  '/payment/:paymentDetailId/:paymentLineId/technical-sheet-revision': only(INVESTOR),
  '/payment/:paymentDetailId/technical-sheet-evaluation/:paymentLineId': only(CRUI),
  '/payment/:paymentDetailId/payment-administration-detail': only(INVESTOR, ADVISOR, CRUI),
  '/payment/:paymentDetailId/payment-administration-detail/:paymentLineId': only(INVESTOR, ADVISOR, CRUI),
  '/payment/:paymentDetailId/payment-method': only(INVESTOR),
  '/payment/:paymentDetailId/confirmation/:paymentResult': only(INVESTOR),
  '/payment/:paymentDetailId/technical-sheet-generation': only(INVESTOR),
  '/payment/:paymentDetailId/technical-sheet-loading': only(INVESTOR),
  '/projects/:projectId/payment-request/:procedureId': only(ADVISOR),
  '/payment/:procedureId/success': only(ADVISOR),
  '/projects/:projectId/payment-request-error': only(ADVISOR),
  '/projects/:projectId/project-history': only(...FILE_READERS),
  '/projects/:projectId/similar-projects': only(...FILE_READERS),
  // Programming and the commission calendar (spec 2; routes.json /calendar for the four readers).
  '/schedule': only(ADVISOR),
  '/schedule/:year/:weekNumber': only(ADVISOR),
  '/calendar': only(...FILE_READERS),
  '/calendar/:currentDate': only(...FILE_READERS),
  '/calendar/projects/:id': only(...FILE_READERS),
  // PV signatures (issue 7; routes.json): the member signs on sign-pv, the advisor follows and finalises.
  // The in-progress and error sub-pages also admit CRUI members: the member who signs from sign-pv is sent
  // there (routes.json names only the advisor). The verification and its error page are public (spec 1
  // lists /verify-signature among the public pages; routes.json names the advisor on the error page).
  '/calendar/sign-pv/:id': only(ADVISOR, CRUI),
  '/projects/:projectId/crui-signature-detail': only(ADVISOR),
  '/projects/:projectId/crui-signature-detail/confirm-finalize-esign': only(ADVISOR),
  '/projects/:projectId/crui-signature-detail/esign-in-progress-error': only(ADVISOR, CRUI),
  '/projects/:projectId/crui-signature-detail/error': only(ADVISOR, CRUI),
  '/projects/:id/finalize-signature/success': only(ADVISOR),
  '/projects/:id/confirm-finalize-signature/success': only(ADVISOR),
  // The governor's e-signature of a delivery act (issue 14, decision 037). routes.json names the advisor on
  // the confirmation and error pages; the governor (a CRUI member with the wali flag) is the one who signs
  // and lands there, so both are admitted; the act page, its in-progress page and the revision confirmation
  // are the governor's (the API checks the wali flag and the region).
  '/projects/:projectId/follow-up-action/:fuaId/sign-act': only(CRUI),
  '/projects/:projectId/follow-up-action/:fuaId/sign-act/esign-in-progress-error': only(CRUI),
  '/projects/:projectId/follow-up-action/:fuaId/confirmation-wali-signature': only(ADVISOR, CRUI),
  // Appeals, staff side (issue 15, decision 048): the advisor or the deciding role instructs, the governor's
  // representative decides the gracious appeal, the national commission the ministerial one.
  '/projects/:id/instruct-recourse': only(ADVISOR, WALI),
  '/projects/:projectId/recourse-commission': only(WALI),
  '/projects/:projectId/recourse-commission/confirm-validate': only(WALI),
  '/projects/:id/instruct-ministerial-recourse': only(ADVISOR, NAT_COMM),
  '/projects/:projectId/ministerial-recourse-commission': only(NAT_COMM),
  '/projects/:projectId/confirmation-wali-signature/error': only(ADVISOR, CRUI),
  '/verify-signature': EVERYONE,
  '/verify-signature/confirmation-signature/error': EVERYONE,
  // Managed content (issue 21, decision 074). Spec 1 §2.1 names /faq for investor, advisor, member and
  // public: open to everyone (no account reads anything it should not); the incentive pages and the
  // simulator belong to the public "procedures and incentives" entry; the editing pages to the content manager.
  '/faq': EVERYONE,
  '/incentives': EVERYONE,
  '/incentives/:slug': EVERYONE,
  '/incentive-simulator': EVERYONE,
  // Spec 1 §2.1 /map and /map/my-cri/{regionId}: public contact details of every centre.
  '/map': EVERYONE,
  '/map/my-cri/:regionId': EVERYONE,
  // Spec 1 §2.1 names /global/indicators without a role: decision 077 opens it to national consultation,
  // national support, the content manager, and regional consultation and support (their region's files).
  '/global/indicators': only(
    NAT_CONS,
    'ROLE_NATIONAL_SUPPORT',
    'ROLE_NATIONAL_CONTENT_MANAGER',
    REG_CONS,
    'ROLE_REGIONAL_SUPPORT',
  ),
  '/national-content-manager/content': only('ROLE_NATIONAL_CONTENT_MANAGER'),
  '/national-content-manager/content/:id': only('ROLE_NATIONAL_CONTENT_MANAGER'),
  '/national-content-manager/content/new-faq': only('ROLE_NATIONAL_CONTENT_MANAGER'),
  // The not-found page catches every other address, for everyone.
  '*': EVERYONE,
};

/** The decision a caller must get on a route, from the route's row. */
export function expectedDecision(expected: Expected, caller: Caller): Decision {
  const { open } = expected;
  if (open === 'everyone') return 'render';
  if (caller === 'anonymous') return open === 'visitors' ? 'render' : 'login';
  if (open === 'visitors') return 'home';
  if (open === 'accounts') return 'render';
  return open.includes(caller) ? 'render' : 'not-authorised';
}
