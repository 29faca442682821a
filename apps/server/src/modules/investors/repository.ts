import { TITLES, type Title } from '@cri/shared/enums/roles';
import { legalFormKindOf } from '@cri/shared/rules/investor-form';
import type { TInvestor } from '@cri/shared/schemas/investors';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { investors } from '../../db/schema/investors.ts';
import { communes } from '../../db/schema/reference-data.ts';

export type InvestorRow = typeof investors.$inferSelect;
export type InvestorInsert = typeof investors.$inferInsert;

const companyCommunes = alias(communes, 'company_communes');
const isTitle = (t: string): t is Title => (TITLES as readonly string[]).includes(t);

/** The record with its user's e-mail and the province and region of both communes. */
export async function findInvestor(db: DbOrTx, id: number): Promise<Omit<TInvestor, 'abilities'> | undefined> {
  const [row] = await db
    .select({
      investor: investors,
      username: users.username,
      provinceId: communes.provinceId,
      regionId: communes.regionId,
      companyProvinceId: companyCommunes.provinceId,
      companyRegionId: companyCommunes.regionId,
    })
    .from(investors)
    .innerJoin(users, eq(users.id, investors.userId))
    .leftJoin(communes, eq(communes.id, investors.communeId))
    .leftJoin(companyCommunes, eq(companyCommunes.id, investors.companyCommuneId))
    .where(eq(investors.id, id));
  if (!row) return undefined;
  const { investor: inv, ...derived } = row;
  const { createdAt: _c, updatedAt: _u, title, ...fields } = inv;
  return {
    ...fields,
    ...derived,
    title: isTitle(title) ? title : null,
    legalFormKind: legalFormKindOf(inv.legalFormFamilyId) ?? 'CORPORATE_ENTITY',
  };
}

export async function insertInvestor(db: DbOrTx, values: InvestorInsert): Promise<number> {
  const [row] = await db.insert(investors).values(values).returning({ id: investors.id });
  if (!row) throw new Error('investor not created');
  return row.id;
}

export async function updateInvestorRow(db: DbOrTx, id: number, values: Partial<InvestorInsert>): Promise<void> {
  await db.update(investors).set(values).where(eq(investors.id, id));
}

/** The user row, locked until the transaction ends: two concurrent creations cannot both pass the check. */
export async function lockUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, investorId: users.investorId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function updateUserFields(db: DbOrTx, userId: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}
