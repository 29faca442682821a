import type { ChoiceListName } from '@cri/shared/enums/reference-data';
import type { TFieldError } from '@cri/shared/errors';
import { type PrefillSources, prefillProjectForm } from '@cri/shared/rules/deposit-prefill';
import { legalFormKindOf } from '@cri/shared/rules/investor-form';
import { requiresArchitect } from '@cri/shared/rules/project-form';
import { projectTotals } from '@cri/shared/rules/project-totals';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { completeSaveRequestSchema, PROJECT_FORM_MESSAGES, type TSaveProjectFormRequest } from '@cri/shared/schemas/project-form';
import type { TProject } from '@cri/shared/schemas/projects';
import { assertInvestorCanEdit, canInvestorEdit } from '../../core/project-lifecycle/editing.ts';
import { prefillSources } from '../../core/project-lifecycle/prefill-sources.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { parseOrRefuse } from '../../lib/field-errors.ts';
import * as repo from './form-repository.ts';

type FormPart = Required<
  Pick<TProject, 'reference' | 'provinceId' | 'form' | 'architectRequired' | 'totals' | 'abilities' | 'prefilled'>
>;

/**
 * The project form part of GET /projects/{id} (the caller has already been scoped to the project).
 * `prefill`: the page's read offers what the portal knows; the recap checks what was saved.
 */
export async function projectFormPart(
  db: DbOrTx,
  user: TAccessClaims,
  projectId: number,
  opts: {
    prefill?: boolean;
    /**
     * What the caller reads anyway for the same request (GET /projects/{id}: the procedures and the prefill
     * sources), so they are not read twice (decision 110); read here when absent.
     */
    known?: {
      procedureCodes?: Promise<string[]>;
      sources?: Promise<PrefillSources>;
      /** `canInvestorEdit` of the project, read once by a caller that needs it elsewhere too (the recap). */
      investorCanEdit?: Promise<boolean>;
    };
  } = {},
): Promise<FormPart> {
  const row = await repo.findFormRow(db, projectId);
  if (!row) throw notFound();
  const [saved, codes, edit] = await Promise.all([
    repo.readForm(db, row),
    opts.known?.procedureCodes ?? repo.activeProcedureCodes(db, projectId),
    opts.known?.investorCanEdit ?? canInvestorEdit(db, user, projectId),
  ]);
  // Issue 13: the investor who may still edit a form never saved (no reference yet) sees what the
  // questionnaire and the profile already tell, marked; staff read what was saved.
  const { values: form, prefilled } =
    edit && opts.prefill
      ? prefillProjectForm(saved, await (opts.known?.sources ?? prefillSources(db, projectId)), row.reference !== null)
      : { values: saved, prefilled: [] };
  return {
    reference: row.reference,
    provinceId: row.provinceId,
    form,
    architectRequired: requiresArchitect(codes),
    totals: projectTotals(form.components),
    abilities: { edit },
    prefilled,
  };
}

/** Choice lists each id field must come from. */
function choiceChecks(f: TSaveProjectFormRequest['project']): [string, number | null, readonly ChoiceListName[]][] {
  const kind = legalFormKindOf(f.companyLegalFormFamilyId);
  return [
    ['companyLegalFormFamilyId', f.companyLegalFormFamilyId, ['CompanyLegalFormFamily']],
    ['companyLegalFormId', f.companyLegalFormId, ['CompanyLegalForm']],
    ['professionTypeId', f.professionTypeId, kind === 'SELF_EMPLOYED' ? ['SelfEmployedProfessionType'] : ['ProfessionType']],
    ['representative.civilityId', f.representative.civilityId, ['TitleCategory']],
    ['representative.nationalityId', f.representative.nationalityId, ['Nationality']],
    ['representative.identityDocumentTypeId', f.representative.identityDocumentTypeId, ['DocumentTypeCategory']],
  ];
}

/** The ids of the form must name existing rows of the right lists; project places lie in its region. */
async function checkReferences(
  db: DbOrTx,
  f: TSaveProjectFormRequest['project'],
  regionId: number,
): Promise<{ errors: TFieldError[]; communes: Map<number, { regionId: number; provinceId: number | null }> }> {
  const checks = choiceChecks(f);
  const communeFields: [string, number | null, boolean][] = [
    ['communeId', f.communeId, true],
    ['companyCommuneId', f.companyCommuneId, false],
    ...f.components.map((c, i): [string, number | null, boolean] => [`components.${i}.communeId`, c.communeId, true]),
  ];
  const refs = await repo.findFormReferences(db, {
    choiceIds: checks.flatMap(([, id]) => (id === null ? [] : [id])),
    communeIds: communeFields.flatMap(([, id]) => (id === null ? [] : [id])),
    sectorIds: f.sectorIds,
  });
  const errors: TFieldError[] = [];
  const error = (field: string, messageKey: string) => errors.push({ field: `project.${field}`, messageKey });
  for (const [field, id, lists] of checks) {
    const list = id === null ? undefined : refs.choiceList.get(id);
    if (id !== null && (list === undefined || !lists.includes(list))) error(field, PROJECT_FORM_MESSAGES.unknownChoice);
  }
  for (const [field, id, inRegion] of communeFields) {
    if (id === null) continue;
    const commune = refs.communes.get(id);
    if (!commune) error(field, PROJECT_FORM_MESSAGES.unknownChoice);
    else if (inRegion && commune.regionId !== regionId) error(field, PROJECT_FORM_MESSAGES.communeOutsideRegion);
  }
  f.sectorIds.forEach((id, i) => {
    if (!refs.sectorIds.has(id) || f.sectorIds.indexOf(id) !== i) error(`sectorIds.${i}`, PROJECT_FORM_MESSAGES.unknownChoice);
  });
  return { errors, communes: refs.communes };
}

/** CRI-{region}-{year}-{id}: unique by the id; the region and year make it readable at a counter. */
export const projectReference = (regionId: number, year: number, projectId: number): string =>
  `CRI-${String(regionId).padStart(2, '0')}-${year}-${String(projectId).padStart(6, '0')}`;

/**
 * PUT /projects/{id}: only the project's investor while the file is editable (404 / 409 otherwise). A
 * draft keeps whatever is filled; `complete` checks every rule of spec 2 §5 first (422 with the keys): the
 * route checks them all but the architect, checked here because its need depends on the file's procedures.
 */
export async function saveProjectForm(
  { db, now: clock }: ServiceContext,
  { user, projectId, body }: { user: TAccessClaims; projectId: number; body: TSaveProjectFormRequest },
): Promise<void> {
  const now = clock();
  await assertInvestorCanEdit(db, user, projectId);
  const row = await repo.findFormRow(db, projectId);
  if (!row) throw notFound();
  if (body.complete && requiresArchitect(await repo.activeProcedureCodes(db, projectId)))
    parseOrRefuse(completeSaveRequestSchema({ architectRequired: true }), body);
  const f = body.project;
  const { errors, communes } = await checkReferences(db, f, row.regionId);
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: errors });
  // The project's commune was read with the others (decision 110: not read again for its province).
  const provinceId = f.communeId === null ? null : (communes.get(f.communeId)?.provinceId ?? null);
  await db.transaction(async (tx) => {
    // Checked again under the transaction: a phase change in between must not let a stale save through.
    await assertInvestorCanEdit(tx, user, projectId);
    await repo.writeForm(tx, {
      projectId,
      form: f,
      provinceId,
      reference: row.reference ? null : projectReference(row.regionId, now.getUTCFullYear(), projectId),
      now,
    });
  });
}
