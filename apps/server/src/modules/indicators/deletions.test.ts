import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import { projectPhases, projects } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { administrationId, insertFile } from '../project-sharing/test-helpers.ts';
import { nextPhaseOf } from './kept-categories-test-helpers.ts';
import { figureTotal, projectsStatus, stayHistogram } from './repository.ts';
import { recordOpinion, recordShared, recordUnshared } from './stays.ts';

/**
 * Decision 102: the summaries kept by the writers (decision 090) follow what disappears — a deleted draft, a deleted
 * phase row — in the same transaction, and after any sequence of the writers' operations they equal what
 * `indicators_rebuild()` recomputes from the history.
 */
describe('the indicators summaries follow deletions and stay equal to a rebuild (issue 21, decision 102)', () => {
  let t: TestApp;
  let administrations: number[] = [];

  const rows = async (query: ReturnType<typeof sql>) => {
    const result = await t.database.db.execute(query);
    return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as Record<string, unknown>[];
  };
  /** The three kept tables, in a stable order, without the stays' ids (the rebuild numbers them afresh). */
  const summaries = async () => ({
    histogram: await rows(
      sql`select granularity, region_id, period::text, kind, step, bucket, stays from indicator_stay_histogram
          order by granularity, region_id, period, kind, step, bucket`,
    ),
    daily: await rows(
      sql`select day::text, region_id, counter, files from indicator_daily_counts order by day, region_id, counter`,
    ),
    stays: await rows(
      sql`select project_id, region_id, phase::text, began_at::text, ended_at::text, round(days::numeric, 9)::text as days
          from phase_stays order by project_id, began_at, phase`,
    ),
  });
  const rebuilt = async () => {
    await t.database.db.execute(sql`select indicators_rebuild()`);
    return summaries();
  };

  beforeAll(async () => {
    t = await createTestApp();
    administrations = [
      await administrationId(t, 'URBAN_AGENCY_1_R02'),
      await administrationId(t, 'DRE_R02'),
      await administrationId(t, 'URBAN_AGENCY_1_R04'),
    ];
    // The demo data as the baseline: whatever the seed wrote, recomputed once.
    await t.database.db.execute(sql`select indicators_rebuild()`);
  });
  afterAll(() => t.close());

  it('takes a deleted draft out of every summary: the figures before it existed, equal to a rebuild', async () => {
    const before = await summaries();
    // A draft archived by its depositor and restored a week later: two completed stays, three counters.
    const at = new Date('2026-10-30T22:30:00Z'); // 23:30 in Morocco: the next stays cross a day and a month
    const draft = await insertFile(t, { regionId: CASA, phases: [], at });
    await t.database.db.transaction(async (tx) => {
      await recordPhase(tx, { projectId: draft, title: 'ARCHIVED', by: null, at: new Date('2026-10-31T23:30:00Z') });
      await recordPhase(tx, { projectId: draft, title: 'RESTORED', by: null, at: new Date('2026-11-07T08:00:00Z') });
    });
    const withDraft = await summaries();
    expect(withDraft.stays.filter((s) => s.project_id === draft).map((s) => s.phase)).toEqual(['DRAFT', 'ARCHIVED']);
    expect(withDraft.daily.length).toBeGreaterThan(before.daily.length);
    expect(withDraft.histogram).not.toEqual(before.histogram);
    expect(withDraft).toEqual(await rebuilt());

    await t.database.db.delete(projects).where(eq(projects.id, draft));
    const after = await summaries();
    expect(after).toEqual(before);
    expect(after).toEqual(await rebuilt());
  });

  it('takes a deleted shared file out, its answered holds with it', async () => {
    const before = await summaries();
    const file = await insertFile(t, {
      regionId: CASA,
      phases: ['IN_REVIEW', 'FILLED', 'SHARED_TO_CRUI_MEMBERS'],
      at: new Date('2026-11-02T09:00:00Z'),
    });
    const [first, second] = administrations as [number, number];
    await t.database.db.transaction(async (tx) => {
      await recordShared(tx, {
        projectId: file,
        regionId: CASA,
        administrationIds: [first, second],
        at: new Date('2026-11-02T10:00:00Z'),
      });
      await recordOpinion(tx, { projectId: file, administrationId: first, at: new Date('2026-11-05T16:00:00Z') });
    });
    expect(await summaries()).not.toEqual(before);
    await t.database.db.delete(projects).where(eq(projects.id, file));
    const after = await summaries();
    expect(after).toEqual(before);
    expect(after).toEqual(await rebuilt());
  });

  it('derives the stays and the daily counts again when phase rows are deleted', async () => {
    const file = await insertFile(t, { regionId: RABAT, phases: ['IN_REVIEW', 'FILLED'], at: new Date('2026-11-03T09:00:00Z') });
    await t.database.db.delete(projectPhases).where(and(eq(projectPhases.projectId, file), eq(projectPhases.title, 'IN_REVIEW')));
    const kept = await summaries();
    expect(kept.stays.filter((s) => s.project_id === file).map((s) => s.phase)).toEqual(['DRAFT']);
    expect(kept).toEqual(await rebuilt());
  });

  /** One operation of the writers, on a file chosen by index among those made so far. */
  type Op =
    | { kind: 'new'; region: 0 | 1; hours: number }
    | { kind: 'phase'; file: number; choice: number; hours: number; favourable: boolean }
    | { kind: 'share'; file: number; admins: number[]; hours: number }
    | { kind: 'opinion'; file: number; admin: number; hours: number }
    | { kind: 'unshare'; file: number; admin: number }
    | { kind: 'deleteFile'; file: number }
    | { kind: 'deleteLatestPhase'; file: number };
  const hours = fc.integer({ min: 0, max: 24 * 20 });
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('new' as const), region: fc.constantFrom(0 as const, 1 as const), hours }),
    fc.record({ kind: fc.constant('phase' as const), file: fc.nat(), choice: fc.nat(), hours, favourable: fc.boolean() }),
    fc.record({ kind: fc.constant('phase' as const), file: fc.nat(), choice: fc.nat(), hours, favourable: fc.boolean() }),
    fc.record({
      kind: fc.constant('share' as const),
      file: fc.nat(),
      admins: fc.uniqueArray(fc.nat({ max: 2 }), { minLength: 1, maxLength: 3 }),
      hours,
    }),
    fc.record({ kind: fc.constant('opinion' as const), file: fc.nat(), admin: fc.nat({ max: 2 }), hours }),
    fc.record({ kind: fc.constant('unshare' as const), file: fc.nat(), admin: fc.nat({ max: 2 }) }),
    fc.record({ kind: fc.constant('deleteFile' as const), file: fc.nat() }),
    fc.record({ kind: fc.constant('deleteLatestPhase' as const), file: fc.nat() }),
  );

  it('keeps the summaries equal to a rebuild after any sequence of phases, sharings, opinions and deletions', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), async (ops) => {
        const files: { id: number; region: number }[] = [];
        let clock = Date.parse('2026-09-28T21:00:00Z');
        const tick = (h: number) => {
          clock += h * 3_600_000;
          return new Date(clock);
        };
        const pick = (i: number) => files[i % Math.max(files.length, 1)];
        for (const o of ops) {
          if (o.kind === 'new') {
            const region = o.region === 0 ? CASA : RABAT;
            files.push({ id: await insertFile(t, { regionId: region, phases: [], at: tick(o.hours) }), region });
            continue;
          }
          const f = pick(o.file);
          if (!f) continue;
          if (o.kind === 'phase') {
            const title = await nextPhaseOf(db, f.id, o.choice);
            if (!title) continue;
            const metadata =
              title === 'REVIEWED_IN_CRUI'
                ? [{ name: 'COMMISSION_CHOICE' as const, value: o.favourable ? 'FAVORABLE' : 'UNFAVORABLE' }]
                : [];
            await db.transaction((tx) => recordPhase(tx, { projectId: f.id, title, by: null, at: tick(o.hours), metadata }));
          } else if (o.kind === 'share') {
            const at = tick(o.hours);
            await db.transaction((tx) =>
              recordShared(tx, {
                projectId: f.id,
                regionId: f.region,
                administrationIds: o.admins.map((a) => administrations[a] as number),
                at,
              }),
            );
          } else if (o.kind === 'opinion') {
            const at = tick(o.hours);
            await db.transaction((tx) =>
              recordOpinion(tx, { projectId: f.id, administrationId: administrations[o.admin] ?? null, at }),
            );
          } else if (o.kind === 'unshare') {
            await db.transaction((tx) => recordUnshared(tx, f.id, [administrations[o.admin] as number]));
          } else if (o.kind === 'deleteFile') {
            await db.delete(projects).where(eq(projects.id, f.id));
            files.splice(files.indexOf(f), 1);
          } else {
            await db.execute(
              sql`delete from project_phases where id = (select max(id) from project_phases where project_id = ${f.id})`,
            );
          }
        }
        // Decision 121, as the writers left them (a rebuild truncates and refills both): the monthly counts are the
        // daily counts summed per month, and the projects-status figures read from whole months and the days around
        // them equal the sums of the range's days.
        const monthly = (q: ReturnType<typeof sql>) => rows(q).then((r) => r.map((x) => Object.values(x).map(String).join('|')));
        expect(
          await monthly(
            sql`select month::text, region_id, counter, files from indicator_monthly_counts where files <> 0 order by 1, 2, 3`,
          ),
        ).toEqual(
          await monthly(
            sql`select date_trunc('month', day)::date::text, region_id, counter, sum(files)::int from indicator_daily_counts
                group by 1, 2, 3 having sum(files) <> 0 order by 1, 2, 3`,
          ),
        );
        for (const [startDate, endDate] of [
          ['2026-09-15', '2027-01-31'],
          ['2026-10-01', '2026-10-31'],
          ['2026-10-05', '2026-11-20'],
          ['2026-10-20', '2026-10-25'],
          ['2026-09-30', '2026-12-01'],
        ] as const) {
          for (const scope of [
            { roles: ['ROLE_NATIONAL_CONSULTATION' as const], regionId: null },
            { roles: ['ROLE_ADVISOR' as const], regionId: CASA },
          ]) {
            const direct = await rows(
              sql`select counter, sum(files)::int as n from indicator_daily_counts where day between ${startDate} and ${endDate}
                  ${scope.regionId === null ? sql`` : sql`and region_id = ${scope.regionId}`} group by 1`,
            );
            const of = (counter: string) => Number(direct.find((d) => d.counter === counter)?.n ?? 0);
            expect(await projectsStatus(db, scope, { startDate, endDate })).toEqual({
              draftProjectsCount: of('DRAFT'),
              submittedProjectsCount: of('IN_REVIEW'),
              sharedToCruiMembersProjectsCount: of('SHARED_TO_CRUI_MEMBERS'),
              reviewedInCruiProjectsCount: of('REVIEWED_IN_CRUI'),
              reviewedOrSharedProjectCount: of('REVIEWED_OR_SHARED'),
              favorableProjectsCount: of('FAVORABLE'),
              unfavorableProjectsCount: of('UNFAVORABLE'),
            });
          }
        }
        const kept = await summaries();
        expect(kept).toEqual(await rebuilt());
        // The files behind a figure are as many as the histogram counts (their total, decision 102).
        const range = { startDate: '2026-10-05', endDate: '2026-12-17' };
        const counted = await rows(
          sql`select region_id, phase::text as phase, count(*)::int as n from phase_stays
              where began_at >= '2026-10-05'::timestamp at time zone 'Africa/Casablanca'
                and began_at < '2026-12-18'::timestamp at time zone 'Africa/Casablanca' group by 1, 2`,
        );
        for (const c of counted) {
          expect(await figureTotal(db, Number(c.region_id), 'P', String(c.phase), range, '2027-06-30')).toBe(Number(c.n));
        }
        // The histogram as read through the periods this process keeps (decision 102): never behind the table.
        for (const region of [0, CASA, RABAT]) {
          const direct = await rows(
            sql`select kind, step, bucket, sum(stays)::int as stays from indicator_stay_histogram where region_id = ${region}
                and ((granularity = 'D' and period between '2026-10-05' and '2026-10-31')
                  or (granularity = 'M' and period between '2026-11-01' and '2026-11-30')
                  or (granularity = 'D' and period between '2026-12-01' and '2026-12-17'))
                group by 1, 2, 3 order by 1, 2, 3`,
          );
          const read = (await stayHistogram(db, region, range, '2027-06-30')).rows();
          const line = (kind: unknown, step: unknown, bucket: unknown, stays: unknown) =>
            `${kind}:${step}:${Number(bucket)}=${Number(stays)}`;
          expect(read.map((r) => line(r.kind, r.step, r.bucket, r.stays)).sort()).toEqual(
            direct.map((r) => line(r.kind, r.step, r.bucket, r.stays)).sort(),
          );
        }
        const national = counted.filter((c) => c.phase === 'DRAFT').reduce((sum, c) => sum + Number(c.n), 0);
        expect(await figureTotal(db, 0, 'P', 'DRAFT', range, '2027-06-30')).toBe(national);
      }),
      { numRuns: 12, seed: 102 },
    );
  }, 240_000);
});
