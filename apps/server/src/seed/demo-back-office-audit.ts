import type { Role } from '@cri/shared/enums/roles';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { and, count, eq } from 'drizzle-orm';
import type { RequestContext } from '../core/service-context.ts';
import type { Db } from '../db/client.ts';
import { backOfficeAudit, documentTypeRegionFees, users } from '../db/schema.ts';
import { createRecord, readRecord, updateRecord } from '../modules/back-office/service.ts';
import { STORES } from '../modules/back-office/stores.ts';

/** The demo's offices (private addresses, as the audit records behind the proxy). */
const CASA_OFFICE = '10.20.2.14';
const NATIONAL_OFFICE = '10.10.0.31';
const CONTENT_OFFICE = '10.10.0.45';

async function callerOf(db: Db, username: string): Promise<TAccessClaims | undefined> {
  const [u] = await db.select().from(users).where(eq(users.username, username));
  if (!u) return undefined;
  return {
    sub: String(u.id),
    username: u.username,
    roles: u.roles as Role[],
    title: null,
    firstName: u.firstName,
    lastName: u.lastName,
    regionId: u.regionId,
    investorId: null,
    advisorId: null,
    cruiMemberId: null,
    habilitations: [],
    passwordExpirationDate: null,
    firstConnection: false,
    activeMfa: true,
    otp: true,
    isDirector: false,
    isWali: false,
    isFocalMember: false,
    isCruiMember: false,
  };
}

const storeOf = (name: string) => {
  const store = STORES.find((s) => s.decl.name === name);
  if (!store) throw new Error(`no back-office resource ${name}`);
  return store;
};

const userIdOf = async (db: Db, username: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id;

/**
 * A handful of back-office changes, made through the back-office service (so each has its audit
 * line with before and after, as a real change would), for `/back-office-audit` and the records' history to show
 * something on `npm start` (issue 17): regional support of Casablanca-Settat edits an advisor's phone and its
 * region's parameters, national support a national account, the content manager a document's regional price.
 * Once: skipped when the audit already has a line (whoever wrote it).
 */
export async function seedDemoBackOfficeAudit(db: Db, now = new Date()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(backOfficeAudit);
  if ((existing?.n ?? 0) > 0) return;
  const casa = await callerOf(db, 'support.casa@demo.cri.ma');
  const national = await callerOf(db, 'support.national@demo.cri.ma');
  const content = await callerOf(db, 'contenu.national@demo.cri.ma');
  if (!casa || !national || !content) return;
  // One change a minute from the seed's time: after the demo accounts' creation, so an account's life reads in order.
  let step = 0;
  const ctx = (user: TAccessClaims): RequestContext => {
    step += 1;
    const at = new Date(now.getTime() + step * 60_000);
    return { db, user, now: () => at, link: (path) => path };
  };
  /** Changes some fields of a record, keeping the others as they are (the update body is the whole record). */
  const change = async (
    c: RequestContext,
    resource: string,
    id: number | undefined,
    fields: Record<string, unknown>,
    ip: string,
  ) => {
    if (id === undefined) return;
    const store = storeOf(resource);
    const before = await readRecord(c, store, id);
    const body: Record<string, unknown> = {};
    for (const f of store.decl.fields) if (!f.readOnly && !f.createOnly) body[f.name] = before[f.name];
    await updateRecord(c, store, id, { ...body, ...fields }, { ip });
  };

  await change(
    ctx(casa),
    'advisors',
    await userIdOf(db, 'conseillere.casa@demo.cri.ma'),
    { deskPhone: '0522 48 18 12' },
    CASA_OFFICE,
  );
  await change(ctx(casa), 'region-parameters', 2, { minutesPerFile: 25 }, CASA_OFFICE);
  await change(
    ctx(casa),
    'advisors',
    await userIdOf(db, 'conseiller.casa@demo.cri.ma'),
    { mobilePhone: '0661 20 30 40' },
    CASA_OFFICE,
  );
  await change(
    ctx(national),
    'national-accounts',
    await userIdOf(db, 'contenu.national@demo.cri.ma'),
    { deskPhone: '0537 57 20 00' },
    NATIONAL_OFFICE,
  );
  const [fee] = await db
    .select({ id: documentTypeRegionFees.id })
    .from(documentTypeRegionFees)
    .where(and(eq(documentTypeRegionFees.regionId, 2), eq(documentTypeRegionFees.documentTypeId, 1)));
  if (!fee)
    await createRecord(
      ctx(content),
      storeOf('price-overrides'),
      { documentTypeId: 1, regionId: 2, documentCollectionFee: 150 },
      { ip: CONTENT_OFFICE },
    );
  else await change(ctx(content), 'price-overrides', fee.id, { documentCollectionFee: 150 }, CONTENT_OFFICE);
}
