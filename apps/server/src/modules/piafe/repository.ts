import type { TPiafeExchangeCreate } from '@cri/shared/schemas/piafe';
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  choiceListItems,
  communes,
  piafeExchanges,
  piafeHolders,
  piafeProjects,
  piafeTrackings,
  provinces,
  regions,
  sectors,
  users,
} from '../../db/schema.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type HolderRow = typeof piafeHolders.$inferSelect;
export type ProjectRow = typeof piafeProjects.$inferSelect;
export type ExchangeRow = typeof piafeExchanges.$inferSelect;
export type TrackingRow = typeof piafeTrackings.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Conn = Db | Tx;

/** The advisor's scope: a regional advisor reads the exchanges of their region, a national one every region. */
export const exchangeScope = (regionId: number | null): SQL | undefined =>
  regionId === null ? undefined : eq(piafeExchanges.regionId, regionId);
export const projectScope = (regionId: number | null): SQL | undefined =>
  regionId === null ? undefined : eq(piafeProjects.regionId, regionId);

export async function insertExchange(
  db: Conn,
  values: Omit<TPiafeExchangeCreate, 'place'> & { place: string | null; advisorId: number; regionId: number | null },
): Promise<ExchangeRow> {
  const [row] = await db.insert(piafeExchanges).values(values).returning();
  if (!row) throw new Error('exchange not inserted');
  return row;
}

export async function findExchange(db: Conn, id: number, regionId: number | null): Promise<ExchangeRow | undefined> {
  const [row] = await db
    .select()
    .from(piafeExchanges)
    .where(and(eq(piafeExchanges.id, id), exchangeScope(regionId)));
  return row;
}

export async function updateExchange(db: Conn, id: number, values: Partial<typeof piafeExchanges.$inferInsert>, now: Date) {
  const [row] = await db
    .update(piafeExchanges)
    .set({ ...values, updatedAt: now })
    .where(eq(piafeExchanges.id, id))
    .returning();
  if (!row) throw new Error('exchange not updated');
  return row;
}

const exchangeWithAdvisor = {
  exchange: piafeExchanges,
  advisorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
};

export async function listExchanges(db: Conn, projectId: number, regionId: number | null) {
  return db
    .select(exchangeWithAdvisor)
    .from(piafeExchanges)
    .leftJoin(users, eq(users.id, piafeExchanges.advisorId))
    .where(and(eq(piafeExchanges.projectId, projectId), exchangeScope(regionId)))
    .orderBy(desc(piafeExchanges.exchangeDate), desc(piafeExchanges.id));
}

export async function exchangeAdvisorName(db: Conn, exchangeId: number): Promise<string | null> {
  const [row] = await db
    .select({ advisorName: exchangeWithAdvisor.advisorName })
    .from(piafeExchanges)
    .leftJoin(users, eq(users.id, piafeExchanges.advisorId))
    .where(eq(piafeExchanges.id, exchangeId));
  return row?.advisorName ?? null;
}

export async function findHolder(db: Conn, id: number): Promise<HolderRow | undefined> {
  const [row] = await db.select().from(piafeHolders).where(eq(piafeHolders.id, id));
  return row;
}

export async function findHolderByIdentity(
  db: Conn,
  identityType: string,
  identityNumber: string,
): Promise<HolderRow | undefined> {
  const [row] = await db
    .select()
    .from(piafeHolders)
    .where(and(eq(piafeHolders.identityType, identityType), eq(piafeHolders.identityNumber, identityNumber)));
  return row;
}

/** Whether the holder was ever met in the region (a regional advisor reads only those). */
export async function holderInScope(db: Conn, holderId: number, regionId: number | null): Promise<boolean> {
  if (regionId === null) return true;
  const [row] = await db
    .select({ n: count() })
    .from(piafeExchanges)
    .where(and(eq(piafeExchanges.holderId, holderId), exchangeScope(regionId)));
  return (row?.n ?? 0) > 0;
}

export async function lastExchangeOfHolder(db: Conn, holderId: number) {
  const [row] = await db
    .select({ id: piafeExchanges.id, projectId: piafeExchanges.projectId })
    .from(piafeExchanges)
    .where(eq(piafeExchanges.holderId, holderId))
    .orderBy(desc(piafeExchanges.exchangeDate), desc(piafeExchanges.id))
    .limit(1);
  return row ?? null;
}

export async function insertHolder(db: Conn, values: typeof piafeHolders.$inferInsert): Promise<HolderRow> {
  const [row] = await db
    .insert(piafeHolders)
    .values(values)
    .onConflictDoUpdate({
      target: [piafeHolders.identityType, piafeHolders.identityNumber],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('holder not inserted');
  return row;
}

export async function updateHolder(db: Conn, id: number, values: Partial<typeof piafeHolders.$inferInsert>, now: Date) {
  const [row] = await db
    .update(piafeHolders)
    .set({ ...values, updatedAt: now })
    .where(eq(piafeHolders.id, id))
    .returning();
  return row;
}

export async function findProject(db: Conn, id: number, regionId: number | null): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(piafeProjects)
    .where(and(eq(piafeProjects.id, id), projectScope(regionId)));
  return row;
}

export async function insertProject(db: Conn, values: typeof piafeProjects.$inferInsert): Promise<ProjectRow> {
  const [row] = await db.insert(piafeProjects).values(values).returning();
  if (!row) throw new Error('project not inserted');
  return row;
}

export async function updateProject(db: Conn, id: number, values: Partial<typeof piafeProjects.$inferInsert>, now: Date) {
  const [row] = await db
    .update(piafeProjects)
    .set({ ...values, updatedAt: now })
    .where(eq(piafeProjects.id, id))
    .returning();
  if (!row) throw new Error('project not updated');
  return row;
}

export async function findTrackingOfProject(db: Conn, projectId: number): Promise<TrackingRow | undefined> {
  const [row] = await db.select().from(piafeTrackings).where(eq(piafeTrackings.projectId, projectId));
  return row;
}

export async function findTracking(db: Conn, id: number): Promise<TrackingRow | undefined> {
  const [row] = await db.select().from(piafeTrackings).where(eq(piafeTrackings.id, id));
  return row;
}

export async function insertTracking(db: Conn, values: typeof piafeTrackings.$inferInsert): Promise<TrackingRow | undefined> {
  const [row] = await db.insert(piafeTrackings).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTracking(db: Conn, id: number, values: Partial<typeof piafeTrackings.$inferInsert>, now: Date) {
  const [row] = await db
    .update(piafeTrackings)
    .set({ ...values, updatedAt: now })
    .where(eq(piafeTrackings.id, id))
    .returning();
  if (!row) throw new Error('tracking not updated');
  return row;
}

export interface ProjectSearch {
  dataToSearch?: string | undefined;
  startExchangeDate?: string | undefined;
  endExchangeDate?: string | undefined;
  page: number;
  size: number;
}

/** The project list: by holder (names, identity) or project name, with an exchange in the date range. */
export async function searchProjects(db: Conn, q: ProjectSearch, regionId: number | null) {
  const conditions: (SQL | undefined)[] = [projectScope(regionId)];
  const text = q.dataToSearch?.trim();
  if (text) {
    const p = containsPattern(text);
    conditions.push(
      or(
        ilike(piafeProjects.name, p),
        ilike(piafeHolders.firstName, p),
        ilike(piafeHolders.lastName, p),
        ilike(sql`${piafeHolders.firstName} || ' ' || ${piafeHolders.lastName}`, p),
        ilike(sql`${piafeHolders.lastName} || ' ' || ${piafeHolders.firstName}`, p),
        ilike(piafeHolders.identityNumber, p),
      ),
    );
  }
  if (q.startExchangeDate || q.endExchangeDate) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(piafeExchanges)
          .where(
            and(
              eq(piafeExchanges.projectId, piafeProjects.id),
              q.startExchangeDate ? gte(piafeExchanges.exchangeDate, q.startExchangeDate) : undefined,
              q.endExchangeDate ? lte(piafeExchanges.exchangeDate, q.endExchangeDate) : undefined,
            ),
          ),
      ),
    );
  }
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(piafeProjects)
    .innerJoin(piafeHolders, eq(piafeHolders.id, piafeProjects.holderId))
    .where(where);
  const lastDate = sql<
    string | null
  >`(select max(${piafeExchanges.exchangeDate}) from ${piafeExchanges} where ${piafeExchanges.projectId} = ${piafeProjects.id})`;
  const rows = await db
    .select({
      id: piafeProjects.id,
      name: piafeProjects.name,
      holderName: sql<string>`trim(${piafeHolders.firstName} || ' ' || ${piafeHolders.lastName})`,
      identityNumber: piafeHolders.identityNumber,
      maturityLevel: piafeProjects.maturityLevel,
      regionId: piafeProjects.regionId,
      lastExchangeDate: lastDate,
      lastExchangeId: sql<
        number | null
      >`(select ${piafeExchanges.id} from ${piafeExchanges} where ${piafeExchanges.projectId} = ${piafeProjects.id} order by ${piafeExchanges.exchangeDate} desc, ${piafeExchanges.id} desc limit 1)`,
      visitCount: sql<number>`(select count(*)::int from ${piafeExchanges} where ${piafeExchanges.projectId} = ${piafeProjects.id})`,
    })
    .from(piafeProjects)
    .innerJoin(piafeHolders, eq(piafeHolders.id, piafeProjects.holderId))
    .where(where)
    .orderBy(sql`${lastDate} desc nulls last`, desc(piafeProjects.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return { total: total?.n ?? 0, rows };
}

export interface StatisticsRange {
  startExchangeDate?: string | undefined;
  endExchangeDate?: string | undefined;
}

/** The figures of GET /piafe/statistics/indicators over the exchanges of the range and scope. */
export async function statistics(db: Conn, range: StatisticsRange, regionId: number | null) {
  const inRange = and(
    exchangeScope(regionId),
    range.startExchangeDate ? gte(piafeExchanges.exchangeDate, range.startExchangeDate) : undefined,
    range.endExchangeDate ? lte(piafeExchanges.exchangeDate, range.endExchangeDate) : undefined,
  );
  const [totals] = await db
    .select({
      visits: count(),
      holders: sql<number>`count(distinct ${piafeExchanges.holderId})::int`,
      projects: sql<number>`count(distinct ${piafeExchanges.projectId})::int`,
    })
    .from(piafeExchanges)
    .where(inRange);
  const projectIds = db.selectDistinct({ id: piafeExchanges.projectId }).from(piafeExchanges).where(inRange);
  const seen = inArray(piafeProjects.id, sql`(${projectIds})`);
  const byMaturity = await db
    .select({ key: piafeProjects.maturityLevel, count: sql<number>`count(*)::int` })
    .from(piafeProjects)
    .where(seen)
    .groupBy(piafeProjects.maturityLevel)
    .orderBy(asc(piafeProjects.maturityLevel));
  const bySector = await db
    .select({
      sectorId: piafeProjects.sectorId,
      nameFr: sectors.nameFr,
      nameAr: sectors.nameAr,
      count: sql<number>`count(*)::int`,
    })
    .from(piafeProjects)
    .leftJoin(sectors, eq(sectors.id, piafeProjects.sectorId))
    .where(seen)
    .groupBy(piafeProjects.sectorId, sectors.nameFr, sectors.nameAr)
    .orderBy(desc(sql`count(*)`));
  const byRegion = await db
    .select({
      regionId: regions.id,
      nameFr: regions.nameFr,
      nameAr: regions.nameAr,
      visits: sql<number>`count(*)::int`,
      projects: sql<number>`count(distinct ${piafeExchanges.projectId})::int`,
    })
    .from(piafeExchanges)
    .innerJoin(piafeProjects, eq(piafeProjects.id, piafeExchanges.projectId))
    .innerJoin(regions, eq(regions.id, piafeProjects.regionId))
    .where(inRange)
    .groupBy(regions.id, regions.nameFr, regions.nameAr)
    .orderBy(asc(regions.id));
  const [funding] = await db
    .select({
      obtained: sql<number>`count(*) filter (where ${piafeTrackings.fundingResult} = 'OBTAINED')::int`,
      obtainedAmount: sql<number>`coalesce(sum(${piafeTrackings.fundingAmount}) filter (where ${piafeTrackings.fundingResult} = 'OBTAINED'), 0)::float8`,
      rejected: sql<number>`count(*) filter (where ${piafeTrackings.fundingResult} = 'REJECTED')::int`,
      pending: sql<number>`count(*) filter (where ${piafeTrackings.fundingResult} = 'PENDING')::int`,
      created: sql<number>`coalesce(sum((select sum((r->>'jobsCreated')::int) from jsonb_array_elements(${piafeTrackings.yearResults}) r)), 0)::int`,
    })
    .from(piafeTrackings)
    .where(inArray(piafeTrackings.projectId, sql`(${projectIds})`));
  const [estimated] = await db
    .select({ jobs: sql<number>`coalesce(sum(${piafeProjects.estimatedJobs}), 0)::int` })
    .from(piafeProjects)
    .where(seen);
  return {
    visits: totals?.visits ?? 0,
    holders: totals?.holders ?? 0,
    projects: totals?.projects ?? 0,
    byMaturity,
    bySector,
    byRegion,
    funding: {
      obtained: funding?.obtained ?? 0,
      obtainedAmount: funding?.obtainedAmount ?? 0,
      rejected: funding?.rejected ?? 0,
      pending: funding?.pending ?? 0,
    },
    jobs: { estimated: estimated?.jobs ?? 0, created: funding?.created ?? 0 },
  };
}

/** GET /advisors-piafe */
export async function listPiafeAdvisors(db: Conn) {
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      regionId: users.regionId,
      active: users.enabled,
    })
    .from(users)
    .where(sql`'ROLE_ADVISOR_PIAFE' = any(${users.roles})`)
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export interface PlaceRefs {
  regionId: number | null;
  provinceId: number | null;
  communeId: number | null;
  sectorId?: number | null;
  organisationTypeId?: number | null;
}

/** The reference ids a form sent that do not exist or do not fit together (province of the region, ...). */
export async function wrongReferences(db: Conn, refs: PlaceRefs): Promise<string[]> {
  const wrong: string[] = [];
  const one = async (q: Promise<unknown[]>) => (await q).length > 0;
  if (refs.regionId !== null && !(await one(db.select({ id: regions.id }).from(regions).where(eq(regions.id, refs.regionId)))))
    wrong.push('regionId');
  if (refs.provinceId !== null) {
    const ok = await one(
      db
        .select({ id: provinces.id })
        .from(provinces)
        .where(
          and(eq(provinces.id, refs.provinceId), refs.regionId === null ? undefined : eq(provinces.regionId, refs.regionId)),
        ),
    );
    if (!ok) wrong.push('provinceId');
  }
  if (refs.communeId !== null) {
    const ok = await one(
      db
        .select({ id: communes.id })
        .from(communes)
        .where(
          and(eq(communes.id, refs.communeId), refs.provinceId === null ? undefined : eq(communes.provinceId, refs.provinceId)),
        ),
    );
    if (!ok) wrong.push('communeId');
  }
  if (refs.sectorId != null && !(await one(db.select({ id: sectors.id }).from(sectors).where(eq(sectors.id, refs.sectorId)))))
    wrong.push('sectorId');
  if (
    refs.organisationTypeId != null &&
    !(await one(
      db
        .select({ id: choiceListItems.id })
        .from(choiceListItems)
        .where(
          and(
            eq(choiceListItems.id, refs.organisationTypeId),
            eq(choiceListItems.listName, 'CompanyLegalFormFamily'),
            // Spec 3 §3: the legal person types 2126-2129.
            gte(choiceListItems.id, 2126),
            lte(choiceListItems.id, 2129),
          ),
        ),
    ))
  )
    wrong.push('organisationTypeId');
  return wrong;
}
