import type { TRecourse } from '@cri/shared/schemas/recourses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { demoUser, type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { BOUNDARY, PDF_HEAD } from '../documents/test-helpers.ts';
import { API, CASA } from '../framing-forms/test-helpers.ts';
import { decidedFile, recourseBody } from './test-helpers.ts';

const PDF = [PDF_HEAD, Buffer.from('\n%%EOF\n')];

describe('appeal files and the recourse sheet (issue 15, investor side)', () => {
  let t: TestApp;
  const clock = new Date('2026-11-26T09:00:00Z');
  let investor: LoggedIn;
  let advisor: LoggedIn;
  let rabatAdvisor: LoggedIn;
  let wali: LoggedIn;
  let national: LoggedIn;
  let signatory: LoggedIn;
  let recourse: TRecourse;
  let project: number;

  const get = (who: LoggedIn | null, url: string) =>
    t.app.inject({ method: 'GET', url: `${API}${url}`, headers: who?.headers ?? {} });
  const multipart = (who: LoggedIn, url: string, payload: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `${API}${url}`,
      headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    advisor = await loginAs(t, 'conseiller.casa@demo.cri.ma');
    rabatAdvisor = await loginAs(t, 'conseiller.rabat@demo.cri.ma');
    wali = await loginAs(t, demoUser('ROLE_WALI_REPRESENTATIVE', CASA));
    national = await loginAs(t, demoUser('ROLE_NATIONAL_COMMISSION'));
    signatory = await loginAs(t, demoUser('ROLE_ACT_SIGNATORY'));
    project = await decidedFile(t, { regionId: CASA, choice: 'UNFAVORABLE', decidedAt: new Date('2026-11-20T15:00:00Z') });
    const filed = await multipart(
      investor,
      '/recourse/new',
      recourseBody(
        'recourse',
        {
          projectId: project,
          reason: 'Le site a été reclassé en zone industrielle',
          explanation: 'L’arrêté communal de septembre reclasse le terrain ; la commission s’est fondée sur l’ancien plan.',
          honourDeclaration: true,
        },
        { name: 'demande-signée.pdf', type: 'application/pdf', content: PDF },
      ),
    );
    expect(filed.statusCode, filed.body).toBe(201);
    recourse = filed.json<TRecourse>();
  }, 60_000);
  afterAll(() => t.close());

  it('gives the investor a receipt of the filing with the governor’s deadline, leading to the appeal', async () => {
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.projectId, project),
          eq(notifications.titleKey, 'recoursesInvestor.notifications.filedGRACIOUS.title'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      link: `/projects/${project}/recourse-details`,
      params: { deadline: '11/12/2026' },
    });
  });

  it('gives the signed request to the investor and to the staff who read appeals, nobody else', async () => {
    const own = await get(investor, `/recourse/${recourse.id}/request-file`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(advisor, `/recourse/${recourse.id}/request-file`)).statusCode).toBe(200);
    expect((await get(wali, `/recourse/${recourse.id}/request-file`)).statusCode).toBe(200);
    expect((await get(national, `/recourse/${recourse.id}/request-file`)).statusCode).toBe(200);
    // Another region: as if it did not exist. A role reading neither files nor appeals: refused.
    expect((await get(rabatAdvisor, `/recourse/${recourse.id}/request-file`)).statusCode).toBe(404);
    expect((await get(signatory, `/recourse/${recourse.id}/request-file`)).statusCode).toBe(403);
    expect((await get(null, `/recourse/${recourse.id}/request-file`)).statusCode).toBe(401);
    expect((await get(investor, '/recourse/999999/request-file')).statusCode).toBe(404);
  });

  it('prints the recourse sheet in French and in Arabic', async () => {
    const fr = await get(investor, `/recourse/${recourse.id}/sheet.pdf?lang=fr`);
    expect(fr.statusCode, fr.body).toBe(200);
    expect(fr.headers['content-type']).toBe('application/pdf');
    expect(fr.headers['content-disposition']).toContain(`fiche-recours-gracieux-${project}-fr.pdf`);
    expect(fr.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const ar = await get(investor, `/recourse/${recourse.id}/sheet.pdf?lang=ar`);
    expect(ar.statusCode).toBe(200);
    expect(ar.rawPayload.toString('latin1')).toContain('/Lang (ar)');
    expect(ar.rawPayload.equals(fr.rawPayload)).toBe(false);
    // Same input, same bytes.
    expect((await get(investor, `/recourse/${recourse.id}/sheet.pdf?lang=ar`)).rawPayload.equals(ar.rawPayload)).toBe(true);
    expect((await get(wali, `/recourse/${recourse.id}/sheet.pdf`)).statusCode).toBe(200);
    expect((await get(investor, `/recourse/${recourse.id}/sheet.pdf?lang=en`)).statusCode).toBe(422);
    expect((await get(rabatAdvisor, `/recourse/${recourse.id}/sheet.pdf`)).statusCode).toBe(404);
  });

  it('gives the decision file only once the appeal is decided', async () => {
    expect((await get(investor, `/recourse/${recourse.id}/decision-file`)).statusCode).toBe(404);
    const decided = await multipart(
      wali,
      `/projects/${project}/gracious-commission`,
      recourseBody(
        'decision',
        {
          decision: 'UNFAVORABLE',
          commissionRecommendation: 'Maintenir le refus',
          commentsForInvestor: 'Le plan reste applicable.',
        },
        { name: 'decision.pdf', type: 'application/pdf', content: PDF },
      ),
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const file = await get(investor, `/recourse/${recourse.id}/decision-file`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toContain('decision.pdf');
    expect((await get(investor, `/recourse/${recourse.id}/sheet.pdf?lang=fr`)).statusCode).toBe(200);
  });
});
