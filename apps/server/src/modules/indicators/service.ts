import { createHash, randomBytes } from 'node:crypto';
import { PROJECT_PHASES, type ProjectPhase } from '@cri/shared/enums/project-phases';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type {
  TBottleneckFiles,
  TBottlenecks,
  TBottlenecksRequest,
  TConnectedVisitors,
  TIndicatorsExportQuery,
  TIndicatorsRange,
  TProjectsStatus,
  TRegisteredInvestors,
  TStatisticalCrui,
  ZBottleneckFilesRequest,
} from '@cri/shared/schemas/indicators';
import { histogramPercentile } from '@cri/shared/schemas/indicators';
import type { z } from 'zod';
import type { RequestContext, ServiceContext } from '../../core/service-context.ts';
import { translate } from '../../lib/i18n.ts';
import { isRegional } from '../../lib/region-scope.ts';
import * as repo from './repository.ts';

/** Global indicators (issue 21; spec 1 §2.7, §3, §7; decision 077). */

export async function registeredInvestors(ctx: ServiceContext, range: TIndicatorsRange): Promise<TRegisteredInvestors> {
  return { ...range, registeredInvestorsCount: await repo.registeredInvestors(ctx.db, range) };
}

export async function projectsStatus(ctx: RequestContext, range: TIndicatorsRange): Promise<TProjectsStatus> {
  const row = await repo.projectsStatus(ctx.db, ctx.user, range);
  return {
    ...range,
    draftProjectsCount: row?.draftProjectsCount ?? 0,
    submittedProjectsCount: row?.submittedProjectsCount ?? 0,
    sharedToCruiMembersProjectsCount: row?.sharedToCruiMembersProjectsCount ?? 0,
    reviewedInCruiProjectsCount: row?.reviewedInCruiProjectsCount ?? 0,
    reviewedOrSharedProjectCount: row?.reviewedOrSharedProjectCount ?? 0,
    favorableProjectsCount: row?.favorableProjectsCount ?? 0,
    unfavorableProjectsCount: row?.unfavorableProjectsCount ?? 0,
  };
}

const tenth = (days: number): number => Math.round(days * 10) / 10;
type TBottleneckFilesOutput = z.output<typeof ZBottleneckFilesRequest>;

/**
 * The histogram's region for a caller (decision 090): a regional role its own (another region asked gives
 * nothing: null), a national role the region asked or every region (0).
 */
function histogramRegion(user: RequestContext['user'], regionId: number | undefined): number | null {
  if (isRegional(user)) return regionId && regionId !== user.regionId ? null : (user.regionId ?? null);
  return regionId ?? 0;
}

interface StayFigure {
  kind: 'P' | 'A';
  step: string;
  stays: number;
  medianDays: number;
  p90Days: number;
}
/**
 * The figures computed from a histogram, by its token (decision 102): the same versions read, the same figures.
 * Per database handle, as the periods are.
 */
const figuresByDatabase = new WeakMap<object, Map<string, StayFigure[]>>();
const FIGURES_KEPT_MAX = 200;

function figuresOf(rows: repo.HistogramRow[]): StayFigure[] {
  const groups = new Map<string, Map<number, number>>();
  for (const r of rows) {
    const key = `${r.kind}:${r.step}`;
    const counts = groups.get(key) ?? new Map<number, number>();
    counts.set(r.bucket, (counts.get(r.bucket) ?? 0) + r.stays);
    groups.set(key, counts);
  }
  return [...groups.entries()].map(([key, counts]) => {
    const [kind, step] = key.split(':') as ['P' | 'A', string];
    return {
      kind,
      step,
      stays: [...counts.values()].reduce((a, b) => a + b, 0),
      medianDays: tenth(histogramPercentile(counts, 0.5)),
      p90Days: tenth(histogramPercentile(counts, 0.9)),
    };
  });
}

/** Median and 90th percentile of each step and each administration, from the pre-aggregated lengths. */
async function stayFigures(ctx: RequestContext, range: TIndicatorsRange, regionId: number | undefined) {
  const region = histogramRegion(ctx.user, regionId);
  let figures: StayFigure[] = [];
  if (region !== null) {
    const histogram = await repo.stayHistogram(ctx.db, region, range, platformToday(ctx.now()));
    const figuresByToken = figuresByDatabase.get(ctx.db) ?? new Map<string, StayFigure[]>();
    figuresByDatabase.set(ctx.db, figuresByToken);
    const kept = figuresByToken.get(histogram.token);
    figures = kept ?? figuresOf(histogram.rows());
    if (!kept) {
      figuresByToken.set(histogram.token, figures);
      for (const oldest of figuresByToken.keys()) {
        if (figuresByToken.size <= FIGURES_KEPT_MAX) break;
        figuresByToken.delete(oldest);
      }
    }
  }
  const steps = figures
    .filter((f) => f.kind === 'P' && (PROJECT_PHASES as readonly string[]).includes(f.step))
    .map((f) => ({ phase: f.step as ProjectPhase, stays: f.stays, medianDays: f.medianDays, p90Days: f.p90Days }))
    .sort((a, b) => PROJECT_PHASES.indexOf(a.phase) - PROJECT_PHASES.indexOf(b.phase));
  const perAdministration = figures.filter((f) => f.kind === 'A');
  const names = new Map(
    (
      await repo.administrationsByIds(
        ctx.db,
        perAdministration.map((f) => Number(f.step)),
      )
    ).map((a) => [a.id, a]),
  );
  const administrations = perAdministration
    .flatMap((f) => {
      const a = names.get(Number(f.step));
      return a
        ? [
            {
              administrationId: a.id,
              nameFr: a.nameFr,
              nameAr: a.nameAr,
              regionId: a.regionId,
              stays: f.stays,
              medianDays: f.medianDays,
              p90Days: f.p90Days,
            },
          ]
        : [];
    })
    .sort((a, b) => b.p90Days - a.p90Days || a.administrationId - b.administrationId);
  return { steps, administrations };
}

/**
 * Bottlenecks (decisions 078, 090): time spent per step and per administration (sharing to opinion), and the files
 * waiting longest, in the caller's region.
 */
export async function bottlenecks(ctx: RequestContext, request: TBottlenecksRequest): Promise<TBottlenecks> {
  const { phase, regionId, ...range } = request;
  const [figures, waiting] = await Promise.all([
    stayFigures(ctx, range, regionId),
    repo.waitingLongest(ctx.db, ctx.user, regionId, phase),
  ]);
  const now = ctx.now().getTime();
  return {
    ...range,
    steps: figures.steps,
    administrations: figures.administrations,
    regionId: regionId ?? null,
    phase: phase ?? null,
    waiting: waiting.flatMap((w) =>
      w.phase && w.since
        ? [
            {
              projectId: w.projectId,
              reference: w.reference,
              name: w.name,
              phase: w.phase,
              since: w.since.toISOString(),
              days: Math.floor((now - w.since.getTime()) / 86_400_000),
            },
          ]
        : [],
    ),
  };
}

/** The files behind one figure (decisions 090, 102): the completed stays it measures, longest first, a page at a time. */
export async function bottleneckFiles(ctx: RequestContext, request: TBottleneckFilesOutput): Promise<TBottleneckFiles> {
  // The total is the figure's own count (decision 102): the histogram the figure was computed from, not a count of
  // its stays (600 000 for the national in-review step of a year at 1 000 000 files).
  const region = histogramRegion(ctx.user, request.regionId);
  const [total, items] = await Promise.all([
    region === null
      ? 0
      : repo.figureTotal(
          ctx.db,
          region,
          request.phase ? 'P' : 'A',
          request.phase ?? String(request.administrationId),
          request,
          platformToday(ctx.now()),
        ),
    repo.bottleneckFiles(ctx.db, ctx.user, request),
  ]);
  return {
    startDate: request.startDate,
    endDate: request.endDate,
    phase: request.phase ?? null,
    administrationId: request.administrationId ?? null,
    total,
    page: request.page,
    size: request.size,
    items: items.map((i) => ({
      projectId: i.projectId,
      reference: i.reference,
      name: i.name,
      regionId: i.regionId,
      beganAt: new Date(i.beganAt).toISOString(),
      endedAt: new Date(i.endedAt).toISOString(),
      days: tenth(Number(i.days)),
    })),
  };
}

export async function statisticalCrui(ctx: RequestContext, range: TIndicatorsRange): Promise<TStatisticalCrui> {
  return { ...range, ...(await repo.statisticalCrui(ctx.db, ctx.user, range)) };
}

/** Every day of the range, YYYY-MM-DD (the range is at most 366 days). */
export function daysOf({ startDate, endDate }: TIndicatorsRange): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${startDate}T00:00:00Z`); t <= Date.parse(`${endDate}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

export async function connectedVisitors(ctx: ServiceContext, range: TIndicatorsRange): Promise<TConnectedVisitors> {
  const rows = await repo.visitsPerDay(ctx.db, range);
  const total = (audience: string) => rows.filter((r) => r.audience === audience).reduce((sum, r) => sum + r.n, 0);
  return {
    ...range,
    connectedVisitors: total('VISITOR'),
    connectedInvestors: total('INVESTOR'),
    connectedAdvisors: total('ADVISOR'),
    connectedCruiMembers: total('CRUI_MEMBER'),
    connectedSupports: total('SUPPORT'),
    perDay: daysOf(range).map((date) => ({
      date,
      visitors: rows.filter((r) => r.day === date && r.audience === 'VISITOR').reduce((s, r) => s + r.n, 0),
      accounts: rows.filter((r) => r.day === date && r.audience !== 'VISITOR').reduce((s, r) => s + r.n, 0),
    })),
  };
}

export function audienceOf(user: Pick<TAccessClaims, 'roles'> | null): string {
  if (!user) return 'VISITOR';
  const roles = user.roles;
  if (roles.includes('ROLE_INVESTOR')) return 'INVESTOR';
  if (roles.includes('ROLE_ADVISOR')) return 'ADVISOR';
  if (roles.includes('ROLE_CRUI_MEMBER')) return 'CRUI_MEMBER';
  if (roles.some((r) => r.endsWith('_SUPPORT'))) return 'SUPPORT';
  return 'OTHER';
}

/**
 * POST /visits: counts the caller once per day. The visitor is a hash of the day's salt with the address
 * and browser (the account id when signed in): nothing personal is stored, and the salt is gone the next day.
 */
export async function countVisit(
  ctx: ServiceContext,
  caller: { user: TAccessClaims | null; ip: string; userAgent: string },
): Promise<{ counted: boolean }> {
  const day = platformToday(ctx.now());
  const salt = await repo.saltOf(ctx.db, day, () => randomBytes(32).toString('base64url'));
  const who = caller.user ? `account:${caller.user.sub}` : `visitor:${caller.ip}|${caller.userAgent}`;
  const visitorHash = createHash('sha256').update(`${salt}|${who}`).digest('base64url');
  return { counted: await repo.recordVisit(ctx.db, { day, visitorHash, audience: audienceOf(caller.user) }) };
}

/**
 * The export's sheet (decision 079): every figure of the page for the range, one per line (label, value), in
 * the language asked; visits per day and the bottleneck steps follow the totals.
 */
export async function exportSheet(
  ctx: RequestContext,
  query: TIndicatorsExportQuery,
): Promise<{ header: [string, string]; rows: [string, string | number][] }> {
  const range = { startDate: query.startDate, endDate: query.endDate };
  const tr = (key: string) => translate(key, query.lang);
  const [investors, visits, status, crui, slow] = await Promise.all([
    registeredInvestors(ctx, range),
    connectedVisitors(ctx, range),
    projectsStatus(ctx, range),
    statisticalCrui(ctx, range),
    bottlenecks(ctx, range),
  ]);
  const figures: Record<string, number> = { ...investors, ...visits, ...status, ...crui } as never;
  const keys = [
    'registeredInvestorsCount',
    'connectedVisitors',
    'connectedInvestors',
    'connectedAdvisors',
    'connectedCruiMembers',
    'connectedSupports',
    'draftProjectsCount',
    'submittedProjectsCount',
    'sharedToCruiMembersProjectsCount',
    'reviewedInCruiProjectsCount',
    'favorableProjectsCount',
    'unfavorableProjectsCount',
    'commissionsCount',
    'appointmentsCount',
  ];
  const phase = (p: string) => tr(`projects.phases.${p}`);
  return {
    header: [tr('indicators.export.indicator'), tr('indicators.export.value')],
    rows: [
      [tr('indicators.startDate'), range.startDate],
      [tr('indicators.endDate'), range.endDate],
      ...keys.map((k): [string, number] => [tr(`indicators.figures.${k}`), figures[k] ?? 0]),
      ...visits.perDay.flatMap((d): [string, number][] => [
        [`${tr('indicators.visitors')} ${d.date}`, d.visitors],
        [`${tr('indicators.accounts')} ${d.date}`, d.accounts],
      ]),
      ...slow.steps.flatMap((st): [string, number][] => [
        [`${phase(st.phase)} — ${tr('indicators.bottlenecks.stays')}`, st.stays],
        [`${phase(st.phase)} — ${tr('indicators.bottlenecks.median')}`, st.medianDays],
        [`${phase(st.phase)} — ${tr('indicators.bottlenecks.p90')}`, st.p90Days],
      ]),
      // Decision 090: each administration's time from sharing to opinion.
      ...slow.administrations.flatMap((a): [string, number][] => {
        const name = query.lang === 'ar' ? a.nameAr : a.nameFr;
        return [
          [`${name} — ${tr('indicators.administrations.opinions')}`, a.stays],
          [`${name} — ${tr('indicators.bottlenecks.median')}`, a.medianDays],
          [`${name} — ${tr('indicators.bottlenecks.p90')}`, a.p90Days],
        ];
      }),
    ],
  };
}
