import { resourceRoutes } from '@cri/shared/back-office/resource';
import { RESOURCES } from '@cri/shared/back-office/resources';
import { ACCOUNT_ROLES, HABILITATIONS, ROLES, type Role } from '@cri/shared/enums/roles';
import { holdsPermission, type Permission } from '@cri/shared/permissions';

/**
 * The access matrix of the API (issue 8): every registered route (method and path under /backend/api)
 * with the access it declares, written out by hand here, and the expected answer for every role of spec 1
 * §6 plus the anonymous visitor derived from it. access-matrix.test.ts fails when a route of the app is
 * missing here, when this table names a route the app does not have, when a route's declaration differs
 * from this table, or when a route answers a role differently from what the table says.
 *
 * Adding a route: add its line here with the access it declares (a permission of
 * packages/shared/src/permissions.ts, PUBLIC, SIGNED_IN, or BEFORE_CODE for the security-code step).
 * HEAD routes are Fastify's automatic twins of GET routes and are not listed.
 *
 * Region and ownership (404 for a record of another region or investor) are checked per module, not here.
 */

/** Open to anyone, with or without a token. */
export const PUBLIC = 'public' as const;
/** Any signed-in account, whatever its role, once the security code is passed. */
export const SIGNED_IN = 'authenticated' as const;
/** Any signed-in account, even a staff token that has not passed the security code yet (sign-in steps, logout). */
export const BEFORE_CODE = 'before-security-code' as const;

/**
 * A route whose handler narrows the access further than the guard: the guard lets the route's declaration
 * through (`guard`), and the handler answers 401/403 itself unless `handlerAllows` holds. Used for links
 * public at the guard (a download or an <img> carries no bearer header: the handler checks the link's
 * `token` query parameter, or the bearer header when there is none, exactly as the guard would), and for
 * routes shared by several audiences under one permission. `where` names the check.
 */
export interface HandlerChecked {
  guard: typeof PUBLIC | Permission;
  /**
   * `signed-in`: any signed-in account (the record itself is then checked: 404 for another one's).
   * `partner-signature`: no account at all, only a partner's HMAC-signed request (decision 039): every
   * caller without the signature gets 401 with the route's own message.
   */
  handlerAllows: 'signed-in' | 'partner-signature' | { anyOf: Permission[]; notRoles?: Role[] };
  where: string;
}

export type RouteAccess = typeof PUBLIC | typeof SIGNED_IN | typeof BEFORE_CODE | Permission | HandlerChecked;

/** Key: `METHOD /path` with the path after /backend/api, as registered (params as `:name`). */
export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /health': PUBLIC,
  'GET /captcha': PUBLIC,
  'POST /login': PUBLIC,
  'POST /refresh-token': PUBLIC,
  'POST /users/logout': BEFORE_CODE,
  'GET /users/secureKey': BEFORE_CODE,
  'GET /validateOtp': BEFORE_CODE,
  'GET /choices': PUBLIC,
  'GET /region-parameters': PUBLIC,
  'GET /dates/offset': PUBLIC,
  'GET /communes': PUBLIC,
  'GET /communes/rokhas': PUBLIC,
  'GET /communes/gir': 'read:land-reference-data',
  'GET /vocations': PUBLIC,
  'GET /feature-flags': PUBLIC,
  'GET /regions': PUBLIC,
  'GET /provinces': PUBLIC,
  'GET /infos-cri/project': PUBLIC,
  'GET /sectors': PUBLIC,
  'GET /administrations': 'read:reference-data',
  'GET /administration': 'read:reference-data',
  'GET /administration/national': 'read:reference-data',
  'GET /administration/region': 'read:reference-data',
  'GET /administration/permanents': 'read:reference-data',
  'GET /administration-type': 'read:reference-data',
  'GET /procedures/active': PUBLIC,
  'GET /procedures': 'manage:content',
  'GET /components': PUBLIC,
  'GET /procedures/:id': PUBLIC,
  'GET /procedures/:id/timeline-image': PUBLIC,
  'GET /region-document-price-overrides': PUBLIC,
  'GET /document-types/:id': PUBLIC,
  'GET /document-types/:id/template': PUBLIC,
  'POST /users/forgotten-password': PUBLIC,
  'GET /users/token-black-list-check': PUBLIC,
  'POST /users/reset-password': PUBLIC,
  'POST /users/change-password': BEFORE_CODE,
  'GET /crui-members': 'read:staff-profiles',
  'GET /crui-members/crui-member-by-project-region': 'read:staff-profiles',
  'GET /crui-members/administration': 'read:staff-profiles',
  'GET /crui-members/crui-member-wali-by-region': 'read:staff-profiles',
  'GET /crui-members/:id': 'read:staff-profiles',
  'PUT /crui-members/update': 'update:own-staff-profile',
  'GET /advisors/region': 'read:staff-profiles',
  'GET /advisors': 'read:assigned-advisor',
  'GET /advisors/:id': 'read:staff-profiles',
  'PUT /advisors/update': 'update:own-staff-profile',
  'POST /profile/add-profile-image': 'update:own-staff-profile',
  'GET /profile/picture/:userId': SIGNED_IN,
  'GET /notifications/current-user': SIGNED_IN,
  'PUT /notifications/read-all': SIGNED_IN,
  'PUT /notifications/:id/read': SIGNED_IN,
  'POST /investors/create': 'create:own-investor',
  'GET /investors/account-type': 'create:own-investor',
  'GET /users/update-token': SIGNED_IN,
  'PUT /investors/update': 'update:own-investor',
  'GET /investors/:id': 'read:investors',
  'POST /users/sign-up': PUBLIC,
  'POST /users/resend-activation': PUBLIC,
  'POST /users/activate': PUBLIC,
  'GET /dev/mailbox': PUBLIC,
  'GET /users/search-user': 'reset:security-code',
  'PUT /national-support/reset-otp/:id': 'reset:security-code',
  'PUT /regional-supports/reset-otp/:id': 'reset:security-code',
  'GET /regional-supports/current': 'reset:security-code',
  'GET /regional-supports/:id': 'reset:security-code',
  'GET /reset-otp-history': 'reset:security-code',
  'POST /framing-forms/create-first-step': 'create:framing-form',
  'PUT /framing-forms/update-first-step/:id': 'create:framing-form',
  'PUT /framing-forms/:id': 'assign:framing-form',
  'GET /framing-forms': 'read:framing-forms',
  'GET /framing-forms/:id': 'read:framing-forms',
  'GET /framing-forms/:id/recommended-procedures': 'read:framing-forms',
  'POST /framing-forms/:id/create-project': 'create:project',
  'GET /projects/:id/recap': 'read:project',
  'POST /projects/:id/submit': 'update:project',
  'GET /projects/status': 'read:project',
  'GET /projects/project-phases': 'read:project',
  'GET /projects/:id/phases': 'read:project',
  'GET /projects/:id/requested-document-types': 'read:project',
  'GET /projects/:id/new-procedures': 'add:project-procedures',
  'POST /projects/:id/start-new-project': 'add:project-procedures',
  'GET /projects': 'read:projects',
  'GET /projects/others': 'read:region-projects',
  'GET /projects/region-projects': {
    guard: 'read:dashboard',
    handlerAllows: { anyOf: ['read:region-projects', 'read:national-projects'] },
    where: 'projects/list-service.ts listRegionProjects (the consultation roles)',
  },
  'GET /projects/dashboard-indicators': {
    guard: 'read:dashboard',
    handlerAllows: { anyOf: ['read:region-projects', 'read:national-projects', 'read:projects'], notRoles: ['ROLE_INVESTOR'] },
    where: 'projects/indicators-service.ts dashboardIndicators (staff who read project lists)',
  },
  'PUT /projects/:id/archive-project': 'archive:own-project',
  'PUT /projects/:id/restore-project': 'archive:own-project',
  'GET /projects/:id': 'read:project',
  'PUT /projects/:id': 'update:project',
  'GET /projects/projects-to-program': 'schedule:project',
  'PUT /projects/:id/program': 'schedule:project',
  'GET /projects/:id/program-slot': 'schedule:project',
  'PUT /projects/:id/deprogram': 'schedule:project',
  'PUT /projects/:id/program-project-after-commission': 'schedule:project',
  'GET /projects/calendar/dates-of-programmed-projects': 'read:calendar',
  'GET /projects/calendar/rescheduled-projects/:date': 'read:calendar',
  'GET /projects/calendar/projects/:id': 'read:calendar',
  'GET /projects/calendar/:date': 'read:calendar',
  'GET /projects/:id/commission-session': 'read:commission',
  'PUT /projects/:id/add-cruimember-to-project': 'decide:project',
  'PUT /commission/:id/members/:userId': 'decide:project',
  'PUT /projects/:id/commission-opinion': 'give:commission-opinion',
  'PUT /projects/:id/commission-answer': 'decide:project',
  'GET /national-commission/projects': 'decide:national-commission',
  'GET /national-commission/projects/:id': 'decide:national-commission',
  'PUT /projects/:id/national-commission-answer': 'decide:national-commission',
  'PUT /projects/:id/raise-reservation': 'decide:project',
  'GET /commission': 'read:commission',
  'GET /commission/decisions': 'read:commission',
  'GET /commission/:id': 'read:commission',
  'GET /projects/:id/pv-signatures': 'read:commission',
  'GET /projects/:id/commission-pv': 'read:project',
  'POST /projects/add-pv-commission': 'decide:project',
  // Rokhas, the building-permit partner (issue 14, decisions 039/040); the callback's credential is its HMAC.
  'POST /data-verification/:projectId/verify-with-partner': 'manage:rokhas',
  'GET /data-verification/:projectId/verify-email-result': 'read:rokhas',
  'GET /projects/:id/share-folder-with-partner': 'read:rokhas',
  'POST /projects/:id/share-folder-with-partner': 'manage:rokhas',
  'POST /projects/:id/send-folder-to-rokhas/:procedureId': 'manage:rokhas',
  'GET /projects/:id/land-folder-partner': 'read:rokhas',
  'POST /partners/rokhas/callbacks': {
    guard: PUBLIC,
    handlerAllows: 'partner-signature',
    where: 'callback-routes.ts: the HMAC of the partner (401 ROKHAS_CALLBACK_SIGNATURE_INVALID without it)',
  },
  'GET /commission/:id/pv': { guard: PUBLIC, handlerAllows: 'signed-in', where: 'signatures/routes.ts + service.downloadablePv' },
  'GET /esign/request-sign-document': 'sign:commission-pv',
  'POST /commission/:id/sign-pv': 'sign:commission-pv',
  'GET /esign-error': 'sign:commission-pv',
  // The governor's e-signature of a delivery act (issue 14, decisions 037/038): the wali flag and the region
  // are checked by the act-signature service (403 / 404); the links carry a token like the PV's.
  'GET /follow-up-action/:id/act-signature': 'sign:act',
  'GET /esign/request-sign-act-to-delivery': 'sign:act',
  'POST /follow-up-action/:id/sign-act': 'sign:act',
  'GET /esign/act-error': 'sign:act',
  'POST /follow-up-action/:id/governor-revision': 'sign:act',
  'GET /projects/:id/delivered-acts': 'read:project',
  'GET /follow-up-action/:id/signed-act': {
    guard: PUBLIC,
    handlerAllows: 'signed-in',
    where: 'act-signature/routes.ts + service.downloadableSignedAct',
  },
  'GET /follow-up-action/:id/act-file': {
    guard: PUBLIC,
    handlerAllows: 'signed-in',
    where: 'act-signature/routes.ts + service.viewableAct',
  },
  'POST /commission/:id/finalize-signatures': 'decide:project',
  'POST /esign/verify-request-to-sign-document': PUBLIC,
  'GET /follow-up-action': 'read:follow-up-actions',
  'GET /follow-up-action/:id': 'read:follow-up-actions',
  'POST /follow-up-action/new': 'manage:follow-up-actions',
  'PUT /follow-up-action/:id/update': 'manage:follow-up-actions',
  'POST /follow-up-action/:id/update': 'manage:follow-up-actions',
  'DELETE /follow-up-action/:id': 'manage:follow-up-actions',
  'POST /follow-up-action/:id/done': 'manage:follow-up-actions',
  'POST /follow-up-action/:id/documents': 'answer:follow-up-actions',
  'DELETE /follow-up-action/:id/documents/:documentId': 'answer:follow-up-actions',
  'GET /follow-up-action/:id/attachment': 'read:follow-up-actions',
  'GET /follow-up-action/:id/documents/:documentId': 'read:follow-up-actions',
  'GET /follow-up-action/:id/act-revisions': 'read:follow-up-actions',
  'POST /follow-up-action/:id/approve': 'review:acts',
  'POST /follow-up-action/:id/revision-request': 'review:acts',
  'GET /projects/:id/recourses': 'read:project',
  'GET /recourse': 'read:recourses',
  'POST /recourse/new': 'file:recourse',
  'POST /ministerial-recourse/new': 'file:recourse',
  'GET /recourse/:id/details': 'read:project',
  'GET /ministerial-recourse/:id/details': 'read:project',
  'PUT /recourse/:id/update': 'instruct:recourse',
  'PUT /ministerial-recourse/:id/update': 'instruct:recourse',
  'GET /recourse/:id/advisor/details': 'read:recourses',
  'POST /projects/:id/gracious-commission': 'decide:gracious-recourse',
  'POST /projects/:id/ministerial-commission-answer': 'decide:ministerial-recourse',
  'GET /recourse/:id/request-file': {
    guard: 'read:dashboard',
    handlerAllows: { anyOf: ['read:project', 'read:recourses'] },
    where: 'recourses/routes.ts fileRoutes (the investor of the file, the staff who read appeals)',
  },
  'GET /recourse/:id/decision-file': {
    guard: 'read:dashboard',
    handlerAllows: { anyOf: ['read:project', 'read:recourses'] },
    where: 'recourses/routes.ts fileRoutes (the investor of the file, the staff who read appeals)',
  },
  'GET /recourse/:id/sheet.pdf': {
    guard: 'read:dashboard',
    handlerAllows: { anyOf: ['read:project', 'read:recourses'] },
    where: 'recourses/routes.ts fileRoutes (the investor of the file, the staff who read appeals)',
  },
  // Appeals, staff side (issue 15, decision 048).
  'GET /projects/:id/recourse-commission': 'read:recourses',
  // Fees and online payment (issue 16, decisions 054-056): the file's investor, the region's advisors and the
  // members of a paid administration read (filtered by the payments service: 404 otherwise); the assigned
  // advisor requests; the investor fills and pays; a member of the line's administration evaluates it.
  'GET /payment-detail': 'read:payments',
  'GET /payment-detail/:id': 'read:payments',
  'POST /payment-detail/new': 'request:payment',
  'PUT /payment-detail/enrolling/:id': 'request:payment',
  'POST /payment-technical-sheet': 'fill:technical-sheet',
  'PUT /payment-technical-sheet/:id': 'fill:technical-sheet',
  'GET /payment-technical-sheet/:id': 'read:payments',
  'PUT /payment-technical-sheet/:id/investor-validate': 'fill:technical-sheet',
  'GET /payment-technical-sheet/:id/pdf': 'read:payments',
  'POST /payment-technical-sheet/add-signed-document': 'fill:technical-sheet',
  'GET /payment-technical-sheet/:id/signed-document': 'read:payments',
  'GET /payment-line/:id/receipt': 'read:payments',
  'GET /payment-line/:id': 'read:payments',
  'PUT /payment-line/:id': 'evaluate:payment-lines',
  'GET /urban-agency-parameters': 'read:fee-scales',
  'GET /procedure-payment-parameters/administration': 'read:payments',
  'GET /epayment/services-fees': 'read:payments',
  'GET /epayment/init-payment': 'pay:fees',
  'POST /partners/payment/callbacks': {
    guard: PUBLIC,
    handlerAllows: 'partner-signature',
    where: 'payments/callback-routes.ts: the HMAC of the payment provider (401 PAYMENT_CALLBACK_SIGNATURE_INVALID without it)',
  },
  'GET /esign/verified-document': PUBLIC,
  // Monitoring after the decision (issue 18, decisions 065-067).
  'GET /procedure-milestones': 'manage:procedure-milestones',
  'POST /procedure-milestones': 'manage:procedure-milestones',
  'DELETE /procedure-milestones/:id': 'manage:procedure-milestones',
  'GET /monitoring-projects/monitoring-manager': 'read:monitoring',
  'GET /monitoring-projects/dashboard': 'read:monitoring',
  'GET /monitoring-projects/:id': 'read:monitoring',
  'GET /monitoring-projects/:id/details': 'read:monitoring',
  'PUT /monitoring-projects/:id': 'manage:monitoring',
  'POST /monitoring-projects/validate/:id': 'manage:monitoring',
  'GET /projects/:id/monitoring': 'read:project',
  'POST /monitoring-project-procedure-milestones': 'manage:monitoring',
  'GET /monitoring-project-procedure-milestones/:id': 'read:monitoring',
  'POST /monitoring-project-procedure-milestones/:monitoringProjectId/create': 'manage:monitoring',
  'PUT /monitoring-project-procedure-milestones/:monitoringProjectId/update/:milestoneId': 'manage:monitoring',
  'GET /monitoring-project-procedure-milestones/:id/file': 'read:monitoring',
  'POST /monitoring-follow-up-actions/:monitoringProjectId/new': 'manage:monitoring',
  'POST /monitoring-follow-up-actions/add-document': 'manage:monitoring',
  'DELETE /monitoring-follow-up-actions/document-delete/:id': 'manage:monitoring',
  'GET /monitoring-follow-up-actions/document/:id': 'read:monitoring',
  'GET /projects/:id/infos': 'read:project',
  'PUT /projects/:id/submit-details': 'update:project-infos',
  'GET /projects/:id/share': 'share:project',
  'POST /projects/:id/share': 'share:project',
  'POST /projects/:id/notify-advisor-share': 'share:project',
  'GET /projects/:id/review': 'review:project',
  'PUT /projects/:id/disable-procedure/:procedureId': 'review:project',
  'PUT /projects/:id/enable-procedure/:procedureId': 'review:project',
  'POST /projects/:id/notify-investor': 'review:project',
  'PUT /provided-document/feedback': 'review:project',
  'POST /provided-document/feedback': 'review:project',
  'POST /projects/:id/request-document': 'review:project',
  'PUT /projects/:id/document-requests/:requestId/received': 'review:project',
  'DELETE /projects/:id/document-requests/:requestId': 'review:project',
  'POST /projects/:id/send-back': 'review:project',
  'GET /projects/:id/advisor-candidates': 'reassign:project-advisor',
  'PUT /projects/:id/update-advisor': 'reassign:project-advisor',
  'POST /advisor-change-requests': 'request:advisor-change',
  'GET /advisor-change-requests': 'read:advisor-change',
  'GET /advisor-change-requests/:id': 'read:advisor-change',
  'PUT /advisor-change-requests/:id/decision': 'decide:advisor-change',
  'POST /projects/:id/validate': 'review:project',
  'GET /projects/:id/previous-projects': 'read:project-history',
  'GET /projects/:id/next-projects': 'read:project-history',
  'GET /projects/:id/context-information': 'read:project-history',
  'GET /projects/:id/similar-projects-history': 'read:project-history',
  'GET /investors/project-history': 'read:project-history',
  'POST /projects/search': 'search:projects',
  'POST /projects/filter': 'search:projects',
  'POST /appointments/new': PUBLIC,
  'POST /appointments/framing-form': 'create:appointment',
  'GET /appointments/all-appointments': 'read:own-appointments',
  'GET /appointments/advisor/all-appointments': 'manage:appointments',
  'GET /appointments/region/all-appointments': 'read:region-appointments',
  'GET /appointments/to-programm-appointments': 'read:own-appointments',
  'GET /appointments/advisor/to-programm-appointments': 'manage:appointments',
  'GET /appointments/region/to-programm-appointments': 'read:region-appointments',
  'GET /appointments/future-appointments': 'read:own-appointments',
  'GET /appointments/advisor/future-appointments': 'manage:appointments',
  'GET /appointments/region/future-appointments': 'read:region-appointments',
  'GET /appointments/past-appointments': 'read:own-appointments',
  'GET /appointments/advisor/past-appointments': 'manage:appointments',
  'GET /appointments/region/past-appointments': 'read:region-appointments',
  'GET /appointments/framing-form/:id': 'read:own-appointments',
  'GET /appointments/:id': 'read:appointments',
  'PUT /appointments/:id': 'manage:appointments',
  'GET /projects/:id/provided-documents': 'read:project',
  'POST /provided-document': 'manage:own-project-documents',
  'DELETE /provided-document/:id': 'manage:own-project-documents',
  'GET /provided-document/:id/file': { guard: PUBLIC, handlerAllows: 'signed-in', where: 'documents/routes.ts linkedDocument' },
  'GET /provided-document/:id/thumbnail': {
    guard: PUBLIC,
    handlerAllows: 'signed-in',
    where: 'documents/routes.ts linkedDocument',
  },
  'GET /user-guide/download': {
    guard: PUBLIC,
    handlerAllows: { anyOf: ['read:user-guide'] },
    where: 'user-guide/routes.ts caller',
  },
  // Managed content (issue 21, decision 074): the published texts are public; the content manager edits them.
  'GET /content/published': PUBLIC,
  'GET /content-manager/entries': 'manage:content',
  'POST /content-manager/entries': 'manage:content',
  'GET /content-manager/entries/:id': 'manage:content',
  'PUT /content-manager/entries/:id/draft': 'manage:content',
  'POST /content-manager/entries/:id/publish': 'manage:content',
  'GET /notifications/latestDecision': 'read:project',
  // Global indicators (issue 21, decision 077) and the visit count behind them.
  'GET /global-indicators/registered-investors': 'read:global-indicators',
  'POST /global-indicators/connected-visitors': 'read:global-indicators',
  'POST /global-indicators/projects-status': 'read:global-indicators',
  'POST /global-indicators/statistical-crui': 'read:global-indicators',
  'POST /global-indicators/bottlenecks': 'read:global-indicators',
  'POST /global-indicators/bottleneck-files': 'read:global-indicators',
  'GET /global-indicators/export': 'read:global-indicators',
  'POST /visits': PUBLIC,
  // PIAFE field-visit programme (issue 20)
  'POST /piafe/exchange': 'write:piafe',
  'GET /piafe/exchange': 'read:piafe',
  'GET /piafe/exchange/:id': 'read:piafe',
  'PUT /piafe/exchange/:id': 'write:piafe',
  'PUT /piafe/exchange/:id/project-holder': 'write:piafe',
  'PUT /piafe/exchange/:id/visit': 'write:piafe',
  'PUT /piafe/exchange/:id/qualification': 'write:piafe',
  'PUT /piafe/exchange/:id/add-visit': 'write:piafe',
  'GET /piafe/projects': 'read:piafe',
  'GET /piafe/projects/:id': 'read:piafe',
  'PUT /piafe/projects/:id': 'write:piafe',
  'GET /piafe/project-holder': 'read:piafe',
  'GET /piafe/project-holder/:id': 'read:piafe',
  'PUT /piafe/project-holder/:id': 'write:piafe',
  'POST /piafe/tracking': 'write:piafe',
  'PUT /piafe/tracking/:id': 'write:piafe',
  'GET /piafe/statistics/indicators': 'read:piafe',
  'GET /advisors-piafe': 'read:piafe-advisors',
  // Back-office (issue 17, decisions 060-061): every declared resource's routes, generated from its declaration
  // (the test still checks them against the app's routes), and the audit page.
  ...Object.fromEntries(RESOURCES.flatMap(resourceRoutes).map((r) => [r.route, r.permission])),
  'GET /audit': 'read:back-office-audit',
  'GET /life-cycle-account': 'read:account-life-cycle',
  'GET /life-cycle-account/count-by-investor': 'read:account-life-cycle',
  'GET /national-support/export': 'manage:national-accounts',
  'GET /national-content-manager/export': 'manage:content',
  // The land team (issue 19, decision 069): the dashboard with the role, each tool with its habilitation.
  'GET /foncier/dashboard': 'read:land',
  'GET /foncier/parcels': 'consult:parcels',
  'GET /foncier/parcels/:id': 'consult:parcels',
  'GET /foncier/visualisation': 'consult:parcels',
  'PUT /foncier/parcels/:id/examination': 'consult:parcels',
  'GET /audit/parcel': 'consult:parcels',
  'GET /foncier/search': 'search:parcels',
  'GET /investor-request/foncier': 'qualify:land-requests',
  'PUT /investor-request/foncier/:id/qualification': 'qualify:land-requests',
  'POST /appointments/foncier/new': 'create:appointment',
  'GET /appointments/foncier': 'manage:land-appointments',
  'PUT /appointments/foncier/:id/schedule': 'manage:land-appointments',
  'PUT /appointments/foncier/:id/cancel': 'manage:land-appointments',
  'PUT /appointments/foncier/:id/hold': 'manage:land-appointments',
  'GET /appointments/foncier/meetings': 'read:land-appointments',
  'GET /appointments/foncier/:id': 'read:land-appointments',
};

export type Expected = 'allow' | 'deny' | 'partner-signed';
/** Roles of spec 1 §6; ROLE_PUBLIC stands for the anonymous visitor (no token). */
export const MATRIX_ROLES: readonly Role[] = ROLES;

/** What a caller of this role should get from a route of this access: the guard's decision. */
export function expectedAccess(
  access: RouteAccess,
  role: Role,
  /** A land member's habilitations (decision 069); by default all of them, as the role's demo account. */
  habilitations: readonly string[] = HABILITATIONS,
): Expected {
  const holds = (p: Permission) => holdsPermission({ roles: [role], habilitations }, p);
  if (access === PUBLIC) return 'allow';
  if (typeof access === 'object' && access.handlerAllows === 'partner-signature') return 'partner-signed';
  if (role === 'ROLE_PUBLIC') return 'deny';
  if (access === SIGNED_IN || access === BEFORE_CODE) return 'allow';
  if (typeof access === 'object') {
    if (access.guard !== PUBLIC && !holds(access.guard)) return 'deny';
    const rule = access.handlerAllows;
    if (rule === 'signed-in') return 'allow';
    if (rule === 'partner-signature') return 'partner-signed';
    const allowed = rule.anyOf.some((p) => holds(p)) && !(rule.notRoles ?? []).includes(role);
    return allowed ? 'allow' : 'deny';
  }
  return holds(access) ? 'allow' : 'deny';
}

/** The whole matrix, route x role (anonymous included) -> allow or deny. */
export function accessMatrix(): { route: string; role: Role; expected: Expected }[] {
  return Object.entries(ROUTE_ACCESS).flatMap(([route, access]) =>
    MATRIX_ROLES.map((role) => ({ route, role, expected: expectedAccess(access, role) })),
  );
}

/** Account roles, for which the test signs in one demo account each. */
export const MATRIX_ACCOUNT_ROLES = ACCOUNT_ROLES;

/**
 * Land members with a single habilitation each (decision 069): the test signs in each of these demo accounts
 * too, so the matrix has a row per habilitation.
 */
export const MATRIX_HABILITATIONS = HABILITATIONS;
