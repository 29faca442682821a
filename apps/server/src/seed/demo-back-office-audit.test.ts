import type { TAuditPage } from '@cri/shared/back-office/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeAudit } from '../db/schema.ts';
import { API } from '../modules/framing-forms/test-helpers.ts';
import { loginAs } from '../test/login.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoBackOfficeAudit } from './demo-back-office-audit.ts';

describe('demo back-office audit (npm start)', () => {
  let t: TestApp;
  const now = new Date('2026-11-26T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
  }, 60_000);
  afterAll(() => t.close());

  it('writes a handful of dated changes through the service once; /audit and a record’s history show them', async () => {
    await seedDemoBackOfficeAudit(t.database.db, now);
    const lines = await t.database.db.select().from(backOfficeAudit);
    expect(lines.length).toBe(5);
    expect(new Set(lines.map((l) => l.actorUsername))).toEqual(
      new Set(['support.casa@demo.cri.ma', 'support.national@demo.cri.ma', 'contenu.national@demo.cri.ma']),
    );
    expect(lines.every((l) => l.at > now && l.ip !== '' && l.after !== null)).toBe(true);
    await seedDemoBackOfficeAudit(t.database.db, now);
    expect(await t.database.db.select().from(backOfficeAudit)).toHaveLength(5);

    const support = await loginAs(t, 'support.casa@demo.cri.ma');
    const audit = await t.app.inject({ method: 'GET', url: `${API}/audit`, headers: support.headers });
    // Its region's lines: its own three (the national account and the price override are not regional records of Casa).
    expect(audit.json<TAuditPage>().items.filter((i) => i.actorUsername === 'support.casa@demo.cri.ma')).toHaveLength(3);
    const advisorLine = lines.find((l) => l.resource === 'advisors');
    const history = await t.app.inject({
      method: 'GET',
      url: `${API}/back-office/advisors/${advisorLine?.recordId}/history`,
      headers: support.headers,
    });
    expect(history.json<TAuditPage>().items.length).toBeGreaterThan(0);
  });
});
