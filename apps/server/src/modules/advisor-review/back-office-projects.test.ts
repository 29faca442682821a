import { PROJECT_TOTAL_ELEMENTS_HEADER, type TProjectListRow } from '@cri/shared/schemas/project-lists';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisors, backOfficeAudit, notifications, outboxMails, projects, users } from '../../db/schema.ts';
import { translate } from '../../lib/i18n.ts';
import { advisorIdOf, demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { insertFile } from '../project-sharing/test-helpers.ts';

/** The back-office projects list and the change of advisor by regional support (issue 17, decision 089). */
const clock = new Date('2026-11-24T09:00:00Z');
let t: TestApp;
let casaSupport: LoggedIn;
let nationalSupport: LoggedIn;
let contentManager: LoggedIn;
let first: number;
let second: number;
let rabatAdvisor: number;
let casaFile: number;
let rabatFile: number;

type Res = { statusCode: number; body: string; headers: Record<string, unknown>; json: <T = unknown>() => T };
const call = (who: LoggedIn, method: 'GET' | 'PUT', url: string, payload?: unknown): Promise<Res> =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const advisorOf = async (id: number) =>
  (await t.database.db.select({ a: projects.advisorId }).from(projects).where(eq(projects.id, id)))[0]?.a;
const referenceOf = async (id: number) =>
  (await t.database.db.select({ r: projects.reference }).from(projects).where(eq(projects.id, id)))[0]?.r ?? '';
const expectTranslated = (res: Res, messageKey: string) => {
  expect(res.json<{ messageKey: string; message: string }>()).toMatchObject({ messageKey, message: translate(messageKey, 'fr') });
  expect(translate(messageKey, 'ar')).not.toBe(translate(messageKey, 'fr'));
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  casaSupport = await loginAs(t, demoUser('ROLE_REGIONAL_SUPPORT', CASA));
  nationalSupport = await loginAs(t, demoUser('ROLE_NATIONAL_SUPPORT'));
  contentManager = await loginAs(t, demoUser('ROLE_NATIONAL_CONTENT_MANAGER'));
  first = await advisorIdOf(t, 'conseiller.casa@demo.cri.ma');
  second = await advisorIdOf(t, 'conseillere.casa@demo.cri.ma');
  rabatAdvisor = await advisorIdOf(t, demoUser('ROLE_ADVISOR', RABAT));
  casaFile = await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW'], at: clock });
  rabatFile = await insertFile(t, { regionId: RABAT, phases: ['IN_REVIEW'], at: clock });
  await t.database.db.update(projects).set({ advisorId: first }).where(eq(projects.id, casaFile));
}, 60_000);
afterAll(() => t.close());

describe('GET /projects?page&size&reference for the back-office (spec 3 §7)', () => {
  it('regional support lists its region only, filtered by reference, total in projecttotalelements', async () => {
    const all = await call(casaSupport, 'GET', '/projects?page=0&size=100');
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json<TProjectListRow[]>();
    expect(rows.every((r) => r.regionId === CASA)).toBe(true);
    expect(rows.some((r) => r.id === casaFile)).toBe(true);
    expect(Number(all.headers[PROJECT_TOTAL_ELEMENTS_HEADER])).toBeGreaterThanOrEqual(rows.length);

    const byRef = await call(
      casaSupport,
      'GET',
      `/projects?page=0&size=10&reference=${encodeURIComponent(await referenceOf(casaFile))}`,
    );
    expect(byRef.json<TProjectListRow[]>().map((r) => r.id)).toEqual([casaFile]);
    expect(byRef.headers[PROJECT_TOTAL_ELEMENTS_HEADER]).toBe('1');
    expect(byRef.json<TProjectListRow[]>()[0]?.advisorName).toMatch(/\S+ \S+/);

    const foreign = await call(casaSupport, 'GET', `/projects?reference=${encodeURIComponent(await referenceOf(rabatFile))}`);
    expect(foreign.json<TProjectListRow[]>()).toEqual([]);
    expect(foreign.headers[PROJECT_TOTAL_ELEMENTS_HEADER]).toBe('0');
  });

  it('national support lists every region; the content manager may not', async () => {
    const rabat = await call(nationalSupport, 'GET', `/projects?reference=${encodeURIComponent(await referenceOf(rabatFile))}`);
    expect(rabat.json<TProjectListRow[]>().map((r) => r.id)).toEqual([rabatFile]);
    expect((await call(contentManager, 'GET', '/projects')).statusCode).toBe(403);
  });
});

describe('change of advisor by regional support', () => {
  it('offers the region’s other active advisors; 404 for another region’s file', async () => {
    const res = await call(casaSupport, 'GET', `/projects/${casaFile}/advisor-candidates`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json<{ id: number }[]>().map((a) => a.id);
    expect(ids).toContain(second);
    expect(ids).not.toContain(first);
    expect(ids).not.toContain(rabatAdvisor);
    expect((await call(casaSupport, 'GET', `/projects/${rabatFile}/advisor-candidates`)).statusCode).toBe(404);
    expect((await call(nationalSupport, 'GET', `/projects/${casaFile}/advisor-candidates`)).statusCode).toBe(403);
  });

  it('refuses an advisor of another region, an inactive advisor and another region’s file; nothing changes', async () => {
    const foreign = await call(casaSupport, 'PUT', `/projects/${casaFile}/update-advisor`, { advisorId: rabatAdvisor });
    expect(foreign.statusCode).toBe(422);
    expectTranslated(foreign, 'advisorReview.errors.unknownAdvisor');
    await t.database.db.update(advisors).set({ active: false }).where(eq(advisors.id, second));
    const inactive = await call(casaSupport, 'PUT', `/projects/${casaFile}/update-advisor`, { advisorId: second });
    await t.database.db.update(advisors).set({ active: true }).where(eq(advisors.id, second));
    expect(inactive.statusCode).toBe(422);
    expectTranslated(inactive, 'advisorReview.errors.unknownAdvisor');
    const otherRegion = await call(casaSupport, 'PUT', `/projects/${rabatFile}/update-advisor`, { advisorId: second });
    expect(otherRegion.statusCode).toBe(404);
    expect(await advisorOf(casaFile)).toBe(first);
    expect((await call(nationalSupport, 'PUT', `/projects/${casaFile}/update-advisor`, { advisorId: second })).statusCode).toBe(
      403,
    );
  });

  it('gives the file to the new advisor, tells both advisors and writes the audit line', async () => {
    const res = await call(casaSupport, 'PUT', `/projects/${casaFile}/update-advisor`, { advisorId: second });
    expect(res.statusCode, res.body).toBe(200);
    expect(await advisorOf(casaFile)).toBe(second);

    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, 'conseillere.casa@demo.cri.ma'));
    expect(mails.some((m) => m.template === 'projectReassigned')).toBe(true);
    const withdrawn = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.to, 'conseiller.casa@demo.cri.ma'), eq(outboxMails.template, 'projectWithdrawn')));
    expect(withdrawn).toHaveLength(1);
    const [old] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'conseiller.casa@demo.cri.ma'));
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, old?.id ?? 0));
    expect(told.some((n) => n.titleKey === 'advisorReview.notifications.withdrawn.title' && n.projectId === casaFile)).toBe(true);

    const [line] = await t.database.db
      .select()
      .from(backOfficeAudit)
      .where(and(eq(backOfficeAudit.resource, 'projects'), eq(backOfficeAudit.recordId, casaFile)));
    expect(line).toMatchObject({
      action: 'update-advisor',
      regionId: CASA,
      before: { advisorId: first },
      after: { advisorId: second },
    });

    // The audit page shows it to the region's support and national support, not to the content manager.
    const audit = await call(casaSupport, 'GET', '/audit?resource=projects');
    expect(audit.json<{ items: { recordId: number }[] }>().items.some((i) => i.recordId === casaFile)).toBe(true);
    const national = await call(nationalSupport, 'GET', '/audit?resource=projects');
    expect(national.json<{ items: { recordId: number }[] }>().items.some((i) => i.recordId === casaFile)).toBe(true);
    const content = await call(contentManager, 'GET', '/audit?resource=projects');
    expect(content.json<{ items: unknown[] }>().items).toEqual([]);

    // The new advisor sees the file among theirs.
    const newAdvisor = await loginAs(t, 'conseillere.casa@demo.cri.ma');
    const theirs = await call(
      newAdvisor,
      'GET',
      `/projects?advisorId=${second}&reference=${encodeURIComponent(await referenceOf(casaFile))}`,
    );
    expect(theirs.json<TProjectListRow[]>().map((r) => r.id)).toEqual([casaFile]);
  });
});
