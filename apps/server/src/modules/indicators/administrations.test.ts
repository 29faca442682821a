import type { TBottleneckFiles, TBottlenecks } from '@cri/shared/schemas/indicators';
import { histogramPercentile } from '@cri/shared/schemas/indicators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import { administrationReviews, cruiMembers, projects, users } from '../../db/schema.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { administrationId, insertFile } from '../project-sharing/test-helpers.ts';
import { histogramPeriods } from './repository.ts';

describe('bottlenecks per administration and the files behind each figure (issue 21, decision 090)', () => {
  let t: TestApp;
  let clock = new Date('2026-11-23T09:00:00Z'); // Monday; the session is on Wednesday 25
  let advisor: LoggedIn;
  let member: LoggedIn;
  let national: LoggedIn;
  let casa: LoggedIn;
  let rabat: LoggedIn;
  let investor: LoggedIn;
  let file: number;
  let memberAdministration: number;
  let other: number;
  const november = { startDate: '2026-11-01', endDate: '2026-11-30' };
  const post = (who: LoggedIn, path: string, body: object) =>
    t.app.inject({ method: 'POST', url: `${API}${path}`, headers: who.headers, payload: body });
  const slow = async (who: LoggedIn, body: object = november) => {
    const res = await post(who, '/global-indicators/bottlenecks', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TBottlenecks>();
  };
  const files = (who: LoggedIn, body: object) => post(who, '/global-indicators/bottleneck-files', body);
  const signIn = async () => {
    advisor = await loginAs(t, demoUser('ROLE_ADVISOR', CASA));
    member = await loginAs(t, 'membre.casa@demo.cri.ma');
    national = await loginAs(t, 'consultation.nationale@demo.cri.ma');
    casa = await loginAs(t, 'consultation.casa@demo.cri.ma');
    rabat = await loginAs(t, 'consultation.rabat@demo.cri.ma');
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    await signIn();
    const [m] = await t.database.db
      .select({ administrationId: cruiMembers.administrationId })
      .from(cruiMembers)
      .innerJoin(users, eq(users.id, cruiMembers.userId))
      .where(eq(users.username, 'membre.casa@demo.cri.ma'));
    memberAdministration = m?.administrationId ?? 0;
    const candidates = [await administrationId(t, 'URBAN_AGENCY_1_R02'), await administrationId(t, 'DRE_R02')];
    other = candidates.find((id) => id !== memberAdministration) ?? 0;
    file = await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW', 'FILLED'], at: new Date('2026-11-21T09:00:00Z') });
  });
  afterAll(() => t.close());

  it('records the sharing, then the first opinion of each administration, through the real routes', async () => {
    const shared = await post(advisor, `/projects/${file}/share`, { administrationList: [memberAdministration, other] });
    expect(shared.statusCode, shared.body).toBe(200);
    await t.database.db.transaction((tx) =>
      recordPhase(tx, { projectId: file, title: 'SCHEDULED', by: null, at: new Date('2026-11-23T10:00:00Z') }),
    );
    await t.database.db.update(projects).set({ cruiDate: '2026-11-25' }).where(eq(projects.id, file));
    clock = new Date('2026-11-24T21:00:00Z'); // 1.5 days after the sharing
    await signIn();
    const opinion = await t.app.inject({
      method: 'PUT',
      url: `${API}/projects/${file}/commission-opinion`,
      headers: member.headers,
      payload: { opinion: 'FAVORABLE', comment: '' },
    });
    expect(opinion.statusCode, opinion.body).toBe(200);
    const reviews = await t.database.db.select().from(administrationReviews).where(eq(administrationReviews.projectId, file));
    expect(reviews.map((r) => [r.administrationId, r.days]).sort()).toEqual(
      [
        [memberAdministration, 1.5],
        [other, null],
      ].sort(),
    );

    const figures = await slow(national);
    expect(figures.administrations).toEqual([
      expect.objectContaining({
        administrationId: memberAdministration,
        regionId: CASA,
        stays: 1,
        medianDays: 1.5,
        p90Days: 1.5,
      }),
    ]);
    // Whole months read from the monthly rows, the days around them from the daily ones: the same stay.
    for (const range of [
      { startDate: '2026-11-23', endDate: '2026-12-31' },
      { startDate: '2026-10-15', endDate: '2026-11-23' },
      { startDate: '2026-11-23', endDate: '2026-11-23' },
    ])
      expect((await slow(national, range)).administrations.map((a) => a.stays)).toEqual([1]);
    expect((await slow(national, { startDate: '2026-11-24', endDate: '2026-12-31' })).administrations).toEqual([]);
    expect((await slow(casa)).administrations).toEqual(figures.administrations);
    expect((await slow(rabat)).administrations).toEqual([]);
    expect((await slow(national, { ...november, regionId: RABAT })).administrations).toEqual([]);
    expect((await slow(rabat, { ...november, regionId: CASA })).administrations).toEqual([]);
  });

  it('lists the files behind a figure, longest first, in the caller’s region only', async () => {
    const res = await files(national, { ...november, administrationId: memberAdministration });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TBottleneckFiles>()).toMatchObject({
      total: 1,
      page: 0,
      administrationId: memberAdministration,
      phase: null,
      items: [
        { projectId: file, regionId: CASA, days: 1.5, beganAt: '2026-11-23T09:00:00.000Z', endedAt: '2026-11-24T21:00:00.000Z' },
      ],
    });
    expect((await files(casa, { ...november, administrationId: memberAdministration })).json<TBottleneckFiles>().total).toBe(1);
    expect((await files(rabat, { ...november, administrationId: memberAdministration })).json<TBottleneckFiles>().total).toBe(0);
    expect((await files(rabat, { ...november, administrationId: memberAdministration, regionId: CASA })).json().total).toBe(0);
    // The administration still awaited has no completed hold.
    expect((await files(national, { ...november, administrationId: other })).json<TBottleneckFiles>().total).toBe(0);

    // A step's figure: its completed stays, as many as the figure counts, longest first.
    const steps = (await slow(national)).steps;
    const draft = steps.find((s) => s.phase === 'DRAFT');
    const drafts = (await files(national, { ...november, phase: 'DRAFT', size: 100 })).json<TBottleneckFiles>();
    expect(drafts.total).toBe(draft?.stays);
    const lengths = drafts.items.map((i) => i.days);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
    const filled = (await files(national, { ...november, phase: 'FILLED' })).json<TBottleneckFiles>();
    expect(filled.items.find((i) => i.projectId === file)?.days).toBe(2);
    const page1 = (await files(national, { ...november, phase: 'DRAFT', size: 1, page: 1 })).json<TBottleneckFiles>();
    expect(page1.items).toHaveLength(drafts.total > 1 ? 1 : 0);
    if (drafts.total > 1) expect(page1.items[0]?.projectId).toBe(drafts.items[1]?.projectId);

    // Bad input: neither or both figures, a reversed range; a role without the indicators.
    const neither = await files(national, november);
    expect(neither.statusCode).toBe(422);
    expect(neither.json().messageKey).toBeTruthy();
    expect((await files(national, { ...november, phase: 'DRAFT', administrationId: other })).statusCode).toBe(422);
    expect((await files(national, { startDate: '2026-11-30', endDate: '2026-11-01', phase: 'DRAFT' })).statusCode).toBe(422);
    expect((await files(investor, { ...november, phase: 'DRAFT' })).statusCode).toBe(403);
  });

  it('forgets an awaited opinion when the sharing is withdrawn', async () => {
    const second = await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW', 'FILLED'], at: new Date('2026-11-22T09:00:00Z') });
    const share = (body: object) => post(advisor, `/projects/${second}/share`, body);
    expect((await share({ administrationList: [memberAdministration, other] })).statusCode).toBe(200);
    const res = await share({ administrationList: [], removedAdministrationList: [other] });
    expect(res.statusCode, res.body).toBe(200);
    const reviews = await t.database.db.select().from(administrationReviews).where(eq(administrationReviews.projectId, second));
    expect(reviews.map((r) => r.administrationId)).toEqual([memberAdministration]);
  });

  it('computes percentiles from the length buckets as percentile_cont does', () => {
    expect(
      histogramPercentile(
        new Map([
          [10, 1],
          [20, 1],
          [40, 1],
        ]),
        0.5,
      ),
    ).toBe(2);
    expect(
      histogramPercentile(
        new Map([
          [10, 1],
          [20, 1],
          [40, 1],
        ]),
        0.9,
      ),
    ).toBeCloseTo(3.6);
    expect(histogramPercentile(new Map(), 0.5)).toBe(0);
    expect(histogramPeriods({ startDate: '2026-01-01', endDate: '2026-12-31' }).months).toEqual(['2026-01-01', '2027-01-01']);
    expect(histogramPeriods({ startDate: '2025-11-26', endDate: '2026-11-25' }).months).toEqual(['2025-12-01', '2026-11-01']);
    expect(histogramPeriods({ startDate: '2026-11-02', endDate: '2026-11-29' }).months).toBeNull();
    // Up to today or later: the current month is read whole (nothing began after today).
    expect(histogramPeriods({ startDate: '2025-11-27', endDate: '2026-11-26' }, '2026-11-26').months).toEqual([
      '2025-12-01',
      '2026-12-01',
    ]);
    expect(histogramPeriods({ startDate: '2026-11-02', endDate: '2026-11-29' }, '2026-11-26').months).toBeNull();
    expect(histogramPeriods({ startDate: '2026-11-01', endDate: '2026-11-20' }, '2026-11-26').months).toBeNull();
  });
});
