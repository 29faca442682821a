import type { ChoiceListName } from '@cri/shared/enums/reference-data';
import type { TProjectFormValues } from '@cri/shared/schemas/project-form';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { byKey } from '../../db/prepared-statements.ts';
import {
  choiceListItems,
  communes,
  procedures,
  projectMajorityPartners,
  projectProcedures,
  projectSectorComponents,
  projectSectors,
  projects,
  sectors,
} from '../../db/schema.ts';

/** Reads and writes the project form (spec 2 §3 Project): the projects row and its three lists. */

export async function findFormRow(db: DbOrTx, projectId: number) {
  const [row] = await byKey(db.select().from(projects).where(eq(projects.id, projectId)));
  return row;
}

type ProjectRow = NonNullable<Awaited<ReturnType<typeof findFormRow>>>;

export async function readForm(db: DbOrTx, row: ProjectRow): Promise<TProjectFormValues> {
  const [sectorRows, componentRows, partnerRows] = await Promise.all([
    db.select().from(projectSectors).where(eq(projectSectors.projectId, row.id)).orderBy(asc(projectSectors.position)),
    db
      .select()
      .from(projectSectorComponents)
      .where(eq(projectSectorComponents.projectId, row.id))
      .orderBy(asc(projectSectorComponents.position)),
    db
      .select()
      .from(projectMajorityPartners)
      .where(eq(projectMajorityPartners.projectId, row.id))
      .orderBy(asc(projectMajorityPartners.position)),
  ]);
  return {
    name: row.name,
    description: row.description,
    address: row.address,
    communeId: row.communeId,
    zipCode: row.zipCode,
    companyLegalFormFamilyId: row.companyLegalFormFamilyId,
    companyLegalFormId: row.companyLegalFormId,
    companyCorporateName: row.companyCorporateName,
    companyAddress: row.companyAddress,
    companyCommuneId: row.companyCommuneId,
    companyZipCode: row.companyZipCode,
    companyPhone: row.companyPhone,
    companyMobilePhone: row.companyMobilePhone,
    companyIdentifier: row.companyIdentifier,
    companyActivity: row.companyActivity,
    companySocialCapital: row.companySocialCapital,
    companyCommonIdentifier: row.companyCommonIdentifier,
    fiscalIdentifier: row.fiscalIdentifier,
    commercialRegisterImmatriculationDate: row.commercialRegisterImmatriculationDate ?? '',
    nationalRegisterInscriptionNumber: row.nationalRegisterInscriptionNumber,
    professionTypeId: row.professionTypeId,
    isRepresentativeCertificated: row.isRepresentativeCertificated,
    sectorIds: sectorRows.map((s) => s.sectorId),
    components: componentRows.map((c) => ({
      sectorId: c.sectorId,
      title: c.title as TProjectFormValues['components'][number]['title'],
      investmentAmount: c.investmentAmount,
      jobsCreated: c.jobsCreated,
      area: c.area,
      coveredArea: c.coveredArea,
      unitNumber: c.unitNumber,
      communeId: c.communeId,
    })),
    partners: partnerRows.map((p) => ({
      identityType: p.identityType as TProjectFormValues['partners'][number]['identityType'],
      name: p.name,
      socialPart: p.socialPart,
    })),
    representative: {
      civilityId: row.representativeCivilityId,
      firstName: row.representativeFirstName,
      lastName: row.representativeLastName,
      nationalityId: row.representativeNationalityId,
      identityDocumentTypeId: row.representativeIdentityDocumentTypeId,
      identityDocumentNumber: row.representativeIdentityDocumentNumber,
      email: row.representativeEmail,
      mobilePhone: row.representativeMobilePhone,
      quality: row.representativeQuality,
    },
    architect: {
      firstName: row.architectFirstName,
      lastName: row.architectLastName,
      email: row.architectEmail,
      authorizationNumber: row.architectAuthorizationNumber,
    },
  };
}

export interface FormWrite {
  projectId: number;
  form: TProjectFormValues;
  provinceId: number | null;
  reference: string | null;
  now: Date;
}

/** Replaces the form: the row's columns, then the lists (deleted and written again, in order). */
export async function writeForm(tx: DbOrTx, { projectId, form: f, provinceId, reference, now }: FormWrite): Promise<void> {
  const r = f.representative;
  const a = f.architect;
  await tx
    .update(projects)
    .set({
      name: f.name,
      description: f.description,
      address: f.address,
      provinceId,
      communeId: f.communeId,
      zipCode: f.zipCode,
      companyLegalFormFamilyId: f.companyLegalFormFamilyId,
      companyLegalFormId: f.companyLegalFormId,
      companyCorporateName: f.companyCorporateName,
      companyAddress: f.companyAddress,
      companyCommuneId: f.companyCommuneId,
      companyZipCode: f.companyZipCode,
      companyPhone: f.companyPhone,
      companyMobilePhone: f.companyMobilePhone,
      companyIdentifier: f.companyIdentifier,
      companyActivity: f.companyActivity,
      companySocialCapital: f.companySocialCapital,
      companyCommonIdentifier: f.companyCommonIdentifier,
      fiscalIdentifier: f.fiscalIdentifier,
      commercialRegisterImmatriculationDate: f.commercialRegisterImmatriculationDate || null,
      nationalRegisterInscriptionNumber: f.nationalRegisterInscriptionNumber,
      professionTypeId: f.professionTypeId,
      isRepresentativeCertificated: f.isRepresentativeCertificated,
      representativeCivilityId: r.civilityId,
      representativeFirstName: r.firstName,
      representativeLastName: r.lastName,
      representativeNationalityId: r.nationalityId,
      representativeIdentityDocumentTypeId: r.identityDocumentTypeId,
      representativeIdentityDocumentNumber: r.identityDocumentNumber,
      representativeEmail: r.email,
      representativeMobilePhone: r.mobilePhone,
      representativeQuality: r.quality,
      architectFirstName: a.firstName,
      architectLastName: a.lastName,
      architectEmail: a.email,
      architectAuthorizationNumber: a.authorizationNumber,
      ...(reference ? { reference } : {}),
      updatedAt: now,
    })
    .where(eq(projects.id, projectId));
  await tx.delete(projectSectors).where(eq(projectSectors.projectId, projectId));
  await tx.delete(projectSectorComponents).where(eq(projectSectorComponents.projectId, projectId));
  await tx.delete(projectMajorityPartners).where(eq(projectMajorityPartners.projectId, projectId));
  if (f.sectorIds.length > 0)
    await tx.insert(projectSectors).values(f.sectorIds.map((sectorId, position) => ({ projectId, sectorId, position })));
  if (f.components.length > 0)
    await tx.insert(projectSectorComponents).values(f.components.map((c, position) => ({ ...c, projectId, position })));
  if (f.partners.length > 0)
    await tx.insert(projectMajorityPartners).values(f.partners.map((p, position) => ({ ...p, projectId, position })));
}

/** The reference rows a form points to, to check they exist and fit (lists, region). */
export async function findFormReferences(db: DbOrTx, ids: { choiceIds: number[]; communeIds: number[]; sectorIds: number[] }) {
  const [choices, communeRows, sectorRows] = await Promise.all([
    ids.choiceIds.length
      ? db
          .select({ id: choiceListItems.id, listName: choiceListItems.listName })
          .from(choiceListItems)
          .where(inArray(choiceListItems.id, ids.choiceIds))
      : Promise.resolve([]),
    ids.communeIds.length
      ? db
          .select({ id: communes.id, regionId: communes.regionId, provinceId: communes.provinceId })
          .from(communes)
          .where(inArray(communes.id, ids.communeIds))
      : Promise.resolve([]),
    ids.sectorIds.length
      ? db.select({ id: sectors.id }).from(sectors).where(inArray(sectors.id, ids.sectorIds))
      : Promise.resolve([]),
  ]);
  return {
    choiceList: new Map<number, ChoiceListName>(choices.map((c) => [c.id, c.listName])),
    communes: new Map(communeRows.map((c) => [c.id, c])),
    sectorIds: new Set(sectorRows.map((s) => s.id)),
  };
}

/** Codes of the project's active procedures (the architect rule reads them). */
export async function activeProcedureCodes(db: DbOrTx, projectId: number): Promise<string[]> {
  const rows = await db
    .select({ code: procedures.code, active: projectProcedures.active })
    .from(projectProcedures)
    .innerJoin(procedures, eq(procedures.id, projectProcedures.procedureId))
    .where(eq(projectProcedures.projectId, projectId));
  return rows.filter((r) => r.active).map((r) => r.code);
}
