import type { PrefillSources } from '@cri/shared/rules/deposit-prefill';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { framingForms } from '../../db/schema/framing-forms.ts';
import { investors } from '../../db/schema/investors.ts';
import { projects } from '../../db/schema/projects.ts';

/**
 * What the portal already knows of a project's investor (issue 13, decision 032): the answers of the
 * questionnaire the project was created from and the investor's profile, for the deposit wizard's prefill
 * (rules/deposit-prefill.ts). Read here, beside the other reads every module acting on a file shares.
 */
export async function prefillSources(db: DbOrTx, projectId: number): Promise<PrefillSources> {
  const [row] = await db
    .select({
      legalFormFamilyId: framingForms.legalFormFamilyId,
      identityNumber: framingForms.identityNumber,
      description: framingForms.description,
      totalInvestedAmount: framingForms.totalInvestedAmount,
      numberOfCreatedJobs: framingForms.numberOfCreatedJobs,
      sectorId: framingForms.sectorId,
      userId: projects.userId,
    })
    .from(projects)
    .leftJoin(framingForms, eq(framingForms.id, projects.framingFormId))
    .where(eq(projects.id, projectId));
  if (!row) return { questionnaire: null, profile: null };
  const [person] = await db
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
    .where(eq(investors.userId, row.userId));
  const { userId: _userId, ...answers } = row;
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
          },
    profile: person ?? null,
  };
}
