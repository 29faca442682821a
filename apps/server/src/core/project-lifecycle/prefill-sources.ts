import type { PrefillSources } from '@cri/shared/rules/deposit-prefill';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { byKey } from '../../db/prepared-statements.ts';
import { users } from '../../db/schema/accounts.ts';
import { framingForms } from '../../db/schema/framing-forms.ts';
import { investors } from '../../db/schema/investors.ts';
import { projectLands, projectProvidedInfos } from '../../db/schema/project-infos.ts';
import { projects } from '../../db/schema/projects.ts';
import { infoTypes, sectors } from '../../db/schema/reference-data.ts';

/**
 * What the portal already knows of a project's investor (issue 13, decision 032): the answers of the
 * questionnaire the project was created from and the investor's profile, for the deposit wizard's prefill
 * (rules/deposit-prefill.ts). Read here, beside the other reads every module acting on a file shares.
 */
export async function prefillSources(db: DbOrTx, projectId: number): Promise<PrefillSources> {
  const [row] = await byKey(
    db
      .select({
        legalFormFamilyId: framingForms.legalFormFamilyId,
        identityNumber: framingForms.identityNumber,
        description: framingForms.description,
        totalInvestedAmount: framingForms.totalInvestedAmount,
        numberOfCreatedJobs: framingForms.numberOfCreatedJobs,
        sectorId: framingForms.sectorId,
        categoryId: framingForms.categoryId,
        subcategoryId: framingForms.subcategoryId,
        userId: projects.userId,
      })
      .from(projects)
      .leftJoin(framingForms, eq(framingForms.id, projects.framingFormId))
      .where(eq(projects.id, projectId)),
  );
  if (!row) return { questionnaire: null, profile: null, infos: null };
  const activityIds = [row.subcategoryId, row.categoryId].filter((id): id is number => id !== null);
  const [activities, lands, built] = await Promise.all([
    activityIds.length === 0
      ? Promise.resolve([])
      : db.select({ id: sectors.id, code: sectors.code }).from(sectors).where(inArray(sectors.id, activityIds)),
    byKey(
      db
        .select({ communeId: projectLands.communeId, surface: projectLands.parcelSurface })
        .from(projectLands)
        .where(eq(projectLands.projectId, projectId))
        .orderBy(asc(projectLands.position), asc(projectLands.id)),
    ),
    byKey(
      db
        .select({ value: projectProvidedInfos.value })
        .from(projectProvidedInfos)
        .innerJoin(infoTypes, eq(infoTypes.id, projectProvidedInfos.infoTypeId))
        .where(and(eq(projectProvidedInfos.projectId, projectId), eq(infoTypes.code, 'BUILT_AREA'))),
    ),
  ]);
  const [person] = await byKey(
    db
      .select({
        title: investors.title,
        firstName: investors.firstName,
        lastName: investors.lastName,
        email: users.username,
        mobilePhone: investors.mobilePhone,
        nationalityId: investors.nationalityId,
        identityDocumentTypeId: investors.identityDocumentTypeId,
        identityDocumentNumber: investors.identityDocumentNumber,
        professionTypeId: investors.professionTypeId,
        legalFormFamilyId: investors.legalFormFamilyId,
        companyName: investors.companyName,
        companyAddress: investors.companyAddress,
        companyCommuneId: investors.companyCommuneId,
        companyZipCode: investors.companyZipCode,
        ice: investors.ice,
        nirn: investors.nirn,
      })
      .from(investors)
      .innerJoin(users, eq(users.id, investors.userId))
      .where(eq(investors.userId, row.userId)),
  );
  const { userId: _userId, categoryId: _category, subcategoryId: _subcategory, ...answers } = row;
  const codeOf = (id: number) => activities.find((a) => a.id === id)?.code;
  const surfaces = lands.map((l) => l.surface).filter((v): v is number => v !== null);
  const builtArea = Number(built[0]?.value ?? Number.NaN);
  return {
    questionnaire:
      answers.description === null
        ? null
        : {
            legalFormFamilyId: answers.legalFormFamilyId,
            identityNumber: answers.identityNumber ?? '',
            description: answers.description,
            totalInvestedAmount: answers.totalInvestedAmount,
            numberOfCreatedJobs: answers.numberOfCreatedJobs,
            sectorId: answers.sectorId,
            activityCodes: activityIds.map(codeOf).filter((c): c is string => c !== undefined),
          },
    profile: person ?? null,
    infos:
      lands.length === 0 && built.length === 0
        ? null
        : {
            communeId: lands[0]?.communeId ?? null,
            landArea: surfaces.length === 0 ? null : surfaces.reduce((a, b) => a + b, 0),
            builtArea: Number.isFinite(builtArea) && builtArea > 0 ? builtArea : null,
          },
  };
}
