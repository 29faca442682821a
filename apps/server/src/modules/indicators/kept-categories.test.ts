import { ACT_STATUSES, FOLLOW_UP_ACTION_TYPES, FOLLOW_UP_RECIPIENTS } from '@cri/shared/enums/follow-up-actions';
import type { ProjectPhase } from '@cri/shared/enums/project-phases';
import type { Role } from '@cri/shared/enums/roles';
import { PROJECT_CATEGORY_CONDITIONS } from '@cri/shared/rules/project-categories';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { ProjectListCategory } from '@cri/shared/schemas/project-lists';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import { followUpActions } from '../../db/schema/follow-up-actions.ts';
import { monitoringMilestones, monitoringProjectProcedures, monitoringProjects } from '../../db/schema/monitoring.ts';
import { projectPhases, projects } from '../../db/schema.ts';
import { sqlLines } from '../../test/sql-lines.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { insertFile } from '../project-sharing/test-helpers.ts';
import { dashboardIndicators, overdueSql } from '../projects/indicators-service.ts';
import { conditionSql, countCategoryKept, listProjects, scope } from '../projects/list-repository.ts';
import { keptAndDirectCategories, nextPhaseOf } from './kept-categories-test-helpers.ts';

/**
 * Decision 111: the staff list categories read from other tables (follow-up actions, monitoring projects and
 * milestones, the latest phase's decision) are kept on the file and counted per region at commit. After any sequence
 * of writes that move files in and out of them, the kept flags, due dates and counters equal what the former SQL
 * finds in the tables, and every staff category's page and total, and the dashboard's counts, equal the former reads.
 */
describe('the kept list categories equal the former reads after any writes (issue 22, decision 111)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const expectKeptEqualDirect = async () => {
    const c = await keptAndDirectCategories(t);
    expect(c.files.kept).toEqual(c.files.direct);
    expect(c.counts.kept).toEqual(c.counts.direct);
    expect(c.dueMonths.kept).toEqual(c.dueMonths.direct);
    return c;
  };

  const callers: { user: TAccessClaims; regionId?: number }[] = [
    { user: { sub: '1', roles: ['ROLE_ADVISOR'] as Role[], regionId: CASA } as TAccessClaims },
    { user: { sub: '1', roles: ['ROLE_NATIONAL_CONSULTATION'] as Role[], regionId: null } as TAccessClaims },
    { user: { sub: '1', roles: ['ROLE_NATIONAL_CONSULTATION'] as Role[], regionId: null } as TAccessClaims, regionId: RABAT },
  ];
  const categories = [undefined, ...(Object.keys(PROJECT_CATEGORY_CONDITIONS.staff) as ProjectListCategory[])];

  let overdueSeen = 0;
  /** Every staff category's rows and total, kept against the former SQL, and the dashboard's counts; the totals read. */
  const expectReadsEqual = async (now: Date) => {
    const db = t.database.db;
    let nonEmpty = 0;
    for (const { user, regionId } of callers) {
      const dashboard = await dashboardIndicators({ db, now: () => now } as ServiceContext, user, { regionId } as never);
      // Decision 117: the overdue files as the owed phases' kept totals less the others, against counting them.
      const [overdue] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(projects)
        .where(and(scope(user, { regionId }), overdueSql(now)));
      expect(dashboard.overdue, `overdue ${user.roles[0]} ${regionId ?? ''}`).toBe(Number(overdue?.n));
      overdueSeen += Number(overdue?.n) > 0 ? 1 : 0;
      for (const category of categories) {
        const condition = category === undefined ? undefined : PROJECT_CATEGORY_CONDITIONS.staff[category];
        const page = async (fromTables: boolean) => {
          const where = and(scope(user, { regionId }), conditionSql(condition, { caller: user, now, fromTables }));
          const { rows, total } = await listProjects(db, { where, urgentFirst: true, page: 0, size: 1000 });
          return { ids: rows.map((r) => r.id), total };
        };
        const former = await page(true);
        const label = `${user.roles[0]} ${regionId ?? user.regionId} ${category}`;
        expect(await page(false), label).toEqual(former);
        if (!condition?.pvToSign) {
          expect(await countCategoryKept(db, { user, regionId, condition, now }), label).toBe(former.total);
        }
        if (category !== undefined && category in dashboard.counts) expect(dashboard.counts[category], label).toBe(former.total);
        if (former.total > 0) nonEmpty += 1;
      }
    }
    return nonEmpty;
  };

  /** One write, on a file chosen by index among those made so far. */
  type Op =
    | { kind: 'new'; region: 0 | 1 }
    | { kind: 'phase'; file: number; choice: number }
    | { kind: 'decided'; file: number; phase: number; unfavourable: boolean; reschedule?: boolean }
    | { kind: 'action'; file: number; type: number; recipient: number; act: number; status: number }
    | { kind: 'actionChange'; file: number; what: number; act: number }
    | { kind: 'actionDelete'; file: number }
    | { kind: 'monitor'; file: number }
    | { kind: 'unmonitor'; file: number }
    | { kind: 'milestone'; file: number; day: number }
    | { kind: 'milestoneChange'; file: number; what: number; day: number }
    | { kind: 'milestoneDelete'; file: number }
    | { kind: 'deleteFile'; file: number }
    | { kind: 'rolledBack'; file: number };
  const file = fc.nat();
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('new' as const), region: fc.constantFrom(0 as const, 1 as const) }),
    fc.record({ kind: fc.constant('phase' as const), file, choice: fc.nat() }),
    fc.record({
      kind: fc.constant('decided' as const),
      file,
      phase: fc.nat({ max: 3 }),
      unfavourable: fc.boolean(),
      reschedule: fc.boolean(),
    }),
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('action' as const),
        file,
        type: fc.nat({ max: FOLLOW_UP_ACTION_TYPES.length - 1 }),
        recipient: fc.nat({ max: FOLLOW_UP_RECIPIENTS.length - 1 }),
        act: fc.nat({ max: ACT_STATUSES.length - 1 }),
        status: fc.nat({ max: 3 }),
      }),
    },
    fc.record({ kind: fc.constant('actionChange' as const), file, what: fc.nat({ max: 3 }), act: fc.nat({ max: 4 }) }),
    fc.record({ kind: fc.constant('actionDelete' as const), file }),
    fc.record({ kind: fc.constant('monitor' as const), file }),
    fc.record({ kind: fc.constant('unmonitor' as const), file }),
    fc.record({ kind: fc.constant('milestone' as const), file, day: fc.integer({ min: -40, max: 60 }) }),
    fc.record({
      kind: fc.constant('milestoneChange' as const),
      file,
      what: fc.nat({ max: 3 }),
      day: fc.integer({ min: -40, max: 60 }),
    }),
    fc.record({ kind: fc.constant('milestoneDelete' as const), file }),
    fc.record({ kind: fc.constant('deleteFile' as const), file }),
    fc.record({ kind: fc.constant('rolledBack' as const), file }),
  );
  const DECIDED: ProjectPhase[] = [
    'REVIEWED_IN_CRUI',
    'RECOURSE_REVIEWED_CRUI',
    'RECOURSE_REVIEWED_MINISTERIAL_COMMITTEE',
    'SCHEDULED',
  ];
  const base = Date.parse('2026-12-01T10:00:00Z');
  const dayOf = (d: number) => new Date(base + d * 86_400_000).toISOString().slice(0, 10);
  const at = new Date(base);

  it('keeps the flags, due dates and counters equal to the tables, the reads equal the former ones, and counters_rebuild() equal to both', async () => {
    const db = t.database.db;
    // First one file in each kept category, so every kind is compared holding files.
    const seeded: number[] = [];
    for (const o of [
      { kind: 'new', region: 0 },
      { kind: 'new', region: 1 },
      { kind: 'action', file: 0, type: 0, recipient: 0, act: 0, status: 1 },
      { kind: 'action', file: 1, type: 3, recipient: 1, act: 0, status: 1 },
      { kind: 'action', file: 1, type: 2, recipient: 1, act: 4, status: 0 },
      { kind: 'monitor', file: 0 },
      { kind: 'milestone', file: 0, day: 3 },
      { kind: 'decided', file: 1, phase: 0, unfavourable: true },
      { kind: 'decided', file: 2, phase: 0, unfavourable: false, reschedule: true },
    ] as Op[])
      await apply(o, seeded);
    const first = await expectKeptEqualDirect();
    expect(new Set(first.counts.kept.map((line) => line.split('|')[1]))).toEqual(
      new Set(['ACT_DELIVERED', 'ADVISOR_ACTIONS', 'DOCUMENTS_TO_DELIVER', 'MONITORED', 'UNFAVOURABLE']),
    );
    expect(first.dueMonths.kept.length).toBe(1);
    expect(await expectReadsEqual(new Date(base))).toBeGreaterThan(10);
    let nonEmpty = 0;
    async function apply(o: Op, files: number[]) {
      if (o.kind === 'new') {
        files.push(await insertFile(t, { regionId: o.region === 0 ? CASA : RABAT, phases: ['IN_REVIEW'], at }));
        return;
      }
      const f = files[o.file % Math.max(files.length, 1)];
      if (f === undefined) return;
      const latestAction = sql`(select max(id) from follow_up_actions where project_id = ${f})`;
      const mp = sql`(select id from monitoring_projects where project_id = ${f})`;
      const latestMilestone = sql`(select max(id) from monitoring_milestones where monitoring_project_id = ${mp})`;
      switch (o.kind) {
        case 'phase': {
          const title = await nextPhaseOf(db, f, o.choice);
          if (title) await db.transaction((tx) => recordPhase(tx, { projectId: f, title, by: null, at }));
          return;
        }
        case 'decided': {
          // A decision written as a bulk load would: the phase row, then the file's latest phase.
          const title = DECIDED[o.phase] ?? 'REVIEWED_IN_CRUI';
          await db.transaction(async (tx) => {
            await tx.insert(projectPhases).values({
              projectId: f,
              title,
              metadata: [
                {
                  name: 'COMMISSION_CHOICE',
                  value: o.unfavourable ? 'UNFAVORABLE' : o.reschedule ? 'TO_BE_RESCHEDULED' : 'FAVORABLE',
                },
              ],
              createdAt: at,
            });
            await tx.update(projects).set({ latestPhase: title, latestPhaseAt: at }).where(eq(projects.id, f));
          });
          return;
        }
        case 'action': {
          const type = FOLLOW_UP_ACTION_TYPES[o.type] ?? 'NORMAL_ACTION';
          await db.insert(followUpActions).values({
            projectId: f,
            procedureId: 3,
            type,
            recipient: FOLLOW_UP_RECIPIENTS[o.recipient] ?? 'ADVISOR',
            stepTitle: 'Étape',
            delayDays: 5,
            deadline: dayOf(5),
            status: o.status === 0 ? 'DONE' : 'OPEN',
            actStatus: type === 'ACT_DELIVERY' ? (ACT_STATUSES[o.act] ?? 'AWAITING_ACT') : null,
            createdAt: at,
            updatedAt: at,
          });
          return;
        }
        case 'actionChange': {
          const set = [
            sql`status = 'DONE'`,
            sql`status = 'OPEN'`,
            sql`deleted_at = now()`,
            sql`act_status = case when type = 'ACT_DELIVERY' then ${ACT_STATUSES[o.act] ?? 'SIGNED'} else act_status end`,
          ][o.what];
          await db.execute(sql`update follow_up_actions set ${set} where id = ${latestAction}`);
          return;
        }
        case 'actionDelete':
          await db.execute(
            sql`delete from follow_up_actions where id = (select min(id) from follow_up_actions where project_id = ${f})`,
          );
          return;
        case 'monitor': {
          const [p] = await db.select({ regionId: projects.regionId }).from(projects).where(eq(projects.id, f));
          if (!p) return;
          await db
            .insert(monitoringProjects)
            .values({
              projectId: f,
              regionId: p.regionId,
              origin: 'INITIAL_DECISION',
              decisionDate: dayOf(-60),
              createdAt: at,
              updatedAt: at,
            })
            .onConflictDoNothing();
          return;
        }
        case 'unmonitor':
          await db.delete(monitoringProjects).where(eq(monitoringProjects.projectId, f));
          return;
        case 'milestone': {
          const [m] = await db
            .select({ id: monitoringProjects.id })
            .from(monitoringProjects)
            .where(eq(monitoringProjects.projectId, f));
          if (!m) return;
          // A procedure and its milestone in one transaction.
          await db.transaction(async (tx) => {
            const [mpp] = await tx
              .insert(monitoringProjectProcedures)
              .values({ monitoringProjectId: m.id, procedureId: 3 })
              .onConflictDoUpdate({
                target: [monitoringProjectProcedures.monitoringProjectId, monitoringProjectProcedures.procedureId],
                set: { procedureId: 3 },
              })
              .returning({ id: monitoringProjectProcedures.id });
            if (!mpp) return;
            await tx.insert(monitoringMilestones).values({
              monitoringProjectId: m.id,
              monitoringProjectProcedureId: mpp.id,
              orderNumber: 1,
              nameFr: 'Jalon',
              nameAr: 'مرحلة',
              dayNumber: 30,
              absoluteDayNumber: 30,
              milestoneType: 'PROCEDURAL_MILESTONE',
              verificationExpectedDate: dayOf(o.day),
              createdAt: at,
              updatedAt: at,
            });
          });
          return;
        }
        case 'milestoneChange': {
          const set = [
            sql`action_completed = true`,
            sql`disabled = true`,
            sql`verification_expected_date = ${dayOf(o.day)}`,
            sql`action_completed = false, disabled = false`,
          ][o.what];
          await db.execute(sql`update monitoring_milestones set ${set} where id = ${latestMilestone}`);
          return;
        }
        case 'milestoneDelete':
          await db.execute(sql`delete from monitoring_milestones where id = ${latestMilestone}`);
          return;
        case 'deleteFile':
          await db.delete(projects).where(eq(projects.id, f));
          files.splice(files.indexOf(f), 1);
          return;
        case 'rolledBack':
          // Moved in and out inside one transaction that rolls back: nothing counted.
          await db
            .transaction(async (tx) => {
              await tx.execute(sql`update follow_up_actions set status = 'OPEN', deleted_at = null where project_id = ${f}`);
              await tx.execute(
                sql`update monitoring_milestones set action_completed = false where monitoring_project_id = ${mp}`,
              );
              await tx.execute(sql`delete from monitoring_projects where project_id = ${f}`);
              throw new Error('rolled back');
            })
            .catch((error: Error) => expect(error.message).toBe('rolled back'));
          return;
      }
    }
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 40 }), async (ops) => {
        const files: number[] = [];
        for (const o of ops) await apply(o, files);
        await expectKeptEqualDirect();
        // The due window moves with the day: before, inside and after the milestones' dates.
        for (const now of [new Date(base - 30 * 86_400_000), new Date(base + 20 * 86_400_000)]) {
          nonEmpty += await expectReadsEqual(now);
        }
      }),
      { numRuns: 8, seed: 111 },
    );
    // The property compared categories that held files, not only empty ones, and overdue counts above zero.
    expect(nonEmpty).toBeGreaterThan(50);
    expect(overdueSeen).toBeGreaterThan(0);

    // Decision 116: counters_rebuild() recomputes, from the tables alone, what the triggers kept after those writes.
    const [decided] = await db.select({ id: projects.id }).from(projects).limit(1);
    await db.execute(
      sql`insert into commissions (project_id, kind, commission_date) values (${decided?.id}, 'CRUI', ${dayOf(3)})`,
    );
    // The triggers leave a line at 0 where a count went back to nothing; the rebuild writes none: both read as 0.
    const read = async () => {
      const lines = (query: SQL) => sqlLines(db, query);
      return {
        phases: await lines(
          sql`select region_id, phase, programmed, files from project_phase_counts where files <> 0 order by 1, 2, 3`,
        ),
        days: await lines(
          sql`select region_id, day::text, commissions from commission_session_days where commissions <> 0 order by 1, 2`,
        ),
        files: await lines(
          sql`select id, category_flags, monitoring_due_on::text from projects where category_flags <> 0 or monitoring_due_on is not null order by id`,
        ),
        counts: await lines(
          sql`select region_id, kind, phase, files from project_category_counts where files <> 0 order by 1, 2, 3`,
        ),
        months: await lines(sql`select region_id, month::text, files from monitoring_due_months where files <> 0 order by 1, 2`),
      };
    };
    const kept = await read();
    for (const [name, part] of Object.entries(kept)) expect([name, part.length > 0]).toEqual([name, true]);
    // What a bulk load with the deferred triggers off leaves: counters wrong or missing, flags on the wrong files.
    await db.transaction(async (tx) => {
      for (const table of ['project_phase_counts', 'commission_session_days', 'project_category_counts']) {
        await tx.execute(sql.raw(`update ${table} set ${table === 'commission_session_days' ? 'commissions' : 'files'} = 999`));
      }
      await tx.execute(sql`delete from monitoring_due_months`);
      await tx.execute(sql.raw(`alter table projects disable trigger user`));
      await tx.execute(sql`update projects set category_flags = category_flags # 31, monitoring_due_on = null`);
      await tx.execute(sql.raw(`alter table projects enable trigger user`));
    });
    expect(await read()).not.toEqual(kept);
    await db.execute(sql`select counters_rebuild()`);
    expect(await read()).toEqual(kept);
  }, 600_000);
});
