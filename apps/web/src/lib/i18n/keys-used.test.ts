import { AUDIT_ACTIONS, PROJECTS_AUDIT_RESOURCE } from '@cri/shared/back-office/audit';
import { LIFE_CYCLE_EVENTS } from '@cri/shared/back-office/life-cycle';
import { RESOURCES } from '@cri/shared/back-office/resources';
import { COMMISSION_DECISIONS } from '@cri/shared/enums/commission-decisions';
import { CONTENT_AUDIENCES, CONTENT_KINDS, CONTENT_VERSION_STATUSES, FAQ_CATEGORIES } from '@cri/shared/enums/content';
import {
  ACT_REVISION_REQUESTERS,
  ACT_STATUSES,
  FOLLOW_UP_ACTION_TYPES,
  FOLLOW_UP_CLOSE_REASONS,
  FOLLOW_UP_RECIPIENTS,
  FOLLOW_UP_STATUSES,
  PROCEDURE_ACTION_STATES,
} from '@cri/shared/enums/follow-up-actions';
import {
  ADVANCEMENT_STAGES,
  FRAMING_INVESTOR_TYPES,
  LAND_ASSIGNMENT_TYPES,
  LAND_SITUATIONS,
} from '@cri/shared/enums/framing-forms';
import { LAND_APPOINTMENT_STATES, LAND_REQUEST_CATEGORIES, PARCEL_EXAMINATION_STATES } from '@cri/shared/enums/land';
import {
  MILESTONE_COMMISSION_DECISIONS,
  MILESTONE_STATUSES,
  MILESTONE_TYPES,
  MONITORING_ORIGINS,
  MONITORING_STEP_STATES,
} from '@cri/shared/enums/monitoring';
import {
  ESTABLISHMENT_TYPES,
  MULTI_CHANNEL_MEANS,
  PAYMENT_CHANNELS,
  PAYMENT_DETAIL_STATUSES,
  PAYMENT_FORECAST_TYPES,
  PAYMENT_LINE_STATUSES,
  PAYMENT_TRANSACTION_STATES,
  SHEET_NUMBER_FIELDS,
} from '@cri/shared/enums/payments';
import { PIAFE_MATURITY_LEVELS } from '@cri/shared/enums/piafe';
import { PROCEDURE_STATES, PROJECT_PHASES } from '@cri/shared/enums/project-phases';
import { RECOURSE_LIST_CATEGORIES } from '@cri/shared/enums/recourses';
import {
  INFO_ANSWER_DATA_TYPES,
  INFO_CATEGORIES,
  PROCEDURE_CATEGORIES,
  ROKHAS_NATURE_CODES,
} from '@cri/shared/enums/reference-data';
import { ACCOUNT_ROLES, HABILITATIONS } from '@cri/shared/enums/roles';
import { ERROR_STATUS } from '@cri/shared/errors';
import { LANGUAGES as APP_LANGUAGES } from '@cri/shared/limits';
import { COMPETENT_COMMISSIONS } from '@cri/shared/rules/commission-competence';
import { PREFILL_SOURCES } from '@cri/shared/rules/deposit-prefill';
import { PREMIUM_CODES } from '@cri/shared/rules/incentive-simulator';
import { LEGAL_FORM_KINDS } from '@cri/shared/rules/investor-form';
import { PASSWORD_RULES } from '@cri/shared/rules/password-policy';
import { PARTNER_IDENTITY_TYPES } from '@cri/shared/rules/project-form';
import {
  ARCHITECT_CHECK_STATUSES,
  EXAMINATION_STATES,
  PARTNER_TASK_KINDS,
  PARTNER_TASK_STATUSES,
  SEND_BLOCKERS,
} from '@cri/shared/rules/rokhas';
import { ACCOUNT_TYPES } from '@cri/shared/schemas/accounts';
import { ADVISOR_CHANGE_STATUSES } from '@cri/shared/schemas/advisor-change';
import { DOCUMENT_REQUEST_OWNERS, SEND_BACK_BLOCKERS, VALIDATE_BLOCKERS } from '@cri/shared/schemas/advisor-review';
import { APPOINTMENT_EVENTS, APPOINTMENT_FILTERS, APPOINTMENT_STATUSES } from '@cri/shared/schemas/appointments';
import { COMMISSION_KINDS, MEMBER_OPINIONS } from '@cri/shared/schemas/commission';
import { LAND_REFERENCE_KINDS, LAND_SEARCH_SORTS, LAND_SURFACE_CLASSES } from '@cri/shared/schemas/land';
import { MONITORING_LIST_FILTERS } from '@cri/shared/schemas/monitoring';
import { USER_ACCOUNT_TYPES } from '@cri/shared/schemas/otp-reset';
import { PROJECT_LIST_CATEGORIES, PROJECT_LIST_TABS } from '@cri/shared/schemas/project-lists';
import { SEARCH_TEXT_CRITERIA } from '@cri/shared/schemas/project-search';
import { SHARE_BLOCKERS } from '@cri/shared/schemas/rokhas';
import { describe, expect, it } from 'vitest';

/**
 * Every translation key the code names exists in both catalogues (issue 8, "Accessibility and languages").
 * The code is read as text: the web app, the server (mails, notifications, error keys) and the shared
 * contracts (field error keys). A key is any quoted string whose first segment is a catalogue name
 * (`'projects.detail.title'`, `i18nKey="…"`, `messageKey: '…'`, `title: 'nav.…'` of the route table…).
 * Keys built at run time (`projects.phases.${phase}`) are listed in DYNAMIC below with the values they
 * take (the shared enums) or the reason they cannot be enumerated; a new one fails until it is listed.
 */
type Tree = { [key: string]: unknown };
const catalogueFiles = import.meta.glob<Tree>('../../../../../packages/i18n/*/*.json', { eager: true, import: 'default' });
const sources = {
  ...import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
  ...import.meta.glob<string>(
    ['../../../../server/src/**/*.ts', '!../../../../server/src/**/*.test.ts', '!../../../../server/src/test/**'],
    {
      eager: true,
      query: '?raw',
      import: 'default',
    },
  ),
  ...import.meta.glob<string>(
    ['../../../../../packages/shared/src/**/*.ts', '!../../../../../packages/shared/src/**/*.test.ts'],
    {
      eager: true,
      query: '?raw',
      import: 'default',
    },
  ),
};

const LANGUAGES = ['fr', 'ar'] as const;
const catalogue = (lang: string): Tree =>
  Object.assign(
    {},
    ...Object.entries(catalogueFiles)
      .filter(([path]) => path.includes(`/i18n/${lang}/`))
      .map(([, tree]) => tree),
  );
const catalogues = Object.fromEntries(LANGUAGES.map((lang) => [lang, catalogue(lang)])) as Record<
  (typeof LANGUAGES)[number],
  Tree
>;
const NAMESPACES = Object.keys(catalogues.fr);

const node = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((n, part) => (n && typeof n === 'object' ? (n as Tree)[part] : undefined), tree);
const PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** A non-empty text, or the plural forms of one (i18next's `key_one`, `key_other`…). */
function hasText(tree: Tree, key: string): boolean {
  const value = node(tree, key);
  if (typeof value === 'string') return value.trim() !== '';
  const forms = PLURALS.map((p) => node(tree, `${key}_${p}`)).filter((v) => v !== undefined);
  return (
    forms.length > 0 && forms.every((v) => typeof v === 'string' && v.trim() !== '') && node(tree, `${key}_other`) !== undefined
  );
}
/** Keys used with `returnObjects` or as a prefix: a non-empty subtree. */
const hasSubtree = (tree: Tree, key: string) => {
  const value = node(tree, key);
  return value !== null && typeof value === 'object' && Object.keys(value).length > 0;
};

const ns = NAMESPACES.join('|');
const STATIC_KEY = new RegExp(`(['"\`])((?:${ns})(?:\\.[A-Za-z0-9_-]+)+)\\1`, 'g');
const DYNAMIC_KEY = new RegExp(`\`((?:${ns})\\.[^\`]*?\\$\\{[^\`]*?)\``, 'g');
/** File names and other dotted strings that start like a catalogue name but are no key. */
const NOT_A_KEY = /\.(json|ts|tsx|js|pdf|png|svg|ma)$/;

/** Quoted strings that start like a key but are something else. */
const NOT_KEYS: Record<string, string> = {
  'commission.nationale': 'the user name of the national commission demo account (commission.nationale@demo.cri.ma)',
};

/**
 * A local helper that prefixes its argument (`const f = (key: string) => t(\`investors.fields.${key}\`)`):
 * its calls with a quoted argument are checked as prefix + argument, and its own template is no dynamic key.
 */
const HELPER = /const (\w+) = \((\w+): string\) =>\s*\w+\(`([\w.]+)\.\$\{\2\}`/g;

/** The values of MAIL_TEMPLATES, read from the server's source. */
const mailTemplates = (): string[] => {
  const text = Object.entries(sources).find(([f]) => f.endsWith('server/src/mail/templates.ts'))?.[1] ?? '';
  const list = /export const MAIL_TEMPLATES = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1] as string);
};

/** The upload fields that take pictures only (shown, not offered to download). */
const picturesOf = (resources: typeof RESOURCES): string[] =>
  resources.flatMap((r) => (r.upload?.accepted.every((m) => m.startsWith('image/')) ? [r.upload.field] : []));

type Dynamic = { values: readonly (string | number)[] } | { reason: string; notAKey?: true };
/**
 * Every key built at run time, by pattern (`*` for each `${…}`): the values it takes, checked one by one,
 * or why they cannot be listed here (the subtree before the first `*` must then exist in both languages).
 */
const DYNAMIC: Record<string, Dynamic> = {
  // Back-office (issue 17): labels of the declared resources, their fields and values (decision 060).
  'backOffice.fields.*': {
    values: [...new Set(RESOURCES.flatMap((r) => [...r.fields.map((f) => f.name), ...(r.upload ? [r.upload.field] : [])]))],
  },
  'backOffice.resources.*.title': { values: [...RESOURCES.map((r) => r.name), PROJECTS_AUDIT_RESOURCE] },
  'backOffice.resources.*.one': { values: [...RESOURCES.map((r) => r.name), PROJECTS_AUDIT_RESOURCE] },
  'backOffice.values.*.*': {
    reason: 'each enum field of a declaration and its options (packages/shared/src/back-office/resources.ts)',
  },
  'backOffice.audit.actions.*': { values: AUDIT_ACTIONS },
  'backOffice.lifeCycle.events.*': { values: LIFE_CYCLE_EVENTS },
  'backOffice.list.pager.*': { values: ['first', 'previous', 'next', 'last'] },
  'backOffice.form.delete.*': { values: ['deactivate', 'archive-if-used'] },
  'backOffice.form.confirm.*': { values: ['deactivate', 'archive-if-used'] },
  'backOffice.form.outcome.*': { values: ['deleted', 'archived', 'deactivated'] },
  // A resource's file (decision 087): its hint, and the server's refusal of its type.
  'backOffice.form.fileHint.*': { values: RESOURCES.flatMap((r) => (r.upload ? [r.upload.field] : [])) },
  'backOffice.errors.unsupported.*': { values: RESOURCES.flatMap((r) => (r.upload ? [r.upload.field] : [])) },
  // Over a resource's own size limit (the timeline image, decision 098): said by the server under the field.
  'backOffice.errors.tooLarge.*': { values: RESOURCES.flatMap((r) => (r.upload?.maxBytes ? [r.upload.field] : [])) },
  // A stored picture's label and its alternative text (the member's signature, the procedure's timeline).
  'backOffice.form.storedFile.*': { values: picturesOf(RESOURCES) },
  'backOffice.form.storedFile.*Alt': { values: picturesOf(RESOURCES) },
  // The land team (issue 19).
  'land.examination.*': { values: PARCEL_EXAMINATION_STATES },
  'land.requests.category.*': { values: LAND_REQUEST_CATEGORIES },
  'land.requests.assignment.*': { values: ['SALE', 'RENTAL', 'CONCESSION'] },
  'land.search.sorts.*': { values: LAND_SEARCH_SORTS },
  'land.parcels.historyFields.*': { values: ['examinationState'] },
  'land.requests.notice.*': { values: ['BEING_QUALIFIED', 'QUALIFIED', 'CLOSED'] },
  'land.requests.state.*': { values: ['BEING_QUALIFIED', 'QUALIFIED', 'CLOSED'] },
  'land.appointments.states.*': { values: LAND_APPOINTMENT_STATES },
  'appointments.land.states.*': { values: LAND_APPOINTMENT_STATES },
  'land.visualisation.surfaceClasses.*': { values: LAND_SURFACE_CLASSES },
  'land.visualisation.referenceKinds.*': { values: LAND_REFERENCE_KINDS },
  'land.appointments.notice.*': { values: ['schedule', 'cancel'] },
  'followUpActions.types.*': { values: FOLLOW_UP_ACTION_TYPES },
  'followUpActions.typeHelp.*': { values: FOLLOW_UP_ACTION_TYPES },
  'followUpActions.recipients.*': { values: FOLLOW_UP_RECIPIENTS },
  'followUpActions.statuses.*': { values: FOLLOW_UP_STATUSES },
  'followUpActions.closeReasons.*': { values: FOLLOW_UP_CLOSE_REASONS },
  'followUpActions.actStatuses.*': { values: ACT_STATUSES },
  'followUpActions.actionStates.*': { values: PROCEDURE_ACTION_STATES },
  'followUpActions.history.requesters.*': { values: ACT_REVISION_REQUESTERS },
  'followUpActions.*.title': { values: ['approval', 'revision'] },
  'followUpActions.*.done': { values: ['approval', 'revision'] },
  'followUpActions.*.submit': { values: ['approval', 'revision'] },
  'followUpActions.notifications.*.title': { values: ['created', 'actToValidate', 'actToSign', 'revisionAsked'] },
  'followUpActions.notifications.*.body': { values: ['created', 'actToValidate', 'actToSign', 'revisionAsked'] },
  // Monitoring (issue 18).
  'monitoring.decisions.*': { values: MILESTONE_COMMISSION_DECISIONS },
  'monitoring.list.filters.*': { values: MONITORING_LIST_FILTERS },
  'monitoring.origins.*': { values: MONITORING_ORIGINS },
  'monitoring.status.*': { values: MILESTONE_STATUSES },
  'monitoring.stepStates.*': { values: MONITORING_STEP_STATES },
  'monitoring.steps.*': { values: ['generalInfos', 'projectInfos', 'recap'] },
  'monitoring.success.*.title': { values: ['recap', 'disabled', 'followUp', 'milestone'] },
  'monitoring.success.*.body': { values: ['recap', 'disabled', 'followUp', 'milestone'] },
  'monitoring.types.*': { values: MILESTONE_TYPES },
  'monitoring.errors.*': { values: ['validated', 'stepsMissing', 'milestoneDisabled'] },
  'payments.notifications.*.title': { values: ['requested', 'toEvaluate', 'revisionAsked', 'paid'] },
  'payments.notifications.*.body': { values: ['requested', 'toEvaluate', 'revisionAsked', 'paid'] },
  'payments.lineStatus.*': { values: PAYMENT_LINE_STATUSES },
  'payments.detailStatus.*': { values: PAYMENT_DETAIL_STATUSES },
  'payments.transactions.*': { values: PAYMENT_TRANSACTION_STATES },
  'payments.units.*': { values: ['m2', 'm', 'dh'] },
  'payments.fields.*': { values: SHEET_NUMBER_FIELDS },
  'payments.establishmentTypes.*': { values: ESTABLISHMENT_TYPES },
  'payments.confirmation.*.title': { values: ['success', 'failure', 'ongoing', 'error'] },
  'payments.confirmation.*.text': { values: ['success', 'failure', 'ongoing', 'error'] },
  'payments.channels.*': { values: PAYMENT_CHANNELS },
  'payments.forecasts.*': { values: PAYMENT_FORECAST_TYPES },
  // The payment documents' labels (server/src/pdf/payment-documents.ts).
  'payments.pdf.*': {
    values: [
      'project',
      'reference',
      'projectName',
      'investor',
      'procedure',
      'sheetTitle',
      'totals',
      'generatedOn',
      'certify',
      'signatureBox',
      'sheetFooter',
      'page',
      'receiptTitle',
      'payment',
      'receiptNumber',
      'administration',
      'paidAt',
      'channel',
      'transaction',
      'providerReference',
      'items',
      'total',
      'receiptFooter',
    ],
  },
  'payments.paidBy.*': { values: ['CARD', ...MULTI_CHANNEL_MEANS] },
  'payments.deadlines.*': { values: ['technicalSheet', 'administrationValidation', 'payment'] },
  'payments.sheet.groups.*': { values: ['areas', 'lengths', 'costs'] },
  'projects.phases.*': { values: PROJECT_PHASES },
  'projects.decisions.*': { values: COMMISSION_DECISIONS },
  'procedures.categories.*': { values: PROCEDURE_CATEGORIES },
  'projects.categories.*': { values: PROJECT_LIST_CATEGORIES },
  'advisorReview.procedures.states.*': { values: PROCEDURE_STATES },
  'projects.detail.procedureStates.*': { values: PROCEDURE_STATES },
  'advisorReview.request.owners.*': { values: DOCUMENT_REQUEST_OWNERS },
  'appointments.status.*': { values: APPOINTMENT_STATUSES },
  'appointments.events.*': { values: APPOINTMENT_EVENTS },
  'appointments.list.filters.*': { values: APPOINTMENT_FILTERS },
  'appointments.notifications.*.title': { values: APPOINTMENT_EVENTS.filter((e) => e !== 'REQUESTED') },
  'appointments.notifications.*.body': { values: APPOINTMENT_EVENTS.filter((e) => e !== 'REQUESTED') },
  'commission.opinions.*': { values: MEMBER_OPINIONS },
  'framingForms.investorTypes.*': { values: FRAMING_INVESTOR_TYPES },
  'framingForms.advancementStages.*': { values: ADVANCEMENT_STAGES },
  'framingForms.landSituations.*': { values: LAND_SITUATIONS },
  'framingForms.assignmentTypes.*': { values: LAND_ASSIGNMENT_TYPES },
  'investors.createAccount.accountTypes.*': { values: ACCOUNT_TYPES },
  'investors.kinds.*': { values: LEGAL_FORM_KINDS },
  'otpReset.accountTypes.*': { values: USER_ACCOUNT_TYPES },
  'passwords.rules.*': { values: PASSWORD_RULES },
  'procedures.detail.answerTypes.*': { values: INFO_ANSWER_DATA_TYPES },
  'projectInfos.categories.*': { values: INFO_CATEGORIES },
  'projects.form.partnerTypes.*': { values: PARTNER_IDENTITY_TYPES },
  'common.roles.*': { values: ACCOUNT_ROLES },
  'landing.foncier.habilitations.*': { values: HABILITATIONS },
  'nav.language.*': { values: APP_LANGUAGES },
  'projects.list.tabs.*': { values: PROJECT_LIST_TABS },
  'searchBar.searchProjectForm.*': { values: SEARCH_TEXT_CRITERIA },
  'errors.*': { values: Object.keys(ERROR_STATUS) },
  'scheduling.weekdays.*': { values: [1, 2, 3, 4, 5, 6, 7] },
  'scheduling.competence.*': { values: COMPETENT_COMMISSIONS },
  'advisorReview.blockers.validate.*': { values: VALIDATE_BLOCKERS },
  'advisorReview.blockers.sendBack.*': { values: SEND_BACK_BLOCKERS },
  'projects.form.prefilledFrom.*': { values: PREFILL_SOURCES },
  'scheduling.notifications.*.title': { values: ['programmed', 'deprogrammed'] },
  'scheduling.notifications.*.body': { values: ['programmed', 'deprogrammed'] },
  'notifications.messages.*.title': {
    values: ['projectSubmitted', 'complementsSubmitted', 'projectAssigned', 'complementsReceived'],
  },
  'notifications.messages.*.body': {
    values: ['projectSubmitted', 'complementsSubmitted', 'projectAssigned', 'complementsReceived'],
  },
  'mail.*.subject': { values: mailTemplates() },
  'advisorChange.statuses.*': { values: ADVISOR_CHANGE_STATUSES },
  'advisorChange.notifications.*.title': { values: ['accepted', 'refused', 'closed'] },
  'advisorChange.notifications.*.body': { values: ['accepted', 'refused', 'closed'] },
  'advisorChange.fields.*': { reason: 'the rows of request-facts.tsx (from, proposed, reason, dates, decision)' },
  'projects.stepper.*': { reason: 'the steps of the deposit stepper, a list local to deposit-stepper.tsx' },
  // PIAFE area (issue 20)
  'piafe.enum.*.*': { reason: 'the code lists of PIAFE_ENUMS (@cri/shared/enums/piafe), each code labelled in piafe.enum' },
  'piafe.enum.maturity.*': { values: PIAFE_MATURITY_LEVELS }, // the projects list's maturity column (decision 109)
  'piafe.steps.*': { values: ['exchange', 'holder', 'project', 'qualification'] },
  'piafe.stats.*': {
    values: [
      'visits',
      'holders',
      'projects',
      'fundingObtained',
      'fundingAmount',
      'fundingRejected',
      'fundingPending',
      'jobsEstimated',
      'jobsCreated',
      'byMaturity',
      'bySector',
      'byRegion',
      'col.visits',
      'col.projects',
    ],
  },
  'nav.items.*': { reason: 'menu entries of config/main-menu.ts (checked by its own test)' },
  'devMailbox.status.*': { reason: 'outbox statuses of the server mail module' },
  'documents.detail.validationStates.*': { reason: 'validation states computed in project-document-page.tsx' },
  'framingForms.form.sections.*': { reason: 'the sections of the framing questionnaire, local to answers-view.tsx' },
  'investors.welcome.steps.*': { reason: 'a list local to welcome-page.tsx' },
  'landing.dashboard.actions.*.title': { reason: 'the actions of dashboard-actions.tsx' },
  'landing.dashboard.actions.*.text': { reason: 'the actions of dashboard-actions.tsx' },
  'landing.dashboard.files.*': { reason: "the investor dashboard's file lists (plural key with count)" },
  'landing.dashboard.files.*Empty': { reason: "the investor dashboard's file lists" },
  'projects.staffDashboard.*': { reason: 'the figures of the staff dashboard, local to staff-dashboard.tsx' },
  'landing.dashboard.intro.*': { reason: 'the roles that have a dashboard page (a subset of the roles)' },
  'landing.home.entries.*.title': { reason: 'the entries of the public home page, local to home-page.tsx' },
  'landing.home.entries.*.description': { reason: 'the entries of the public home page, local to home-page.tsx' },
  'procedures.detail.*': { reason: 'the rows of the procedure detail table, local to procedure-detail-page.tsx' },
  'profiles.badges.*': { reason: 'the flags of a CRUI member (director, wali, focal…)' },
  'projectHistory.*': { reason: "'previous' or 'next', the direction of related-projects.tsx" },
  'projects.form.componentTitles.*': { reason: 'component codes of the project form (reference data)' },
  'projects.form.units.*': { reason: 'units of the project components (reference data)' },
  'projects.detail.steps.*': { reason: 'the step of a file, from its phase (features/projects/lib/project-step.ts)' },
  'recourses.types.*': { values: ['GRACIOUS', 'MINISTERIAL'] },
  'recourses.errors.*': { reason: 'refusals of rules/recourse-eligibility.ts, from modules/recourses/service.ts' },
  'recourses.notifications.filed.body*': { values: ['GRACIOUS', 'MINISTERIAL'] },
  'recourses.notifications.*.title': { values: ['decided', 'ministerialOpen', 'reminder', 'overdue'] },
  'recourses.notifications.*.body': { values: ['decided', 'ministerialOpen', 'reminder', 'overdue'] },
  'legalClock.states.*': { values: ['dueSoon', 'overdue'] },
  'recoursesInvestor.entry.see*': { values: ['GRACIOUS', 'MINISTERIAL'] },
  'recoursesInvestor.kinds.*': { values: ['GRACIOUS', 'MINISTERIAL'] },
  'recoursesInvestor.details.decisionClock*': { values: ['GRACIOUS', 'MINISTERIAL'] },
  'recoursesInvestor.details.title*': { values: ['GRACIOUS', 'MINISTERIAL'] },
  'recoursesInvestor.details.statuses.*': { values: ['pending', 'instructed', 'decided'] },
  'recoursesInvestor.sent.title*': { values: ['GRACIOUS', 'MINISTERIAL'] },
  'recoursesInvestor.notifications.filed*.title': { values: ['GRACIOUS', 'MINISTERIAL'] },
  'recoursesInvestor.notifications.filed*.body': { values: ['GRACIOUS', 'MINISTERIAL'] },
  'recoursesInvestor.sheet.*': {
    reason:
      'the recourse sheet (modules/recourses/sheet-pdf.ts) names its labels through a prefixed t(); recourse-files.test.ts prints it',
  },
  'recourseStaff.instruct.title*': { values: ['GRACIOUS', 'MINISTERIAL'] },
  'recourseStaff.type.*': { values: ['GRACIOUS', 'MINISTERIAL'] },
  'recourseStaff.kinds.*': { values: COMMISSION_KINDS },
  'recourseStaff.gracious.option.*': { values: ['confirm', 'overturn'] },
  'recourseStaff.ministerial.*': { values: ['MAINTAINED', 'OVERTURNED'] },
  'recourseStaff.tabs.*': { values: RECOURSE_LIST_CATEGORIES },
  'recourseStaff.list.pager.*': { values: ['first', 'previous', 'next', 'last'] },
  'commission.errors.*': { reason: 'a helper of commission/service.ts called with literal keys' },
  'scheduling.errors.*': { reason: 'issues of the scheduling rules (packages/shared rules/scheduling.ts)' },
  'documents.*': { reason: 'a form field path (documents.<documentTypeId>), not a translation key', notAKey: true },
  // Rokhas (issue 14).
  'rokhas.verification.status.*': { values: [...ARCHITECT_CHECK_STATUSES, 'NONE'] },
  'rokhas.verification.explain.*': { values: [...ARCHITECT_CHECK_STATUSES, 'NONE'] },
  'rokhas.share.blockers.*': { values: SHARE_BLOCKERS },
  'rokhas.send.blockers.*': { values: SEND_BLOCKERS },
  'rokhas.state.*': { values: EXAMINATION_STATES },
  'rokhas.nature.*': { values: ROKHAS_NATURE_CODES },
  'rokhas.tasks.kind.*': { values: PARTNER_TASK_KINDS },
  'rokhas.tasks.status.*': { values: PARTNER_TASK_STATUSES },
  'rokhas.notifications.*.title': { values: ['comment', 'situation'] },
  'rokhas.notifications.*.body': { values: ['comment', 'situation'] },
  'rokhas.facts.*': {
    values: [
      'reference',
      'province',
      'commune',
      'investor',
      'company',
      'architect',
      'consistence',
      'landArea',
      'landReferences',
      'natureCodes',
      'depositDate',
      'instructionDate',
    ],
  },
  'rokhas.sandbox.*': {
    reason: 'the sandbox partner pages (partners/rokhas/sandbox-pages.ts): literal keys, and kind/state/mode from its enums',
  }, // Managed content and the incentive simulator (issue 21).
  'content.audiences.*': { values: CONTENT_AUDIENCES },
  'content.categories.*': { values: FAQ_CATEGORIES },
  'content.kinds.*': { values: CONTENT_KINDS },
  'content.statuses.*': { values: CONTENT_VERSION_STATUSES },
  'incentives.simulator.*': {
    values: ['futureTrade', 'sustainableProject', 'localIntegration', 'prioritySector', 'renewableEnergy'],
  },
  'incentives.rules.*': { values: PREMIUM_CODES },
  'incentives.premiums.*': { values: PREMIUM_CODES },
  'incentives.result.commission.*': { values: COMPETENT_COMMISSIONS },
  'incentives.result.eligibility.*': { values: ['AMOUNT', 'JOBS', 'NONE'] },
  'indicators.figures.*': {
    values: [
      'registeredInvestorsCount',
      'connectedVisitors',
      'connectedInvestors',
      'connectedAdvisors',
      'connectedCruiMembers',
      'connectedSupports',
      'draftProjectsCount',
      'submittedProjectsCount',
      'sharedToCruiMembersProjectsCount',
      'reviewedInCruiProjectsCount',
      'favorableProjectsCount',
      'unfavorableProjectsCount',
      'commissionsCount',
      'appointmentsCount',
    ],
  },
};

function scan() {
  const used = new Map<string, Set<string>>();
  const dynamic = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, file: string) => {
    if (!map.has(key)) map.set(key, new Set());
    map.get(key)?.add(file.replace(/^(\.\.\/)+/, ''));
  };
  for (const [file, source] of Object.entries(sources)) {
    let text = source;
    for (const [definition, name, , prefix] of source.matchAll(HELPER)) {
      text = text.replace(definition, '');
      const calls = new RegExp(`\\b${name}\\(\\s*'([^']+)'`, 'g');
      for (const call of source.matchAll(calls)) add(used, `${prefix}.${call[1]}`, file);
      text = text.replace(calls, '');
    }
    for (const m of text.matchAll(STATIC_KEY)) if (m[2] && !NOT_A_KEY.test(m[2]) && !(m[2] in NOT_KEYS)) add(used, m[2], file);
    for (const m of text.matchAll(DYNAMIC_KEY)) if (m[1]) add(dynamic, m[1].replace(/\$\{[^}]*\}/g, '*'), file);
  }
  return { used, dynamic };
}

describe('translation keys used in the code', () => {
  const { used, dynamic } = scan();

  it('reads the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(200);
    expect(used.size).toBeGreaterThan(500);
  });

  it('finds every static key in French and Arabic, with a text', () => {
    const missing = [...used.keys()].flatMap((key) =>
      LANGUAGES.filter((lang) => !hasText(catalogues[lang], key) && !hasSubtree(catalogues[lang], key)).map(
        (lang) => `${lang}: ${key} (${[...(used.get(key) ?? [])].join(', ')})`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('knows every key built at run time', () => {
    const unknown = [...dynamic.keys()].filter((pattern) => !(pattern in DYNAMIC));
    expect(
      unknown.map((p) => `${p} (${[...(dynamic.get(p) ?? [])].join(', ')})`),
      'add them to DYNAMIC',
    ).toEqual([]);
    expect(
      Object.keys(DYNAMIC).filter((pattern) => !dynamic.has(pattern)),
      'no longer in the code',
    ).toEqual([]);
  });

  it('finds every value of a run-time key in French and Arabic, with a text', () => {
    const missing: string[] = [];
    for (const [pattern, rule] of Object.entries(DYNAMIC)) {
      for (const lang of LANGUAGES) {
        if ('values' in rule) {
          expect(rule.values.length, pattern).toBeGreaterThan(0);
          for (const value of rule.values) {
            const key = pattern.replace('*', String(value));
            if (!hasText(catalogues[lang], key)) missing.push(`${lang}: ${key}`);
          }
        } else if (!rule.notAKey) {
          const prefix = pattern.slice(0, pattern.indexOf('*')).replace(/\.$/, '');
          if (!hasSubtree(catalogues[lang], prefix)) missing.push(`${lang}: ${prefix}.* (${rule.reason})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
