import { INVESTOR_EDITABLE_PHASES, type ProjectPhase } from '../enums/project-phases.ts';
import type { ProjectListCategory } from '../schemas/project-lists.ts';

/**
 * Which files a list category holds (spec 2 §4 "Project list categories", §7), as data the server turns
 * into SQL on the indexed columns projects.latest_phase and projects.crui_date. A category maps to null
 * while no module writes the phases that feed it: it answers an empty page, never an error.
 *
 * | category                 | staff (advisor, consultation)                                       | CRUI member (files shared with their administration) | investor (own files)          |
 * |--------------------------|---------------------------------------------------------------------|------------------------------------------------------|-------------------------------|
 * | DRAFT, DEPOSIT           | DRAFT, DRAFT_NEW_PROCEDURE, RESTORED                                | -                                                    | same                          |
 * | SUBMITED                 | IN_REVIEW, COMPLEMENTS_IN_REVIEW (the advisor reviews them)         | SHARED_TO_CRUI_MEMBERS, SCHEDULED, UNSCHEDULED       | any phase but deposit/archive |
 * | ACTIONS                  | IN_REVIEW, COMPLEMENTS_IN_REVIEW, WAITING_FOR_ADMINISTRATION_DOCUMENTS | -                                                 | -                             |
 * | DOCUMENTS_TO_DELIVER     | INVESTOR_EDITING, WAITING_FOR_ADMINISTRATION_DOCUMENTS              | -                                                    | -                             |
 * | TO_BE_PROGRAMMED         | FILLED, SHARED_TO_CRUI_MEMBERS, UNSCHEDULED and no commission date  | -                                                    | -                             |
 * | PROGRAMMED               | SCHEDULED, SHARED_TO_CRUI_MEMBERS with a commission date            | same, shared with them                               | -                             |
 * | ARCHIVED, ARCHIVED_PROJECT | ARCHIVED                                                          | -                                                    | ARCHIVED                      |
 * | OTHER                    | any phase but deposit and archive (every submitted file)            | every file shared with them                          | -                             |
 * | PROJECT_COMMISSION_PV_TO_SIGN | a generated PV not finalised yet (the advisor finalises)       | a PV they must sign and have not, window open        | -                             |
 * | ACTIONS (+ follow-up)    | or an open follow-up action for the advisor, an act to attach/replace | -                                                  | -                             |
 * | DOCUMENTS_TO_DELIVER (+) | or an open document request to the investor or an administration   | an open action addressed to their administration     | -                             |
 * | ACT_TO_VALIDATE_FOR_WALI_SIGN | -                                                              | the director: an act awaiting validation (region)    | -                             |
 * | ACT_TO_SIGNED_BY_WALI    | -                                                                   | the governor: an approved act not signed (region)    | -                             |
 * | DELIVER_ACTE             | a signed act                                                        | -                                                    | -                             |
 * | RECOURSE_ASKED           | RECOURSE_REQUESTED                                                  | -                                                    | -                             |
 * | MINISTERIAL_RECOURSE_ASKED | MINISTERIAL_RECOURSE_REQUESTED                                    | -                                                    | -                             |
 * | UNFAVORABLE              | latest review phase decided UNFAVORABLE (initial, gracious, ministerial) | -                                               | -                             |
 * | PROJECT_MONITORING_POST_CRUI | a monitoring project opened by a favourable decision (issue 18)  | -                                                    | -                             |
 * | MONITORING_ACTION_TO_BE_REALISED | a monitoring milestone due within 15 days or overdue         | -                                                    | -                             |
 * | the others               | not fed yet (questionnaires)                                        | not fed yet                                          | not fed yet                   |
 */
export interface CategoryCondition {
  /** The latest phase (internal ones included) is one of these. */
  phases?: readonly ProjectPhase[];
  /** The latest phase is none of these (a file without any phase is excluded too). */
  notPhases?: readonly ProjectPhase[];
  /** 'set': programmed in a commission session; 'unset': not programmed. */
  cruiDate?: 'set' | 'unset';
  /**
   * The caller has minutes (PV) to act on: staff a generated PV whose signatures are not finalised; a CRUI
   * member a PV they must sign and have not, while signing is open. Read from the PV tables, not from
   * the phase columns: matchesCondition cannot tell, the server counts these files itself.
   */
  pvToSign?: true;
  /**
   * Follow-up actions (issue 14, decision 035): the file has actions of this kind for the caller. Read from
   * the follow-up-action tables; with `phases` it widens them (the phases OR these actions). matchesCondition
   * cannot tell, the server counts these files itself.
   */
  followUp?: FollowUpListKind;
  /**
   * A CRUI member sees these files in the whole region, not only those shared with their administration
   * (the director validating acts, the governor signing them).
   */
  regionWide?: true;
  /**
   * Appeals (issue 15, decision 048): the latest phase is a review phase (REVIEW_PHASES of rules/commission.ts)
   * whose COMMISSION_CHOICE is UNFAVORABLE. Read from the phase metadata: matchesCondition cannot tell,
   * the server counts these files itself.
   */
  unfavourable?: true;
  /**
   * Monitoring (issue 18, decision 066): the file is monitored (POST_CRUI), or has a monitoring milestone due
   * or overdue (ACTIONS). Read from the monitoring tables: matchesCondition cannot tell.
   */
  monitoring?: 'POST_CRUI' | 'ACTIONS';
}

/** What the follow-up-actions module counts for a category (modules/follow-up-actions/categories.ts). */
export const FOLLOW_UP_LIST_KINDS = [
  'ADVISOR_ACTIONS',
  'DOCUMENTS_TO_DELIVER',
  'ACT_TO_VALIDATE',
  'ACT_TO_SIGN',
  'ACT_DELIVERED',
] as const;
export type FollowUpListKind = (typeof FOLLOW_UP_LIST_KINDS)[number];

export type CategoryAudience = 'staff' | 'cruiMember' | 'investor';

const DEPOSIT: CategoryCondition = { phases: INVESTOR_EDITABLE_PHASES };
const ARCHIVE: CategoryCondition = { phases: ['ARCHIVED'] };
const SUBMITTED_ANY: CategoryCondition = { notPhases: [...INVESTOR_EDITABLE_PHASES, 'ARCHIVED'] };
const IN_REVIEW: readonly ProjectPhase[] = ['IN_REVIEW', 'COMPLEMENTS_IN_REVIEW'];
const PROGRAMMED: CategoryCondition = { phases: ['SCHEDULED', 'SHARED_TO_CRUI_MEMBERS'], cruiDate: 'set' };

type Table = Record<CategoryAudience, Partial<Record<ProjectListCategory, CategoryCondition>>>;

export const PROJECT_CATEGORY_CONDITIONS: Table = {
  staff: {
    DRAFT: DEPOSIT,
    DEPOSIT,
    SUBMITED: { phases: IN_REVIEW },
    ACTIONS: { phases: [...IN_REVIEW, 'WAITING_FOR_ADMINISTRATION_DOCUMENTS'], followUp: 'ADVISOR_ACTIONS' },
    DOCUMENTS_TO_DELIVER: {
      phases: ['INVESTOR_EDITING', 'WAITING_FOR_ADMINISTRATION_DOCUMENTS'],
      followUp: 'DOCUMENTS_TO_DELIVER',
    },
    DELIVER_ACTE: { followUp: 'ACT_DELIVERED' },
    TO_BE_PROGRAMMED: { phases: ['FILLED', 'SHARED_TO_CRUI_MEMBERS', 'UNSCHEDULED'], cruiDate: 'unset' },
    PROGRAMMED,
    ARCHIVED: ARCHIVE,
    ARCHIVED_PROJECT: ARCHIVE,
    OTHER: SUBMITTED_ANY,
    PROJECT_COMMISSION_PV_TO_SIGN: { pvToSign: true },
    // Appeals (issue 15, decision 044): files whose recourse awaits its decision.
    RECOURSE_ASKED: { phases: ['RECOURSE_REQUESTED'] },
    MINISTERIAL_RECOURSE_ASKED: { phases: ['MINISTERIAL_RECOURSE_REQUESTED'] },
    UNFAVORABLE: {
      phases: ['REVIEWED_IN_CRUI', 'RECOURSE_REVIEWED_CRUI', 'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE'],
      unfavourable: true,
    },
    // Monitoring (issue 18).
    PROJECT_MONITORING_POST_CRUI: { monitoring: 'POST_CRUI' },
    MONITORING_ACTION_TO_BE_REALISED: { monitoring: 'ACTIONS' },
  },
  cruiMember: {
    SUBMITED: { phases: ['SHARED_TO_CRUI_MEMBERS', 'SCHEDULED', 'UNSCHEDULED'] },
    PROGRAMMED,
    OTHER: {},
    PROJECT_COMMISSION_PV_TO_SIGN: { pvToSign: true },
    DOCUMENTS_TO_DELIVER: { followUp: 'DOCUMENTS_TO_DELIVER' },
    ACT_TO_VALIDATE_FOR_WALI_SIGN: { followUp: 'ACT_TO_VALIDATE', regionWide: true },
    ACT_TO_SIGNED_BY_WALI: { followUp: 'ACT_TO_SIGN', regionWide: true },
  },
  investor: {
    DRAFT: DEPOSIT,
    DEPOSIT,
    SUBMITED: SUBMITTED_ANY,
    ARCHIVED: ARCHIVE,
    ARCHIVED_PROJECT: ARCHIVE,
  },
};

/** The condition of a category for an audience; undefined = no category (every file); null = not fed yet. */
export function categoryConditionOf(
  audience: CategoryAudience,
  category: ProjectListCategory | undefined,
): CategoryCondition | undefined | null {
  if (category === undefined) return audience === 'cruiMember' ? {} : undefined;
  return PROJECT_CATEGORY_CONDITIONS[audience][category] ?? null;
}

/** Whether a file of this phase and commission date falls in the condition (the same test as the SQL). */
export function matchesCondition(condition: CategoryCondition, phase: ProjectPhase | null, cruiDate: string | null): boolean {
  if (condition.pvToSign || condition.unfavourable || condition.monitoring) return false;
  // Follow-up actions are read from their tables: only the phases they widen are tested here.
  if (condition.followUp && !condition.phases) return false;
  if (condition.phases && (phase === null || !condition.phases.includes(phase))) return false;
  if (condition.notPhases && (phase === null || condition.notPhases.includes(phase))) return false;
  if (condition.cruiDate === 'set' && cruiDate === null) return false;
  if (condition.cruiDate === 'unset' && cruiDate !== null) return false;
  return true;
}

/** The dashboard categories of each staff role (spec 2 §7: the advisor's five, fetched in parallel at page 0). */
export const DASHBOARD_CATEGORIES = {
  // Spec 2 §7: exactly these five for the advisor; the other appeal lists are tabs of /projects.
  advisor: ['DRAFT', 'SUBMITED', 'ACTIONS', 'RECOURSE_ASKED', 'PROJECT_COMMISSION_PV_TO_SIGN'],
  cruiMember: [
    'SUBMITED',
    'PROJECT_COMMISSION_PV_TO_SIGN',
    'PROGRAMMED',
    'OTHER',
    'DOCUMENTS_TO_DELIVER',
    'ACT_TO_VALIDATE_FOR_WALI_SIGN',
    'ACT_TO_SIGNED_BY_WALI',
  ],
  consultation: [
    'SUBMITED',
    'DOCUMENTS_TO_DELIVER',
    'TO_BE_PROGRAMMED',
    'PROGRAMMED',
    'ARCHIVED',
    // Appeals (issue 15, decision 048).
    'RECOURSE_ASKED',
    'MINISTERIAL_RECOURSE_ASKED',
    'UNFAVORABLE',
  ],
} as const satisfies Record<string, readonly ProjectListCategory[]>;

/** The tabs of /projects for staff. */
export const STAFF_LIST_CATEGORIES = {
  advisor: [
    'SUBMITED',
    'ACTIONS',
    'DOCUMENTS_TO_DELIVER',
    'TO_BE_PROGRAMMED',
    'PROGRAMMED',
    'PROJECT_COMMISSION_PV_TO_SIGN',
    'DELIVER_ACTE',
    // Appeals (issue 15, decision 048).
    'RECOURSE_ASKED',
    'MINISTERIAL_RECOURSE_ASKED',
    'UNFAVORABLE',
    // Monitoring (issue 18): files followed after their favourable decision, and those with a milestone to check.
    'PROJECT_MONITORING_POST_CRUI',
    'MONITORING_ACTION_TO_BE_REALISED',
    'DRAFT',
    'OTHER',
    'ARCHIVED',
  ],
  cruiMember: [
    'SUBMITED',
    'PROJECT_COMMISSION_PV_TO_SIGN',
    'PROGRAMMED',
    'DOCUMENTS_TO_DELIVER',
    'ACT_TO_VALIDATE_FOR_WALI_SIGN',
    'ACT_TO_SIGNED_BY_WALI',
    'OTHER',
  ],
  consultation: ['SUBMITED', 'DOCUMENTS_TO_DELIVER', 'TO_BE_PROGRAMMED', 'PROGRAMMED', 'DRAFT', 'OTHER', 'ARCHIVED'],
} as const satisfies Record<string, readonly ProjectListCategory[]>;
