import { MONITORING_MAILS } from '@cri/shared/back-office/resources';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { monitoringMailRecipients as mails } from '../../db/schema/monitoring.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Body, ResourceStore, SelectBuilder } from './store.ts';

const values = (body: Body) => ({
  regionId: Number(body.regionId),
  name: String(body.name).trim(),
  // One address per region once: compared as written in lower case.
  email: String(body.email).trim().toLowerCase(),
  active: body.receivesDigest === true,
});

const taken = () =>
  new AppError('CONFLICT', { fieldErrors: [{ field: 'email', messageKey: 'backOffice.errors.monitoringMailExists' }] });

async function checkFree(tx: DbOrTx, regionId: number, email: string, id?: number) {
  const [other] = await tx
    .select({ id: mails.id })
    .from(mails)
    .where(and(eq(mails.regionId, regionId), eq(mails.email, email), id === undefined ? undefined : ne(mails.id, id)));
  if (other) throw taken();
}

/**
 * Operation-monitoring mails (decision 097): a region's addresses copied on the weekly monitoring digest
 * (modules/monitoring/digest.ts reads the active ones). Nothing points at a row: DELETE deletes it (its history
 * stays in the audit); unticking `receivesDigest` pauses it.
 */
export const monitoringMailStore: ResourceStore = {
  decl: MONITORING_MAILS,
  idColumn: mails.id,
  regionColumn: mails.regionId,
  columns: { regionId: mails.regionId, name: mails.name, email: mails.email, receivesDigest: mails.active },
  select: (db, selection) => db.select(selection).from(mails).$dynamic() as unknown as SelectBuilder,
  async insert(_ctx, tx, body) {
    const row = values(body);
    await checkFree(tx, row.regionId, row.email);
    const [created] = await tx.insert(mails).values(row).onConflictDoNothing().returning({ id: mails.id });
    if (!created) throw taken();
    return created.id;
  },
  async update(_ctx, tx, id, body) {
    const row = values(body);
    await checkFree(tx, row.regionId, row.email, id);
    await tx.update(mails).set(row).where(eq(mails.id, id));
  },
  async hardDelete(tx, id) {
    await tx.delete(mails).where(eq(mails.id, id));
  },
};
