import { z } from 'zod';
import {
  GRACIOUS_DECISIONS,
  MINISTERIAL_ANSWERS,
  RECOURSE_COMMENTS_MAX,
  RECOURSE_EXPLANATION_MAX,
  RECOURSE_LIST_CATEGORIES,
  RECOURSE_QUALIFICATION_MAX,
  RECOURSE_REASON_MAX,
  RECOURSE_SYNTHESIS_MAX,
  RECOURSE_TYPES,
} from '../enums/recourses.ts';

/** Appeals (issue 15): one schema per operation, used by the web form and the route. */

const Id = z.number().int().positive().max(2_147_483_647);
const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max, { message: 'errors.field.tooLong' });
const required = (max: number) => text(max).min(1, { message: 'errors.field.required' });

/** The investor's form (multipart field `recourse`, a JSON text, then the signed request as `file`). */
export const ZRecourseForm = z.object({
  projectId: Id,
  reason: required(RECOURSE_REASON_MAX),
  explanation: required(RECOURSE_EXPLANATION_MAX),
  honourDeclaration: z.literal(true, { message: 'recourses.errors.honourDeclaration' }),
  /** Documents of the file attached to the appeal (provided-document ids of the same file). */
  providedDocumentIds: z.array(Id).max(50).default([]),
});
export type TRecourseForm = z.output<typeof ZRecourseForm>;

/** The instruction (advisor, governor's representative, national commission): synthesis and qualification. */
export const ZRecourseInstruction = z.object({
  synthesis: required(RECOURSE_SYNTHESIS_MAX),
  qualification: required(RECOURSE_QUALIFICATION_MAX),
  /** Documents of the file the instruction relies on (provided-document ids of the same file; decision 048). */
  documentIds: z.array(Id).max(50).default([]),
});
export type TRecourseInstruction = z.output<typeof ZRecourseInstruction>;

/** The gracious decision form (multipart field `decision`, then the decision file): all four required. */
export const ZGraciousDecisionForm = z.object({
  decision: z.enum(GRACIOUS_DECISIONS, { message: 'errors.field.required' }),
  commissionRecommendation: required(RECOURSE_COMMENTS_MAX),
  commentsForInvestor: required(RECOURSE_COMMENTS_MAX),
});
export type TGraciousDecisionForm = z.output<typeof ZGraciousDecisionForm>;

/** The national commission's answer. */
export const ZMinisterialAnswer = z.object({
  commissionAnswer: z.enum(MINISTERIAL_ANSWERS, { message: 'errors.field.required' }),
  commentsForInvestor: text(RECOURSE_COMMENTS_MAX).default(''),
});
export type TMinisterialAnswer = z.output<typeof ZMinisterialAnswer>;

export const ZRecourseIdParams = z.object({ id: ZId });
export const ZProjectIdParams = z.object({ id: ZId });

export const ZRecourseListQuery = z.object({
  recourseProjectCategory: z.enum(RECOURSE_LIST_CATEGORIES).default('NON_INSTRUCTED'),
  regionId: ZId.optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

const ZClock = z.object({
  deadline: z.string(),
  daysLeft: z.number().int(),
  state: z.enum(['open', 'dueSoon', 'overdue']),
});
export type TClock = z.infer<typeof ZClock>;

export const ZRecourse = z.object({
  id: Id,
  type: z.enum(RECOURSE_TYPES),
  projectId: Id,
  projectName: z.string(),
  projectReference: z.string().nullable(),
  regionId: Id,
  reason: z.string(),
  explanation: z.string(),
  providedDocumentIds: z.array(Id),
  requestFileName: z.string(),
  filedAt: z.string(),
  /** The decision the appeal is against (its notification date starts the filing clock). */
  appealedDecision: z.string(),
  /** The deadline of the decision owed (the governor's 15 days, the national commission's 45). */
  decisionClock: ZClock.nullable(),
  synthesis: z.string().nullable(),
  qualification: z.string().nullable(),
  instructedAt: z.string().nullable(),
  decision: z.string().nullable(),
  decidedAt: z.string().nullable(),
  commentsForInvestor: z.string().nullable(),
  commissionRecommendation: z.string().nullable(),
  /** The documents the instruction attached (decision 048). */
  instructionDocumentIds: z.array(Id),
  /** A decision file is stored (the gracious decision's; staff download it). */
  hasDecisionFile: z.boolean(),
});
export type TRecourse = z.infer<typeof ZRecourse>;

/** What the investor may do on a file: each kind's availability, the reason when not, and its clock. */
export const ZRecourseStatus = z.object({
  projectId: Id,
  gracious: z.object({
    available: z.boolean(),
    refusal: z.string().nullable(),
    fileClock: ZClock.nullable(),
    recourse: ZRecourse.nullable(),
  }),
  ministerial: z.object({
    available: z.boolean(),
    refusal: z.string().nullable(),
    fileClock: ZClock.nullable(),
    recourse: ZRecourse.nullable(),
  }),
});
export type TRecourseStatus = z.infer<typeof ZRecourseStatus>;

export const ZRecourseList = z.object({
  content: z.array(ZRecourse),
  totalElements: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TRecourseList = z.infer<typeof ZRecourseList>;

/** GET /recourse/{id}/sheet.pdf: the recourse sheet's language. */
export const ZRecourseSheetQuery = z.object({ lang: z.enum(['fr', 'ar']).default('fr') });

/** The investor's pages of the appeals (spec 2 §2 Investor "Recourses"). */
export const recourseInformationPath = (projectId: number): string => `/projects/${projectId}/recourse-information`;
export const newRecoursePath = (projectId: number, type: 'GRACIOUS' | 'MINISTERIAL'): string =>
  `/projects/${projectId}/new-recourse/${type === 'GRACIOUS' ? 'gracious' : 'ministerial'}`;
export const recourseDetailsPath = (projectId: number, type: 'GRACIOUS' | 'MINISTERIAL'): string =>
  type === 'GRACIOUS' ? `/projects/${projectId}/recourse-details` : `/projects/${projectId}/ministerial-recourse-details`;
export const recourseSheetPath = (projectId: number, type: 'GRACIOUS' | 'MINISTERIAL'): string =>
  `/recourse/${projectId}/recourse-sheet/${type === 'GRACIOUS' ? 'gracious' : 'ministerial'}`;
