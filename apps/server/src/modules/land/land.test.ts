import type {
  TLandAppointment,
  TLandAppointmentDetail,
  TLandAppointmentPage,
  TLandDashboard,
  TLandRequestPage,
  TLandVisualisation,
  TParcel,
  TParcelAuditEntry,
  TParcelPage,
} from '@cri/shared/schemas/land';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communes,
  framingForms,
  landMemberSettings,
  notifications,
  parcelExaminations,
  projectLands,
  users,
} from '../../db/schema.ts';
import { lastMailTo, linkOf } from '../../mail/testing.ts';
import { type LoggedIn, loginAs } from '../../test/login.ts';
import { sqlLines } from '../../test/sql-lines.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API, CASA, RABAT } from '../framing-forms/test-helpers.ts';
import { insertFile } from '../project-sharing/test-helpers.ts';

const clock = new Date('2026-11-23T09:00:00Z');
let t: TestApp;
let all: LoggedIn;
let consult: LoggedIn;
let search: LoggedIn;
let qualification: LoggedIn;
let rdv: LoggedIn;
let casaParcel: number;
let twinParcel: number;
let rabatParcel: number;
let casaCommune: { id: number; provinceId: number };

type Res = { statusCode: number; body: string; json: <T = unknown>() => T };
const call = (who: LoggedIn, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown): Promise<Res> =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const userId = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? 0;

async function parcelIn(regionId: number, values: Partial<typeof projectLands.$inferInsert>): Promise<number> {
  const projectId = await insertFile(t, { regionId, phases: ['IN_REVIEW'], at: clock });
  const [row] = await t.database.db
    .insert(projectLands)
    .values({ projectId, ...values })
    .returning({ id: projectLands.id });
  return row?.id ?? 0;
}

describe('the land team (issue 19): habilitations, parcels, search, land requests', () => {
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    const as = (local: string) => loginAs(t, `${local}.casa@demo.cri.ma`);
    all = await as('foncier');
    consult = await as('foncier.consult');
    search = await as('foncier.search');
    qualification = await as('foncier.qualification');
    rdv = await as('foncier.rdv');
    const [commune] = await t.database.db
      .select({ id: communes.id, provinceId: communes.provinceId })
      .from(communes)
      .where(eq(communes.regionId, CASA))
      .limit(1);
    if (!commune) throw new Error('no Casablanca-Settat commune');
    casaCommune = commune;
    casaParcel = await parcelIn(CASA, { titleNumber: 771_001, titleIndex: '12', parcelSurface: 25_000, communeId: commune.id });
    twinParcel = await parcelIn(CASA, { titleNumber: 771_001, titleIndex: '12', parcelSurface: 4_000 });
    rabatParcel = await parcelIn(RABAT, { titleNumber: 771_002, parcelSurface: 30_000 });
  }, 120_000);
  afterAll(() => t.close());

  it('opens each tool with its habilitation only (403 otherwise), the dashboard with the role', async () => {
    const routes = {
      consult: '/foncier/parcels',
      search: '/foncier/search?titleNumber=771001',
      qualification: '/investor-request/foncier',
    } as const;
    const who = { consult, search, qualification } as const;
    for (const [tool, url] of Object.entries(routes)) {
      for (const [name, session] of Object.entries(who)) {
        const res = await call(session, 'GET', url);
        expect(res.statusCode, `${name} on ${tool}`).toBe(name === tool ? 200 : 403);
      }
      expect((await call(all, 'GET', url)).statusCode).toBe(200);
      expect((await call(rdv, 'GET', url)).statusCode).toBe(403);
    }
    for (const session of [consult, search, qualification, rdv]) {
      expect((await call(session, 'GET', '/foncier/dashboard')).statusCode).toBe(200);
    }
  });

  it('lists the region parcels with their examination state, flags a title declared in two files, hides other regions (404)', async () => {
    const page = (await call(consult, 'GET', '/foncier/parcels?size=100')).json<TParcelPage>();
    const ids = page.items.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([casaParcel, twinParcel]));
    expect(ids).not.toContain(rabatParcel);
    const one = (await call(consult, 'GET', `/foncier/parcels/${casaParcel}`)).json<TParcel>();
    expect(one).toMatchObject({ titleNumber: 771_001, examinationState: 'NOT_EXAMINED', duplicateReference: true });
    expect((await call(consult, 'GET', `/foncier/parcels/${rabatParcel}`)).statusCode).toBe(404);
    expect((await call(consult, 'GET', `/audit/parcel?parcelId=${rabatParcel}`)).statusCode).toBe(404);
  });

  it('records an examination change in the parcel history (GET /audit/parcel: who changed what)', async () => {
    const res = await call(consult, 'PUT', `/foncier/parcels/${casaParcel}/examination`, { state: 'EXAMINED_OR_IN_PROGRESS' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TParcel>().examinationState).toBe('EXAMINED_OR_IN_PROGRESS');
    const audit = (await call(consult, 'GET', `/audit/parcel?parcelId=${casaParcel}`)).json<TParcelAuditEntry[]>();
    expect(audit).toEqual([
      expect.objectContaining({
        field: 'examinationState',
        oldValue: 'NOT_EXAMINED',
        newValue: 'EXAMINED_OR_IN_PROGRESS',
        author: 'Salma Bouzidi',
      }),
    ]);
    const filtered = (
      await call(consult, 'GET', '/foncier/parcels?examinationState=EXAMINED_OR_IN_PROGRESS')
    ).json<TParcelPage>();
    expect(filtered.items.map((p) => p.id)).toEqual([casaParcel]);
    // Not examined: no examination row (the twin) or one set back to NOT_EXAMINED; the examined one left out.
    const notExamined = (
      await call(search, 'GET', '/foncier/search?titleNumber=771001&examinationState=NOT_EXAMINED')
    ).json<TParcelPage>();
    expect(notExamined).toMatchObject({ total: 1, items: [expect.objectContaining({ id: twinParcel })] });
  });

  it("copies the file's region on each parcel in the database, whatever the writer sends (decision 084)", async () => {
    const stored = async (id: number) =>
      (await t.database.db.select({ r: projectLands.regionId }).from(projectLands).where(eq(projectLands.id, id)))[0]?.r;
    expect(await stored(casaParcel)).toBe(CASA);
    expect(await stored(rabatParcel)).toBe(RABAT);
    const misdeclared = await parcelIn(CASA, { titleNumber: 771_003, regionId: RABAT });
    expect(await stored(misdeclared)).toBe(CASA);
    await t.database.db.update(projectLands).set({ regionId: RABAT }).where(eq(projectLands.id, misdeclared));
    expect(await stored(misdeclared)).toBe(CASA);
    await t.database.db.delete(projectLands).where(eq(projectLands.id, misdeclared));
  });

  it('searches by title, area range and state, sorted and paged; refuses bad ranges and short texts with translated errors', async () => {
    const found = (
      await call(search, 'GET', '/foncier/search?titleNumber=771001&sort=surface&direction=desc')
    ).json<TParcelPage>();
    expect(found.items.map((p) => p.id)).toEqual([casaParcel, twinParcel]);
    expect(found.total).toBe(2);
    const ranged = (await call(search, 'GET', '/foncier/search?titleNumber=771001&minAreaHa=1&maxAreaHa=3')).json<TParcelPage>();
    expect(ranged.items.map((p) => p.id)).toEqual([casaParcel]);
    const paged = (await call(search, 'GET', '/foncier/search?titleNumber=771001&size=1&page=1')).json<TParcelPage>();
    expect(paged).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(paged.items).toHaveLength(1);
    for (const [query, key] of [
      ['minAreaHa=0.05', 'land.search.errors.areaRange'],
      ['maxAreaHa=151', 'land.search.errors.areaRange'],
      ['minAreaHa=5&maxAreaHa=2', 'land.search.errors.areaReversed'],
      ['titleIndex=ab', 'land.search.errors.tooShort'],
    ] as const) {
      const res = await call(search, 'GET', `/foncier/search?${query}`);
      expect(res.statusCode, query).toBe(422);
      const body = res.json<{ fieldErrors?: { messageKey?: string; message?: string }[] }>();
      expect(JSON.stringify(body), query).toContain(key);
    }
  });

  it("narrows to the member's geographic visibility (land_member_settings)", async () => {
    const id = await userId('foncier.consult.casa@demo.cri.ma');
    const other = (await t.database.db.select({ p: communes.provinceId }).from(communes).where(eq(communes.regionId, CASA))).find(
      (c) => c.p !== casaCommune.provinceId,
    )?.p;
    await t.database.db.insert(landMemberSettings).values({ userId: id, parcelType: 'ALL', provinceIds: [other ?? 0] });
    expect((await call(consult, 'GET', `/foncier/parcels/${casaParcel}`)).statusCode).toBe(404);
    await t.database.db
      .update(landMemberSettings)
      .set({ provinceIds: [casaCommune.provinceId] })
      .where(eq(landMemberSettings.userId, id));
    expect((await call(consult, 'GET', `/foncier/parcels/${casaParcel}`)).statusCode).toBe(200);
    await t.database.db.delete(landMemberSettings).where(eq(landMemberSettings.userId, id));
  });

  it('lists the investors land requests by category, records the qualification and tells the investor', async () => {
    const investor = await userId('investisseur@demo.cri.ma');
    const [form] = await t.database.db
      .insert(framingForms)
      .values({ userId: investor, regionId: CASA, landNeeded: true, minAreaHa: 1, maxAreaHa: 5, assignmentType: 'RENTAL' })
      .returning({ id: framingForms.id });
    const [rabatForm] = await t.database.db
      .insert(framingForms)
      .values({ userId: investor, regionId: RABAT, landNeeded: true })
      .returning({ id: framingForms.id });
    const fresh = (
      await call(qualification, 'GET', '/investor-request/foncier?investorRequestCategory=NEW&size=100')
    ).json<TLandRequestPage>();
    expect(fresh.items.map((r) => r.id)).toContain(form?.id);
    expect(fresh.items.map((r) => r.id)).not.toContain(rabatForm?.id);
    expect(
      (
        await call(qualification, 'PUT', `/investor-request/foncier/${rabatForm?.id}/qualification`, {
          category: 'QUALIFIED',
          qualification: 'Zone industrielle',
        })
      ).statusCode,
    ).toBe(404);
    const short = await call(qualification, 'PUT', `/investor-request/foncier/${form?.id}/qualification`, {
      category: 'QUALIFIED',
      qualification: '',
    });
    expect(short.statusCode).toBe(422);
    const res = await call(qualification, 'PUT', `/investor-request/foncier/${form?.id}/qualification`, {
      category: 'QUALIFIED',
      qualification: 'Terrain disponible en zone industrielle de Berrechid',
    });
    expect(res.statusCode, res.body).toBe(200);
    const qualified = (
      await call(qualification, 'GET', '/investor-request/foncier?investorRequestCategory=QUALIFIED&size=100')
    ).json<TLandRequestPage>();
    expect(qualified.items.find((r) => r.id === form?.id)).toMatchObject({ category: 'QUALIFIED', assignmentType: 'RENTAL' });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, investor), eq(notifications.titleKey, 'land.requests.notice.title')));
    expect(told).toHaveLength(1);
    expect(told[0]?.params).toMatchObject({ qualification: 'Terrain disponible en zone industrielle de Berrechid' });
    const mail = await lastMailTo(t.app, 'investisseur@demo.cri.ma');
    expect(mail?.template).toBe('landRequestQualified');
    expect(mail?.text).toContain('Terrain disponible en zone industrielle de Berrechid');
    expect(mail?.text).toContain('État de la demande : Qualifiée');
    expect(linkOf(mail).pathname).toBe(`/framing-forms/${form?.id}/details`);
  });

  it('lets an investor book a land appointment that an RDV member schedules, moves, holds; cancels another (investor told)', async () => {
    const investor = await loginAs(t, 'investisseur@demo.cri.ma');
    const investorId = await userId('investisseur@demo.cri.ma');
    const bad = await call(investor, 'POST', '/appointments/foncier/new', { regionId: CASA, subject: 'ab' });
    expect(bad.statusCode).toBe(422);
    const nowhere = await call(investor, 'POST', '/appointments/foncier/new', { regionId: 99, subject: 'Terrain' });
    expect(nowhere.json<{ messageKey: string }>()).toMatchObject({ messageKey: 'land.appointments.errors.regionRequired' });
    const booked = await call(investor, 'POST', '/appointments/foncier/new', {
      regionId: CASA,
      subject: 'Terrain logistique',
      details: '3 ha',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<TLandAppointment>().id;
    const other = (
      await call(investor, 'POST', '/appointments/foncier/new', { regionId: CASA, subject: 'Second terrain' })
    ).json<TLandAppointment>().id;
    const rabat = (
      await call(investor, 'POST', '/appointments/foncier/new', { regionId: RABAT, subject: 'Terrain Kénitra' })
    ).json<TLandAppointment>().id;
    expect((await call(consult, 'GET', '/appointments/foncier')).statusCode).toBe(403);
    const toSchedule = (
      await call(rdv, 'GET', '/appointments/foncier?stateCategory=TO_BE_SCHEDULED&size=100')
    ).json<TLandAppointmentPage>();
    expect(toSchedule.items.map((a) => a.id)).toEqual(expect.arrayContaining([id, other]));
    expect(toSchedule.items.map((a) => a.id)).not.toContain(rabat);
    expect((await call(rdv, 'PUT', `/appointments/foncier/${rabat}/schedule`, { start: '2026-12-01T10:00' })).statusCode).toBe(
      404,
    );
    expect((await call(rdv, 'PUT', `/appointments/foncier/${id}/schedule`, { start: '2026-11-01T10:00' })).statusCode).toBe(422);
    expect((await call(rdv, 'PUT', `/appointments/foncier/${id}/hold`)).statusCode).toBe(409);
    const toHoldBefore = (await call(all, 'GET', '/foncier/dashboard')).json<{ appointmentsToHold: number }>().appointmentsToHold;
    const scheduled = await call(rdv, 'PUT', `/appointments/foncier/${id}/schedule`, { start: '2026-12-01T10:00' });
    expect(scheduled.json<TLandAppointment>()).toMatchObject({
      state: 'SCHEDULED',
      scheduledStart: '2026-12-01T10:00',
      memberName: 'Khadija Naciri',
    });
    const moved = await call(rdv, 'PUT', `/appointments/foncier/${id}/schedule`, { start: '2026-12-02T11:30' });
    expect(moved.json<TLandAppointment>().scheduledStart).toBe('2026-12-02T11:30');
    // The demo's scheduled appointment (seed) plus this one.
    expect((await call(all, 'GET', '/foncier/dashboard')).json<{ appointmentsToHold: number }>().appointmentsToHold).toBe(
      toHoldBefore + 1,
    );
    expect((await call(rdv, 'PUT', `/appointments/foncier/${id}/hold`)).json<TLandAppointment>().state).toBe('HELD');
    const cancelled = await call(rdv, 'PUT', `/appointments/foncier/${other}/cancel`, { reason: 'Terrain déjà attribué' });
    expect(cancelled.json<TLandAppointment>()).toMatchObject({ state: 'CANCELLED', cancellationReason: 'Terrain déjà attribué' });
    const told = await t.database.db
      .select({ bodyKey: notifications.bodyKey })
      .from(notifications)
      .where(and(eq(notifications.userId, investorId), eq(notifications.titleKey, 'land.appointments.notice.title')));
    expect(told.map((n) => n.bodyKey).sort()).toEqual([
      'land.appointments.notice.cancel',
      'land.appointments.notice.schedule',
      'land.appointments.notice.schedule',
    ]);
  });

  it('shows land appointments on the appointment screens to the investor, consultation and RDV members; mails each step', async () => {
    const investor = await loginAs(t, 'investisseur@demo.cri.ma');
    const booked = await call(investor, 'POST', '/appointments/foncier/new', {
      regionId: CASA,
      subject: 'Terrain agro-industriel',
    });
    const id = booked.json<TLandAppointment>().id;
    expect(booked.json<TLandAppointment>()).toMatchObject({
      regionId: CASA,
      regionNameFr: expect.stringContaining('Casablanca'),
    });
    // The region's RDV members are told a request waits; the members without RDV are not.
    const asked = await lastMailTo(t.app, 'foncier.rdv.casa@demo.cri.ma');
    expect(asked?.template).toBe('landAppointmentRequested');
    expect(asked?.text).toContain('Terrain agro-industriel');
    expect(`${linkOf(asked).pathname}${linkOf(asked).search}`).toBe(`/meetings/${id}?type=foncier`);
    expect((await lastMailTo(t.app, 'foncier.consult.casa@demo.cri.ma'))?.template).not.toBe('landAppointmentRequested');

    const mine = (await call(investor, 'GET', '/appointments/foncier/meetings?filter=to-programm')).json<TLandAppointment[]>();
    expect(mine.map((a) => a.id)).toContain(id);
    const seen = (await call(investor, 'GET', `/appointments/foncier/${id}`)).json<TLandAppointmentDetail>();
    expect(seen).toMatchObject({ state: 'TO_BE_SCHEDULED', abilities: { schedule: false, cancel: false, hold: false } });
    const casaReader = await loginAs(t, 'consultation.casa@demo.cri.ma');
    expect((await call(casaReader, 'GET', `/appointments/foncier/${id}`)).statusCode).toBe(200);
    const rabatReader = await loginAs(t, 'consultation.rabat@demo.cri.ma');
    expect((await call(rabatReader, 'GET', `/appointments/foncier/${id}`)).statusCode).toBe(404);
    const rabatList = (await call(rabatReader, 'GET', `/appointments/foncier/meetings?regionId=${CASA}`)).json<
      TLandAppointment[]
    >();
    expect(rabatList.map((a) => a.id)).not.toContain(id);
    const national = await loginAs(t, 'consultation.nationale@demo.cri.ma');
    const nationalRabat = (await call(national, 'GET', `/appointments/foncier/meetings?regionId=${RABAT}`)).json<
      TLandAppointment[]
    >();
    expect(nationalRabat.every((a) => a.regionId === RABAT)).toBe(true);
    expect((await call(national, 'GET', '/appointments/foncier/meetings')).json<TLandAppointment[]>().map((a) => a.id)).toContain(
      id,
    );
    expect((await call(consult, 'GET', `/appointments/foncier/${id}`)).statusCode).toBe(403);
    expect((await call(await loginAs(t, 'conseiller.casa@demo.cri.ma'), 'GET', `/appointments/foncier/${id}`)).statusCode).toBe(
      403,
    );
    expect((await call(rdv, 'GET', `/appointments/foncier/${id}`)).json<TLandAppointmentDetail>().abilities).toEqual({
      schedule: true,
      cancel: true,
      hold: false,
    });

    await call(rdv, 'PUT', `/appointments/foncier/${id}/schedule`, { start: '2026-12-03T09:30' });
    const scheduled = await lastMailTo(t.app, 'investisseur@demo.cri.ma');
    expect(scheduled?.template).toBe('landAppointmentScheduled');
    expect(scheduled?.text).toContain('03/12/2026 09:30');
    expect(scheduled?.text).toContain('équipe foncière');
    expect(scheduled?.text).toContain('الفريق العقاري');
    expect(`${linkOf(scheduled).pathname}${linkOf(scheduled).search}`).toBe(`/meetings/${id}?type=foncier`);
    const future = (await call(investor, 'GET', '/appointments/foncier/meetings?filter=future')).json<TLandAppointment[]>();
    expect(future.find((a) => a.id === id)).toMatchObject({ scheduledStart: '2026-12-03T09:30', memberName: 'Khadija Naciri' });
    expect((await call(rdv, 'GET', `/appointments/foncier/${id}`)).json<TLandAppointmentDetail>().abilities.hold).toBe(true);

    await call(rdv, 'PUT', `/appointments/foncier/${id}/schedule`, { start: '2026-12-04T15:00' });
    const moved = await lastMailTo(t.app, 'investisseur@demo.cri.ma');
    expect(moved?.template).toBe('landAppointmentRescheduled');
    expect(moved?.text).toContain('04/12/2026 15:00');

    await call(rdv, 'PUT', `/appointments/foncier/${id}/hold`);
    expect((await lastMailTo(t.app, 'investisseur@demo.cri.ma'))?.template).toBe('landAppointmentRescheduled');
    const past = (await call(investor, 'GET', '/appointments/foncier/meetings?filter=past')).json<TLandAppointment[]>();
    expect(past.find((a) => a.id === id)?.state).toBe('HELD');
    expect((await call(rdv, 'GET', `/appointments/foncier/${id}`)).json<TLandAppointmentDetail>().abilities).toEqual({
      schedule: false,
      cancel: false,
      hold: false,
    });

    const other = (
      await call(investor, 'POST', '/appointments/foncier/new', { regionId: CASA, subject: 'Terrain touristique' })
    ).json<TLandAppointment>().id;
    await call(rdv, 'PUT', `/appointments/foncier/${other}/cancel`, { reason: 'Aucun terrain disponible' });
    const cancelled = await lastMailTo(t.app, 'investisseur@demo.cri.ma');
    expect(cancelled?.template).toBe('landAppointmentCancelled');
    expect(cancelled?.text).toContain('Aucun terrain disponible');
    expect(linkOf(cancelled).pathname).toBe('/inform-foncier');
  });

  it('draws the visible parcels by commune and examination state, surface class and reference (CONSULT only)', async () => {
    expect((await call(search, 'GET', '/foncier/visualisation')).statusCode).toBe(403);
    const res = await call(consult, 'GET', '/foncier/visualisation');
    expect(res.statusCode, res.body).toBe(200);
    const vis = res.json<TLandVisualisation>();
    const listed = (await call(consult, 'GET', '/foncier/parcels?size=1')).json<TParcelPage>().total;
    expect(vis.parcels).toBe(listed);
    expect(vis.surfaceClasses.reduce((n, c) => n + c.count, 0)).toBe(listed);
    expect(vis.communes.reduce((n, c) => n + c.count, 0)).toBe(listed);
    expect(vis.referenceKinds.map((k) => k.key)).toEqual(['TITLE', 'REQUISITION', 'NONE']);
    const casa = vis.communes.find((c) => c.key === String(casaCommune.id));
    expect(casa?.count).toBeGreaterThanOrEqual(1);
    expect(casa?.areaHa).toBeGreaterThanOrEqual(2.5);
    expect(casa?.byState.reduce((n, s) => n + s.count, 0)).toBe(casa?.count);
    expect(vis.surfaceClasses.find((c) => c.key === 'UNDER_1')).toMatchObject({ labelFr: 'Moins de 1 ha' });
    expect(vis.surfaceClasses.find((c) => c.key === 'UNDER_1')?.count).toBeGreaterThanOrEqual(1);
    expect(vis.communes.find((c) => c.key === 'NONE')?.labelFr).toBe('Commune non renseignée');
    // Another province only: the Casablanca commune's parcels leave the picture.
    const id = await userId('foncier.consult.casa@demo.cri.ma');
    const other = (await t.database.db.select({ p: communes.provinceId }).from(communes).where(eq(communes.regionId, CASA))).find(
      (c) => c.p !== casaCommune.provinceId,
    )?.p;
    await t.database.db.insert(landMemberSettings).values({ userId: id, parcelType: 'ALL', provinceIds: [other ?? 0] });
    const narrowed = (await call(consult, 'GET', '/foncier/visualisation')).json<TLandVisualisation>();
    expect(narrowed.communes.find((c) => c.key === String(casaCommune.id))).toBeUndefined();
    await t.database.db.delete(landMemberSettings).where(eq(landMemberSettings.userId, id));
  });
  it("keeps the dashboard's parcel counts equal to the parcels through every write, and counters_rebuild() to both (decision 124)", async () => {
    const db = t.database.db;
    const lines = (query: SQL) => sqlLines(db, query);
    const kept = () =>
      lines(
        sql`select region_id, commune_id, reference_type_id, state, parcels from parcel_counts where parcels <> 0 order by 1, 2, 3, 4`,
      );
    const counted = () =>
      lines(sql`select coalesce(l.region_id, 0) r, coalesce(l.commune_id, 0) c, coalesce(l.fundamental_reference_type_id, 0) t,
        coalesce(e.state, 'NOT_EXAMINED') s, count(*)::int n from project_lands l
        left join parcel_examinations e on e.project_land_id = l.id group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
    // The dashboard against the parcels counted directly, by state and by commune (the region's, as the member sees).
    const expectDashboardEqual = async () => {
      const dash = (await call(all, 'GET', '/foncier/dashboard')).json<TLandDashboard>();
      const byState = await lines(sql`select coalesce(e.state, 'NOT_EXAMINED'), count(*)::int from project_lands l
        left join parcel_examinations e on e.project_land_id = l.id where l.region_id = ${CASA} group by 1 order by 1`);
      expect(
        dash.parcelsByExamination
          .filter((r) => r.count > 0)
          .map((r) => `${r.key}|${r.count}`)
          .sort(),
      ).toEqual(byState);
      expect(dash.parcels).toBe(byState.reduce((n, line) => n + Number(line.split('|')[1]), 0));
      const byCommune = await lines(sql`select commune_id, count(*)::int from project_lands
        where region_id = ${CASA} and commune_id is not null group by 1 order by 2 desc, 1 limit 10`);
      expect(dash.parcelsByCommune.map((r) => `${r.key}|${r.count}`)).toEqual(byCommune);
    };
    // The list's totals read from the same counts when filtered by commune and state only (every parcel, each state, a commune).
    const expectTotalsEqual = async () => {
      const total = async (query: string, tool = 'parcels') =>
        (await call(all, 'GET', `/foncier/${tool}?size=1${query}`)).json<TParcelPage>().total;
      const direct = async (where: ReturnType<typeof sql>) =>
        Number(
          (
            await lines(sql`select count(*)::int from project_lands l left join parcel_examinations e
          on e.project_land_id = l.id where l.region_id = ${CASA} and ${where}`)
          )[0],
        );
      expect(await total('')).toBe(await direct(sql`true`));
      for (const state of ['NOT_EXAMINED', 'EXAMINED_OR_IN_PROGRESS', 'EXAMINED_WITH_FAVORABLE_DECISION'] as const)
        expect([state, await total(`&examinationState=${state}`)]).toEqual([
          state,
          await direct(sql`coalesce(e.state, 'NOT_EXAMINED') = ${state}`),
        ]);
      expect(await total(`&communeId=${casaCommune.id}&examinationState=EXAMINED_OR_IN_PROGRESS`, 'search')).toBe(
        await direct(sql`l.commune_id = ${casaCommune.id} and e.state = 'EXAMINED_OR_IN_PROGRESS'`),
      );
    };
    const expectKept = async () => {
      expect(await kept()).toEqual(await counted());
      await expectDashboardEqual();
      await expectTotalsEqual();
    };
    await expectKept();
    const [otherCommune] = await db
      .select({ id: communes.id })
      .from(communes)
      .where(and(eq(communes.regionId, CASA), sql`${communes.id} <> ${casaCommune.id}`))
      .limit(1);
    // A new parcel, its examination recorded, changed, then removed; a commune moved; a parcel deleted with its examination.
    const fresh = await parcelIn(CASA, { titleNumber: 771_010, communeId: casaCommune.id });
    await expectKept();
    for (const state of ['EXAMINED_OR_IN_PROGRESS', 'EXAMINED_WITH_FAVORABLE_DECISION', 'NOT_EXAMINED'] as const) {
      const res = await call(all, 'PUT', `/foncier/parcels/${fresh}/examination`, { state });
      expect(res.statusCode, res.body).toBe(200);
      await expectKept();
    }
    await call(all, 'PUT', `/foncier/parcels/${fresh}/examination`, { state: 'EXAMINED_OR_IN_PROGRESS' });
    await db
      .update(projectLands)
      .set({ communeId: otherCommune?.id ?? null })
      .where(eq(projectLands.id, fresh));
    await expectKept();
    // A writer cannot set the copy: the examination's state wins.
    await db.execute(sql`update project_lands set examination_state = 'EXAMINED_WITH_FAVORABLE_DECISION' where id = ${fresh}`);
    const [copy] = await db.select({ s: projectLands.examinationState }).from(projectLands).where(eq(projectLands.id, fresh));
    expect(copy?.s).toBe('EXAMINED_OR_IN_PROGRESS');
    await db.delete(parcelExaminations).where(eq(parcelExaminations.projectLandId, fresh));
    await expectKept();
    await call(all, 'PUT', `/foncier/parcels/${fresh}/examination`, { state: 'EXAMINED_WITH_FAVORABLE_DECISION' });
    await db.delete(projectLands).where(eq(projectLands.id, fresh));
    await expectKept();
    // A rolled-back write counts nothing.
    const projectId = await insertFile(t, { regionId: CASA, phases: ['IN_REVIEW'], at: clock });
    await db
      .transaction(async (tx) => {
        await tx.insert(projectLands).values({ projectId, communeId: casaCommune.id });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await expectKept();
    // A bulk load with the deferred triggers off leaves the counts and copies wrong; counters_rebuild() mends both.
    const before = await kept();
    await db.transaction(async (tx) => {
      await tx.execute(sql`update parcel_counts set parcels = 999`);
      await tx.execute(sql.raw('alter table project_lands disable trigger user'));
      await tx.execute(sql`update project_lands set examination_state = 'EXAMINED_OR_IN_PROGRESS'`);
      await tx.execute(sql.raw('alter table project_lands enable trigger user'));
    });
    expect(await kept()).not.toEqual(before);
    await db.execute(sql`select counters_rebuild()`);
    expect(await kept()).toEqual(before);
    await expectKept();
    const copies =
      await lines(sql`select count(*)::int from project_lands l left join parcel_examinations e on e.project_land_id = l.id
      where l.examination_state is distinct from e.state`);
    expect(copies).toEqual(['0']);
  });
});
