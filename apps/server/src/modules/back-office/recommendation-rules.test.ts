import { questionnaire } from '@cri/shared/fixtures/builders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedureRecommendationRules } from '../../db/schema.ts';
import { translate } from '../../lib/i18n.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, createdId } from '../framing-forms/test-helpers.ts';
import { SAMPLES } from './test-samples.ts';

/** The questionnaire's recommendation rules as a content-manager resource (decision 088). */
let t: TestApp;
let manager: LoggedIn;
let investor: LoggedIn;

type Res = { statusCode: number; body: string; json: <T = unknown>() => T };
const call = (who: LoggedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<Res> =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const recommended = async (formId: number) =>
  (await call(investor, 'GET', `/framing-forms/${formId}/recommended-procedures`)).json<
    { id: number; reasons: { ruleId: number; reasonFr: string }[] }[]
  >();
const rule = (procedureId: number, extra: Record<string, unknown> = {}) => ({
  procedureId,
  reasonFr: 'Votre programme de construction dépasse 70 millions de dirhams.',
  reasonAr: 'يتجاوز برنامج البناء الخاص بكم 70 مليون درهم.',
  priority: 5,
  constructionNeeded: 'YES',
  minAmount: 70_000_000,
  archived: false,
  ...extra,
});
const expectField = (res: Res, field: string, messageKey: string) => {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json<{ fieldErrors: { field: string; messageKey: string }[] }>().fieldErrors).toContainEqual(
    expect.objectContaining({ field, messageKey }),
  );
  expect(translate(messageKey, 'ar')).not.toBe(translate(messageKey, 'fr'));
};

beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t, 'contenu.national@demo.cri.ma');
  investor = await loginAs(t, 'investisseur@demo.cri.ma');
}, 60_000);
afterAll(() => t.close());

describe('recommendation rules (back-office, content manager)', () => {
  it('a new procedure given a rule appears in the questionnaire’s recommendations, and no longer once archived', async () => {
    const procedure = await call(manager, 'POST', '/back-office/procedures', SAMPLES.procedures?.create?.(9101));
    expect(procedure.statusCode, procedure.body).toBe(201);
    const procedureId = procedure.json<{ id: number }>().id;
    const created = await call(manager, 'POST', '/back-office/recommendation-rules', rule(procedureId));
    expect(created.statusCode, created.body).toBe(201);
    const ruleId = created.json<{ id: number }>().id;
    expect(ruleId).toBeGreaterThan(1000);
    expect(created.json()).toMatchObject({ constructionNeeded: 'YES', minAmount: 70_000_000, landNeeded: null, archived: false });

    const form = await createdId(t, investor, questionnaire());
    const found = (await recommended(form)).find((p) => p.id === procedureId);
    expect(found?.reasons).toEqual([expect.objectContaining({ ruleId, reasonFr: rule(procedureId).reasonFr })]);

    // Above the questionnaire's amount: it no longer fires.
    expect(
      (await call(manager, 'PUT', `/back-office/recommendation-rules/${ruleId}`, rule(procedureId, { minAmount: 90_000_000 })))
        .statusCode,
    ).toBe(200);
    expect((await recommended(form)).some((p) => p.id === procedureId)).toBe(false);
    const archived = await call(
      manager,
      'PUT',
      `/back-office/recommendation-rules/${ruleId}`,
      rule(procedureId, { archived: true }),
    );
    expect(archived.json()).toMatchObject({ archived: true });
    expect((await recommended(form)).some((p) => p.id === procedureId)).toBe(false);
    const history = await call(manager, 'GET', `/back-office/recommendation-rules/${ruleId}/history`);
    expect(history.json<{ items: { action: string }[] }>().items.map((i) => i.action)).toEqual(['update', 'update', 'create']);
  });

  it('refuses a rule without condition, an unknown procedure and a maximum below the minimum; nothing written', async () => {
    const before = await t.database.db.select().from(procedureRecommendationRules);
    expectField(
      await call(manager, 'POST', '/back-office/recommendation-rules', rule(3, { constructionNeeded: null, minAmount: null })),
      'landNeeded',
      'backOffice.errors.ruleNeedsCondition',
    );
    expectField(
      await call(manager, 'POST', '/back-office/recommendation-rules', rule(99_999)),
      'procedureId',
      'backOffice.errors.unknownProcedure',
    );
    expectField(
      await call(manager, 'POST', '/back-office/recommendation-rules', rule(3, { maxAmount: 1_000 })),
      'maxAmount',
      'backOffice.errors.maxBelowMin',
    );
    expect(await t.database.db.select().from(procedureRecommendationRules)).toHaveLength(before.length);
  });

  it('keeps the conditions the form does not edit when a seeded rule is changed', async () => {
    const [seeded] = await t.database.db
      .select()
      .from(procedureRecommendationRules)
      .where(eq(procedureRecommendationRules.id, 1));
    const read = await call(manager, 'GET', '/back-office/recommendation-rules/1');
    const record = read.json<Record<string, unknown>>();
    expect(record.landNeeded).toBe('YES');
    // The excluded sectors are edited by the form now (decision 098); the excluded vocations are kept as written.
    expect(record.excludedSectorIds).toEqual([3]);
    expect(String(record.otherConditions)).toContain('excludedVocationIds');
    expect(String(record.otherConditions)).not.toContain('excludedSectorIds');
    const { id: _id, procedureNameFr: _p, otherConditions: _o, ...body } = record;
    const res = await call(manager, 'PUT', '/back-office/recommendation-rules/1', { ...body, priority: 11 });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.database.db.select().from(procedureRecommendationRules).where(eq(procedureRecommendationRules.id, 1));
    expect(after?.conditions).toEqual(seeded?.conditions);
    expect(after?.priority).toBe(11);
  });
});

describe("recommendation rules' sectors and stages (decision 098)", () => {
  // The questionnaire answers the tourism sector (2), category 21, subcategory 211, at the PREPARING stage.
  const byAnswers = (procedureId: number, extra: Record<string, unknown>) =>
    rule(procedureId, { constructionNeeded: null, minAmount: null, ...extra });

  it('the questionnaire’s recommendations follow the sectors and stages the content manager edits', async () => {
    const procedure = await call(manager, 'POST', '/back-office/procedures', SAMPLES.procedures?.create?.(9102));
    const procedureId = procedure.json<{ id: number }>().id;
    const created = await call(
      manager,
      'POST',
      '/back-office/recommendation-rules',
      byAnswers(procedureId, { sectorIds: [2], advancementStages: ['PREPARING'] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const ruleId = created.json<{ id: number }>().id;
    expect(created.json()).toMatchObject({ sectorIds: [2], excludedSectorIds: [], advancementStages: ['PREPARING'] });
    const form = await createdId(t, investor, questionnaire());
    const fires = async () => (await recommended(form)).some((p) => p.id === procedureId);
    expect(await fires()).toBe(true);

    const edit = async (extra: Record<string, unknown>) => {
      const res = await call(manager, 'PUT', `/back-office/recommendation-rules/${ruleId}`, byAnswers(procedureId, extra));
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Record<string, unknown>>();
    };
    // Another sector: no longer recommended; the subcategory answered: again.
    await edit({ sectorIds: [3], advancementStages: ['PREPARING'] });
    expect(await fires()).toBe(false);
    await edit({ sectorIds: [211], advancementStages: ['PREPARING'] });
    expect(await fires()).toBe(true);
    // Another stage only: not recommended; both stages: recommended.
    await edit({ sectorIds: [211], advancementStages: ['STARTING'] });
    expect(await fires()).toBe(false);
    expect(await edit({ sectorIds: [211], advancementStages: ['STARTING', 'PREPARING'] })).toMatchObject({
      advancementStages: ['STARTING', 'PREPARING'],
    });
    expect(await fires()).toBe(true);
    // The category answered is excluded: not recommended.
    await edit({ sectorIds: [211], excludedSectorIds: [21], advancementStages: ['PREPARING'] });
    expect(await fires()).toBe(false);
    // Every change is in the rule's history, with the sectors before and after.
    const history = await call(manager, 'GET', `/back-office/recommendation-rules/${ruleId}/history`);
    const lines = history.json<{ items: { action: string; before: unknown; after: unknown }[] }>().items;
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatchObject({
      action: 'update',
      before: { excludedSectorIds: [] },
      after: { sectorIds: [211], excludedSectorIds: [21] },
    });
  });

  it('refuses an unknown sector or stage on its field; nothing written', async () => {
    const before = await t.database.db.select().from(procedureRecommendationRules);
    expectField(
      await call(manager, 'POST', '/back-office/recommendation-rules', byAnswers(3, { sectorIds: [2, 99_999] })),
      'sectorIds',
      'backOffice.errors.unknownSector',
    );
    expectField(
      await call(manager, 'POST', '/back-office/recommendation-rules', byAnswers(3, { excludedSectorIds: [88_888] })),
      'excludedSectorIds',
      'backOffice.errors.unknownSector',
    );
    const stage = await call(
      manager,
      'POST',
      '/back-office/recommendation-rules',
      byAnswers(3, { advancementStages: ['SOMEDAY'] }),
    );
    expectField(stage, 'advancementStages', 'errors.field.invalid');
    expect(await t.database.db.select().from(procedureRecommendationRules)).toHaveLength(before.length);
  });
});
