import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TCreateInvestorRequest, TInvestor, TUpdateInvestorRequest } from '@cri/shared/schemas/investors';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findAccountType } from '../accounts/account-type-service.ts';
import { checkReferences } from './reference-checks.ts';
import { findInvestor, insertInvestor, lockUser, updateInvestorRow, updateUserFields } from './repository.ts';

/** Empty texts are stored as null. */
const orNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());
const f = (field: string) => `body.investor.${field}`;

/** Support roles that may read any investor record (regional staff will read their region's, with projects). */
const READ_ANY_ROLES = ['ROLE_NATIONAL_SUPPORT'];

/** POST /investors/create: the record of the signed-in investor, linked to the account (once only). */
export async function createInvestor(db: Db, claims: TAccessClaims, body: TCreateInvestorRequest): Promise<number> {
  const { user, investor: inv } = body;
  await checkReferences(db, {
    choices: [
      { field: f('nationalityId'), id: inv.nationalityId, list: 'Nationality' },
      { field: f('identityDocumentTypeId'), id: inv.identityDocumentTypeId, list: 'DocumentTypeCategory' },
      { field: f('legalFormFamilyId'), id: inv.legalFormFamilyId, list: 'CompanyLegalFormFamily' },
      { field: f('professionTypeId'), id: inv.professionTypeId, list: 'ProfessionType', parentId: inv.legalFormFamilyId },
    ],
    communes: [
      { field: f('communeId'), id: inv.communeId },
      { field: f('companyCommuneId'), id: inv.companyCommuneId },
    ],
  });
  const userId = Number(claims.sub);
  // The form follows the account type chosen at sign-up (intermediary or not); it cannot be switched here.
  const chosen = await findAccountType(db, userId);
  if (chosen !== null && chosen !== inv.accountType) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: [{ field: f('accountType'), messageKey: 'investors.validation.accountTypeFixed' }],
    });
  }
  return db.transaction(async (tx) => {
    const account = await lockUser(tx, userId);
    if (!account) throw new AppError('UNAUTHENTICATED');
    if (account.investorId !== null) throw new AppError('INVESTOR_EXISTS');
    // The shared rules made these present; the checks keep the types honest.
    if (!user.title || inv.nationalityId === null || inv.identityDocumentTypeId === null || inv.legalFormFamilyId === null) {
      throw new AppError('VALIDATION_FAILED');
    }
    const id = await insertInvestor(tx, {
      userId,
      title: user.title,
      firstName: user.firstName,
      lastName: user.lastName,
      mobilePhone: user.mobilePhone,
      deskPhone: orNull(user.deskPhone),
      nationalityId: inv.nationalityId,
      identityDocumentTypeId: inv.identityDocumentTypeId,
      identityDocumentNumber: inv.identityDocumentNumber.toUpperCase(),
      jobTitle: inv.jobTitle,
      professionTypeId: inv.professionTypeId,
      organisation: orNull(inv.organisation),
      address: orNull(inv.address),
      communeId: inv.communeId,
      zipCode: orNull(inv.zipCode),
      legalFormFamilyId: inv.legalFormFamilyId,
      ice: orNull(inv.ice),
      nirn: orNull(inv.nirn),
      companyName: orNull(inv.companyName),
      companyAddress: orNull(inv.companyAddress),
      companyCommuneId: inv.companyCommuneId,
      companyZipCode: orNull(inv.companyZipCode),
      accountType: inv.accountType,
      intermediary: inv.accountType === 'PROFESSIONAL',
    });
    await updateUserFields(tx, userId, {
      investorId: id,
      title: user.title,
      firstName: user.firstName,
      lastName: user.lastName,
      mobilePhone: user.mobilePhone,
      deskPhone: orNull(user.deskPhone),
    });
    return id;
  });
}

/** GET /investors/account-type: which registration form the signed-in account fills. */
export const accountTypeOf = (db: Db, claims: TAccessClaims) => findAccountType(db, Number(claims.sub));

/** GET /investors/{id}: the owner, or national support; anyone else gets 404 (the record's existence stays private). */
export async function getInvestor(db: Db, claims: TAccessClaims, id: number): Promise<TInvestor> {
  const record = await findInvestor(db, id);
  const owner = record?.userId === Number(claims.sub);
  if (!record || (!owner && !claims.roles.some((r) => READ_ANY_ROLES.includes(r)))) throw notFound();
  return { ...record, abilities: { update: owner } };
}

/** PUT /investors/update: the owner's contact and company fields; identity and legal form stay as filed. */
export async function updateInvestor(db: Db, claims: TAccessClaims, body: TUpdateInvestorRequest): Promise<void> {
  const record = await findInvestor(db, body.investorId);
  if (!record || record.userId !== Number(claims.sub)) throw notFound();
  const { user, investor: inv } = body;
  if (inv.legalFormFamilyId !== record.legalFormFamilyId) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: [{ field: f('legalFormFamilyId'), messageKey: 'investors.validation.legalFormFixed' }],
    });
  }
  await checkReferences(db, {
    choices: [],
    communes: [
      { field: f('communeId'), id: inv.communeId },
      { field: f('companyCommuneId'), id: inv.companyCommuneId },
    ],
  });
  await db.transaction(async (tx) => {
    await updateInvestorRow(tx, record.id, {
      mobilePhone: user.mobilePhone,
      deskPhone: orNull(user.deskPhone),
      jobTitle: inv.jobTitle,
      organisation: orNull(inv.organisation),
      address: orNull(inv.address),
      communeId: inv.communeId,
      zipCode: orNull(inv.zipCode),
      ice: orNull(inv.ice),
      nirn: orNull(inv.nirn),
      companyName: orNull(inv.companyName),
      companyAddress: orNull(inv.companyAddress),
      companyCommuneId: inv.companyCommuneId,
      companyZipCode: orNull(inv.companyZipCode),
      updatedAt: new Date(),
    });
    await updateUserFields(tx, record.userId, { mobilePhone: user.mobilePhone, deskPhone: orNull(user.deskPhone) });
  });
}
