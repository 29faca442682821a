import { FAQ_CATEGORIES, FAQ_CATEGORY_QUESTION_COUNTS } from '@cri/shared/enums/content';
import type { TLatestDecision, TManagedContent, TManagedContentDetail, TPublishedContent } from '@cri/shared/schemas/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPhases } from '../../db/schema.ts';
import { seedInitialContent } from '../../seed/initial-content.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CASA } from '../framing-forms/test-helpers.ts';
import { decidedFile } from '../recourses/test-helpers.ts';

const API = '/backend/api';

describe('managed content (issue 21, decision 074)', () => {
  let t: TestApp;
  let manager: LoggedIn;
  let investor: LoggedIn;
  const published = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: `${API}/content/published`, query });
  const as = (who: LoggedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
  const texts = { titleFr: 'Question révisée', titleAr: 'سؤال منقح', bodyFr: 'Réponse révisée.', bodyAr: 'جواب منقح.' };

  beforeAll(async () => {
    t = await createTestApp();
    manager = await loginAs(t, 'contenu.national@demo.cri.ma');
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
  });
  afterAll(() => t.close());

  it('publishes the seeded FAQ with the spec’s question counts per category, to visitors', async () => {
    const res = await published({ kind: 'FAQ' });
    expect(res.statusCode).toBe(200);
    const faq = res.json<TPublishedContent[]>();
    for (const category of FAQ_CATEGORIES) {
      expect(faq.filter((entry) => entry.category === category)).toHaveLength(FAQ_CATEGORY_QUESTION_COUNTS[category]);
    }
    expect(faq.every((entry) => entry.titleAr.length > 0 && entry.bodyFr.length > 0)).toBe(true);
    const incentives = (await published({ kind: 'INCENTIVE', slug: 'main-support' })).json<TPublishedContent[]>();
    expect(incentives).toHaveLength(1);
    expect(incentives[0]?.bodyFr).toContain('30 000 000 DH');
    expect((await seedInitialContent(t.database.db)).valueOf()).toBe(0);
  });

  it('keeps a draft out of the public page until it is published, then keeps the former version in the history', async () => {
    const list = (await as(manager, 'GET', '/content-manager/entries?kind=FAQ')).json<TManagedContent[]>();
    const entry = list.find((row) => row.slug === 'faq-account-1');
    if (!entry) throw new Error('seeded entry');
    expect(entry).toMatchObject({ publishedVersion: 1, draftVersion: null });

    const saved = await as(manager, 'PUT', `/content-manager/entries/${entry.id}/draft`, texts);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TManagedContentDetail>().versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'DRAFT'],
      [1, 'PUBLISHED'],
    ]);
    const before = (await published({ kind: 'FAQ' })).json<TPublishedContent[]>().find((e) => e.id === entry.id);
    expect(before?.titleFr).not.toBe(texts.titleFr);

    const done = await as(manager, 'POST', `/content-manager/entries/${entry.id}/publish`);
    expect(done.statusCode).toBe(200);
    expect(done.json<TManagedContentDetail>().versions.map((v) => [v.version, v.status, v.publishedBy])).toEqual([
      [2, 'PUBLISHED', 'contenu.national@demo.cri.ma'],
      [1, 'ARCHIVED', null],
    ]);
    const after = (await published({ kind: 'FAQ' })).json<TPublishedContent[]>().find((e) => e.id === entry.id);
    expect(after).toMatchObject({ ...texts, version: 2 });

    const again = await as(manager, 'POST', `/content-manager/entries/${entry.id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageKey: 'content.errors.noDraft' });
  });

  it('adds an FAQ question as a draft, published only when asked', async () => {
    const res = await as(manager, 'POST', '/content-manager/entries', { ...texts, audience: 'ADVISOR', category: 'REVIEW' });
    expect(res.statusCode).toBe(201);
    const created = res.json<TManagedContentDetail>();
    expect(created).toMatchObject({ kind: 'FAQ', audience: 'ADVISOR', category: 'REVIEW' });
    expect(
      (await published({ kind: 'FAQ', audience: 'ADVISOR' })).json<TPublishedContent[]>().some((e) => e.id === created.id),
    ).toBe(false);
    await as(manager, 'POST', `/content-manager/entries/${created.id}/publish`);
    expect(
      (await published({ kind: 'FAQ', audience: 'ADVISOR' })).json<TPublishedContent[]>().some((e) => e.id === created.id),
    ).toBe(true);
  });

  it('refuses markup, empty texts and unknown entries with translated messages', async () => {
    const [entry] = (await as(manager, 'GET', '/content-manager/entries?kind=HELP')).json<TManagedContent[]>();
    const script = await as(manager, 'PUT', `/content-manager/entries/${entry?.id}/draft`, {
      ...texts,
      bodyFr: 'Bonjour <script>alert(1)</script>',
      titleAr: ' ',
    });
    expect(script.statusCode).toBe(422);
    expect(script.json().fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ messageKey: 'content.errors.markup' }),
        expect.objectContaining({ messageKey: 'errors.field.required' }),
      ]),
    );
    expect((await as(manager, 'GET', '/content-manager/entries/999999')).statusCode).toBe(404);
    expect((await as(manager, 'PUT', '/content-manager/entries/999999/draft', texts)).statusCode).toBe(404);
  });

  it('lets only the content manager edit', async () => {
    expect((await as(investor, 'GET', '/content-manager/entries')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${API}/content-manager/entries` })).statusCode).toBe(401);
    expect((await published({ kind: 'NOPE' })).statusCode).toBe(422);
  });

  it('gives the latest decision on a file, the commission’s then a recourse decision (decision 077)', async () => {
    const advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    const rabat = await loginAs(t, 'conseiller.rabat@demo.cri.ma');
    const file = await decidedFile(t, { regionId: CASA, choice: 'UNFAVORABLE', decidedAt: new Date('2026-11-02T10:00:00Z') });
    const latest = (who: LoggedIn) => as(who, 'GET', `/notifications/latestDecision?projectId=${file}`);
    expect((await latest(advisor)).json<TLatestDecision>()).toEqual({
      projectId: file,
      decision: { kind: 'COMMISSION', choice: 'UNFAVORABLE', at: '2026-11-02T10:00:00.000Z', commentsForInvestor: null },
    });
    await t.database.db.insert(projectPhases).values({
      projectId: file,
      title: 'RECOURSE_REVIEWED_CRUI',
      createdAt: new Date('2026-11-20T10:00:00Z'),
      metadata: [
        { name: 'COMMISSION_CHOICE', value: 'FAVORABLE' },
        { name: 'COMMENTS_FOR_INVESTOR', value: 'Recours accueilli.' },
      ],
    });
    expect((await latest(advisor)).json<TLatestDecision>().decision).toMatchObject({
      kind: 'GRACIOUS_RECOURSE',
      choice: 'FAVORABLE',
      commentsForInvestor: 'Recours accueilli.',
    });
    expect((await latest(rabat)).statusCode).toBe(404);
    expect((await as(advisor, 'GET', '/notifications/latestDecision?projectId=999999')).statusCode).toBe(404);
  });
});
