import { documentAppliesTo, holderFamilyOf } from '@cri/shared/rules/document-applicability';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TProject } from '@cri/shared/schemas/projects';
import { phaseHistory } from '../../core/project-lifecycle/phases.ts';
import { prefillSources } from '../../core/project-lifecycle/prefill-sources.ts';
import { findProject } from '../../core/project-lifecycle/visible-project.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { projectFormPart } from './form-service.ts';
import * as repo from './repository.ts';

/**
 * GET /projects/{id}: the project, its procedures with their state, the documents the catalogue asks for
 * each, its form, and spec 2 §3's phases and dates (decision 018). The investor sees neither the internal
 * phase nor the phases not meant for them.
 */
export async function getProject(db: DbOrTx, user: TAccessClaims, id: number): Promise<TProject> {
  const found = await findProject(db, user, id);
  if (!found) throw notFound();
  const { latestPhase, latestInvestorPhase, depositedAt, cruiDate, createdAt, ...project } = found;
  const investorView = user.roles.includes('ROLE_INVESTOR');
  // The procedures and the prefill sources are read once for the whole answer, the form part included
  // (decision 110: they were read twice).
  const listRead = repo.findProjectProcedures(db, id);
  const sourcesRead = prefillSources(db, id);
  const known = {
    procedureCodes: listRead.then((rows) => rows.filter((p) => p.active).map((p) => p.code)),
    sources: sourcesRead,
  };
  const [list, formPart, history, sources] = await Promise.all([
    listRead,
    projectFormPart(db, user, id, { prefill: true, known }),
    phaseHistory(db, id, { investorView }),
    sourcesRead,
  ]);
  // Issue 13: "documents to prepare" lists only the documents of the holder's legal form.
  const family = holderFamilyOf(formPart.form.companyLegalFormFamilyId, sources.questionnaire?.legalFormFamilyId ?? null);
  const documents = (
    await repo.findRequiredDocuments(
      db,
      list.map((p) => p.id),
    )
  ).filter((d) => documentAppliesTo(d.relevantInvestorTypeId, family));
  return {
    ...project,
    ...formPart,
    createdAt: createdAt.toISOString(),
    procedureList: list.map(({ createdAt: added, ...p }) => ({
      ...p,
      creationDate: added.toISOString(),
      requiredDocuments: documents
        .filter((d) => d.procedureId === p.id)
        .map(({ procedureId: _, relevantInvestorTypeId: _family, ...d }) => d),
    })),
    latestInternalPhase: investorView ? null : latestPhase,
    latestInvestorPhase,
    depositDate: depositedAt?.toISOString() ?? null,
    cruiDate,
    phaseList: history.map((p) => ({ title: p.title, creationDate: p.createdAt.toISOString(), metadata: p.metadata })),
  };
}
