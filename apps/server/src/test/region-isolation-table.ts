/**
 * The read endpoints of the API and how region-isolation.test.ts walks them (issue 8, region isolation).
 *
 * Every GET route, and the POST search and filter routes, that a regional role (REGIONAL_ROLES) may call
 * is in exactly one of the two tables below; the test enumerates the registered routes and fails on one
 * that is in neither, so a new read endpoint cannot be forgotten. Routes no regional role may call
 * (investor-only, national-only) are left out automatically: nothing regional to leak to.
 *
 * Adding a read route: put it in REGIONAL_READS, naming what fills each path parameter, query parameter
 * or body field (a record kind of the fixtures: the test fills it with region A's record, then region B's),
 * or in NOT_REGIONAL with the reason its answer does not depend on a region.
 */

/** Records built in both regions by the test (see `RegionFixtures` in region-isolation.test.ts). */
export type RecordKind =
  | 'region'
  | 'project'
  | 'draftProject'
  | 'framingForm'
  | 'appointment'
  | 'commission'
  | 'advisorChangeRequest'
  | 'providedDocument'
  | 'cruiMember'
  | 'advisor'
  | 'regionalSupport'
  | 'staffUser'
  | 'memberUser'
  /** The region's land-team member and monitoring manager accounts (back-office, decision 053). */
  | 'landUser'
  | 'monitoringUser'
  /** An operation-monitoring mail address of the region (decision 097). */
  | 'monitoringMail'
  | 'administration'
  | 'staffUsername'
  | 'date'
  /** An ACT_DELIVERY action of `project`, its act validated by the director (awaiting the governor). */
  | 'actDelivery'
  /** The governor (wali) of the region. */
  | 'governorUser'
  | 'followUpAction'
  | 'followUpDocument'
  | 'recourse'
  | 'ministerialRecourse'
  /** A payment request of `project` (issue 16), its submitted technical sheet and its urban agency's line. */
  | 'paymentDetail'
  | 'technicalSheet'
  | 'paymentLine'
  /** The region's first urban agency (paid for procedure 3). */
  | 'urbanAgency'
  /** The monitoring project of `project` (issue 18), one of its milestones (with an attachment) and a follow-up document. */
  | 'monitoringProject'
  | 'monitoringMilestone'
  | 'monitoringDocument'
  /** A parcel declared in `project` (issue 19, the land team). */
  | 'parcel'
  /** The investor's land appointment with the region's land team (issue 19, decision 080). */
  | 'landAppointment';

export interface RegionalRead {
  path?: Record<string, RecordKind>;
  query?: Record<string, RecordKind>;
  /** Extra query parameters with fixed values (paging). */
  fixedQuery?: Record<string, string>;
  body?: Record<string, RecordKind>;
  /** Body fields with fixed values (a date range, a step). */
  fixedBody?: Record<string, string>;
}

export const REGIONAL_READS: Record<string, RegionalRead> = {
  'GET /communes/gir': { query: { regionId: 'region' } },
  'GET /administrations': { query: { regionId: 'region' } },
  'GET /administration': { query: { regionId: 'region' } },
  'GET /administration/region': { query: { regionId: 'region' } },
  'GET /administration/permanents': { query: { regionId: 'region' } },
  'GET /crui-members': { query: { regionId: 'region' } },
  'GET /crui-members/crui-member-by-project-region': { query: { regionId: 'region' } },
  'GET /crui-members/administration': { query: { administrations: 'administration', regionId: 'region' } },
  'GET /crui-members/crui-member-wali-by-region': { query: { regionId: 'region' } },
  'GET /crui-members/:id': { path: { id: 'cruiMember' } },
  'GET /advisors/region': { query: { regionId: 'region' } },
  'GET /advisors': { query: { framingFormId: 'framingForm' } },
  'GET /advisors/:id': { path: { id: 'advisor' } },
  'GET /profile/picture/:userId': { path: { userId: 'staffUser' } },
  'GET /users/search-user': { query: { username: 'staffUsername' } },
  'GET /regional-supports/:id': { path: { id: 'regionalSupport' } },
  'GET /reset-otp-history': { fixedQuery: { page: '0', size: '100' } },
  // Back-office (issue 17): regional support manages its region's advisors and members (ids are account ids).
  'GET /back-office/advisors': { fixedQuery: { page: '0', size: '200' } },
  'GET /back-office/advisors/:id': { path: { id: 'staffUser' } },
  'GET /back-office/advisors/:id/history': { path: { id: 'staffUser' } },
  'GET /back-office/crui-members': { fixedQuery: { page: '0', size: '200' } },
  'GET /back-office/crui-members/:id': { path: { id: 'memberUser' } },
  'GET /back-office/crui-members/:id/history': { path: { id: 'memberUser' } },
  'GET /back-office/crui-members/:id/signature-picture': { path: { id: 'memberUser' } },
  'GET /back-office/land-members': { fixedQuery: { page: '0', size: '200' } },
  'GET /back-office/land-members/:id': { path: { id: 'landUser' } },
  'GET /back-office/land-members/:id/history': { path: { id: 'landUser' } },
  'GET /back-office/monitoring-managers': { fixedQuery: { page: '0', size: '200' } },
  'GET /back-office/monitoring-managers/:id': { path: { id: 'monitoringUser' } },
  'GET /back-office/monitoring-managers/:id/history': { path: { id: 'monitoringUser' } },
  'GET /back-office/monitoring-mails': { fixedQuery: { page: '0', size: '200' } },
  'GET /back-office/monitoring-mails/:id': { path: { id: 'monitoringMail' } },
  'GET /back-office/monitoring-mails/:id/history': { path: { id: 'monitoringMail' } },
  // Its region's settings (decision 064): the record's id is the region's.
  'GET /back-office/region-parameters': { fixedQuery: { page: '0', size: '200' } },
  'GET /back-office/region-parameters/:id': { path: { id: 'region' } },
  'GET /back-office/region-parameters/:id/history': { path: { id: 'region' } },
  'GET /back-office/centre-information': { fixedQuery: { page: '0', size: '200' } },
  'GET /back-office/centre-information/:id': { path: { id: 'region' } },
  'GET /back-office/centre-information/:id/history': { path: { id: 'region' } },
  'GET /audit': { fixedQuery: { page: '0', size: '200' } },
  // Life-cycle accounts (decision 088): another region's account answers 404 like an unknown one.
  'GET /life-cycle-account': { query: { username: 'staffUsername' } },
  // Investors only: a staff username answers 404 in both regions; no other region's data either way.
  'GET /life-cycle-account/count-by-investor': { query: { username: 'staffUsername' } },
  'GET /framing-forms': { query: { regionId: 'region' }, fixedQuery: { page: '0', size: '100' } },
  'GET /framing-forms/:id': { path: { id: 'framingForm' } },
  'GET /framing-forms/:id/recommended-procedures': { path: { id: 'framingForm' } },
  'GET /projects/:id/recap': { path: { id: 'project' } },
  'GET /projects/status': { query: { ids: 'project' } },
  'GET /projects/project-phases': { query: { ids: 'project' } },
  'GET /projects/:id/phases': { path: { id: 'project' } },
  'GET /projects/:id/requested-document-types': { path: { id: 'project' } },
  'GET /projects/:id/new-procedures': { path: { id: 'project' } },
  'GET /projects': { fixedQuery: { page: '0', size: '100' } },
  'GET /projects/others': { query: { advisorId: 'advisor' }, fixedQuery: { page: '0', size: '100' } },
  'GET /projects/region-projects': { query: { regionId: 'region' }, fixedQuery: { page: '0', size: '100' } },
  'GET /projects/dashboard-indicators': { query: { regionId: 'region' } },
  'GET /projects/:id': { path: { id: 'project' } },
  'GET /projects/projects-to-program': { query: { regionId: 'region' } },
  'GET /projects/:id/program-slot': { path: { id: 'project' } },
  'GET /projects/calendar/dates-of-programmed-projects': { query: { regionId: 'region' } },
  'GET /projects/calendar/rescheduled-projects/:date': { path: { date: 'date' }, query: { regionId: 'region' } },
  'GET /projects/calendar/projects/:id': { path: { id: 'project' } },
  'GET /projects/calendar/:date': { path: { date: 'date' }, query: { regionId: 'region' } },
  'GET /projects/:id/commission-session': { path: { id: 'project' } },
  'GET /commission': { query: { projectId: 'project' } },
  'GET /commission/decisions': { query: { projectId: 'project' } },
  'GET /notifications/latestDecision': { query: { projectId: 'project' } },
  'GET /commission/:id': { path: { id: 'commission' } },
  'GET /projects/:id/pv-signatures': { path: { id: 'project' } },
  'GET /projects/:id/commission-pv': { path: { id: 'project' } },
  'GET /data-verification/:projectId/verify-email-result': { path: { projectId: 'project' } },
  'GET /projects/:id/share-folder-with-partner': { path: { id: 'project' } },
  'GET /projects/:id/land-folder-partner': { path: { id: 'project' } },
  'GET /commission/:id/pv': { path: { id: 'commission' } },
  'GET /esign/request-sign-document': { query: { projectId: 'project', userId: 'memberUser' } },
  'GET /esign-error': { query: { projectId: 'project' } },
  'GET /follow-up-action/:id/act-signature': { path: { id: 'actDelivery' } },
  'GET /esign/request-sign-act-to-delivery': {
    query: { projectId: 'project', followUpActionId: 'actDelivery', userId: 'governorUser' },
  },
  'GET /esign/act-error': { query: { followUpActionId: 'actDelivery' } },
  'GET /projects/:id/delivered-acts': { path: { id: 'project' } },
  'GET /follow-up-action/:id/signed-act': { path: { id: 'actDelivery' } },
  'GET /follow-up-action/:id/act-file': { path: { id: 'actDelivery' } },
  'GET /projects/:id/infos': { path: { id: 'project' } },
  'GET /projects/:id/share': { path: { id: 'project' } },
  'GET /projects/:id/review': { path: { id: 'project' } },
  'GET /projects/:id/advisor-candidates': { path: { id: 'project' } },
  'GET /projects/:id/previous-projects': { path: { id: 'project' } },
  'GET /projects/:id/next-projects': { path: { id: 'project' } },
  'GET /projects/:id/context-information': { path: { id: 'project' } },
  'GET /projects/:id/similar-projects-history': { path: { id: 'project' }, fixedQuery: { page: '0', size: '100' } },
  'GET /investors/project-history': { query: { projectId: 'project' } },
  'POST /projects/search': { body: { region: 'region' } },
  'POST /projects/filter': { body: { region: 'region' } },
  'GET /appointments/advisor/all-appointments': {},
  'GET /appointments/advisor/to-programm-appointments': {},
  'GET /appointments/advisor/future-appointments': {},
  'GET /appointments/advisor/past-appointments': {},
  'GET /appointments/region/all-appointments': { query: { regionId: 'region' } },
  'GET /appointments/region/to-programm-appointments': { query: { regionId: 'region' } },
  'GET /appointments/region/future-appointments': { query: { regionId: 'region' } },
  'GET /appointments/region/past-appointments': { query: { regionId: 'region' } },
  'GET /appointments/framing-form/:id': { path: { id: 'framingForm' } },
  'GET /appointments/:id': { path: { id: 'appointment' } },
  'GET /projects/:id/provided-documents': { path: { id: 'draftProject' } },
  'GET /provided-document/:id/file': { path: { id: 'providedDocument' } },
  'GET /provided-document/:id/thumbnail': { path: { id: 'providedDocument' } },
  'GET /advisor-change-requests': {},
  'GET /advisor-change-requests/:id': { path: { id: 'advisorChangeRequest' } },
  'GET /follow-up-action': { query: { projectId: 'project' } },
  'GET /follow-up-action/:id': { path: { id: 'followUpAction' } },
  'GET /follow-up-action/:id/attachment': { path: { id: 'followUpAction' } },
  'GET /follow-up-action/:id/documents/:documentId': { path: { id: 'followUpAction', documentId: 'followUpDocument' } },
  'GET /follow-up-action/:id/act-revisions': { path: { id: 'followUpAction' } },
  'GET /projects/:id/recourses': { path: { id: 'project' } },
  'GET /recourse': {
    query: { regionId: 'region' },
    fixedQuery: { recourseProjectCategory: 'NON_INSTRUCTED', page: '0', size: '100' },
  },
  'GET /recourse/:id/details': { path: { id: 'recourse' } },
  'GET /ministerial-recourse/:id/details': { path: { id: 'ministerialRecourse' } },
  'GET /recourse/:id/advisor/details': { path: { id: 'recourse' } },
  'GET /recourse/:id/request-file': { path: { id: 'recourse' } },
  'GET /recourse/:id/decision-file': { path: { id: 'recourse' } },
  'GET /recourse/:id/sheet.pdf': { path: { id: 'recourse' } },
  // Appeals, staff side (issue 15, decision 048).
  'GET /projects/:id/recourse-commission': { path: { id: 'project' } },
  'GET /payment-detail': { query: { projectId: 'project' } },
  'GET /payment-detail/:id': { path: { id: 'paymentDetail' } },
  'GET /payment-technical-sheet/:id': { path: { id: 'technicalSheet' } },
  'GET /payment-technical-sheet/:id/pdf': { path: { id: 'technicalSheet' } },
  'GET /payment-technical-sheet/:id/signed-document': { path: { id: 'technicalSheet' } },
  'GET /payment-line/:id': { path: { id: 'paymentLine' } },
  'GET /payment-line/:id/receipt': { path: { id: 'paymentLine' } },
  'GET /urban-agency-parameters': { query: { administrationId: 'urbanAgency' } },
  'GET /procedure-payment-parameters/administration': { query: { regionId: 'region' }, fixedQuery: { procedureId: '3' } },
  'GET /epayment/services-fees': {
    query: { administrationId: 'urbanAgency', paymentTechnicalSheetId: 'technicalSheet' },
    fixedQuery: { procedureId: '3' },
  },
  // Monitoring (issue 18).
  'GET /monitoring-projects/monitoring-manager': { fixedQuery: { page: '0', size: '100' } },
  'GET /monitoring-projects/dashboard': {},
  'GET /monitoring-projects/:id': { path: { id: 'monitoringProject' } },
  'GET /monitoring-projects/:id/details': { path: { id: 'monitoringProject' } },
  'GET /projects/:id/monitoring': { path: { id: 'project' } },
  'GET /monitoring-project-procedure-milestones/:id': { path: { id: 'monitoringMilestone' } },
  'GET /monitoring-project-procedure-milestones/:id/file': { path: { id: 'monitoringMilestone' } },
  'GET /monitoring-follow-up-actions/document/:id': { path: { id: 'monitoringDocument' } },
  // Global indicators (issue 21): the file figures of the caller's region only (decision 079).
  'GET /global-indicators/export': { fixedQuery: { startDate: '2026-01-01', endDate: '2026-12-31', format: 'csv' } },
  // The bottlenecks and the files behind a figure (decisions 078, 090), asked for region A's and B's id: POST reads.
  'POST /global-indicators/bottlenecks': {
    body: { regionId: 'region' },
    fixedBody: { startDate: '2026-01-01', endDate: '2026-12-31' },
  },
  'POST /global-indicators/bottleneck-files': {
    body: { regionId: 'region' },
    fixedBody: { startDate: '2026-01-01', endDate: '2026-12-31', phase: 'DRAFT' },
  },
  // The land team (issue 19): the member's region only (404 for another region's parcel).
  'GET /foncier/dashboard': {},
  'GET /foncier/parcels': { fixedQuery: { page: '0', size: '100' } },
  'GET /foncier/parcels/:id': { path: { id: 'parcel' } },
  'GET /foncier/visualisation': {},
  'GET /audit/parcel': { query: { parcelId: 'parcel' } },
  'GET /foncier/search': { fixedQuery: { page: '0', size: '100' } },
  'GET /investor-request/foncier': { fixedQuery: { investorRequestCategory: 'NEW', page: '0', size: '100' } },
  'GET /appointments/foncier': { fixedQuery: { stateCategory: 'TO_BE_SCHEDULED', page: '0', size: '100' } },
  // Land appointments on the appointment screens (decision 080): a regional reader gets its region's whatever it asks.
  'GET /appointments/foncier/meetings': { query: { regionId: 'region' }, fixedQuery: { filter: 'all' } },
  'GET /appointments/foncier/:id': { path: { id: 'landAppointment' } },
};

/** Read routes whose answer does not depend on a region, with the reason. */
export const NOT_REGIONAL: Record<string, string> = {
  'GET /health': 'service health, no data',
  'GET /feature-flags': "the server's feature flags, no data",
  'GET /captcha': 'a fresh captcha image',
  'GET /users/secureKey': "the caller's own security-code secret (sign-in step)",
  'GET /validateOtp': "the caller's own security code (sign-in step)",
  'GET /choices': 'public reference data (lists of values)',
  'GET /region-parameters': 'public reference data (every region, on purpose)',
  'GET /dates/offset': 'the platform clock',
  'GET /communes': 'public reference data',
  'GET /communes/rokhas': 'public reference data',
  'GET /vocations': 'public reference data',
  'GET /regions': 'public reference data',
  'GET /provinces': 'public reference data',
  'GET /infos-cri/project': 'public contact details of every CRI',
  'GET /sectors': 'public reference data',
  'GET /administration/national': 'reference data: the national administrations, no region',
  'GET /administration-type': 'reference data: the administration types, no region',
  'GET /procedures/active': 'public catalogue of procedures',
  'GET /procedures': 'the national catalogue of procedures, for the content manager (national role)',
  'GET /components': 'public reference data (the sector component titles)',
  'GET /procedures/:id': 'public catalogue of procedures',
  'GET /procedures/:id/timeline-image': "public catalogue: a procedure's timeline image",
  'GET /region-document-price-overrides': 'public fees of every region',
  'GET /document-types/:id': 'public catalogue of document types',
  'GET /document-types/:id/template': 'public document templates',
  'GET /users/token-black-list-check': 'whether a token is revoked',
  'GET /notifications/current-user': "the caller's own notifications",
  'GET /users/update-token': "a fresh token for the caller's own account",
  'GET /investors/:id':
    'investor accounts are national (one investor files in any region): readable by the roles of read:investors, never listed',
  'GET /regional-supports/current': "the caller's own regional-support record",
  'GET /dev/mailbox': 'the development mailbox, refused in production',
  'GET /user-guide/download': 'the same guide for every staff member',
  'GET /esign/verified-document': 'a signed PV behind its own unguessable token (a link given to the signatory)',
  'GET /content/published': 'the published content (FAQ, incentives, appeals, help), the same nationwide',
  'GET /global-indicators/registered-investors': 'investor accounts are national: one count for every caller',
};
