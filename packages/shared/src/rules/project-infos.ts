import type { TFieldError } from '../errors.ts';
import { INFO_NUMBER_MAX, INFO_TEXT_MAX_LENGTH } from '../limits.ts';
import {
  type TExploitationYear,
  type TInfoAnswer,
  type TInfoQuestion,
  type TLand,
  type TSubmitProjectDetailsRequest,
  ZProjectDetailsBody,
} from '../schemas/project-infos.ts';
import { exploitationYearsFor, isIsoDate, sumOf } from './exploitation-years.ts';
import { clearIrrelevantLandFields, landIssues } from './project-lands.ts';

const V = 'projectInfos.validation';
/** Message keys the spec names (spec 2 §5); kept verbatim in the framingForms catalogue. */
export const TOTAL_AMOUNT_MISMATCH_KEY = 'framingForms.request.form.totalInvestmentAmount.notEqualsListYearAmount';
export const TOTAL_JOBS_MISMATCH_KEY = 'framingForms.request.form.totalJobsToBeCreated.notEqualsListYearJobs';
export const SUM_OVER_HUNDRED_KEY = 'errors.SUM_IS_GREATER_THAN_HUNDRED';

/** The info types with a role in the cross-field rules (codes of the info_types seed). */
export const INFO_CODES = { totalInvestment: 'INVESTMENT_AMOUNT', expectedJobs: 'DIRECT_JOBS' } as const;

/** The "other" share of a percentage question: 100 − the value typed; null while nothing valid is typed. */
export function otherShare(value: string | null | undefined): number | null {
  const n = Number(value);
  if (value === null || value === undefined || value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100) return null;
  return 100 - n;
}

const asNumber = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : Number.NaN;
};

const answered = (a: TInfoAnswer | undefined): boolean =>
  !!a && ((a.value !== null && a.value.trim() !== '') || a.choiceItemId !== null);

function answerIssues(q: TInfoQuestion, a: TInfoAnswer, i: number, complete: boolean): TFieldError[] {
  const out: TFieldError[] = [];
  const add = (key: string, field = 'value') => out.push({ field: `infos.${i}.${field}`, messageKey: key });
  if (q.answerDataType === 'LAND') return out;
  if (!answered(a)) {
    if (complete && q.required) add(`${V}.required`, q.answerDataType === 'CHOICE' ? 'choiceItemId' : 'value');
    return out;
  }
  const text = a.value ?? '';
  switch (q.answerDataType) {
    case 'NUMBER': {
      const n = asNumber(text);
      if (n === null || Number.isNaN(n)) add(`${V}.number`);
      else if (n <= 0) add(`${V}.positive`);
      else if (n > INFO_NUMBER_MAX) add(`${V}.tooBig`);
      else if (q.validationRuleCode === 'POSITIVE_INTEGER' && !Number.isInteger(n)) add(`${V}.integer`);
      break;
    }
    case 'PERCENTAGE': {
      const n = asNumber(text);
      if (n === null || Number.isNaN(n)) add(`${V}.number`);
      else if (!Number.isInteger(n)) add(`${V}.integer`);
      else if (n < 0 || n > 100) add(`${V}.percentageRange`);
      else if (a.otherValue !== undefined && a.otherValue !== null) {
        if (n + a.otherValue > 100) add(SUM_OVER_HUNDRED_KEY, 'otherValue');
        else if (n + a.otherValue < 100) add(`${V}.sumBelowHundred`, 'otherValue');
      }
      break;
    }
    case 'DATE':
      if (!isIsoDate(text)) add(`${V}.date`);
      break;
    case 'CHOICE':
      if (a.choiceItemId === null || !q.choices.some((c) => c.id === a.choiceItemId)) add(`${V}.choice`, 'choiceItemId');
      break;
    case 'STRING': {
      const max = q.validationRuleCode === 'TEXT_MAX_500' ? 500 : INFO_TEXT_MAX_LENGTH;
      if (text.trim().length > max) add(`${V}.tooLong`);
      break;
    }
  }
  return out;
}

export interface ProjectDetailsContext {
  questions: readonly TInfoQuestion[];
  legalStatusIds?: readonly number[];
  communeIds?: readonly number[];
}

const indexOfKind = (qs: readonly TInfoQuestion[], kind: TInfoQuestion['summableKind']) =>
  qs.findIndex((q) => q.summableKind === kind && q.answerDataType === 'DATE');

/** The kickoff and completion dates typed (null when absent or invalid): they drive the exploitation years. */
export function kickoffAndCompletion(questions: readonly TInfoQuestion[], infos: readonly TInfoAnswer[]) {
  const read = (i: number) => (i >= 0 && isIsoDate(infos[i]?.value) ? (infos[i]?.value ?? null) : null);
  return { start: read(indexOfKind(questions, 'KICKOFF_DATE')), end: read(indexOfKind(questions, 'FINALISATION_DATE')) };
}

function yearIssues(years: readonly TExploitationYear[], complete: boolean): TFieldError[] {
  const out: TFieldError[] = [];
  years.forEach((y, i) => {
    for (const field of ['investmentAmount', 'jobsCreated'] as const) {
      const v = y[field];
      const add = (key: string) => out.push({ field: `exploitationYears.${i}.${field}`, messageKey: `${V}.${key}` });
      if (v === null) {
        if (complete) add('required');
      } else if (v <= 0) add('positive');
      else if (v > INFO_NUMBER_MAX) add('tooBig');
      else if (field === 'jobsCreated' && !Number.isInteger(v)) add('integer');
    }
  });
  return out;
}

/**
 * Every field error of the info form (spec 2 §5), with the paths the web form uses. Draft (`complete`
 * false): format rules only, so a half-filled form can be kept; complete: required answers and totals too.
 */
export function projectDetailsIssues(body: TSubmitProjectDetailsRequest, ctx: ProjectDetailsContext): TFieldError[] {
  const { questions } = ctx;
  const { complete, infos } = body;
  const errors: TFieldError[] = [];
  infos.forEach((a, i) => {
    const q = questions[i];
    if (!q || q.infoTypeId !== a.infoTypeId) errors.push({ field: `infos.${i}.infoTypeId`, messageKey: `${V}.unknownQuestion` });
    else errors.push(...answerIssues(q, a, i, complete));
  });
  if (complete && infos.length < questions.length) errors.push({ field: 'infos', messageKey: `${V}.required` });

  const kickoffIndex = indexOfKind(questions, 'KICKOFF_DATE');
  const { start, end } = kickoffAndCompletion(questions, infos);
  if (start && end && !(start < end))
    errors.push({
      field: `infos.${indexOfKind(questions, 'FINALISATION_DATE')}.value`,
      messageKey: `${V}.completionBeforeKickoff`,
    });
  questions.forEach((q, i) => {
    const v = infos[i]?.value;
    if (
      q.validationRuleCode === 'DATE_AFTER_KICKOFF' &&
      q.summableKind !== 'FINALISATION_DATE' &&
      start &&
      isIsoDate(v) &&
      !(start < v)
    )
      errors.push({ field: `infos.${i}.value`, messageKey: `${V}.afterKickoff` });
  });
  if (kickoffIndex >= 0 && start && end && start < end && exploitationYearsFor(start, end).length === 0)
    errors.push({ field: `infos.${indexOfKind(questions, 'FINALISATION_DATE')}.value`, messageKey: `${V}.periodTooLong` });

  const years = body.exploitationYears;
  errors.push(...yearIssues(years, complete));
  if (complete && years.length > 0) {
    const total = (code: string, field: 'investmentAmount' | 'jobsCreated', key: string) => {
      const i = questions.findIndex((q) => q.code === code);
      const n = i >= 0 ? asNumber(infos[i]?.value ?? null) : null;
      if (n !== null && !Number.isNaN(n) && sumOf(years.map((y) => y[field])) !== n)
        errors.push({ field: `infos.${i}.value`, messageKey: key });
    };
    total(INFO_CODES.totalInvestment, 'investmentAmount', TOTAL_AMOUNT_MISMATCH_KEY);
    total(INFO_CODES.expectedJobs, 'jobsCreated', TOTAL_JOBS_MISMATCH_KEY);
  }

  errors.push(...landAnswerIssues(body.lands, { ...ctx, complete }));
  return errors;
}

/**
 * The parcels of the LAND question (spec 2 §5 "Land rows"): at least one when the question is required
 * (complete forms only), then each row's rules. Shared by the project form and the monitoring info step.
 */
export function landAnswerIssues(lands: readonly TLand[], ctx: ProjectDetailsContext & { complete: boolean }): TFieldError[] {
  const errors: TFieldError[] = [];
  const landQuestion = ctx.questions.find((q) => q.answerDataType === 'LAND');
  if (ctx.complete && landQuestion?.required && lands.length === 0)
    errors.push({ field: 'lands', messageKey: `${V}.landRequired` });
  errors.push(...landIssues(lands, { complete: ctx.complete, legalStatusIds: ctx.legalStatusIds, communeIds: ctx.communeIds }));
  return errors;
}

/** The one schema of the web form and of the server: the body shape plus the rules of the project's questions. */
export const projectDetailsSchema = (ctx: ProjectDetailsContext) =>
  ZProjectDetailsBody.superRefine((body, issue) => {
    for (const e of projectDetailsIssues(body, ctx))
      issue.addIssue({
        code: 'custom',
        path: e.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message: e.messageKey,
      });
  });

/**
 * What is stored: years rebuilt from the dates (keeping the amounts typed), land fields of the other
 * reference type cleared, blank texts as null.
 */
export function normaliseProjectDetails(
  body: TSubmitProjectDetailsRequest,
  questions: readonly TInfoQuestion[],
): TSubmitProjectDetailsRequest {
  const { start, end } = kickoffAndCompletion(questions, body.infos);
  return {
    ...body,
    infos: body.infos.map((a) => ({ ...a, value: a.value === null || a.value.trim() === '' ? null : a.value.trim() })),
    exploitationYears: exploitationYearsFor(start, end, body.exploitationYears),
    lands: body.lands.map(clearIrrelevantLandFields),
  };
}

/** The answers of a form, one per question, from the saved ones. */
export function answersFor(questions: readonly TInfoQuestion[], saved: readonly TInfoAnswer[]): TInfoAnswer[] {
  return questions.map((q) => {
    const found = saved.find((a) => a.infoTypeId === q.infoTypeId);
    const value = found?.value ?? null;
    return {
      infoTypeId: q.infoTypeId,
      value,
      choiceItemId: found?.choiceItemId ?? null,
      ...(q.answerDataType === 'PERCENTAGE' ? { otherValue: otherShare(value) } : {}),
    };
  });
}
