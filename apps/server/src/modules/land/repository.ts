import type { LandRequestCategory, ParcelExaminationState } from '@cri/shared/enums/land';
import { FUNDAMENTAL_REFERENCE_TYPE_IDS } from '@cri/shared/enums/reference-data';
import type { TLandSearchQuery } from '@cri/shared/schemas/land';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { framingForms } from '../../db/schema/framing-forms.ts';
import {
  landMemberSettings,
  landRequestQualifications,
  parcelCounts,
  parcelExaminations,
  parcelHistory,
} from '../../db/schema/land.ts';
import { projectLands } from '../../db/schema/project-infos.ts';
import { projects } from '../../db/schema/projects.ts';
import { choiceListItems, communes, vocations } from '../../db/schema/reference-data.ts';

/** What a land member sees (spec 3 §3): its region, narrowed by its parcel type and provinces. */
export interface Visibility {
  regionId: number;
  parcelType: 'ALL' | 'TITLE' | 'REQUISITION';
  provinceIds: number[];
}

export async function settingsOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(landMemberSettings).where(eq(landMemberSettings.userId, userId));
  return row ?? null;
}

const legalStatus = alias(choiceListItems, 'legal_status');
const referenceType = alias(choiceListItems, 'reference_type');

/** The parcels a member may see: of its region's files, of its parcel type, in its provinces. */
function visibleParcels(v: Visibility): SQL {
  // The parcel's own copy of its file's region (decision 084): no join to the file to filter or count.
  const conditions: (SQL | undefined)[] = [eq(projectLands.regionId, v.regionId)];
  if (v.parcelType === 'TITLE')
    conditions.push(eq(projectLands.fundamentalReferenceTypeId, FUNDAMENTAL_REFERENCE_TYPE_IDS.REGISTRY_TITLE));
  if (v.parcelType === 'REQUISITION')
    conditions.push(eq(projectLands.fundamentalReferenceTypeId, FUNDAMENTAL_REFERENCE_TYPE_IDS.REQUISITION));
  if (v.provinceIds.length > 0)
    conditions.push(sql`${projectLands.communeId} in (select c.id from communes c where c.province_id in ${v.provinceIds})`);
  return and(...conditions) as SQL;
}

const stateOf = sql<ParcelExaminationState>`coalesce(${parcelExaminations.state}, 'NOT_EXAMINED')`;
/** Another file declares the same title (number and index) or the same requisition (issue 19). */
const duplicateOf = sql<boolean>`(
  (${projectLands.titleNumber} is not null and exists (select 1 from project_lands o where o.title_number = ${projectLands.titleNumber}
    and o.title_index is not distinct from ${projectLands.titleIndex} and o.project_id <> ${projectLands.projectId}))
  or (${projectLands.registrationRequisitionNumber} is not null and exists (select 1 from project_lands o
    where o.registration_requisition_number = ${projectLands.registrationRequisitionNumber} and o.project_id <> ${projectLands.projectId})))`;

const parcelColumns = {
  id: projectLands.id,
  projectId: projectLands.projectId,
  projectName: projects.name,
  projectReference: projects.reference,
  legalStatusFr: legalStatus.labelFr,
  legalStatusAr: legalStatus.labelAr,
  communeFr: communes.nameFr,
  communeAr: communes.nameAr,
  surface: projectLands.parcelSurface,
  covered: projectLands.covered,
  coverDocument: projectLands.coverDocument,
  referenceType: referenceType.code,
  landRegistry: projectLands.landRegistry,
  titleNumber: projectLands.titleNumber,
  titleIndex: projectLands.titleIndex,
  specialIndex: projectLands.specialIndex,
  requisitionNumber: projectLands.registrationRequisitionNumber,
  examinationState: stateOf,
  duplicateReference: duplicateOf,
};

function parcelQuery(db: DbOrTx) {
  return db
    .select(parcelColumns)
    .from(projectLands)
    .innerJoin(projects, eq(projects.id, projectLands.projectId))
    .leftJoin(legalStatus, eq(legalStatus.id, projectLands.legalStatusId))
    .leftJoin(referenceType, eq(referenceType.id, projectLands.fundamentalReferenceTypeId))
    .leftJoin(communes, eq(communes.id, projectLands.communeId))
    .leftJoin(parcelExaminations, eq(parcelExaminations.projectLandId, projectLands.id));
}

/**
 * The count reads the parcels alone, and their examination only when filtered by it: no condition is on the file,
 * and without the join PostgreSQL counts from the index alone (index-only scan, decision 084).
 */
function countQuery(db: DbOrTx, where: SQL, byExamination: boolean) {
  const parcels = db.select({ n: count() }).from(projectLands);
  return byExamination
    ? parcels.leftJoin(parcelExaminations, eq(parcelExaminations.projectLandId, projectLands.id)).where(where)
    : parcels.where(where);
}

export type ParcelRow = Awaited<ReturnType<typeof findParcel>>;

export async function findParcel(db: DbOrTx, v: Visibility, id: number) {
  const [row] = await parcelQuery(db).where(and(visibleParcels(v), eq(projectLands.id, id)));
  return row ?? null;
}

type SearchFilters = Omit<TLandSearchQuery, 'page' | 'size' | 'sort' | 'direction'>;

function searchConditions(f: Partial<SearchFilters>): SQL[] {
  const c: SQL[] = [];
  if (f.titleNumber !== undefined) c.push(eq(projectLands.titleNumber, f.titleNumber));
  if (f.titleIndex !== undefined) c.push(eq(projectLands.titleIndex, f.titleIndex));
  if (f.requisitionNumber !== undefined) c.push(eq(projectLands.registrationRequisitionNumber, f.requisitionNumber));
  if (f.communeId !== undefined) c.push(eq(projectLands.communeId, f.communeId));
  if (f.legalStatusId !== undefined) c.push(eq(projectLands.legalStatusId, f.legalStatusId));
  // Hectares asked, square metres stored.
  if (f.minAreaHa !== undefined) c.push(sql`${projectLands.parcelSurface} >= ${f.minAreaHa * 10_000}`);
  if (f.maxAreaHa !== undefined) c.push(sql`${projectLands.parcelSurface} <= ${f.maxAreaHa * 10_000}`);
  // Written so that an examined state drives the plan from `parcel_examinations_state_idx` (few rows).
  if (f.examinationState === 'NOT_EXAMINED')
    c.push(sql`(${parcelExaminations.state} is null or ${parcelExaminations.state} = 'NOT_EXAMINED')`);
  else if (f.examinationState !== undefined) c.push(eq(parcelExaminations.state, f.examinationState));
  return c;
}

const SORTS = {
  surface: projectLands.parcelSurface,
  titleNumber: projectLands.titleNumber,
  commune: communes.nameFr,
  project: projects.name,
} as const;

/** GET /foncier/parcels and /foncier/search: one page of the visible parcels that match, with the total. */
export async function searchParcels(
  db: DbOrTx,
  v: Visibility,
  q: Partial<SearchFilters> & { page: number; size: number; sort?: keyof typeof SORTS; direction?: 'asc' | 'desc' },
) {
  const { page: _page, size: _size, sort: _sort, direction: _direction, ...filters } = q;
  const where = and(visibleParcels(v), ...searchConditions(filters)) as SQL;
  const order = q.direction === 'desc' ? desc : asc;
  const [items, [total]] = await Promise.all([
    parcelQuery(db)
      .where(where)
      .orderBy(order(SORTS[q.sort ?? 'titleNumber']), asc(projectLands.id))
      .limit(q.size)
      .offset(q.page * q.size),
    keptCount(db, v, filters) ?? countQuery(db, where, filters.examinationState !== undefined),
  ]);
  return { items, total: total?.n ?? 0 };
}

/**
 * The total of a search that filters on nothing but the commune and the examination state, read from the kept counts
 * (decision 124: the land list's total counted the region's 220 000 parcels at 1 000 000 files); null when any other
 * filter is given (one added to `searchConditions` included), which the parcels' own indexes count.
 */
const KEPT_FILTERS: ReadonlySet<string> = new Set<keyof SearchFilters>(['communeId', 'examinationState']);
function keptCount(db: DbOrTx, v: Visibility, f: Partial<SearchFilters>) {
  if (Object.entries(f).some(([name, value]) => value !== undefined && !KEPT_FILTERS.has(name))) return null;
  return db
    .select({ n: sql<number>`coalesce(sum(${parcelCounts.parcels}), 0)::int` })
    .from(parcelCounts)
    .where(
      and(
        visibleCounts(v),
        f.communeId === undefined ? undefined : eq(parcelCounts.communeId, f.communeId),
        f.examinationState === undefined ? undefined : eq(parcelCounts.state, f.examinationState),
      ),
    );
}

/**
 * The visible parcels' kept counts (decision 124): `parcel_counts` narrowed as `visibleParcels` narrows the parcels
 * (region, reference type, the communes of the member's provinces; a parcel without commune counts under 0).
 */
function visibleCounts(v: Visibility): SQL {
  const conditions: (SQL | undefined)[] = [eq(parcelCounts.regionId, v.regionId)];
  if (v.parcelType === 'TITLE') conditions.push(eq(parcelCounts.referenceTypeId, FUNDAMENTAL_REFERENCE_TYPE_IDS.REGISTRY_TITLE));
  if (v.parcelType === 'REQUISITION')
    conditions.push(eq(parcelCounts.referenceTypeId, FUNDAMENTAL_REFERENCE_TYPE_IDS.REQUISITION));
  if (v.provinceIds.length > 0)
    conditions.push(sql`${parcelCounts.communeId} in (select c.id from communes c where c.province_id in ${v.provinceIds})`);
  return and(...conditions) as SQL;
}
const parcelsCounted = sql<number>`sum(${parcelCounts.parcels})::int`;

export async function parcelsByExamination(db: DbOrTx, v: Visibility) {
  return db
    .select({ key: parcelCounts.state, count: parcelsCounted })
    .from(parcelCounts)
    .where(visibleCounts(v))
    .groupBy(parcelCounts.state);
}

export async function parcelsByCommune(db: DbOrTx, v: Visibility) {
  return db
    .select({ key: sql<string>`${communes.id}::text`, labelFr: communes.nameFr, labelAr: communes.nameAr, count: parcelsCounted })
    .from(parcelCounts)
    .innerJoin(communes, eq(communes.id, parcelCounts.communeId))
    .where(visibleCounts(v))
    .groupBy(communes.id, communes.nameFr, communes.nameAr)
    .having(sql`sum(${parcelCounts.parcels}) > 0`)
    .orderBy(desc(parcelsCounted), asc(communes.id))
    .limit(10);
}

/** Surface classes of the visualisation (decision 081), in hectares; the search's 0.1–150 ha range split in five. */
const surfaceClassOf = sql<string>`case
  when ${projectLands.parcelSurface} is null then 'UNKNOWN'
  when ${projectLands.parcelSurface} < 10000 then 'UNDER_1'
  when ${projectLands.parcelSurface} < 50000 then 'FROM_1_TO_5'
  when ${projectLands.parcelSurface} < 200000 then 'FROM_5_TO_20'
  when ${projectLands.parcelSurface} < 500000 then 'FROM_20_TO_50'
  when ${projectLands.parcelSurface} <= 1500000 then 'FROM_50_TO_150'
  else 'OVER_150' end`;
// Literals, not parameters: the same expression is selected and grouped by, and two parameters would differ.
const referenceKindOf = sql<string>`case ${projectLands.fundamentalReferenceTypeId}
  when ${sql.raw(String(FUNDAMENTAL_REFERENCE_TYPE_IDS.REGISTRY_TITLE))} then 'TITLE'
  when ${sql.raw(String(FUNDAMENTAL_REFERENCE_TYPE_IDS.REQUISITION))} then 'REQUISITION'
  else 'NONE' end`;
const hectares = sql<number>`coalesce(sum(${projectLands.parcelSurface}), 0)::float8 / 10000`;

/** The visible parcels counted and summed (hectares) by one grouping expression (decision 081). */
function visibleGrouped<K extends SelectedFields>(db: DbOrTx, v: Visibility, keys: K) {
  return db
    .select({ ...keys, count: count(), areaHa: hectares })
    .from(projectLands)
    .leftJoin(parcelExaminations, eq(parcelExaminations.projectLandId, projectLands.id))
    .leftJoin(communes, eq(communes.id, projectLands.communeId))
    .leftJoin(legalStatus, eq(legalStatus.id, projectLands.legalStatusId))
    .where(visibleParcels(v));
}

/** GET /foncier/visualisation: the visible parcels by commune and examination state, surface class, reference, status. */
export async function visualisation(db: DbOrTx, v: Visibility) {
  const communeKey = sql<string>`coalesce(${communes.id}::text, 'NONE')`;
  const statusKey = sql<string>`coalesce(${legalStatus.id}::text, 'NONE')`;
  const [byCommuneAndState, bySurface, byReference, byStatus] = await Promise.all([
    visibleGrouped(db, v, { key: communeKey, labelFr: communes.nameFr, labelAr: communes.nameAr, state: stateOf }).groupBy(
      communeKey,
      communes.nameFr,
      communes.nameAr,
      stateOf,
    ),
    visibleGrouped(db, v, { key: surfaceClassOf }).groupBy(surfaceClassOf),
    visibleGrouped(db, v, { key: referenceKindOf }).groupBy(referenceKindOf),
    visibleGrouped(db, v, { key: statusKey, labelFr: legalStatus.labelFr, labelAr: legalStatus.labelAr })
      .groupBy(statusKey, legalStatus.labelFr, legalStatus.labelAr)
      .orderBy(desc(count())),
  ]);
  return { byCommuneAndState, bySurface, byReference, byStatus };
}

export async function setExamination(
  db: DbOrTx,
  { parcelId, state, userId, now }: { parcelId: number; state: ParcelExaminationState; userId: number; now: Date },
) {
  await db
    .insert(parcelExaminations)
    .values({ projectLandId: parcelId, state, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({ target: parcelExaminations.projectLandId, set: { state, updatedBy: userId, updatedAt: now } });
}

export async function addHistory(
  db: DbOrTx,
  entry: { parcelId: number; userId: number; field: string; oldValue: string | null; newValue: string | null; now: Date },
) {
  await db.insert(parcelHistory).values({
    projectLandId: entry.parcelId,
    userId: entry.userId,
    field: entry.field,
    oldValue: entry.oldValue,
    newValue: entry.newValue,
    changedAt: entry.now,
  });
}

export async function historyOf(db: DbOrTx, parcelId: number) {
  return db
    .select({
      id: parcelHistory.id,
      field: parcelHistory.field,
      oldValue: parcelHistory.oldValue,
      newValue: parcelHistory.newValue,
      changedAt: parcelHistory.changedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(parcelHistory)
    .leftJoin(users, eq(users.id, parcelHistory.userId))
    .where(eq(parcelHistory.projectLandId, parcelId))
    .orderBy(asc(parcelHistory.changedAt), asc(parcelHistory.id));
}

// Investors' land requests: the region's framing forms whose investor needs land (spec 2 §3).
const categoryOf = sql<LandRequestCategory>`coalesce(${landRequestQualifications.category}, 'NEW')`;

function requestQuery(db: DbOrTx) {
  return db
    .select({
      id: framingForms.id,
      userId: framingForms.userId,
      createdAt: framingForms.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.username,
      projectName: framingForms.projectName,
      category: categoryOf,
      minAreaHa: framingForms.minAreaHa,
      maxAreaHa: framingForms.maxAreaHa,
      vocationFr: vocations.labelFr,
      vocationAr: vocations.labelAr,
      assignmentType: framingForms.assignmentType,
      budgetMinPerM2: framingForms.budgetMinPerM2,
      budgetMaxPerM2: framingForms.budgetMaxPerM2,
      constructionNeeded: framingForms.constructionNeeded,
      qualification: sql<string>`coalesce(${landRequestQualifications.qualification}, '')`,
    })
    .from(framingForms)
    .innerJoin(users, eq(users.id, framingForms.userId))
    .leftJoin(vocations, eq(vocations.id, framingForms.vocationId))
    .leftJoin(landRequestQualifications, eq(landRequestQualifications.framingFormId, framingForms.id));
}

const regionRequests = (regionId: number) => and(eq(framingForms.regionId, regionId), eq(framingForms.landNeeded, true)) as SQL;

export async function listRequests(
  db: DbOrTx,
  regionId: number,
  q: { category: LandRequestCategory; page: number; size: number },
) {
  const where = and(regionRequests(regionId), sql`${categoryOf} = ${q.category}`) as SQL;
  const [items, [total]] = await Promise.all([
    requestQuery(db)
      .where(where)
      .orderBy(desc(framingForms.createdAt), desc(framingForms.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db
      .select({ n: count() })
      .from(framingForms)
      .leftJoin(landRequestQualifications, eq(landRequestQualifications.framingFormId, framingForms.id))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findRequest(db: DbOrTx, regionId: number, id: number) {
  const [row] = await requestQuery(db).where(and(regionRequests(regionId), eq(framingForms.id, id)));
  return row ?? null;
}

export async function saveQualification(
  db: DbOrTx,
  q: { id: number; category: LandRequestCategory; qualification: string; userId: number; now: Date },
) {
  const set = { category: q.category, qualification: q.qualification, qualifiedBy: q.userId, updatedAt: q.now };
  await db
    .insert(landRequestQualifications)
    .values({ framingFormId: q.id, ...set })
    .onConflictDoUpdate({ target: landRequestQualifications.framingFormId, set });
}

export async function requestsByCategory(db: DbOrTx, regionId: number) {
  return db
    .select({ key: categoryOf, count: count() })
    .from(framingForms)
    .leftJoin(landRequestQualifications, eq(landRequestQualifications.framingFormId, framingForms.id))
    .where(regionRequests(regionId))
    .groupBy(categoryOf);
}

export async function requestsByVocation(db: DbOrTx, regionId: number) {
  return db
    .select({ key: sql<string>`${vocations.id}::text`, labelFr: vocations.labelFr, labelAr: vocations.labelAr, count: count() })
    .from(framingForms)
    .innerJoin(vocations, eq(vocations.id, framingForms.vocationId))
    .where(regionRequests(regionId))
    .groupBy(vocations.id, vocations.labelFr, vocations.labelAr)
    .orderBy(desc(count()));
}
