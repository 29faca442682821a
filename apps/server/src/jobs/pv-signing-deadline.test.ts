import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema/notifications.ts';
import { commissionPvs } from '../db/schema/signatures.ts';
import { userIdOf } from '../modules/commission/test-helpers.ts';
import { CASA } from '../modules/framing-forms/test-helpers.ts';
import { administrationId } from '../modules/project-sharing/test-helpers.ts';
import { call, decidedFile } from '../modules/signatures/test-helpers.ts';
import { demoUser, loginAs } from '../test/login.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { notifyLatePvSignatures } from './pv-signing-deadline.ts';

const H = 3_600_000;
const T0 = new Date('2026-11-25T09:00:00Z');
const link = (path: string) => `http://localhost${path}`;
/** The job as one instance runs it at a chosen instant. */
const runAt = (app: TestApp, at: Date) => notifyLatePvSignatures({ db: app.database.db, now: () => at, link });

describe('job: the investor is told once when the 48 hours after finalisation pass without every signature', () => {
  let t: TestApp;
  let t2: TestApp;
  let projectId: number;

  beforeAll(async () => {
    t = await createTestApp({ now: () => T0 });
    t2 = await createTestApp({ sameDatabaseAs: t, now: () => T0 });
    const advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    const member = await loginAs(t, 'membre.casa@demo.cri.ma');
    const file = await decidedFile(t, {
      regionId: CASA,
      administrationIds: [await administrationId(t, 'URBAN_AGENCY_1_R02'), await administrationId(t, 'DRE_R02')],
      session: '2026-11-25',
      at: T0,
      advisor,
      opinionBy: member,
      present: [await userIdOf(t, 'membre.casa@demo.cri.ma'), await userIdOf(t, 'membre.focal.casa@demo.cri.ma')],
    });
    projectId = file.projectId;
    expect((await call(t, advisor, 'POST', '/projects/add-pv-commission', { projectId })).statusCode).toBe(201);
    expect((await call(t, advisor, 'POST', `/commission/${file.commissionId}/finalize-signatures`)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t2.close();
    await t.close();
  });

  it('waits 48 hours, then notifies once even with two instances running the job at the same moment', async () => {
    expect((await runAt(t, new Date(T0.getTime() + 48 * H - 1))).notified).toEqual([]);
    const at = new Date(T0.getTime() + 48 * H);
    const runs = await Promise.all([runAt(t, at), runAt(t2, at)]);
    expect(runs.flatMap((r) => r.notified)).toEqual([projectId]);
    expect((await runAt(t, new Date(at.getTime() + H))).notified).toEqual([]);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.projectId, projectId));
    expect(told.filter((n) => n.titleKey === 'esign.notifications.pvSigningExpired.title')).toHaveLength(1);
    const [pv] = await t.database.db.select().from(commissionPvs).where(eq(commissionPvs.projectId, projectId));
    expect(pv?.investorLateNotifiedAt).toEqual(at);
  });
});
