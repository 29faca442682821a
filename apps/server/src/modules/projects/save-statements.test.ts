import { completeInfosBody, projectForm } from '@cri/shared/fixtures/builders';
import type { TProjectInfos } from '@cri/shared/schemas/project-infos';
import type { TProject } from '@cri/shared/schemas/projects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communes } from '../../db/schema.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, createdId } from '../framing-forms/test-helpers.ts';

/**
 * Decision 110: what one wizard save costs is mostly its statements (each a round trip, built by the ORM): the
 * answers of PUT /projects/{id} and PUT /projects/{id}/submit-details no longer read twice what the request has
 * already read (the procedures and prefill sources of the project's answer, the project's commune for its province,
 * the questions and land options of the infos' answer). Counted at the ORM's session (every statement the app
 * builds; the driver's begin/commit aside), on both databases; the answers are the page's reads, byte for byte.
 */
/** The session check's statement, when its short cache has expired between two requests (a slow machine). */
const SESSION_CHECK = 1;

describe('the wizard saves: statements per save (decision 110)', () => {
  let t: TestApp;
  let investor: LoggedIn;
  let commune: number;
  let projectId: number;
  let count = 0;
  let texts: string[] = [];
  let restore: () => void;

  beforeAll(async () => {
    t = await createTestApp();
    investor = await loginAs(t, 'investisseur@demo.cri.ma');
    const [casa] = await t.database.db.select().from(communes).where(eq(communes.regionId, CASA)).limit(1);
    if (!casa) throw new Error('no commune seeded');
    commune = casa.id;
    const formId = await createdId(t, investor);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/framing-forms/${formId}/create-project`,
      headers: investor.headers,
      payload: { procedureIds: [1] },
    });
    expect(res.statusCode, res.body).toBe(201);
    projectId = res.json<{ projectId: number }>().projectId;
    // Every statement of the app goes through its session's prepareQuery (transactions' sessions share the class).
    const session = (t.database.db as unknown as { _: { session: object } })._.session;
    const proto = Object.getPrototypeOf(session) as { prepareQuery: (...args: unknown[]) => unknown };
    const original = proto.prepareQuery;
    proto.prepareQuery = function counted(this: unknown, ...args: unknown[]) {
      const text = String((args[0] as { sql?: string } | undefined)?.sql ?? '');
      // On PostgreSQL drizzle sends a transaction's begin and commit through the same session, on PGlite it does
      // not: they are left out on both, so the two databases count the same statements.
      if (!/^\s*(begin|commit|rollback)\b/i.test(text)) {
        count++;
        texts.push(text.slice(0, 90));
      }
      return original.apply(this, args);
    };
    restore = () => {
      proto.prepareQuery = original;
    };
  });
  afterAll(async () => {
    restore?.();
    await t?.close();
  });

  /** The statements of `fn` (their texts kept in `texts` for the failure's message). */
  const counting = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
    texts = [];
    const before = count;
    const out = await fn();
    return [out, count - before];
  };

  it('PUT /projects/{id}/submit-details: at most 20 statements (26 before), answering what GET …/infos reads', async () => {
    const read = await t.app.inject({ method: 'GET', url: `${API}/projects/${projectId}/infos`, headers: investor.headers });
    expect(read.statusCode, read.body).toBe(200);
    const [saved, statements] = await counting(() =>
      t.app.inject({
        method: 'PUT',
        url: `${API}/projects/${projectId}/submit-details`,
        headers: investor.headers,
        payload: completeInfosBody(read.json<TProjectInfos>()),
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(statements, texts.join('\n')).toBeLessThanOrEqual(SESSION_CHECK + 20);
    // The answer is what the step reads once saved (no prefill once saved: the same as the page's next read).
    const again = await t.app.inject({ method: 'GET', url: `${API}/projects/${projectId}/infos`, headers: investor.headers });
    expect(saved.json()).toEqual(again.json());
  });

  it('PUT /projects/{id}: at most 29 statements (35 before), answering what GET /projects/{id} reads', async () => {
    // A first save (what the process loads once on its first use of a path is not a save's cost), then the one counted.
    const first = await t.app.inject({
      method: 'PUT',
      url: `${API}/projects/${projectId}`,
      headers: investor.headers,
      payload: { complete: false, project: projectForm('Hôtel des saves', commune) },
    });
    expect(first.statusCode, first.body).toBe(200);
    const [saved, statements] = await counting(() =>
      t.app.inject({
        method: 'PUT',
        url: `${API}/projects/${projectId}`,
        headers: investor.headers,
        payload: { complete: true, project: projectForm('Hôtel des saves', commune) },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(statements, texts.join('\n')).toBeLessThanOrEqual(SESSION_CHECK + 29);
    const body = saved.json<TProject>();
    // The province comes from the commune read with the form's other references (no second read of it).
    const [place] = await t.database.db.select().from(communes).where(eq(communes.id, commune));
    expect(place?.provinceId).toBeTypeOf('number');
    expect(body.provinceId).toBe(place?.provinceId);
    expect(body.abilities?.edit).toBe(true);
    const [again, reads] = await counting(() =>
      t.app.inject({ method: 'GET', url: `${API}/projects/${projectId}`, headers: investor.headers }),
    );
    expect(again.json()).toEqual(body);
    // The page's read of the project (20 statements before: the procedures and the prefill sources twice).
    expect(reads, texts.join('\n')).toBeLessThanOrEqual(SESSION_CHECK + 15);
  });

  it('GET /projects/{id}/recap reads the project and whether its investor may edit it once, not once per part (decision 120)', async () => {
    const [recap, statements] = await counting(() =>
      t.app.inject({ method: 'GET', url: `${API}/projects/${projectId}/recap`, headers: investor.headers }),
    );
    expect(recap.statusCode, recap.body).toBe(200);
    const times = (start: string) => texts.filter((text) => text.startsWith(start)).length;
    // The visible project with its region (findProject), and the investor's editing state (readEditing): the infos,
    // the form and the documents each read them again before (3 times each).
    expect(
      times('select "projects"."id", "projects"."name", "projects"."region_id", "regions"."name_fr"'),
      texts.join('\n'),
    ).toBe(1);
    expect(times('select "user_id", coalesce((select json_agg('), texts.join('\n')).toBe(1);
    expect(statements, texts.join('\n')).toBeLessThanOrEqual(SESSION_CHECK + 26);
    expect(recap.json<{ canSubmit: boolean }>().canSubmit).toBe(true);
  });
});
