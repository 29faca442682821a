import type { TRecourseList, TRecourseStatus } from '@cri/shared/schemas/recourses';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../db/schema.ts';
import { API } from '../modules/framing-forms/test-helpers.ts';
import { loginAs } from '../test/login.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoRecourses } from './demo-recourses.ts';

describe('demo recourses (npm start)', () => {
  let t: TestApp;
  const now = new Date('2026-11-26T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
  }, 60_000);
  afterAll(() => t.close());

  it('fills /recourses for Casablanca once, and leaves a refused file open to appeal', async () => {
    // The server's storage (DATA_DIR/files of the test app): the signed request's download then works.
    const storage = t.app.storage;
    expect(await seedDemoRecourses(t.database.db, now, { storage })).toBe(2);
    expect(await seedDemoRecourses(t.database.db, now, { storage })).toBe(0);
    const advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/recourse?recourseProjectCategory=NON_INSTRUCTED`,
      headers: advisor.headers,
    });
    expect(list.json<TRecourseList>().content.map((r) => r.projectName)).toContain(
      'Unité de transformation agroalimentaire — Berrechid',
    );
    const [open] = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.reference, 'CRI-DEMO-RECOURS-2'));
    const investor = await loginAs(t, 'investisseur@demo.cri.ma');
    const status = await t.app.inject({ method: 'GET', url: `${API}/projects/${open?.id}/recourses`, headers: investor.headers });
    expect(status.json<TRecourseStatus>().gracious.available).toBe(true);
    const list2 = list.json<TRecourseList>().content.find((r) => r.projectReference === 'CRI-DEMO-RECOURS-1');
    const request = await t.app.inject({
      method: 'GET',
      url: `${API}/recourse/${list2?.id}/request-file`,
      headers: investor.headers,
    });
    expect(request.statusCode, request.body).toBe(200);
    expect(request.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
