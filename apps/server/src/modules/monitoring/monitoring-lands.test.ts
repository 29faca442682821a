import { FUNDAMENTAL_REFERENCE_TYPE_IDS as REF } from '@cri/shared/enums/reference-data';
import { emptyLand } from '@cri/shared/rules/project-lands';
import type { TMonitoringProject } from '@cri/shared/schemas/monitoring';
import type { TLand } from '@cri/shared/schemas/project-infos';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitoringProjects } from '../../db/schema/monitoring.ts';
import { projectLands } from '../../db/schema/project-infos.ts';
import { projects } from '../../db/schema/projects.ts';
import { choiceListItems, communes } from '../../db/schema/reference-data.ts';
import { seedDemoMonitoring } from '../../seed/demo-monitoring.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { insertFile } from '../project-sharing/test-helpers.ts';
import { openMonitoringProject } from './open-project.ts';

type FieldErrors = { fieldErrors: { field: string; messageKey: string }[] };

/**
 * The land answer of the monitoring info step (issue 18, spec 3 §3 monitoringProvidedInfoList.landList):
 * the file's parcels are copied when the monitoring project opens, shown with the region's land options,
 * and saved under the project form's land rules.
 */
describe('monitoring project parcels (issue 18)', () => {
  let t: TestApp;
  const clock = new Date('2026-11-25T10:00:00Z');
  let manager: LoggedIn;
  let mpId: number;
  let casaCommune: number;
  let rabatCommune: number;
  let legalStatus: number;

  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: manager.headers, ...(payload ? { payload } : {}) });
  const land = (over: Partial<TLand>): TLand => ({
    ...emptyLand(),
    legalStatusId: legalStatus,
    communeId: casaCommune,
    fundamentalReferenceTypeId: REF.REGISTRY_TITLE,
    parcelSurface: 12_000,
    covered: false,
    landRegistry: 'Casablanca-Anfa',
    titleNumber: 5521,
    titleIndex: 'C',
    ...over,
  });
  const save = (lands?: TLand[]) => call('PUT', `/monitoring-projects/${mpId}`, { step: 'PROJECT_INFOS', infos: [], lands });

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    manager = await loginAs(t, demoUser('ROLE_MONITORING_MANAGER', CASA));
    const db = t.database.db;
    const commune = async (regionId: number) => {
      const [c] = await db.select({ id: communes.id }).from(communes).where(eq(communes.regionId, regionId)).limit(1);
      if (!c) throw new Error('no commune');
      return c.id;
    };
    casaCommune = await commune(CASA);
    rabatCommune = await commune(RABAT);
    const [status] = await db
      .select({ id: choiceListItems.id })
      .from(choiceListItems)
      .where(eq(choiceListItems.listName, 'LandLegalStatus'))
      .limit(1);
    if (!status) throw new Error('no legal status');
    legalStatus = status.id;
    const file = await insertFile(t, {
      regionId: CASA,
      phases: ['IN_REVIEW', 'FILLED', 'SHARED_TO_CRUI_MEMBERS', 'SCHEDULED', 'REVIEWED_IN_CRUI'],
      at: new Date('2026-11-20T10:00:00Z'),
      procedureIds: [3],
    });
    await db.insert(projectLands).values({ projectId: file, position: 0, ...land({ titleNumber: 4410, titleIndex: 'B' }) });
    const id = await db.transaction((tx) =>
      openMonitoringProject(tx, { projectId: file, decision: 'FAVORABLE', origin: 'INITIAL_DECISION', at: clock }),
    );
    if (id === undefined) throw new Error('not opened');
    mpId = id;
  }, 120_000);
  afterAll(() => t.close());

  it("copies the file's parcels and offers the LAND question with the region's communes and legal statuses", async () => {
    const res = await call('GET', `/monitoring-projects/${mpId}`);
    expect(res.statusCode, res.body).toBe(200);
    const mp = res.json<TMonitoringProject>();
    expect(mp.questions.some((q) => q.answerDataType === 'LAND')).toBe(true);
    expect(mp.lands).toEqual([land({ titleNumber: 4410, titleIndex: 'B' })]);
    expect(mp.landOptions.communes.map((c) => c.id)).toContain(casaCommune);
    expect(mp.landOptions.communes.map((c) => c.id)).not.toContain(rabatCommune);
    expect(mp.landOptions.legalStatuses.map((s) => s.id)).toContain(legalStatus);
  });

  it("refuses parcels the project form's rules refuse, and keeps what was saved", async () => {
    const errorsOf = async (lands?: TLand[]) => {
      const res = await save(lands);
      expect(res.statusCode, res.body).toBe(422);
      return res.json<FieldErrors>().fieldErrors;
    };
    // The LAND question is required: an empty (left out) land list is refused.
    expect(await errorsOf(undefined)).toContainEqual({ field: 'lands', messageKey: 'projectInfos.validation.landRequired' });
    expect(await errorsOf([land({ communeId: rabatCommune })])).toContainEqual({
      field: 'lands.0.communeId',
      messageKey: 'projectInfos.validation.choice',
    });
    expect(await errorsOf([land({ legalStatusId: null })])).toContainEqual({
      field: 'lands.0.legalStatusId',
      messageKey: 'projectInfos.validation.required',
    });
    expect(await errorsOf([land({}), land({ titleIndex: ' c ' })])).toContainEqual({
      field: 'lands.1.titleNumber',
      messageKey: 'projectInfos.validation.duplicateTitle',
    });
    const kept = (await call('GET', `/monitoring-projects/${mpId}`)).json<TMonitoringProject>();
    expect(kept.lands).toHaveLength(1);
    expect(kept.reachedStep).toBe(0);
  });

  it("gives the demo monitoring projects (npm start) their file's parcel", async () => {
    await seedDemoMonitoring(t.database.db, clock);
    const [demo] = await t.database.db
      .select({ id: monitoringProjects.id })
      .from(monitoringProjects)
      .innerJoin(projects, eq(projects.id, monitoringProjects.projectId))
      .where(eq(projects.reference, 'CRI-DEMO-MON-02-001'));
    const res = await call('GET', `/monitoring-projects/${demo?.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TMonitoringProject>().lands).toMatchObject([{ titleNumber: 88412, landRegistry: 'Casablanca-Anfa' }]);
  });

  it('stores the parcels, the fields of the other reference type cleared', async () => {
    const res = await save([
      land({}),
      land({
        fundamentalReferenceTypeId: REF.REQUISITION,
        registrationRequisitionNumber: '13577/63',
        covered: true,
        coverDocument: 'Attestation',
      }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<TMonitoringProject>();
    expect(saved.reachedStep).toBe(2);
    expect(saved.lands).toEqual([
      land({}),
      land({
        fundamentalReferenceTypeId: REF.REQUISITION,
        registrationRequisitionNumber: '13577/63',
        covered: true,
        coverDocument: 'Attestation',
        landRegistry: null,
        titleNumber: null,
        titleIndex: null,
      }),
    ]);
    expect((await call('GET', `/monitoring-projects/${mpId}`)).json<TMonitoringProject>().lands).toEqual(saved.lands);
  });
});
