import { prefillInfoAnswers } from '@cri/shared/rules/deposit-prefill';
import { answersFor, normaliseProjectDetails, projectDetailsIssues, SUM_OVER_HUNDRED_KEY } from '@cri/shared/rules/project-infos';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TInfoQuestion, TLandOptions, TProjectInfos, TSubmitProjectDetailsRequest } from '@cri/shared/schemas/project-infos';
import { eq } from 'drizzle-orm';
import { assertInvestorCanEdit, canInvestorEdit } from '../../core/project-lifecycle/editing.ts';
import { prefillSources } from '../../core/project-lifecycle/prefill-sources.ts';
import { findProject } from '../../core/project-lifecycle/visible-project.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { independentReads } from '../../db/independent-reads.ts';
import { projectExploitationYears, projectLands, projectProvidedInfos, projects } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findLandOptions, findQuestions, findSavedDetails } from './repository.ts';

type User = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;

/**
 * The infos step of a project as its investor or its region's staff see it (others: 404). `prefill`: the
 * page's read (GET /projects/{id}/infos) offers the questionnaire's answers; the recap checks what was saved.
 */
export async function getProjectInfos(
  db: DbOrTx,
  user: User,
  projectId: number,
  opts: {
    prefill?: boolean;
    /**
     * The project, its questions and the land options the caller has just read for the same request (the save's
     * checks, decision 110): not read again for its answer.
     */
    known?: {
      project: { name: string; regionId: number };
      questions?: TInfoQuestion[];
      landOptions?: TLandOptions;
      /** `canInvestorEdit` of the project, read once by a caller that needs it elsewhere too (the recap). */
      investorCanEdit?: Promise<boolean>;
    };
  } = {},
): Promise<TProjectInfos> {
  const project = opts.known?.project ?? (await findProject(db, user, projectId));
  if (!project) throw notFound();
  const [questions, landOptions, saved, edit] = await Promise.all([
    opts.known?.questions ?? findQuestions(db, projectId),
    opts.known?.landOptions ?? findLandOptions(db, project.regionId),
    findSavedDetails(db, projectId),
    opts.known?.investorCanEdit ?? canInvestorEdit(db, user, projectId),
  ]);
  const answers = answersFor(
    questions,
    saved.infos.map((i) => ({ infoTypeId: i.infoTypeId, value: i.value, choiceItemId: i.choiceListItemId })),
  );
  // Issue 13: the investor who may still edit sees what the questionnaire already answered, in the empty
  // answers of a step never saved; staff read what was saved.
  const everSaved = saved.infos.length > 0 || saved.years.length > 0 || saved.lands.length > 0;
  const { values: infos, prefilled } =
    edit && opts.prefill
      ? prefillInfoAnswers(questions, answers, (await prefillSources(db, projectId)).questionnaire, everSaved)
      : { values: answers, prefilled: [] };
  return {
    projectId,
    projectName: project.name,
    questions,
    infos,
    prefilled,
    exploitationYears: saved.years.map(({ startDate, endDate, investmentAmount, jobsCreated }) => ({
      startDate,
      endDate,
      investmentAmount,
      jobsCreated,
    })),
    lands: saved.lands.map(({ id: _id, projectId: _p, position: _pos, ...land }) => land),
    landOptions,
    abilities: { edit },
  };
}

/**
 * PUT /projects/{id}/submit-details: checks the shared rules against the project's questions (a draft
 * only the format rules), then replaces the answers, years and lands in one transaction.
 */
export async function submitProjectDetails(
  { db, now: clock }: ServiceContext,
  user: User,
  projectId: number,
  body: TSubmitProjectDetailsRequest,
): Promise<TProjectInfos> {
  const now = clock();
  await assertInvestorCanEdit(db, user, projectId);
  const project = await findProject(db, user, projectId);
  if (!project) throw notFound();
  const [questions, landOptions] = await Promise.all([findQuestions(db, projectId), findLandOptions(db, project.regionId)]);
  const normalised = normaliseProjectDetails(body, questions);
  const fieldErrors = projectDetailsIssues(normalised, {
    questions,
    legalStatusIds: landOptions.legalStatuses.map((s) => s.id),
    communeIds: landOptions.communes.map((c) => c.id),
  });
  if (fieldErrors.length > 0) {
    const overHundred = fieldErrors.some((e) => e.messageKey === SUM_OVER_HUNDRED_KEY);
    throw new AppError(overHundred ? 'SUM_IS_GREATER_THAN_HUNDRED' : 'VALIDATION_FAILED', { fieldErrors });
  }
  await db.transaction(async (tx) => {
    // Re-checked under the transaction: the phase may have moved since the first check.
    await assertInvestorCanEdit(tx, user, projectId);
    await tx.delete(projectProvidedInfos).where(eq(projectProvidedInfos.projectId, projectId));
    const answers = normalised.infos.filter((a) => a.value !== null || a.choiceItemId !== null);
    if (answers.length > 0)
      await tx.insert(projectProvidedInfos).values(
        answers.map((a) => {
          const choice = questions.find((q) => q.infoTypeId === a.infoTypeId)?.answerDataType === 'CHOICE';
          return {
            projectId,
            infoTypeId: a.infoTypeId,
            value: choice ? null : a.value,
            choiceListItemId: choice ? a.choiceItemId : null,
          };
        }),
      );
    await tx.delete(projectExploitationYears).where(eq(projectExploitationYears.projectId, projectId));
    if (normalised.exploitationYears.length > 0)
      await tx.insert(projectExploitationYears).values(normalised.exploitationYears.map((y) => ({ projectId, ...y })));
    await tx.delete(projectLands).where(eq(projectLands.projectId, projectId));
    if (normalised.lands.length > 0)
      await tx.insert(projectLands).values(normalised.lands.map((land, position) => ({ projectId, position, ...land })));
    await tx.update(projects).set({ updatedAt: now }).where(eq(projects.id, projectId));
  });
  // Answered with what was read for the checks (the project, its questions, the land options: the save does not
  // change them) and the answers read back after the commit.
  return getProjectInfos(db, user, projectId, { known: { project, questions, landOptions } });
}

/** The communes of a region and the land choice lists: what a parcel may be picked among (no access check). */
export const landOptionsOf = (db: DbOrTx, regionId: number): Promise<TLandOptions> => findLandOptions(db, regionId);

/**
 * The questions of a project's procedures and its saved answers, years and parcels, for a module that copies
 * them (the monitoring project of a favourably decided file, issue 18). No access check: the caller decides.
 */
export async function projectInfoSnapshot(db: DbOrTx, projectId: number) {
  // Inside the caller's transaction (the monitoring project made at a favourable decision): one read after the other.
  const [questions, saved] = await independentReads(
    db,
    () => findQuestions(db, projectId),
    () => findSavedDetails(db, projectId),
  );
  return {
    questions,
    infos: answersFor(
      questions,
      saved.infos.map((i) => ({ infoTypeId: i.infoTypeId, value: i.value, choiceItemId: i.choiceListItemId })),
    ),
    years: saved.years.map(({ startDate, endDate, investmentAmount, jobsCreated }) => ({
      startDate,
      endDate,
      investmentAmount,
      jobsCreated,
    })),
    lands: saved.lands.map(({ id: _id, projectId: _p, position: _pos, ...land }) => land),
  };
}
