import type { LandRequestCategory } from '@cri/shared/enums/land';
import { PARCEL_EXAMINATION_STATES } from '@cri/shared/enums/land';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type {
  TLandCount,
  TLandDashboard,
  TLandRequest,
  TLandRequestPage,
  TLandRequestQualification,
  TLandSearchQuery,
  TLandVisualisation,
  TParcel,
  TParcelAuditEntry,
  TParcelPage,
} from '@cri/shared/schemas/land';
import { LAND_REFERENCE_KINDS, LAND_SURFACE_CLASSES } from '@cri/shared/schemas/land';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notify } from '../notifications/notify.ts';
import { toHold } from './appointments.ts';
import * as repo from './repository.ts';

type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;

/** The caller's region, parcel type and provinces; a member without a region sees nothing (404). */
async function visibilityOf(db: DbOrTx, user: Caller): Promise<repo.Visibility> {
  if (user.regionId === null) throw notFound();
  const settings = await repo.settingsOf(db, Number(user.sub));
  return { regionId: user.regionId, parcelType: settings?.parcelType ?? 'ALL', provinceIds: settings?.provinceIds ?? [] };
}

const presentParcel = (row: NonNullable<repo.ParcelRow>): TParcel => ({
  ...row,
  duplicateReference: Boolean(row.duplicateReference),
});

/** GET /foncier/dashboard. */
export async function dashboard(
  ctx: ServiceContext & { externalDashboardUrl: string | null },
  user: Caller,
): Promise<TLandDashboard> {
  const v = await visibilityOf(ctx.db, user);
  const [byState, byCommune, byCategory, byVocation, appointmentsToHold] = await Promise.all([
    repo.parcelsByExamination(ctx.db, v),
    repo.parcelsByCommune(ctx.db, v),
    repo.requestsByCategory(ctx.db, v.regionId),
    repo.requestsByVocation(ctx.db, v.regionId),
    toHold(ctx.db, v.regionId),
  ]);
  const labelled = (prefix: string, key: string): TLandCount => ({
    key,
    labelFr: translate(`${prefix}.${key}`, 'fr'),
    labelAr: translate(`${prefix}.${key}`, 'ar'),
    count: 0,
  });
  const counted = (prefix: string, keys: readonly string[], rows: { key: string; count: number }[]) =>
    keys.map((key) => ({ ...labelled(prefix, key), count: rows.find((r) => r.key === key)?.count ?? 0 }));
  return {
    parcels: byState.reduce((sum, r) => sum + r.count, 0),
    parcelsByExamination: counted('land.examination', PARCEL_EXAMINATION_STATES, byState),
    requestsByCategory: counted('land.requests.category', ['NEW', 'BEING_QUALIFIED', 'QUALIFIED', 'CLOSED'], byCategory),
    requestsByVocation: byVocation,
    parcelsByCommune: byCommune,
    appointmentsToHold,
    externalDashboardUrl: ctx.externalDashboardUrl,
  };
}

/** GET /foncier/visualisation (decision 081): the visible parcels counted and measured four ways. */
export async function visualisation(ctx: ServiceContext, user: Caller): Promise<TLandVisualisation> {
  const v = await visibilityOf(ctx.db, user);
  const rows = await repo.visualisation(ctx.db, v);
  const label = (key: string) => ({ labelFr: translate(key, 'fr'), labelAr: translate(key, 'ar') });
  const round = (ha: number) => Math.round(ha * 100) / 100;
  const communes = new Map<string, TLandVisualisation['communes'][number]>();
  for (const r of rows.byCommuneAndState) {
    const entry = communes.get(r.key) ?? {
      key: r.key,
      ...(r.labelFr === null ? label('land.visualisation.noCommune') : { labelFr: r.labelFr, labelAr: r.labelAr ?? r.labelFr }),
      count: 0,
      areaHa: 0,
      byState: PARCEL_EXAMINATION_STATES.map((state) => ({ state, count: 0 })),
    };
    entry.count += r.count;
    entry.areaHa = round(entry.areaHa + r.areaHa);
    const state = entry.byState.find((s) => s.state === r.state);
    if (state) state.count += r.count;
    communes.set(r.key, entry);
  }
  const measured = (
    keys: readonly string[],
    labelKey: (key: string) => string,
    found: { key: string; count: number; areaHa: number }[],
  ) =>
    keys.map((key) => {
      const row = found.find((r) => r.key === key);
      return { key, ...label(labelKey(key)), count: row?.count ?? 0, areaHa: round(row?.areaHa ?? 0) };
    });
  const surfaceClasses = measured(LAND_SURFACE_CLASSES, (k) => `land.visualisation.surfaceClasses.${k}`, rows.bySurface);
  return {
    parcels: surfaceClasses.reduce((n, c) => n + c.count, 0),
    areaHa: round(rows.bySurface.reduce((n, c) => n + c.areaHa, 0)),
    communes: [...communes.values()].sort((a, b) => b.count - a.count || a.labelFr.localeCompare(b.labelFr)),
    surfaceClasses,
    referenceKinds: measured(LAND_REFERENCE_KINDS, (k) => `land.visualisation.referenceKinds.${k}`, rows.byReference),
    legalStatuses: rows.byStatus.map((r) => ({
      key: r.key,
      ...(r.labelFr === null ? label('land.visualisation.noStatus') : { labelFr: r.labelFr, labelAr: r.labelAr ?? r.labelFr }),
      count: r.count,
      areaHa: round(r.areaHa),
    })),
  };
}

/** GET /foncier/parcels and GET /foncier/search. */
export async function searchParcels(
  ctx: ServiceContext,
  user: Caller,
  q: Partial<TLandSearchQuery> & { page: number; size: number },
): Promise<TParcelPage> {
  const v = await visibilityOf(ctx.db, user);
  const { items, total } = await repo.searchParcels(ctx.db, v, q);
  return { items: items.map(presentParcel), total, page: q.page, size: q.size };
}

/** GET /foncier/parcels/{id}: 404 for a parcel of another region or outside the member's visibility. */
export async function parcel(ctx: ServiceContext, user: Caller, id: number): Promise<TParcel> {
  const row = await repo.findParcel(ctx.db, await visibilityOf(ctx.db, user), id);
  if (!row) throw notFound();
  return presentParcel(row);
}

/** PUT /foncier/parcels/{id}/examination: the new state, written in the parcel's history (decision 068). */
export async function setExamination(
  ctx: ServiceContext,
  user: Caller,
  id: number,
  state: TParcel['examinationState'],
): Promise<TParcel> {
  return ctx.db.transaction(async (tx) => {
    const v = await visibilityOf(tx, user);
    const before = await repo.findParcel(tx, v, id);
    if (!before) throw notFound();
    if (before.examinationState !== state) {
      const now = ctx.now();
      const userId = Number(user.sub);
      await repo.setExamination(tx, { parcelId: id, state, userId, now });
      await repo.addHistory(tx, {
        parcelId: id,
        userId,
        field: 'examinationState',
        oldValue: before.examinationState,
        newValue: state,
        now,
      });
    }
    const after = await repo.findParcel(tx, v, id);
    if (!after) throw notFound();
    return presentParcel(after);
  });
}

/** GET /audit/parcel?parcelId: the parcel's history, for a parcel the member sees. */
export async function parcelAudit(ctx: ServiceContext, user: Caller, parcelId: number): Promise<TParcelAuditEntry[]> {
  await parcel(ctx, user, parcelId);
  const rows = await repo.historyOf(ctx.db, parcelId);
  return rows.map((r) => ({
    id: r.id,
    field: r.field,
    oldValue: r.oldValue,
    newValue: r.newValue,
    changedAt: r.changedAt.toISOString(),
    author: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
  }));
}

type RequestRow = NonNullable<Awaited<ReturnType<typeof repo.findRequest>>>;
const presentRequest = (r: RequestRow): TLandRequest => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  investorName: `${r.firstName} ${r.lastName}`.trim(),
  projectName: r.projectName,
  category: r.category,
  minAreaHa: r.minAreaHa,
  maxAreaHa: r.maxAreaHa,
  vocationFr: r.vocationFr,
  vocationAr: r.vocationAr,
  assignmentType: r.assignmentType,
  budgetMinPerM2: r.budgetMinPerM2,
  budgetMaxPerM2: r.budgetMaxPerM2,
  constructionNeeded: r.constructionNeeded,
  qualification: r.qualification,
});

/** GET /investor-request/foncier?investorRequestCategory&page&size. */
export async function landRequests(
  ctx: ServiceContext,
  user: Caller,
  q: { investorRequestCategory: LandRequestCategory; page: number; size: number },
): Promise<TLandRequestPage> {
  const v = await visibilityOf(ctx.db, user);
  const { items, total } = await repo.listRequests(ctx.db, v.regionId, {
    category: q.investorRequestCategory,
    page: q.page,
    size: q.size,
  });
  return { items: items.map(presentRequest), total, page: q.page, size: q.size };
}

/** PUT /investor-request/foncier/{id}/qualification: recorded, and the investor is told (a notification). */
export async function qualifyRequest(
  ctx: ServiceContext,
  user: Caller,
  id: number,
  body: TLandRequestQualification,
): Promise<TLandRequest> {
  return ctx.db.transaction(async (tx) => {
    const v = await visibilityOf(tx, user);
    const before = await repo.findRequest(tx, v.regionId, id);
    if (!before) throw notFound();
    await repo.saveQualification(tx, { id, ...body, userId: Number(user.sub), now: ctx.now() });
    await notify(tx, {
      userId: before.userId,
      titleKey: 'land.requests.notice.title',
      bodyKey: `land.requests.notice.${body.category}`,
      params: { qualification: body.qualification },
      link: `/framing-forms/${id}/details`,
    });
    await enqueueMail(tx, {
      to: before.email,
      template: 'landRequestQualified',
      params: {
        firstName: `${before.firstName} ${before.lastName}`.trim(),
        projectName: before.projectName,
        'category:fr': translate(`land.requests.state.${body.category}`, 'fr'),
        'category:ar': translate(`land.requests.state.${body.category}`, 'ar'),
        qualification: body.qualification,
        link: ctx.link(`/framing-forms/${id}/details`),
      },
    });
    const after = await repo.findRequest(tx, v.regionId, id);
    if (!after) throw notFound();
    return presentRequest(after);
  });
}
