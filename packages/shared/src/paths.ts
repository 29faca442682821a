/** Every web URL of the portal, from one typed registry (ARCHITECTURE.md layout: config/paths). */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/logout',
  signUp: '/sign-up',
  expiredPassword: '/expired-password',
  changePassword: '/change-password',
  configureAuthenticator: '/configure-authenticator',
  fillSecurityCode: '/fill-security-code',
  genericError: '/generic/error',
  newFeatures: '/new-features',
  dashboard: '/dashboard',
  recourses: '/recourses',
  nationalSupport: '/national-support/national-support',
  regionalSupport: '/regional-support/advisors',
  nationalContentManager: '/national-content-manager/procedures',
  piafe: '/piafe',
  piafeProjects: '/piafe/projects',
  foncierDashboard: '/foncier/dashboard',
  monitoringDashboard: '/monitoring-dashboard',
} as const;
export type AppPath = (typeof paths)[keyof typeof paths];

export const loginWithRedirect = (current: string): string => `${paths.login}?redirectUri=${encodeURIComponent(current)}`;

// The web paths of each feature, beside the registry and free of schemas: the router imports them for its
// first page without loading zod and every feature's schemas (the JS budget of docs/quality.md). Each
// feature's schema module re-exports its constant, so `@cri/shared/schemas/<feature>` keeps working.

/** Web pages of the monitoring manager (spec 3 §2 "Monitoring manager", issue 18). */
export const MONITORING_PATHS = {
  dashboard: '/monitoring-dashboard',
  projects: '/monitoring-projects',
  project: '/monitoring-projects/:id',
  generalInfos: '/monitoring-projects/:id/general-infos',
  projectInfos: '/monitoring-projects/:id/project-infos',
  recap: '/monitoring-projects/:id/recap',
  recapSuccess: '/monitoring-projects/:id/recap/success',
  milestoneNew: '/monitoring-projects/:id/milestone-new',
  milestoneDetails: '/monitoring-projects/:id/milestone/:milestoneId',
  milestoneEdit: '/monitoring-projects/:id/milestone-edit/:milestoneId',
  milestoneEditSuccess: '/monitoring-projects/:id/milestone-edit/:milestoneId/success',
  milestoneDisabledSuccess: '/monitoring-projects/:id/milestone-edit/:milestoneId/disabled-success',
  followUpNew: '/monitoring-projects/:id/follow-up-action-new',
  followUpSuccess: '/monitoring-projects/:id/follow-up-action-new/success',
  procedureMilestones: '/national-content-manager/procedure-milestones',
} as const;

/** Web pages of sign-up and activation (spec 1 §2.1); the confirmation page takes the address. */
export const ACCOUNTS_PATHS = {
  signUp: '/sign-up',
  emailConfirmation: '/sign-up/email-confirmation/:username',
  activation: '/activation',
  activationResend: '/activation/resend',
  devMailbox: '/dev/mailbox',
} as const;

/** Web paths of schemas/advisor-review. */
export const ADVISOR_REVIEW_PATHS = {
  checkProcedures: '/projects/:id/check-procedures',
  notifyInvestor: '/projects/:id/notify-investor/:verificationStatus',
  notifyInvestorSuccess: '/projects/:projectId/notify-investor-success',
  checkDocuments: '/projects/:id/check-documents',
} as const;

/** Web addresses of the appointment screens (spec 2 §2 Investor / Advisor). */
export const APPOINTMENT_PATHS = {
  list: '/meetings',
  detail: '/meetings/:id',
  create: '/meeting/new-appointment',
  createForFramingForm: '/meeting/new-appointment/:framingFormId',
  createForProject: '/meeting/new-appointment/:projectId/:type',
  success: '/meeting/new-appointment-success',
  maxAttempts: '/reach-max-attemps-appointment/error',
  framingFormMeetings: '/framing-form-meetings/:id',
} as const;

/** Web paths of schemas/commission. */
export const COMMISSION_PATHS = {
  commission: '/projects/:id/commission',
  /** Spec 2 §2 Advisor › Notification and sharing: lifting the reserves, then its confirmation. */
  raiseReservation: '/projects/:id/raise-reservation',
  raiseReservationConfirmation: '/projects/:id/raise-reservation-confirmation',
  /** Decision 050: the national commission's files (250 M DH or more, every region) and one file's decision. */
  nationalList: '/national-commission',
  nationalFile: '/national-commission/projects/:id',
} as const;

/** Web paths of schemas/advisor-change (spec 2 §4 Act delivery: the director handles advisor-change requests). */
export const ADVISOR_CHANGE_PATHS = {
  request: '/projects/:id/advisor-change',
  list: '/advisor-change-requests',
  detail: '/advisor-change-requests/:id',
} as const;

/** Web pages of follow-up actions and act delivery (spec 2 §2 "Follow-up actions", issue 14). */
export const FOLLOW_UP_ACTION_PATHS = {
  list: '/projects/:projectId/follow-up-actions',
  chooseType: '/projects/:projectId/follow-up-action/types/:procedureId/:projectIdOfProcedure',
  create: '/projects/:projectId/follow-up-action/new/:procedureId/:type',
  edit: '/projects/:projectId/follow-up-action/:fuaId/edit',
  delete: '/projects/:projectId/follow-up-action/:fuaId/delete',
  actRevisionsHistory: '/projects/:projectId/follow-up-action/:fuaId/act-revisions-history',
  approvalDirectorConfirmation: '/follow-up-action/:id/approval-director-confirmation',
  revisionRequestConfirmation: '/follow-up-action/:id/revision-request-confirmation',
} as const;

/** Web paths of fees and online payment (issue 16; spec 2 §2 Screens, remaining-areas §4-C). */
export const PAYMENT_PATHS = {
  technicalSheet: '/payment/:paymentDetailId/technical-sheet-infos',
  sheetRevision: '/payment/:paymentDetailId/:paymentLineId/technical-sheet-revision',
  evaluation: '/payment/:paymentDetailId/technical-sheet-evaluation/:paymentLineId',
  detail: '/payment/:paymentDetailId/payment-administration-detail',
  lineDetail: '/payment/:paymentDetailId/payment-administration-detail/:paymentLineId',
  paymentMethod: '/payment/:paymentDetailId/payment-method',
  confirmation: '/payment/:paymentDetailId/confirmation/:paymentResult',
  /** The advisor's payment request of a procedure (from its PAYMENT follow-up action), and its outcome pages. */
  request: '/projects/:projectId/payment-request/:procedureId',
  requestSuccess: '/payment/:procedureId/success',
  requestError: '/projects/:projectId/payment-request-error',
  /** The sheet as PDF: generation (wait), then loading (download and signed upload back). */
  sheetGeneration: '/payment/:paymentDetailId/technical-sheet-generation',
  sheetLoading: '/payment/:paymentDetailId/technical-sheet-loading',
} as const;

/** Web paths of schemas/documents. */
export const DOCUMENT_PATHS = {
  list: '/projects/:id/documents',
  detail: '/projects/:id/documents/:documentId',
} as const;

/** Web pages of the questionnaire (spec 2 §2); /framing-forms is the list, its content set by the role. */
export const FRAMING_FORM_PATHS = {
  new: '/framing-form',
  edit: '/framing-form/:id',
  list: '/framing-forms',
  procedures: '/framing-forms/:id/procedures',
  details: '/framing-forms/:id/details',
  maxAttempts: '/reach-max-attemps/error',
} as const;

/** Web routes of the investor record (spec 1 §2.1, §2.5); /profile-detail itself belongs to the role dispatcher. */
export const INVESTOR_PATHS = {
  createAccount: '/create-account',
  welcome: '/welcome',
  profile: '/profile-detail',
  profileEdit: '/profile-detail/investors/:id/profil',
  profileSuccess: '/profile-detail/investors/success',
} as const;

/** Web pages of the security-code reset (spec 1 §6): one per support role. */
export const OTP_RESET_PATHS = {
  national: '/national-support/reset-otp',
  regional: '/regional-support/reset-otp',
} as const;

/**
 * Web pages of the password flows (spec 1 §2.1). Apart from schemas/passwords.ts so the route table and
 * the login form can name them without pulling the password policy and its breached list into the main
 * bundle.
 */
export const PASSWORD_PATHS = {
  forgottenPassword: '/forgotten-password',
  forgottenPasswordSuccess: '/forgotten-password/success',
  resetPassword: '/reset-password',
  resetPasswordSuccess: '/reset-password/success',
  resetPasswordError: '/reset-password/error',
  changePassword: '/change-password',
  changePasswordSuccess: '/change-password/success',
} as const;

/** Web pages of the public catalogue. */
export const PROCEDURE_PATHS = {
  list: '/procedures',
  detail: '/procedures/:id',
  providedDocument: '/provided-document/:id',
} as const;

/** Web paths of the profile screens (spec 1 §2.5); /profile-detail itself is registered by the shell. */
export const PROFILE_PATHS = {
  detail: '/profile-detail',
  cruiMemberSuccess: '/profile-detail/cruiMembers/success',
  advisorSuccess: '/profile-detail/advisors/success',
} as const;

/** The "project" step of the deposit wizard (spec 2 §2 /projects/{id}/details). */
export const PROJECT_FORM_PATHS = { details: '/projects/:id/details' } as const;

/** Web paths of schemas/project-history. */
export const PROJECT_HISTORY_PATHS = {
  history: '/projects/:projectId/project-history',
  similar: '/projects/:projectId/similar-projects',
} as const;

/** Web paths of schemas/project-infos. */
export const PROJECT_INFO_PATHS = { infos: '/projects/:id/infos' } as const;

/** Web paths of schemas/project-lists. */
export const PROJECT_LIST_PATHS = {
  list: '/projects',
  archive: '/projects/:id/archive',
  archiveSuccess: '/projects/:id/archive-project/success',
  restore: '/projects/:projectId/restore',
  restoreSuccess: '/projects/:id/restore-project/success',
  maxArchiveAttempts: '/reach-max-archive-attemps/error',
  maxRestoreAttempts: '/reach-max-restore-attemps/error',
} as const;

/** Web paths of schemas/project-search. */
export const PROJECT_SEARCH_PATHS = { results: '/filtred-projects' } as const;

/** Web paths of schemas/project-sharing. */
export const PROJECT_SHARING_PATHS = { share: '/projects/:id/share' } as const;

/** Web paths of schemas/project-submission. */
export const SUBMISSION_PATHS = {
  recap: '/projects/:id/recap',
  success: '/projects/:id/success',
  newProcedures: '/projects/:id/new-procedures',
  newProcedure: '/projects/:id/new-procedures/:procedureId',
  /** "Acts and authorisations" of the creation wizard (spec 2 §2): the project's procedures. */
  procedures: '/projects/:id/procedures',
} as const;

/** Web paths of schemas/projects. */
export const PROJECT_PATHS = { detail: '/projects/:id' } as const;

/** Web pages of commission scheduling and the commission calendar (spec 2 §2, §7). */
export const SCHEDULING_PATHS = {
  schedule: '/schedule',
  scheduleWeek: '/schedule/:year/:weekNumber',
  calendar: '/calendar',
  calendarDate: '/calendar/:currentDate',
  calendarProject: '/calendar/projects/:id',
} as const;

/**
 * Web pages of the PV signatures and the public verification (spec 2 §2 Signatures, spec 1 /verify-signature;
 * issue 7). The server sends the browser back to signPv after the e-signature provider.
 */
export const PV_SIGNATURE_PATHS = {
  signPv: '/calendar/sign-pv/:id',
  detail: '/projects/:projectId/crui-signature-detail',
  confirmFinalize: '/projects/:projectId/crui-signature-detail/confirm-finalize-esign',
  inProgressError: '/projects/:projectId/crui-signature-detail/esign-in-progress-error',
  error: '/projects/:projectId/crui-signature-detail/error',
  finalizedAllSigned: '/projects/:id/finalize-signature/success',
  finalizedPending: '/projects/:id/confirm-finalize-signature/success',
  verify: '/verify-signature',
  verifyError: '/verify-signature/confirmation-signature/error',
} as const;

/**
 * Web pages of the governor's e-signature of a delivery act (issue 14; spec 2 §2 Signatures, "act delivery
 * flow"). The provider sends the browser back to `sign` (`?transactionId=` or `?esignError=1`).
 */
export const ACT_SIGNATURE_PATHS = {
  sign: '/projects/:projectId/follow-up-action/:fuaId/sign-act',
  inProgressError: '/projects/:projectId/follow-up-action/:fuaId/sign-act/esign-in-progress-error',
  confirmation: '/projects/:projectId/follow-up-action/:fuaId/confirmation-wali-signature',
  error: '/projects/:projectId/confirmation-wali-signature/error',
} as const;

/** Web paths of schemas/rokhas (spec 2 §2 "Notification and sharing", "Rokhas flow"). */
export const ROKHAS_PATHS = {
  situation: '/projects/:id/rokhas',
  shareConfirmation: '/projects/:projectId/share-folder-partner-confirmation',
  shareSuccess: '/projects/:id/share-folder-with-partner/success',
  sendSuccess: '/projects/:id/send-folder-to-rokhas/success',
  technicalSupport: '/rokhas-technical-support/:administrationId',
} as const;

/** Web paths of the investor's appeal pages (issue 15; spec 2 §2 Investor "Recourses", spec 1 `/recours`). */
export const RECOURSE_INVESTOR_PATHS = {
  publicInformation: '/recours',
  information: '/projects/recourse-information',
  projectInformation: '/projects/:id/recourse-information',
  newRecourse: '/projects/:id/new-recourse/:type',
  confirmValidate: '/projects/:id/new-recourse/confirm-validate',
  graciousSent: '/recourse/confirm-message-to-send',
  ministerialSent: '/ministerial-recourse/confirm-message-to-send',
  graciousDetails: '/projects/:projectId/recourse-details',
  ministerialDetails: '/projects/:projectId/ministerial-recourse-details',
  sheet: '/recourse/:projectId/recourse-sheet/:type',
} as const;

/** Web paths of the appeals' staff side (issue 15, decision 048); `/recourses` is `paths.recourses`. */
export const RECOURSE_STAFF_PATHS = {
  list: '/recourses',
  instructGracious: '/projects/:id/instruct-recourse',
  graciousCommission: '/projects/:projectId/recourse-commission',
  graciousConfirm: '/projects/:projectId/recourse-commission/confirm-validate',
  instructMinisterial: '/projects/:id/instruct-ministerial-recourse',
  ministerialCommission: '/projects/:projectId/ministerial-recourse-commission',
} as const;

/** Web paths of the managed content (issue 21): FAQ, incentives and their simulator, the content manager's pages. */
export const CONTENT_PATHS = {
  faq: '/faq',
  incentives: '/incentives',
  incentive: '/incentives/:slug',
  simulator: '/incentive-simulator',
  manager: '/national-content-manager/content',
  managerEntry: '/national-content-manager/content/:id',
  managerNewFaq: '/national-content-manager/content/new-faq',
  map: '/map',
  myCri: '/map/my-cri/:regionId',
  indicators: '/global/indicators',
} as const;

/** The PIAFE area (spec 3 §2 "Piafe area"; decision 072: `{id}` of the creation steps is the exchange's). */
export const PIAFE_PATHS = {
  home: '/piafe',
  projects: '/piafe/projects',
  statistics: '/piafe/statistics',
  creation: '/piafe/projects/creation',
  creationHolder: '/piafe/projects/:id/creation/project-holder',
  creationProject: '/piafe/projects/:id/creation/project',
  creationQualification: '/piafe/projects/:id/creation/qualification',
  success: '/piafe/projects/new-project-success',
  details: '/piafe/projects/:id/details',
  editHolder: '/piafe/projects/:id/modification/project-holder',
  editProject: '/piafe/projects/:id/modification/project',
  editQualification: '/piafe/exchange/:exchangeId/modification/qualification',
  editVisit: '/piafe/exchange/:exchangeId/modification/visit',
  addVisit: '/piafe/exchange/:exchangeId/add-visite',
  trackingCreation: '/piafe/tracking/:id/creation',
  trackingModification: '/piafe/tracking/:id/modification',
  creationHolderOf: (exchangeId: number) => `/piafe/projects/${exchangeId}/creation/project-holder`,
  creationProjectOf: (exchangeId: number) => `/piafe/projects/${exchangeId}/creation/project`,
  creationQualificationOf: (exchangeId: number) => `/piafe/projects/${exchangeId}/creation/qualification`,
  successOf: (projectId: number) => `/piafe/projects/new-project-success?projectId=${projectId}`,
  detailsOf: (projectId: number) => `/piafe/projects/${projectId}/details`,
  editHolderOf: (projectId: number) => `/piafe/projects/${projectId}/modification/project-holder`,
  editProjectOf: (projectId: number) => `/piafe/projects/${projectId}/modification/project`,
  editQualificationOf: (exchangeId: number) => `/piafe/exchange/${exchangeId}/modification/qualification`,
  editVisitOf: (exchangeId: number) => `/piafe/exchange/${exchangeId}/modification/visit`,
  addVisitOf: (exchangeId: number) => `/piafe/exchange/${exchangeId}/add-visite`,
  trackingCreationOf: (projectId: number) => `/piafe/tracking/${projectId}/creation`,
  trackingModificationOf: (projectId: number) => `/piafe/tracking/${projectId}/modification`,
} as const;
/**
 * The back-office's generic screens (issue 17, decision 060): one list, one creation form and one record page
 * for every declared resource (`:resource` is its name), and the audit. The three roles' landing pages
 * (`paths.nationalSupport`, `paths.regionalSupport`, `paths.nationalContentManager`) show their first resource.
 */
export const BACK_OFFICE_PATHS = {
  list: '/back-office/:resource',
  create: '/back-office/:resource/new',
  detail: '/back-office/:resource/:id',
  audit: '/back-office-audit',
  /** The files of the caller's region (national support: every region), change of advisor (decision 089). */
  projects: '/back-office-projects',
  /** The recorded life of one account (decision 088). */
  lifeCycle: '/back-office-life-cycle',
} as const;

export const backOfficeListPath = (resource: string): string => `/back-office/${resource}`;
export const backOfficeCreatePath = (resource: string): string => `/back-office/${resource}/new`;
export const backOfficeDetailPath = (resource: string, id: number): string => `/back-office/${resource}/${id}`;
/** Web routes of the land team (issue 19); the dashboard is paths.foncierDashboard. */
export const LAND_PATHS = {
  parcels: '/foncier/parcels',
  parcel: '/foncier/parcels/:id',
  search: '/foncier/search',
  requests: '/investor-request',
  appointments: '/appointments-foncier',
  /** The land member's visualisation of the declared parcels (spec 3 §2, decision 081), CONSULT. */
  visualisation: '/foncier/visualisation',
  /** Public and investor (spec 1 §2.1), behind informFoncier. */
  inform: '/inform-foncier',
} as const;
export const landParcelPath = (id: number): string => LAND_PATHS.parcel.replace(':id', String(id));
/** A land appointment on the appointment screen (decision 080): `/meetings/{id}` marked as the land team's. */
export const LAND_MEETING_TYPE = 'foncier';
export const landMeetingPath = (id: number): string => `/meetings/${id}?type=${LAND_MEETING_TYPE}`;

/** Path helpers of pages that pages without zod link to (the dashboards): here, re-exported by their schema modules. */
export const projectPath = (id: number): string => `/projects/${id}`;
export const advisorChangeDetailPath = (id: number): string => `/advisor-change-requests/${id}`;
export const followUpActionsPath = (projectId: number): string => `/projects/${projectId}/follow-up-actions`;
