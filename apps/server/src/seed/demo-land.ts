import { FUNDAMENTAL_REFERENCE_TYPE_IDS, REGION_IDS } from '@cri/shared/enums/reference-data';
import { platformWallClock } from '@cri/shared/rules/morocco-clock';
import { and, eq, inArray, like, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { framingForms } from '../db/schema/framing-forms.ts';
import { landAppointments, landRequestQualifications, parcelExaminations, parcelHistory } from '../db/schema/land.ts';
import { projectLands } from '../db/schema/project-infos.ts';
import { projects } from '../db/schema/projects.ts';
import { choiceListItems, vocations } from '../db/schema/reference-data.ts';

const CASA = REGION_IDS.CASABLANCA_SETTAT;
const MARKER = 'Plateforme logistique Had Soualem';

/**
 * The land team's demo (issue 19), in Casablanca-Settat: parcels on the demo files that have none (one of them
 * repeating a title already declared, one a requisition), an examination under way with its history, and two
 * investors' land requests (one new, one being qualified). Idempotent (the marker questionnaire).
 */
export async function seedDemoLand(db: Db, now: Date = new Date()): Promise<boolean> {
  const [done] = await db.select({ id: framingForms.id }).from(framingForms).where(eq(framingForms.projectName, MARKER));
  if (done) return false;
  const [investor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'investisseur@demo.cri.ma'));
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'foncier.casa@demo.cri.ma'));
  if (!investor || !member) return false;
  const statuses = await db
    .select({ id: choiceListItems.id })
    .from(choiceListItems)
    .where(eq(choiceListItems.listName, 'LandLegalStatus'))
    .orderBy(choiceListItems.sortOrder);
  const bare = await db
    .select({ id: projects.id, communeId: projects.communeId })
    .from(projects)
    .where(
      and(
        eq(projects.regionId, CASA),
        like(projects.reference, 'CRI-DEMO-%'),
        notExists(db.select({ one: sql`1` }).from(projectLands).where(eq(projectLands.projectId, projects.id))),
      ),
    )
    .orderBy(projects.id)
    .limit(4);
  const parcels = [
    // The same title as the demo file "Extension usine Ain Sebaa" declares: flagged as a duplicate.
    { titleNumber: 45871, titleIndex: 'C', landRegistry: 'Casablanca-Anfa', parcelSurface: 18_500 },
    { titleNumber: 60214, titleIndex: 'D', landRegistry: 'Berrechid', parcelSurface: 42_000 },
    { registrationRequisitionNumber: '13577/63', landRegistry: 'Settat', parcelSurface: 95_000 },
    { titleNumber: 71830, titleIndex: 'B', landRegistry: 'El Jadida', parcelSurface: 7_600 },
  ];
  const ids: number[] = [];
  for (const [i, project] of bare.entries()) {
    const parcel = parcels[i];
    if (!parcel) break;
    const [row] = await db
      .insert(projectLands)
      .values({
        projectId: project.id,
        position: 0,
        covered: true,
        coverDocument: 'Certificat de propriété',
        communeId: project.communeId,
        legalStatusId: statuses[i % Math.max(1, statuses.length)]?.id ?? null,
        fundamentalReferenceTypeId:
          'titleNumber' in parcel ? FUNDAMENTAL_REFERENCE_TYPE_IDS.REGISTRY_TITLE : FUNDAMENTAL_REFERENCE_TYPE_IDS.REQUISITION,
        ...parcel,
      })
      .returning({ id: projectLands.id });
    if (row) ids.push(row.id);
  }
  const examined = ids[1];
  if (examined !== undefined) {
    await db
      .insert(parcelExaminations)
      .values({ projectLandId: examined, state: 'EXAMINED_OR_IN_PROGRESS', updatedBy: member.id, updatedAt: now });
    await db.insert(parcelHistory).values({
      projectLandId: examined,
      userId: member.id,
      field: 'examinationState',
      oldValue: 'NOT_EXAMINED',
      newValue: 'EXAMINED_OR_IN_PROGRESS',
      changedAt: now,
    });
  }
  const [industrial, logistic] = await db
    .select({ id: vocations.id })
    .from(vocations)
    .where(inArray(vocations.code, ['INDUSTRIAL', 'LOGISTICS']))
    .orderBy(vocations.sortOrder);
  const [fallback] = await db.select({ id: vocations.id }).from(vocations).orderBy(vocations.sortOrder).limit(1);
  const forms = await db
    .insert(framingForms)
    .values([
      {
        userId: investor.id,
        regionId: CASA,
        projectName: MARKER,
        description: "Entrepôt sous douane et plateforme de groupage pour l'export.",
        landNeeded: true,
        minAreaHa: 2,
        maxAreaHa: 5,
        vocationId: (logistic ?? fallback)?.id ?? null,
        assignmentType: 'RENTAL',
        budgetMinPerM2: 40,
        budgetMaxPerM2: 80,
        constructionNeeded: true,
      },
      {
        userId: investor.id,
        regionId: CASA,
        projectName: 'Unité de transformation agroalimentaire Berrechid (foncier)',
        description: 'Unité de surgélation de légumes.',
        landNeeded: true,
        minAreaHa: 1,
        maxAreaHa: 3,
        vocationId: (industrial ?? fallback)?.id ?? null,
        assignmentType: 'SALE',
        budgetMinPerM2: 600,
        budgetMaxPerM2: 900,
        constructionNeeded: false,
      },
    ])
    .returning({ id: framingForms.id });
  const second = forms[1];
  if (second)
    await db.insert(landRequestQualifications).values({
      framingFormId: second.id,
      category: 'BEING_QUALIFIED',
      qualification: 'Deux terrains pressentis dans la zone industrielle de Berrechid ; visite à organiser.',
      qualifiedBy: member.id,
      updatedAt: now,
    });
  return true;
}

const APPOINTMENT_MARKER = 'Terrain pour une plateforme logistique à Had Soualem';

/** Morocco wall clock `days` from `now` at `time`, as the land appointments store it. */
const wallDay = (now: Date, days: number, time: string): string =>
  `${platformWallClock(new Date(now.getTime() + days * 86_400_000)).date} ${time}:00`;

/**
 * The land appointments of the demo investor in Casablanca-Settat (decision 080): one to schedule, one scheduled
 * next week by the RDV member, one held last week; so /appointments-foncier and the investor's /meetings show
 * them. Idempotent (the first one's subject).
 */
export async function seedDemoLandAppointments(db: Db, now: Date = new Date()): Promise<boolean> {
  const [done] = await db
    .select({ id: landAppointments.id })
    .from(landAppointments)
    .where(eq(landAppointments.subject, APPOINTMENT_MARKER));
  if (done) return false;
  const [investor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'investisseur@demo.cri.ma'));
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'foncier.rdv.casa@demo.cri.ma'));
  if (!investor || !member) return false;
  await db.insert(landAppointments).values([
    {
      userId: investor.id,
      regionId: CASA,
      subject: APPOINTMENT_MARKER,
      details: 'Terrain de 2 à 5 ha, location, accès autoroute.',
      createdAt: now,
      updatedAt: now,
    },
    {
      userId: investor.id,
      regionId: CASA,
      subject: 'Disponibilité foncière à Berrechid',
      details: 'Unité agroalimentaire : terrains titrés en zone industrielle.',
      state: 'SCHEDULED',
      scheduledStart: wallDay(now, 7, '10:30'),
      memberUserId: member.id,
      createdAt: now,
      updatedAt: now,
    },
    {
      userId: investor.id,
      regionId: CASA,
      subject: "Statut juridique d'une parcelle à El Jadida",
      details: 'Vérification de la réquisition 13577/63.',
      state: 'HELD',
      scheduledStart: wallDay(now, -7, '09:00'),
      memberUserId: member.id,
      createdAt: new Date(now.getTime() - 14 * 86_400_000),
      updatedAt: now,
    },
  ]);
  return true;
}
