import type { MonitoringOrigin } from '@cri/shared/enums/monitoring';
import { milestoneSchedule } from '@cri/shared/rules/monitoring';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import type { DbOrTx } from '../../db/client.ts';
import { projectInfoSnapshot } from '../project-infos/service.ts';
import * as repo from './repository.ts';

const FAVOURABLE = ['FAVORABLE', 'FAVORABLE_WITH_RESTRICTIONS'];

/** The planned investment and jobs of the file (its INVESTMENT_AMOUNT and DIRECT_JOBS answers). */
export function plannedFigures(
  questions: readonly { code: string }[],
  infos: readonly { value: string | null }[],
): { plannedInvestment: number | null; plannedJobs: number | null } {
  const read = (code: string) => {
    const i = questions.findIndex((q) => q.code === code);
    const n = i >= 0 ? Number((infos[i]?.value ?? '').replace(/\s/g, '').replace(',', '.')) : Number.NaN;
    return infos[i]?.value && Number.isFinite(n) ? n : null;
  };
  const jobs = read('DIRECT_JOBS');
  return { plannedInvestment: read('INVESTMENT_AMOUNT'), plannedJobs: jobs === null ? null : Math.round(jobs) };
}

/**
 * Decision 065: a favourable decision (initial, national, or after an appeal) makes the file a monitoring
 * project of its region, inside the caller's transaction. Its active procedures bring their milestone
 * definitions, dated from the decision day; the file's infos, exploitation years and parcels are copied for
 * the info step. Any other decision, or a file already monitored, changes nothing.
 */
export async function openMonitoringProject(
  tx: DbOrTx,
  d: { projectId: number; decision: string; origin: MonitoringOrigin; at: Date },
): Promise<number | undefined> {
  if (!FAVOURABLE.includes(d.decision)) return undefined;
  const project = await repo.projectFacts(tx, d.projectId);
  if (!project || (await repo.monitoringIdOfProject(tx, d.projectId)) !== undefined) return undefined;
  const decisionDate = platformToday(d.at);
  const snapshot = await projectInfoSnapshot(tx, d.projectId);
  const id = await repo.insertMonitoringProject(tx, {
    projectId: d.projectId,
    regionId: project.regionId,
    origin: d.origin,
    decisionDate,
    ...plannedFigures(snapshot.questions, snapshot.infos),
    createdAt: d.at,
    updatedAt: d.at,
  });
  if (id === undefined) return undefined;
  await repo.replaceInfos(
    tx,
    id,
    snapshot.infos
      .filter((a) => a.value !== null || a.choiceItemId !== null)
      .map((a) => ({ infoTypeId: a.infoTypeId, value: a.value, choiceItemId: a.choiceItemId })),
    snapshot.years,
  );
  await repo.replaceLands(tx, id, snapshot.lands);
  const procedureIds = await repo.activeProcedureIds(tx, d.projectId);
  const definitions = await repo.listDefinitions(tx, procedureIds);
  for (const procedureId of procedureIds) {
    const mppId = await repo.insertProcedure(tx, id, procedureId);
    const schedule = milestoneSchedule(
      decisionDate,
      definitions.filter((x) => x.procedureId === procedureId),
    );
    await repo.insertMilestones(
      tx,
      schedule.map((m) => ({
        monitoringProjectId: id,
        monitoringProjectProcedureId: mppId,
        procedureMilestoneId: m.id,
        orderNumber: m.orderMilestone,
        nameFr: m.nameFr,
        nameAr: m.nameAr,
        dayNumber: m.dayNumber,
        absoluteDayNumber: m.absoluteDayNumber,
        milestoneType: m.milestoneType,
        verificationExpectedDate: m.verificationExpectedDate,
        createdAt: d.at,
        updatedAt: d.at,
      })),
    );
  }
  return id;
}
