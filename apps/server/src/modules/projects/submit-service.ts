import { PROJECT_CREATION_STAGES } from '@cri/shared/enums/framing-forms';
import { INVESTOR_EDITABLE_PHASES } from '@cri/shared/enums/project-phases';
import type { TFieldError } from '@cri/shared/errors';
import { projectDetailsIssues } from '@cri/shared/rules/project-infos';
import { submissionIssues, submissionTarget } from '@cri/shared/rules/project-submission';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { projectFormSchema } from '@cri/shared/schemas/project-form';
import type { TProjectRecap, TSubmitProjectRequest, TSubmitProjectResponse } from '@cri/shared/schemas/project-submission';
import { assertInvestorCanEdit, canInvestorEdit } from '../../core/project-lifecycle/editing.ts';
import { latestPhase, phaseHistory, recordPhase } from '../../core/project-lifecycle/phases.ts';
import { findProject } from '../../core/project-lifecycle/visible-project.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { fieldErrorsOfIssues } from '../../lib/field-errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { DocumentsContext } from '../documents/context.ts';
import { listProvidedDocuments } from '../documents/service.ts';
import { notify } from '../notifications/notify.ts';
import { getProjectInfos } from '../project-infos/service.ts';
import { projectFormPart } from './form-service.ts';
import * as repo from './repository.ts';
import * as sub from './submit-repository.ts';

/**
 * GET /projects/{id}/recap: each step summed up and checked with its own "complete" rules. `knownRow`: the submission
 * row the submission has just read. The project and whether its investor may edit it are read once here and given to
 * the three parts, which each read them again otherwise (decision 120).
 */
export async function getRecap(
  ctx: DocumentsContext,
  user: TAccessClaims,
  projectId: number,
  knownRow?: Awaited<ReturnType<typeof sub.findSubmissionRow>>,
): Promise<TProjectRecap> {
  const { db } = ctx;
  const project = await findProject(db, user, projectId);
  if (!project) throw notFound();
  const investorCanEdit = canInvestorEdit(db, user, projectId);
  const [infos, formPart, docs, procedureList, phase, row] = await Promise.all([
    getProjectInfos(db, user, projectId, { known: { project, investorCanEdit } }),
    projectFormPart(db, user, projectId, { known: { investorCanEdit } }),
    listProvidedDocuments(ctx, user, projectId, { known: { project, investorCanEdit } }),
    repo.findProjectProcedures(db, projectId),
    latestPhase(db, projectId, { investorView: user.roles.includes('ROLE_INVESTOR') }),
    knownRow ?? sub.findSubmissionRow(db, projectId),
  ]);
  const infoIssues = projectDetailsIssues(
    { complete: true, infos: infos.infos, exploitationYears: infos.exploitationYears, lands: infos.lands },
    {
      questions: infos.questions,
      legalStatusIds: infos.landOptions.legalStatuses.map((s) => s.id),
      communeIds: infos.landOptions.communes.map((c) => c.id),
    },
  ).map((e) => ({ ...e, field: `infos.${e.field}` }));
  const parsed = projectFormSchema({ architectRequired: formPart.architectRequired }).safeParse(formPart.form);
  const projectIssues = parsed.success ? [] : fieldErrorsOfIssues(parsed.error.issues, ['project']);
  const list = docs.documents.map((d) => ({
    documentTypeId: d.documentTypeId,
    nameFr: d.nameFr,
    nameAr: d.nameAr,
    required: d.required,
    uploaded: d.uploadedFile !== null,
    fileName: d.uploadedFile?.originalName ?? null,
    advisorValidation: d.advisorValidation,
  }));
  // A document the advisor rejected counts as missing until it is replaced (issue 6).
  const docIssues = submissionIssues({
    infos: [],
    project: [],
    documents: list.map((d) => ({ ...d, uploaded: d.uploaded && d.advisorValidation !== false })),
    declaration: true,
  });
  const dominant =
    formPart.totals.dominantSectorId === null ? undefined : await sub.findSector(db, formPart.totals.dominantSectorId);
  const isOwner = row?.userId === Number(user.sub);
  return {
    projectId,
    projectName: project.name,
    reference: formPart.reference,
    regionNameFr: project.regionNameFr,
    regionNameAr: project.regionNameAr,
    phase: phase?.title ?? null,
    canSubmit:
      isOwner &&
      !!phase &&
      (INVESTOR_EDITABLE_PHASES.includes(phase.title) || (phase.title === 'INVESTOR_EDITING' && (await investorCanEdit))),
    procedures: procedureList
      .filter((p) => p.active)
      .map(({ id, nameFr, nameAr, category }) => ({ id, nameFr, nameAr, category })),
    infos: {
      complete: infoIssues.length === 0,
      missing: infoIssues,
      answered: infos.infos.filter((a) => (a.value !== null && a.value !== '') || a.choiceItemId !== null).length,
      questions: infos.questions.length,
      lands: infos.lands.length,
    },
    project: {
      complete: projectIssues.length === 0,
      missing: projectIssues,
      description: formPart.form.description,
      address: formPart.form.address,
      totalInvestment: formPart.totals.totalInvestment,
      totalJobs: formPart.totals.totalJobs,
      dominantSector: dominant ?? null,
    },
    documents: { complete: docIssues.length === 0, missing: docIssues, list },
  };
}

/** The date of the first submission: the first IN_REVIEW phase (no column of its own, it is in the history). */
export async function depositDateOf(db: Db, projectId: number): Promise<Date | null> {
  const history = await phaseHistory(db, projectId);
  return history.find((p) => p.title === 'IN_REVIEW')?.createdAt ?? null;
}

/**
 * POST /projects/{id}/submit: every rule of the three steps and the declaration checked (422 naming the
 * step and field), then in one transaction: the advisor (least busy of the region) if none, stage 14,
 * the phase, mails through the outbox and notifications to the investor and the advisor.
 */
export async function submitProject(
  ctx: DocumentsContext,
  user: TAccessClaims,
  projectId: number,
  body: TSubmitProjectRequest,
): Promise<TSubmitProjectResponse> {
  const { db } = ctx;
  // One instant for the whole submission: the phase, the stage and the deposit date agree.
  const now = ctx.now();
  const row = await sub.findSubmissionRow(db, projectId);
  if (!row || row.userId !== Number(user.sub)) throw notFound();
  const current = await latestPhase(db, projectId);
  const target = submissionTarget(current?.title ?? null);
  if (!target) throw new AppError('PROJECT_NOT_EDITABLE');
  // Investor editing: only once the documents asked of an administration are in (spec 2 §4).
  if (current?.title === 'INVESTOR_EDITING') await assertInvestorCanEdit(db, user, projectId);
  const recap = await getRecap(ctx, user, projectId, row);
  const issues: TFieldError[] = [
    ...recap.infos.missing,
    ...recap.project.missing,
    ...recap.documents.missing,
    ...(body.declaration ? [] : submissionIssues({ infos: [], project: [], documents: [], declaration: false })),
  ];
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: issues });

  const by = Number(user.sub);
  const result = await db.transaction(async (tx) => {
    // recordPhase locks the project row and refuses a second submission made meanwhile (409).
    await recordPhase(tx, { projectId, title: target.phase, by, at: now });
    await sub.examineEditedProcedures(tx, projectId);
    const existing = row.advisorId === null ? undefined : await sub.findAdvisor(tx, row.advisorId);
    const picked = existing ?? (await sub.pickLeastBusyAdvisor(tx, row.regionId));
    const newlyAssigned = !existing && !!picked;
    await sub.setSubmitted(tx, projectId, {
      advisorId: picked?.id ?? null,
      // Without any active advisor in the region the file waits at stage 13 for the regional staff.
      creationStage: picked ? PROJECT_CREATION_STAGES.ADVISOR_ASSIGNED : PROJECT_CREATION_STAGES.DOCUMENTS_UPLOADED,
      now,
    });
    const investor = await sub.findUser(tx, row.userId);
    const link = ctx.link(`/projects/${projectId}`);
    const params = { projectName: row.name, reference: row.reference ?? '', link };
    if (investor) {
      await enqueueMail(tx, {
        to: investor.email,
        template: 'projectSubmitted',
        params: { ...params, firstName: investor.firstName },
        ...(body.language ? { lang: body.language } : {}),
      });
      await notify(tx, {
        userId: investor.id,
        titleKey: `notifications.messages.${target.status === 'ACCEPTED' ? 'complementsSubmitted' : 'projectSubmitted'}.title`,
        bodyKey: `notifications.messages.${target.status === 'ACCEPTED' ? 'complementsSubmitted' : 'projectSubmitted'}.body`,
        params: { projectName: row.name },
        link: `/projects/${projectId}`,
        projectId,
      });
    }
    if (picked) {
      // A newly assigned advisor gets a mail; one already in charge is mailed the complements (and told in
      // the portal). The advisor's language is not known: both languages.
      if (newlyAssigned || target.phase === 'COMPLEMENTS_IN_REVIEW')
        await enqueueMail(tx, {
          to: picked.email,
          template: newlyAssigned ? 'projectAssigned' : 'complementsReceived',
          params: { ...params, firstName: picked.firstName },
        });
      await notify(tx, {
        userId: picked.userId,
        titleKey: `notifications.messages.${newlyAssigned ? 'projectAssigned' : 'complementsReceived'}.title`,
        bodyKey: `notifications.messages.${newlyAssigned ? 'projectAssigned' : 'complementsReceived'}.body`,
        params: { projectName: row.name },
        link: `/projects/${projectId}`,
        projectId,
      });
    }
    return { advisorId: picked?.id ?? null };
  });
  const depositDate = (await depositDateOf(db, projectId)) ?? now;
  return { status: target.status, phase: target.phase, advisorId: result.advisorId, depositDate: depositDate.toISOString() };
}
