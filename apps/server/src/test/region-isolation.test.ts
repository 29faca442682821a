import { REGIONAL_ROLES, type Role } from '@cri/shared/enums/roles';
import { questionnaire } from '@cri/shared/fixtures/builders';
import type { TCommissionSession } from '@cri/shared/schemas/commission';
import type { TProvidedDocumentList } from '@cri/shared/schemas/documents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { advisors, cruiMembers, regionalSupports, users } from '../db/schema/accounts.ts';
import {
  administrations,
  appointments,
  framingForms,
  landAppointments,
  monitoringMailRecipients,
  projectLands,
  projects,
} from '../db/schema.ts';
import { insertAct } from '../modules/act-signature/test-helpers.ts';
import { programmedFile, userIdOf } from '../modules/commission/test-helpers.ts';
import { PDF_HEAD, upload } from '../modules/documents/test-helpers.ts';
import { decideFile, insertFollowUpAction } from '../modules/follow-up-actions/test-helpers.ts';
import { API, CASA, createdId, RABAT } from '../modules/framing-forms/test-helpers.ts';
import { insertMonitoringProject } from '../modules/monitoring/test-helpers.ts';
import { insertPaymentRequest } from '../modules/payments/test-helpers.ts';
import { administrationId } from '../modules/project-sharing/test-helpers.ts';
import { insertRecourse } from '../modules/recourses/test-helpers.ts';
import { DEMO_ACCOUNT_SPECS } from '../seed/demo-account-list.ts';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts';
import { expectedAccess, ROUTE_ACCESS } from './access-matrix.ts';
import { advisorIdOf, type LoggedIn, loginAs } from './login.ts';
import { NOT_REGIONAL, REGIONAL_READS, type RecordKind, type RegionalRead } from './region-isolation-table.ts';
import { type ApiRoute, apiRoutes } from './route-collector.ts';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from './test-app.ts';

vi.mock('fastify', async (original) =>
  (await import('./route-collector.ts')).collectingFastify(await original<typeof import('fastify')>()),
);

/**
 * Region isolation (issue 8): records of every kind in two regions, Casablanca-Settat (A) and
 * Rabat-Salé-Kénitra (B); every read endpoint of the app, enumerated from the registered routes, called by
 * every regional role of region A: no name, reference, e-mail or file name of a region-B record appears in
 * any answer, and a region-B record asked by its id answers 404. The table of endpoints is
 * region-isolation-table.ts. REGION_ISOLATION_VERBOSE=1 prints region A's calls that did not answer 2xx.
 */
const A = CASA;
const B = RABAT;
const SESSION = '2026-11-25'; // a Wednesday: commission day
type Fixtures = Record<RecordKind, string>;

/** Region-A accounts of every regional role, with the CRUI member variants and the land-team habilitations. */
const regionAAccounts = DEMO_ACCOUNTS.filter((a) => a.regionId === A && (REGIONAL_ROLES as readonly Role[]).includes(a.role));
/** A land member's habilitations (decision 069): each demo member opens only its tools. */
const habilitationsOf = (username: string): readonly string[] =>
  DEMO_ACCOUNT_SPECS.find((s) => s.username === username)?.habilitations ?? [];

describe('region isolation: a user of region A never sees a record of region B', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  const clock = new Date('2026-11-23T09:00:00Z');
  const fixtures = {} as Record<typeof A | typeof B, Fixtures>;
  /** Texts that only region B's records carry. */
  let markers: string[] = [];

  const idOf = async (query: Promise<{ id: number }[]>, what: string) => {
    const [row] = await query;
    if (!row) throw new Error(`fixture missing: ${what}`);
    return String(row.id);
  };

  async function buildRegion(region: number, investor: LoggedIn, advisor: LoggedIn, tag: string): Promise<Fixtures> {
    const db = t.database.db;
    const administrationCode = region === A ? 'URBAN_AGENCY_1_R02' : 'IRUA_R10';
    const project = await programmedFile(t, {
      regionId: region,
      administrationIds: [await administrationId(t, administrationCode)],
      cruiDate: SESSION,
      at: new Date(clock.getTime() - 86_400_000),
    });
    await db
      .update(projects)
      .set({ name: `${tag} programmé` })
      .where(eq(projects.id, project));
    const opened = await t.app.inject({
      method: 'PUT',
      url: `${API}/projects/${project}/add-cruimember-to-project`,
      headers: advisor.headers,
      payload: { userIds: [] },
    });
    if (opened.statusCode !== 200) throw new Error(`commission: ${opened.statusCode} ${opened.body}`);
    const commission = String(opened.json<TCommissionSession>().commission?.id);
    // An advisor-change request on the programmed file, asked by its (now assigned) advisor.
    const advisorUsername = `conseiller.${region === A ? 'casa' : 'rabat'}@demo.cri.ma`;
    await db
      .update(projects)
      .set({ advisorId: await advisorIdOf(t, advisorUsername) })
      .where(eq(projects.id, project));
    const asked = await t.app.inject({
      method: 'POST',
      url: `${API}/advisor-change-requests`,
      headers: advisor.headers,
      payload: { projectId: project, reason: `${tag} motif` },
    });
    if (asked.statusCode !== 201) throw new Error(`advisor change: ${asked.statusCode} ${asked.body}`);
    const advisorChangeRequest = String(asked.json<{ request: { id: number } }>().request.id);

    const framingForm = await createdId(t, investor, questionnaire({ regionId: region, projectName: `${tag} questionnaire` }));
    const created = await t.app.inject({
      method: 'POST',
      url: `${API}/framing-forms/${framingForm}/create-project`,
      headers: investor.headers,
      payload: { procedureIds: [3] },
    });
    if (created.statusCode !== 201) throw new Error(`create-project: ${created.statusCode} ${created.body}`);
    const draftProject = created.json<{ projectId: number }>().projectId;
    await db
      .update(projects)
      .set({ name: `${tag} brouillon` })
      .where(eq(projects.id, draftProject));
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/projects/${draftProject}/provided-documents`,
      headers: investor.headers,
    });
    const documentTypeId = list.json<TProvidedDocumentList>().documents[0]?.documentTypeId ?? 0;
    const uploaded = await upload(t, investor, {
      fields: { projectId: draftProject, documentTypeId },
      fileName: `${tag}-statuts.pdf`,
      content: [PDF_HEAD, Buffer.from('\n%%EOF\n')],
    });
    if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);

    const captcha = await t.app.inject({ method: 'GET', url: `${API}/captcha` });
    const booked = await t.app.inject({
      method: 'POST',
      url: `${API}/appointments/new`,
      payload: {
        appointment: {
          subject: `${tag} rendez-vous`,
          details: 'Présentation du projet.',
          regionId: region,
          name: `${tag} Visiteur`,
          email: `${tag.toLowerCase()}@example.ma`,
          phone: '0612345678',
        },
        captcha: { captchaId: captcha.json<{ captchaId: string }>().captchaId, captchaAnswer: TEST_CAPTCHA_ANSWER },
      },
    });
    if (booked.statusCode !== 201) throw new Error(`appointment: ${booked.statusCode} ${booked.body}`);

    const slug = region === A ? 'casa' : 'rabat';
    const advisorUser = `conseiller.${slug}@demo.cri.ma`;
    await decideFile(t, project, SESSION, clock);
    const followUp = await insertFollowUpAction(t, {
      projectId: project,
      type: 'ACT_DELIVERY',
      stepTitle: `${tag} acte`,
      at: clock,
      attachmentKey: `follow-up-actions/${tag}-acte.pdf`,
    });
    const answered = await insertFollowUpAction(t, {
      projectId: project,
      stepTitle: `${tag} attestation`,
      at: clock,
      withDocument: { fileName: `${tag}-attestation.pdf`, uploadedBy: await userIdOf(t, 'investisseur@demo.cri.ma') },
    });
    const payment = await insertPaymentRequest(t, {
      projectId: project,
      regionId: region,
      landReference: `${tag} parcelle`,
      at: clock,
    });
    const monitoring = await insertMonitoringProject(t, { projectId: project, at: clock, tag });
    const urbanAgency = await idOf(
      db
        .select({ id: administrations.id })
        .from(administrations)
        .where(eq(administrations.code, `URBAN_AGENCY_1_R${String(region).padStart(2, '0')}`)),
      'urban agency',
    );
    // A parcel declared in the programmed file (issue 19, the land team).
    const [parcel] = await db
      .insert(projectLands)
      .values({ projectId: project, titleNumber: 91_000 + region, titleIndex: `${tag}-T`, parcelSurface: 12_000 })
      .returning({ id: projectLands.id });
    const [landAppointment] = await db
      .insert(landAppointments)
      .values({ userId: await userIdOf(t, 'investisseur@demo.cri.ma'), regionId: region, subject: `${tag} rendez-vous foncier` })
      .returning({ id: landAppointments.id });
    // An operation-monitoring mail address of the region (decision 097), named after the region's tag.
    const [monitoringMail] = await db
      .insert(monitoringMailRecipients)
      .values({ regionId: region, name: `${tag} boîte de suivi`, email: `${slug}-iso-suivi@example.ma` })
      .returning({ id: monitoringMailRecipients.id });
    return {
      monitoringMail: String(monitoringMail?.id),
      parcel: String(parcel?.id),
      landAppointment: String(landAppointment?.id),
      region: String(region),
      project: String(project),
      paymentDetail: String(payment.detailId),
      technicalSheet: String(payment.sheetId),
      paymentLine: String(payment.lineIds[0]),
      urbanAgency,
      monitoringProject: String(monitoring.monitoringProject),
      monitoringMilestone: String(monitoring.milestone),
      monitoringDocument: String(monitoring.document),
      draftProject: String(draftProject),
      framingForm: String(framingForm),
      appointment: String(booked.json<{ id: number }>().id),
      commission,
      advisorChangeRequest,
      providedDocument: String(uploaded.json<{ id: number }>().id),
      followUpAction: String(followUp.id),
      followUpDocument: String(answered.documentId),
      recourse: String(await insertRecourse(t, { projectId: project, at: clock, reason: `${tag} recours` })),
      ministerialRecourse: String(await insertRecourse(t, { projectId: project, type: 'MINISTERIAL', at: clock })),
      cruiMember: await idOf(
        db
          .select({ id: cruiMembers.id })
          .from(cruiMembers)
          .innerJoin(users, eq(users.id, cruiMembers.userId))
          .where(eq(users.username, `membre.${slug}@demo.cri.ma`)),
        'member',
      ),
      advisor: await idOf(
        db
          .select({ id: advisors.id })
          .from(advisors)
          .innerJoin(users, eq(users.id, advisors.userId))
          .where(eq(users.username, advisorUser)),
        'advisor',
      ),
      regionalSupport: await idOf(
        db
          .select({ id: regionalSupports.id })
          .from(regionalSupports)
          .innerJoin(users, eq(users.id, regionalSupports.userId))
          .where(eq(users.username, `support.${slug}@demo.cri.ma`)),
        'regional support',
      ),
      staffUser: await idOf(db.select({ id: users.id }).from(users).where(eq(users.username, advisorUser)), 'advisor user'),
      memberUser: await idOf(
        db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.username, `membre.${slug}@demo.cri.ma`)),
        'member user',
      ),
      landUser: await idOf(
        db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.username, `foncier.${slug}@demo.cri.ma`)),
        'land',
      ),
      monitoringUser: await idOf(
        db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.username, `suivi.${slug}@demo.cri.ma`)),
        'monitoring manager',
      ),
      administration: String(await administrationId(t, administrationCode)),
      staffUsername: advisorUser,
      date: SESSION,
      actDelivery: String((await insertAct(t, { projectId: project, at: clock })).fuaId),
      governorUser: await idOf(
        db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.username, `wali.${slug}@demo.cri.ma`)),
        'governor',
      ),
    };
  }

  /** Region B's texts: its projects' names and references, its forms, appointments, files and staff. */
  async function regionBMarkers(): Promise<string[]> {
    const db = t.database.db;
    const own = (
      await db.select({ name: projects.name, reference: projects.reference }).from(projects).where(eq(projects.regionId, B))
    )
      .flatMap((p) => [p.name, p.reference ?? ''])
      .filter((s) => s.length > 0);
    const forms = (
      await db.select({ name: framingForms.projectName }).from(framingForms).where(eq(framingForms.regionId, B))
    ).map((f) => f.name);
    const booked = (
      await db.select({ subject: appointments.subject }).from(appointments).where(eq(appointments.regionId, B))
    ).map((a) => a.subject);
    const landBooked = (
      await db.select({ subject: landAppointments.subject }).from(landAppointments).where(eq(landAppointments.regionId, B))
    ).map((a) => a.subject);
    // Region B's staff, by the e-mail of their account (the region is in it) and by name when no one in A has the same.
    const aNames = new Set(
      (await db.select({ lastName: users.lastName }).from(users).where(eq(users.regionId, A))).map((u) => u.lastName),
    );
    const staff = (
      await db.select({ username: users.username, lastName: users.lastName }).from(users).where(eq(users.regionId, B))
    ).flatMap((u) => [u.username, ...(aNames.has(u.lastName) ? [] : [u.lastName])]);
    return [
      ...new Set([
        ...own,
        ...forms,
        ...booked,
        ...landBooked,
        ...staff,
        'Rabat-iso-statuts.pdf',
        'rabat-iso@example.ma',
        'Rabat-iso Visiteur',
        'Rabat-iso motif',
        'Rabat-iso-jalon.pdf',
        'Rabat-iso action de suivi',
        'Rabat-iso boîte de suivi',
        'rabat-iso-suivi@example.ma',
      ]),
    ].filter((m) => m.length >= 5);
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    routes = apiRoutes();
    const investor = await loginAs(t, 'investisseur@demo.cri.ma');
    fixtures[A] = await buildRegion(A, investor, await loginAs(t, 'conseiller.casa@demo.cri.ma'), 'Casa-iso');
    fixtures[B] = await buildRegion(B, investor, await loginAs(t, 'conseiller.rabat@demo.cri.ma'), 'Rabat-iso');
    markers = await regionBMarkers();
  }, 120_000);
  afterAll(() => t.close());

  const isRead = (r: ApiRoute) =>
    r.method === 'GET' ||
    r.key === 'POST /projects/search' ||
    r.key === 'POST /projects/filter' ||
    r.key.startsWith('POST /global-indicators/bottleneck');
  const regionalCallers = (key: string) => {
    const access = ROUTE_ACCESS[key];
    return access === undefined
      ? []
      : regionAAccounts.filter((a) => expectedAccess(access, a.role, habilitationsOf(a.username)) === 'allow');
  };

  it('lists every read endpoint a regional role may call, as walked or as not regional', () => {
    const reads = routes.filter(isRead);
    expect(reads.length).toBeGreaterThan(60);
    const unlisted = reads
      .filter((r) => !(r.key in REGIONAL_READS) && !(r.key in NOT_REGIONAL))
      .filter((r) => regionalCallers(r.key).length > 0)
      .map((r) => r.key);
    expect(unlisted, 'read routes missing from region-isolation-table.ts').toEqual([]);
    const stale = [...Object.keys(REGIONAL_READS), ...Object.keys(NOT_REGIONAL)].filter((k) => !reads.some((r) => r.key === k));
    expect(stale, 'routes in region-isolation-table.ts the app does not have').toEqual([]);
    const both = Object.keys(REGIONAL_READS).filter((k) => k in NOT_REGIONAL);
    expect(both).toEqual([]);
  });

  it('has region B records of every kind, and their texts to look for', () => {
    expect(markers).toEqual(expect.arrayContaining(['Rabat-iso programmé', 'Rabat-iso brouillon', 'Rabat-iso questionnaire']));
    expect(markers.length).toBeGreaterThan(10);
  });

  /** Markers in a body, as whole words (a staff name inside a longer place name is not one). */
  const escaped = (m: string) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const shown = (body: string) =>
    markers.filter((m) => new RegExp(`(?<![\\p{L}\\p{N}])${escaped(m)}(?![\\p{L}\\p{N}])`, 'u').test(body));

  it('finds the markers where region B is meant to be seen: national consultation, and region B itself', async () => {
    for (const username of ['consultation.nationale@demo.cri.ma', 'consultation.rabat@demo.cri.ma']) {
      const who = await loginAs(t, username);
      const res = await t.app.inject({
        method: 'GET',
        url: `${API}/projects/region-projects`,
        query: { regionId: String(B), page: '0', size: '100' },
        headers: who.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(shown(res.body), username).toEqual(expect.arrayContaining(['Rabat-iso programmé']));
    }
  });

  /** The request a route entry describes, with the records of one region. */
  function requestFor(route: ApiRoute, entry: RegionalRead, f: Fixtures) {
    const url = API + route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(f[entry.path?.[name] ?? 'project']));
    const query = {
      ...entry.fixedQuery,
      ...Object.fromEntries(Object.entries(entry.query ?? {}).map(([k, kind]) => [k, f[kind]])),
    };
    const body = entry.body
      ? {
          page: 0,
          size: 50,
          ...entry.fixedBody,
          ...Object.fromEntries(Object.entries(entry.body).map(([k, kind]) => [k, Number(f[kind])])),
        }
      : undefined;
    return { method: route.method as 'GET' | 'POST', url, query, ...(body ? { payload: body } : {}) };
  }

  it('walks every regional read as every regional role of region A', async () => {
    const leaks: string[] = [];
    const answered = { ok: 0, other: 0 };
    const sessions = new Map<string, LoggedIn>();
    for (const route of routes.filter((r) => r.key in REGIONAL_READS)) {
      const entry = REGIONAL_READS[route.key] as RegionalRead;
      const byRecordId = Object.values(entry.path ?? {}).some((k) => k !== 'date');
      for (const account of regionAAccounts.filter((a) => regionalCallers(route.key).includes(a))) {
        let session = sessions.get(account.username);
        if (!session) {
          session = await loginAs(t, account.username);
          sessions.set(account.username, session);
        }
        for (const side of [A, B] as const) {
          const res = await t.app.inject({ ...requestFor(route, entry, fixtures[side]), headers: session.headers });
          const who = `${route.key} as ${account.username} with region ${side === A ? 'A' : 'B'} records`;
          if (res.statusCode >= 500) leaks.push(`${who}: ${res.statusCode}`);
          const seen = shown(res.body);
          if (seen.length) leaks.push(`${who}: ${res.statusCode} shows ${seen.join(', ')}`);
          if (side === B && byRecordId && res.statusCode !== 404) leaks.push(`${who}: ${res.statusCode}, not 404`);
          if (side === A) answered[res.statusCode < 300 ? 'ok' : 'other'] += 1;
          if (process.env.REGION_ISOLATION_VERBOSE && side === A && res.statusCode >= 300)
            console.info('not 2xx:', who, res.statusCode, res.body.slice(0, 300));
        }
      }
    }
    console.info(`region-isolation: ${answered.ok} region-A reads answered 2xx, ${answered.other} refused or empty`);
    expect(leaks).toEqual([]);
    // The walk reads real data: most region-A calls succeed.
    expect(answered.ok).toBeGreaterThan(answered.other);
  }, 240_000);
});
