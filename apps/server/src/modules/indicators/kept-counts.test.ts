import type { Role } from '@cri/shared/enums/roles';
import { PROJECT_CATEGORY_CONDITIONS } from '@cri/shared/rules/project-categories';
import { COMMISSION_KINDS } from '@cri/shared/schemas/commission';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import { commissions, projectSharedAdministrations, projects } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { insertFile } from '../project-sharing/test-helpers.ts';
import {
  type Caller,
  conditionSql,
  countPhaseGroups,
  countPhaseGroupsKept,
  type FileColumns,
  listProjects,
  PROJECT_FILES,
  SHARED_FILES,
  scope,
} from '../projects/list-repository.ts';
import { keptAndDirectCategories, nextPhaseOf, rowsOf } from './kept-categories-test-helpers.ts';
import { statisticalCrui } from './repository.ts';

/**
 * Decision 107: the counts the database keeps for the national-scale reads — files per (region, latest phase,
 * programmed) and commissions per (region, session day) — equal a direct count of the files and commissions after
 * any sequence of writes (inserts, phase changes, programming and unprogramming, deletions, rolled-back
 * transactions), and the reads built on them answer what the direct reads answer.
 */
describe('the kept per-phase and session-day counts equal direct counts after any writes (issue 22, decision 107)', () => {
  let t: TestApp;

  const rows = async (query: ReturnType<typeof sql>) => {
    const result = await t.database.db.execute(query);
    return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as Record<string, unknown>[];
  };
  const line = (r: Record<string, unknown>) => Object.values(r).map(String).join('|');
  /** The kept counts (rows at zero left out) and the same counts made from the files and commissions. */
  const compared = async () => ({
    phases: {
      kept: (
        await rows(sql`select region_id, phase, programmed, files from project_phase_counts where files <> 0 order by 1, 2, 3`)
      ).map(line),
      direct: (
        await rows(
          sql`select region_id, coalesce(latest_phase::text, '') as phase, crui_date is not null as programmed,
                count(*)::int as files from projects group by 1, 2, 3 order by 1, 2, 3`,
        )
      ).map(line),
    },
    sessions: {
      kept: (
        await rows(
          sql`select region_id, day::text, commissions from commission_session_days where commissions <> 0 order by 1, 2`,
        )
      ).map(line),
      direct: (
        await rows(
          sql`select p.region_id, c.commission_date::text as day, count(*)::int as commissions
                from commissions c join projects p on p.id = c.project_id group by 1, 2 order by 1, 2`,
        )
      ).map(line),
    },
    copies: await rows(
      sql`select (select count(*)::int from commissions c join projects p on p.id = c.project_id
                   where c.region_id is distinct from p.region_id) as commissions,
                 (select count(*)::int from recourses r join projects p on p.id = r.project_id
                   where r.region_id is distinct from p.region_id) as recourses,
                 (select count(*)::int from monitoring_milestones m join monitoring_projects mp on mp.id = m.monitoring_project_id
                   where m.region_id is distinct from mp.region_id) as milestones,
                 (select count(*)::int from project_shared_administrations s join projects p on p.id = s.project_id
                   where (s.region_id, s.latest_phase, s.latest_phase_at, s.crui_date, s.deposited_at)
                     is distinct from (p.region_id, p.latest_phase, p.latest_phase_at, p.crui_date, p.deposited_at)) as sharings`,
    ),
  });
  const expectEqual = async () => {
    const c = await compared();
    expect(c.phases.kept).toEqual(c.phases.direct);
    expect(c.sessions.kept).toEqual(c.sessions.direct);
    expect(c.copies).toEqual([{ commissions: 0, recourses: 0, milestones: 0, sharings: 0 }]);
    // Decision 111: the kept categories follow these writes too (phase changes, deleted files).
    const categories = await keptAndDirectCategories(t);
    expect(categories.files.kept).toEqual(categories.files.direct);
    expect(categories.counts.kept).toEqual(categories.counts.direct);
    expect(categories.dueMonths.kept).toEqual(categories.dueMonths.direct);
    return c;
  };
  /** The dashboard's phase groups of a scope, from the kept counts and from the files, in one order. */
  const groupsBoth = async (user: { roles: Role[]; regionId: number | null; sub: string }, regionId?: number) => {
    const db = t.database.db;
    const region = regionId ?? (user.regionId === null ? undefined : user.regionId);
    const sorted = (g: { all: { phase: unknown; n: number }[]; programmed: { phase: unknown; n: number }[] }) => ({
      all: g.all
        .filter((x) => x.n !== 0)
        .map((x) => `${x.phase}=${x.n}`)
        .sort(),
      programmed: g.programmed
        .filter((x) => x.n !== 0)
        .map((x) => `${x.phase}=${x.n}`)
        .sort(),
    });
    return {
      kept: sorted(await countPhaseGroupsKept(db, user, regionId)),
      direct: sorted(await countPhaseGroups(db, region === undefined ? undefined : eq(projects.regionId, region))),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts files of two regions in several phases, and the dashboard groups read from them equal the files', async () => {
    const at = new Date('2026-10-01T09:00:00Z');
    await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW'], at });
    await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW', 'FILLED'], at });
    const programmed = await insertFile(t, { regionId: RABAT, phases: ['IN_REVIEW'], at });
    await t.database.db.update(projects).set({ cruiDate: '2026-10-15' }).where(eq(projects.id, programmed));
    await insertFile(t, { regionId: RABAT, phases: [], at });
    const c = await expectEqual();
    expect(c.phases.kept.length).toBeGreaterThanOrEqual(4);
    const national = { roles: ['ROLE_NATIONAL_CONSULTATION'] as Role[], regionId: null, sub: '1' };
    const casaAdvisor = { roles: ['ROLE_ADVISOR'] as Role[], regionId: CASA, sub: '1' };
    for (const scope of [await groupsBoth(national), await groupsBoth(national, RABAT), await groupsBoth(casaAdvisor)]) {
      expect(scope.kept.all.length).toBeGreaterThan(0);
      expect(scope.kept).toEqual(scope.direct);
    }
  });

  it('counts nothing for a rolled-back transaction and counts at commit, not before', async () => {
    const before = await compared();
    const file = await insertFile(t, { regionId: RABAT, phases: [], at: new Date('2026-11-02T09:00:00Z') });
    await t.database.db
      .transaction(async (tx) => {
        await recordPhase(tx, { projectId: file, title: 'IN_REVIEW', by: null, at: new Date('2026-11-03T09:00:00Z') });
        await tx.update(projects).set({ cruiDate: '2026-11-20' }).where(eq(projects.id, file));
        await tx.insert(commissions).values({ projectId: file, kind: 'INITIAL_DECISION', commissionDate: '2026-11-20' });
        const inside = await tx.execute(sql`select coalesce(sum(commissions), 0)::int as n from commission_session_days
          where region_id = ${RABAT} and day = '2026-11-20'`);
        const list = (Array.isArray(inside) ? inside : (inside as { rows: unknown[] }).rows) as { n: number }[];
        expect(Number(list[0]?.n)).toBe(
          Number(before.sessions.kept.find((s) => s.startsWith(`${RABAT}|2026-11-20|`))?.split('|')[2] ?? 0),
        );
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
    const after = await expectEqual();
    expect(after.sessions.kept).toEqual(before.sessions.kept);
    await t.database.db.delete(projects).where(eq(projects.id, file));
    expect((await expectEqual()).phases.kept).toEqual(before.phases.kept);
  });

  /** One write, on a file chosen by index among those made so far. */
  type Op =
    | { kind: 'new'; region: 0 | 1 }
    | { kind: 'phase'; file: number; choice: number; hours: number }
    | { kind: 'program'; file: number; day: number }
    | { kind: 'unprogram'; file: number }
    | { kind: 'commission'; file: number; day: number; kindIndex: number }
    | { kind: 'moveCommission'; file: number; day: number }
    | { kind: 'deleteCommission'; file: number }
    | { kind: 'deleteFile'; file: number }
    | { kind: 'twoInOne'; file: number; day: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('new' as const), region: fc.constantFrom(0 as const, 1 as const) }),
    fc.record({ kind: fc.constant('phase' as const), file: fc.nat(), choice: fc.nat(), hours: fc.integer({ min: 1, max: 72 }) }),
    fc.record({ kind: fc.constant('program' as const), file: fc.nat(), day: fc.integer({ min: 1, max: 5 }) }),
    fc.record({ kind: fc.constant('unprogram' as const), file: fc.nat() }),
    fc.record({
      kind: fc.constant('commission' as const),
      file: fc.nat(),
      day: fc.integer({ min: 1, max: 5 }),
      kindIndex: fc.nat({ max: COMMISSION_KINDS.length - 1 }),
    }),
    fc.record({ kind: fc.constant('moveCommission' as const), file: fc.nat(), day: fc.integer({ min: 1, max: 5 }) }),
    fc.record({ kind: fc.constant('deleteCommission' as const), file: fc.nat() }),
    fc.record({ kind: fc.constant('deleteFile' as const), file: fc.nat() }),
    fc.record({ kind: fc.constant('twoInOne' as const), file: fc.nat(), day: fc.integer({ min: 1, max: 5 }) }),
  );
  const dayOf = (d: number) => `2026-12-0${d}`;

  it('keeps both counts equal to direct counts after any sequence of writes, and statistical-crui with them', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        const files: number[] = [];
        let clock = Date.parse('2026-10-05T08:00:00Z');
        const pick = (i: number) => files[i % Math.max(files.length, 1)];
        for (const o of ops) {
          if (o.kind === 'new') {
            files.push(await insertFile(t, { regionId: o.region === 0 ? CASA : RABAT, phases: [], at: new Date(clock) }));
            continue;
          }
          const f = pick(o.file);
          if (f === undefined) continue;
          if (o.kind === 'phase') {
            const title = await nextPhaseOf(db, f, o.choice);
            if (!title) continue;
            clock += o.hours * 3_600_000;
            await db.transaction((tx) => recordPhase(tx, { projectId: f, title, by: null, at: new Date(clock) }));
          } else if (o.kind === 'program') {
            await db
              .update(projects)
              .set({ cruiDate: dayOf(o.day) })
              .where(eq(projects.id, f));
          } else if (o.kind === 'unprogram') {
            await db.update(projects).set({ cruiDate: null }).where(eq(projects.id, f));
          } else if (o.kind === 'commission') {
            await db
              .insert(commissions)
              .values({ projectId: f, kind: COMMISSION_KINDS[o.kindIndex] ?? 'INITIAL_DECISION', commissionDate: dayOf(o.day) })
              .onConflictDoNothing();
          } else if (o.kind === 'moveCommission') {
            await db.execute(
              sql`update commissions set commission_date = ${dayOf(o.day)} where id = (select max(id) from commissions where project_id = ${f})
                    and not exists (select 1 from commissions c2 where c2.project_id = ${f} and c2.commission_date = ${dayOf(o.day)})`,
            );
          } else if (o.kind === 'deleteCommission') {
            await db.execute(sql`delete from commissions where id = (select min(id) from commissions where project_id = ${f})`);
          } else if (o.kind === 'deleteFile') {
            await db.delete(projects).where(eq(projects.id, f));
            files.splice(files.indexOf(f), 1);
          } else {
            // Programmed then moved in one transaction: two events of one row, counted once at commit.
            await db.transaction(async (tx) => {
              await tx
                .update(projects)
                .set({ cruiDate: dayOf(o.day) })
                .where(eq(projects.id, f));
              await tx.update(projects).set({ cruiDate: null }).where(eq(projects.id, f));
              await tx
                .update(projects)
                .set({ cruiDate: dayOf(((o.day + 1) % 5) + 1) })
                .where(eq(projects.id, f));
            });
          }
        }
        await expectEqual();
        for (const scope of [
          { roles: ['ROLE_ADVISOR'] as Role[], regionId: CASA },
          { roles: ['ROLE_NATIONAL_CONSULTATION'] as Role[], regionId: null },
        ]) {
          const range = { startDate: '2026-12-01', endDate: '2026-12-31' };
          const direct = await rows(
            sql`select count(distinct (p.region_id, c.commission_date))::int as n from commissions c join projects p on p.id = c.project_id
                  where c.commission_date between '2026-12-01' and '2026-12-31'
                  ${scope.regionId === null ? sql`` : sql`and p.region_id = ${scope.regionId}`}`,
          );
          expect((await statisticalCrui(db, scope, range)).commissionsCount).toBe(Number(direct[0]?.n));
        }
        const groups = await groupsBoth({ roles: ['ROLE_NATIONAL_CONSULTATION'], regionId: null, sub: '1' });
        expect(groups.kept).toEqual(groups.direct);
      }),
      { numRuns: 10, seed: 107 },
    );
  }, 300_000);
});

/**
 * Decision 121: a CRUI member's lists and counts read their administration's sharings, which carry copies of the
 * file's region, latest phase and its date, commission date and deposit date. After any writes to shared files, the
 * copies equal the files, and the member's dashboard groups and every category page of theirs read from the
 * sharings (SHARED_FILES) equal the same reads from the files (PROJECT_FILES, the reads before).
 */
describe("a CRUI member's reads from their sharings equal the reads from the files (issue 22, decision 121)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rows = (query: ReturnType<typeof sql>) => rowsOf(t, query);
  const memberReads = async (member: Caller, files: FileColumns) => {
    const db = t.database.db;
    const now = new Date('2026-12-02T10:00:00Z');
    const groups = await countPhaseGroups(db, scope(member, { files }), files);
    const pages: string[] = [];
    for (const [category, condition] of Object.entries(PROJECT_CATEGORY_CONDITIONS.cruiMember)) {
      const on = condition.regionWide ? PROJECT_FILES : files;
      const page = await listProjects(db, {
        where: and(
          scope(member, { files: on, regionWide: !!condition.regionWide }),
          conditionSql(condition, { caller: member, now, files: on }),
        ),
        urgentFirst: true,
        page: 0,
        size: 50,
        files: on,
      });
      pages.push(`${category}:${page.total}:${page.rows.map((r) => r.id).join(',')}`);
    }
    const line = (g: { phase: unknown; n: number }[]) => g.map((x) => `${x.phase}=${x.n}`).sort();
    return { all: line(groups.all), programmed: line(groups.programmed), pages };
  };

  type Op =
    | { kind: 'phase'; file: number; choice: number; hours: number }
    | { kind: 'program'; file: number; day: number }
    | { kind: 'unprogram'; file: number }
    | { kind: 'deposit'; file: number; hours: number }
    | { kind: 'share'; file: number; administration: 0 | 1 }
    | { kind: 'unshare'; file: number }
    | { kind: 'region'; file: number };
  const file = fc.nat({ max: 7 });
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('phase' as const), file, choice: fc.nat(), hours: fc.integer({ min: 1, max: 72 }) }),
    fc.record({ kind: fc.constant('program' as const), file, day: fc.integer({ min: 1, max: 5 }) }),
    fc.record({ kind: fc.constant('unprogram' as const), file }),
    fc.record({ kind: fc.constant('deposit' as const), file, hours: fc.integer({ min: 1, max: 72 }) }),
    fc.record({ kind: fc.constant('share' as const), file, administration: fc.constantFrom(0 as const, 1 as const) }),
    fc.record({ kind: fc.constant('unshare' as const), file }),
    fc.record({ kind: fc.constant('region' as const), file }),
  );

  it('keeps the copies and answers the same groups and pages after any writes to shared files', async () => {
    const db = t.database.db;
    const [member] = await rows(
      sql`select cm.user_id, cm.administration_id from crui_members cm join users u on u.id = cm.user_id
            where u.username = 'membre.casa@demo.cri.ma'`,
    );
    const [other] = await rows(sql`select id from administrations where id <> ${member?.administration_id} order by id limit 1`);
    const administrations = [Number(member?.administration_id), Number(other?.id)];
    const caller: Caller = { sub: String(member?.user_id), roles: ['ROLE_CRUI_MEMBER'], regionId: CASA };
    let seen = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 30 }), async (ops) => {
        let clock = Date.parse('2026-10-05T08:00:00Z');
        const files: number[] = [];
        for (let i = 0; i < 8; i++) {
          const id = await insertFile(t, {
            regionId: CASA,
            phases: ['IN_REVIEW', 'FILLED', 'SHARED_TO_CRUI_MEMBERS'],
            at: new Date(clock),
          });
          files.push(id);
          // Half shared with the member's administration at the start.
          if (i % 2 === 0)
            await db.insert(projectSharedAdministrations).values({ projectId: id, administrationId: administrations[0] ?? 0 });
        }
        for (const o of ops) {
          const f = files[o.file] ?? 0;
          clock += 3_600_000;
          if (o.kind === 'phase') {
            const title = await nextPhaseOf(db, f, o.choice);
            if (!title) continue;
            clock += o.hours * 3_600_000;
            await db.transaction((tx) => recordPhase(tx, { projectId: f, title, by: null, at: new Date(clock) }));
          } else if (o.kind === 'program') {
            await db
              .update(projects)
              .set({ cruiDate: `2026-12-0${o.day}` })
              .where(eq(projects.id, f));
          } else if (o.kind === 'unprogram') {
            await db.update(projects).set({ cruiDate: null }).where(eq(projects.id, f));
          } else if (o.kind === 'deposit') {
            await db
              .update(projects)
              .set({ depositedAt: new Date(clock + o.hours * 3_600_000) })
              .where(eq(projects.id, f));
          } else if (o.kind === 'share') {
            await db
              .insert(projectSharedAdministrations)
              .values({ projectId: f, administrationId: administrations[o.administration] ?? 0 })
              .onConflictDoNothing();
          } else if (o.kind === 'unshare') {
            await db.delete(projectSharedAdministrations).where(eq(projectSharedAdministrations.projectId, f));
          } else {
            // A file moved to the other region (never done by the application): the member no longer sees it.
            await db.update(projects).set({ regionId: RABAT }).where(eq(projects.id, f));
          }
        }
        const [copies] = await rows(
          sql`select count(*)::int as n from project_shared_administrations s join projects p on p.id = s.project_id
                where (s.region_id, s.latest_phase, s.latest_phase_at, s.crui_date, s.deposited_at)
                  is distinct from (p.region_id, p.latest_phase, p.latest_phase_at, p.crui_date, p.deposited_at)`,
        );
        expect(copies?.n).toBe(0);
        const shared = await memberReads(caller, SHARED_FILES);
        expect(shared).toEqual(await memberReads(caller, PROJECT_FILES));
        seen += shared.all.length;
        await db.delete(projects).where(inArray(projects.id, files));
      }),
      { numRuns: 12, seed: 121 },
    );
    // Compared on files the member sees, not only on empty lists.
    expect(seen).toBeGreaterThan(12);
  }, 300_000);
});
