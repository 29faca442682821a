import { FUNDAMENTAL_REFERENCE_TYPE_IDS, LEGAL_PERSON_TYPE_IDS } from '@cri/shared/enums/reference-data';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  administrations,
  choiceListItems,
  communes,
  documentTypes,
  infoTypes,
  procedureDocumentTypes,
  procedureInfoTypes,
  procedures,
  provinces,
  referenceSeedState,
  regionalCentres,
  regionParameters,
  regions,
  sectors,
} from '../../db/schema.ts';
import { seedReferenceData } from '../../seed/reference/seed-reference-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('reference data seed', () => {
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads the 12 regions, the 75 prefectures and provinces and the communes', async () => {
    const regionRows = await db().select().from(regions).orderBy(asc(regions.id));
    expect(regionRows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(regionRows.find((r) => r.id === 2)?.nameFr).toBe('Casablanca-Settat');
    expect(regionRows.find((r) => r.id === 10)?.nameFr).toBe('Rabat-Salé-Kénitra');
    expect(regionRows.filter((r) => !r.deployed).map((r) => r.id)).toEqual([3, 4, 6, 7]);

    const provinceRows = await db().select().from(provinces);
    expect(provinceRows).toHaveLength(75);
    expect(provinceRows.filter((p) => p.kind === 'PREFECTURE')).toHaveLength(13);
    for (const p of provinceRows) expect(['A', 'B']).toContain(p.category);
    for (const r of regionRows) expect(provinceRows.some((p) => p.regionId === r.id)).toBe(true);
    const draa = provinceRows.filter((p) => p.regionId === 4).map((p) => p.nameFr);
    expect(draa.sort()).toEqual(['Errachidia', 'Midelt', 'Ouarzazate', 'Tinghir', 'Zagora']);

    const communeRows = await db().select().from(communes);
    expect(communeRows.length).toBeGreaterThanOrEqual(881);
    for (const p of provinceRows) expect(communeRows.some((c) => c.provinceId === p.id)).toBe(true);
    const provinceRegion = new Map(provinceRows.map((p) => [p.id, p.regionId]));
    for (const c of communeRows) expect(c.regionId).toBe(provinceRegion.get(c.provinceId));
    // Rokhas applies only in deployed regions, to urban communes.
    const deployed = new Set(regionRows.filter((r) => r.deployed).map((r) => r.id));
    for (const c of communeRows.filter((x) => x.rokhas)) expect(deployed.has(c.regionId) && c.kind === 'URBAN').toBe(true);
    expect(communeRows.filter((c) => c.gir).length).toBeGreaterThan(0);
  });

  it('keeps the ids the spec names', async () => {
    const ids = (await db().select({ id: choiceListItems.id }).from(choiceListItems)).map((r) => r.id);
    for (const id of [...Object.values(LEGAL_PERSON_TYPE_IDS), ...Object.values(FUNDAMENTAL_REFERENCE_TYPE_IDS)]) {
      expect(ids).toContain(id);
    }
    const [titleDeed] = await db().select().from(choiceListItems).where(eq(choiceListItems.id, 1170));
    expect(titleDeed).toMatchObject({ listName: 'FundamentalReferenceType', code: 'REGISTRY_TITLE', labelFr: 'Titre foncier' });
  });

  it('ties every job to a legal-form family and every procedure to its requirements', async () => {
    const items = await db().select().from(choiceListItems);
    const families = new Set(items.filter((i) => i.listName === 'CompanyLegalFormFamily').map((i) => i.id));
    const jobs = items.filter((i) => i.listName === 'ProfessionType');
    expect(jobs.length).toBeGreaterThan(10);
    for (const job of jobs) expect(families.has(job.parentId ?? 0)).toBe(true);

    const procedureRows = await db().select().from(procedures);
    expect(procedureRows.map((p) => p.code)).toEqual(
      expect.arrayContaining([
        'AVNA_PROVISIONAL',
        'AVNA_FINAL',
        'BUILDING_PERMIT',
        'HOUSING_GROUP',
        'SUBDIVIDE',
        'BREAK_UP',
        'DEROGATION',
      ]),
    );
    const docLinks = await db().select().from(procedureDocumentTypes);
    const infoLinks = await db().select().from(procedureInfoTypes);
    for (const p of procedureRows) {
      expect(docLinks.some((l) => l.procedureId === p.id && l.required)).toBe(true);
      expect(infoLinks.some((l) => l.procedureId === p.id)).toBe(true);
    }
    expect((await db().select().from(documentTypes)).length).toBeGreaterThanOrEqual(25);
    expect((await db().select().from(infoTypes)).length).toBeGreaterThanOrEqual(15);
  });

  it('gives every region its parameters, its centre and its administrations', async () => {
    expect(await db().select().from(regionParameters)).toHaveLength(12);
    expect(await db().select().from(regionalCentres)).toHaveLength(12);
    const admins = await db().select().from(administrations);
    for (let regionId = 1; regionId <= 12; regionId++)
      expect(admins.filter((a) => a.regionId === regionId).length).toBeGreaterThan(5);
    expect(admins.some((a) => a.regionId === null)).toBe(true);
    const tree = await db().select().from(sectors);
    const byId = new Map(tree.map((s) => [s.id, s]));
    for (const s of tree.filter((x) => x.level === 'SUBCATEGORY')) {
      expect(byId.get(s.parentId ?? 0)?.level).toBe('CATEGORY');
    }
  });

  it('a changed seed adds its missing rows and leaves what the back-office edited (decision 095)', async () => {
    const [procedure] = await db().select().from(procedures).orderBy(asc(procedures.id)).limit(1);
    const [admin] = await db().select().from(administrations).where(eq(administrations.id, 201));
    if (!procedure || !admin) throw new Error('seed rows missing');
    const links = await db().select().from(procedureDocumentTypes).where(eq(procedureDocumentTypes.procedureId, procedure.id));
    const dropped = links[0];
    if (!dropped) throw new Error('procedure without documents');
    // The content manager renames a procedure and drops one of its documents; regional support changes a flag.
    await db().update(procedures).set({ nameFr: 'Nom choisi au back-office' }).where(eq(procedures.id, procedure.id));
    await db()
      .delete(procedureDocumentTypes)
      .where(
        and(
          eq(procedureDocumentTypes.procedureId, procedure.id),
          eq(procedureDocumentTypes.documentTypeId, dropped.documentTypeId),
        ),
      );
    await db().update(administrations).set({ permanent: !admin.permanent }).where(eq(administrations.id, admin.id));
    // A row of the seed is missing (as after a release that adds it).
    await db().delete(regionalCentres).where(eq(regionalCentres.regionId, 12));

    await db().delete(referenceSeedState); // forces the load, as a changed seed does
    await seedReferenceData(db());

    const [renamed] = await db().select().from(procedures).where(eq(procedures.id, procedure.id));
    expect(renamed?.nameFr).toBe('Nom choisi au back-office');
    const after = await db().select().from(procedureDocumentTypes).where(eq(procedureDocumentTypes.procedureId, procedure.id));
    expect(after).toHaveLength(links.length - 1);
    expect(after.some((l) => l.documentTypeId === dropped.documentTypeId)).toBe(false);
    const [flag] = await db().select().from(administrations).where(eq(administrations.id, admin.id));
    expect(flag?.permanent).toBe(!admin.permanent);
    expect(await db().select().from(regionalCentres).where(eq(regionalCentres.regionId, 12))).toHaveLength(1);
  });

  it('is idempotent: loading again, skipped or forced, leaves the same rows', async () => {
    const snapshot = async () => ({
      regions: await db().select().from(regions).orderBy(asc(regions.id)),
      provinces: await db().select().from(provinces).orderBy(asc(provinces.id)),
      communes: await db().select().from(communes).orderBy(asc(communes.id)),
      choices: await db().select().from(choiceListItems).orderBy(asc(choiceListItems.id)),
      procedureDocs: await db()
        .select()
        .from(procedureDocumentTypes)
        .orderBy(asc(procedureDocumentTypes.procedureId), asc(procedureDocumentTypes.documentTypeId)),
    });
    const before = await snapshot();
    const [state] = await db().select().from(referenceSeedState);
    expect(state?.hash).toMatch(/^[0-9a-f]{64}$/);

    await seedReferenceData(db());
    const [unchanged] = await db().select().from(referenceSeedState);
    expect(unchanged?.seededAt).toEqual(state?.seededAt);

    // Forced reload, by two instances starting together: the advisory lock lets one load and the other skip.
    await db().delete(referenceSeedState);
    await Promise.all([seedReferenceData(db()), seedReferenceData(db())]);
    expect(await snapshot()).toEqual(before);
    const [{ n } = { n: 0 }] = await db().select({ n: count() }).from(referenceSeedState);
    expect(n).toBe(1);
  });
});
