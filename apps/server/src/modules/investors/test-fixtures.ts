import { LEGAL_PERSON_TYPE_IDS } from '@cri/shared/enums/reference-data';
import { IDENTITY_DOCUMENT_TYPE_IDS, MOROCCAN_NATIONALITY_ID } from '@cri/shared/rules/investor-form';
import type { TInvestorRegistrationFormInput } from '@cri/shared/schemas/investors';
import { asc } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { choiceListItems, communes } from '../../db/schema/reference-data.ts';
import { hashPassword } from '../../lib/password.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A fresh investor account without an investor record, signed in. */
export async function newInvestorAccount(t: TestApp, username: string): Promise<LoggedIn> {
  await t.database.db.insert(users).values({
    username,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    roles: ['ROLE_INVESTOR'],
    firstConnection: false,
  });
  return loginAs(t, username);
}

export async function firstCommuneIds(t: TestApp): Promise<[number, number]> {
  const rows = await t.database.db.select({ id: communes.id }).from(communes).orderBy(asc(communes.id)).limit(2);
  const [a, b] = rows;
  if (!a || !b) throw new Error('no communes seeded');
  return [a.id, b.id];
}

/** The first job of a legal-form family. */
export async function jobOf(t: TestApp, familyId: number): Promise<number> {
  const rows = await t.database.db.select().from(choiceListItems).orderBy(asc(choiceListItems.id));
  const job = rows.find((r) => r.listName === 'ProfessionType' && r.parentId === familyId);
  if (!job) throw new Error(`no job for family ${familyId}`);
  return job.id;
}

type Investor = NonNullable<TInvestorRegistrationFormInput['investor']>;

/** A complete intermediary registration of a Moroccan company, valid for every rule. */
export function registration(communeId: number, investor: Partial<Investor> = {}, user: Record<string, unknown> = {}) {
  return {
    user: { title: 'MISTER', firstName: 'Karim', lastName: 'Bennani', mobilePhone: '0612345678', deskPhone: '', ...user },
    investor: {
      accountType: 'PROFESSIONAL',
      nationalityId: MOROCCAN_NATIONALITY_ID,
      identityDocumentTypeId: IDENTITY_DOCUMENT_TYPE_IDS.CIN,
      identityDocumentNumber: 'BE123456',
      jobTitle: 'Gérant',
      professionTypeId: null,
      organisation: 'Atlas Invest',
      address: '12 rue des Orangers',
      communeId,
      zipCode: '20000',
      legalFormFamilyId: LEGAL_PERSON_TYPE_IDS.LEGAL_PERSON,
      companyName: 'Atlas Invest SARL',
      companyAddress: '5 boulevard Zerktouni',
      companyCommuneId: communeId,
      companyZipCode: '20100',
      ice: '001234567000089',
      nirn: 'RC-12345',
      ...investor,
    },
  };
}
