import type { ProcedureState, ProjectPhase } from '@cri/shared/enums/project-phases';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { addWorkingDays, nextCommissionDay } from '@cri/shared/rules/working-days';
import { and, eq, inArray, isNotNull, like } from 'drizzle-orm';
import { recordPhase } from '../core/project-lifecycle/phases.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { advisors, cruiMembers, users } from '../db/schema/accounts.ts';
import { projectSharedAdministrations } from '../db/schema/advisor-review.ts';
import { projectLands } from '../db/schema/project-infos.ts';
import { communes, projectProcedures, projectSectorComponents, projects } from '../db/schema.ts';
import { recordOpinion, recordShared } from '../modules/indicators/stays.ts';

export interface ProjectFixture {
  name: string;
  regionId: number;
  userId: number;
  reference?: string | null;
  /** Phases in order after DRAFT (DRAFT is always first), each with its time. */
  phases: { title: ProjectPhase; at: Date }[];
  createdAt: Date;
  procedureIds: number[];
  procedureState?: ProcedureState;
  advisorId?: number | null;
  cruiDate?: string | null;
  provinceId?: number | null;
  communeId?: number | null;
  /** Administrations the file is shared with (its CRUI members then see it). */
  sharedWith?: number[];
  /** When each administration shared with (same order) gave its first opinion, if it did (decision 090). */
  opinionsAt?: (Date | null)[];
  land?: { titleNumber: number; titleIndex: string; landRegistry: string } | null;
  /** Its total investment in DH, as one sector component (decision 050: 250 M DH or more is the national commission's). */
  investment?: number;
}

/** A project with its phase history through recordPhase (the only way phases change), in one transaction. */
export async function insertProjectWithPhases(db: Db, f: ProjectFixture): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        name: f.name,
        regionId: f.regionId,
        userId: f.userId,
        reference: f.reference ?? null,
        advisorId: f.advisorId ?? null,
        provinceId: f.provinceId ?? null,
        communeId: f.communeId ?? null,
        createdAt: f.createdAt,
        updatedAt: f.createdAt,
      })
      .returning({ id: projects.id });
    const projectId = row?.id ?? 0;
    await tx.insert(projectProcedures).values(
      f.procedureIds.map((procedureId) => ({
        projectId,
        procedureId,
        state: f.procedureState ?? 'EDITING',
        createdAt: f.createdAt,
      })),
    );
    await recordPhase(tx, { projectId, title: 'DRAFT', by: f.userId, at: f.createdAt });
    for (const phase of f.phases) await recordPhase(tx, { projectId, title: phase.title, by: null, at: phase.at });
    if (f.cruiDate) await tx.update(projects).set({ cruiDate: f.cruiDate }).where(eq(projects.id, projectId));
    if (f.sharedWith?.length) {
      await tx
        .insert(projectSharedAdministrations)
        .values(
          f.sharedWith.map((administrationId) => ({ projectId, administrationId, sharedAt: f.phases.at(-1)?.at ?? f.createdAt })),
        );
      await tx
        .update(projects)
        .set({ sharedAt: f.phases.at(-1)?.at ?? f.createdAt })
        .where(eq(projects.id, projectId));
      const sharedAt = f.phases.findLast((p) => p.title === 'SHARED_TO_CRUI_MEMBERS')?.at ?? f.phases.at(-1)?.at ?? f.createdAt;
      await recordShared(tx, { projectId, regionId: f.regionId, administrationIds: f.sharedWith, at: sharedAt });
      for (const [i, administrationId] of f.sharedWith.entries()) {
        const at = f.opinionsAt?.[i];
        if (at) await recordOpinion(tx, { projectId, administrationId, at });
      }
    }
    if (f.land) await tx.insert(projectLands).values({ projectId, position: 0, covered: true, ...f.land });
    if (f.investment !== undefined)
      await tx.insert(projectSectorComponents).values({ projectId, position: 0, investmentAmount: f.investment, jobsCreated: 0 });
    return projectId;
  });
}

const DEMO_REFERENCE_PREFIX = 'CRI-DEMO-';
const HOUR = 3_600_000;

interface DemoSpec {
  name: string;
  region: 'casa' | 'rabat';
  investor: 'investisseur@demo.cri.ma' | 'investisseur.expiration@demo.cri.ma';
  /** Phases after DRAFT, with their age in working days before today. */
  phases: [ProjectPhase, number][];
  procedureIds: number[];
  assigned?: boolean;
  programmed?: boolean;
  shared?: boolean;
  land?: ProjectFixture['land'];
  investment?: number;
}

/** Plausible files of the two demo regions, in the phases an advisor meets during a week. */
const DEMO_PROJECTS: readonly DemoSpec[] = [
  {
    name: 'Hôtel Atlas Anfa',
    region: 'casa',
    investor: 'investisseur@demo.cri.ma',
    phases: [['IN_REVIEW', 4]],
    procedureIds: [3],
    assigned: true,
    land: { titleNumber: 45871, titleIndex: 'C', landRegistry: 'Casablanca-Anfa' },
  },
  {
    name: 'Unité de conditionnement Berrechid',
    region: 'casa',
    investor: 'investisseur.expiration@demo.cri.ma',
    phases: [['IN_REVIEW', 1]],
    procedureIds: [1, 3],
  },
  {
    name: 'Clinique Al Amal Mohammedia',
    region: 'casa',
    investor: 'investisseur@demo.cri.ma',
    phases: [
      ['IN_REVIEW', 9],
      ['INVESTOR_EDITING', 6],
      ['COMPLEMENTS_IN_REVIEW', 3],
    ],
    procedureIds: [3, 8],
    assigned: true,
  },
  {
    name: 'Entrepôt logistique Had Soualem',
    region: 'casa',
    investor: 'investisseur.expiration@demo.cri.ma',
    phases: [
      ['IN_REVIEW', 8],
      ['WAITING_FOR_ADMINISTRATION_DOCUMENTS', 5],
    ],
    procedureIds: [5],
  },
  {
    name: 'Centre de formation El Jadida',
    region: 'casa',
    investor: 'investisseur@demo.cri.ma',
    phases: [
      ['IN_REVIEW', 12],
      ['FILLED', 7],
      ['SHARED_TO_CRUI_MEMBERS', 6],
    ],
    procedureIds: [3],
    shared: true,
    assigned: true,
  },
  {
    name: 'Résidence touristique Settat',
    region: 'casa',
    investor: 'investisseur.expiration@demo.cri.ma',
    phases: [
      ['IN_REVIEW', 15],
      ['FILLED', 10],
      ['SHARED_TO_CRUI_MEMBERS', 9],
      ['SCHEDULED', 8],
    ],
    procedureIds: [4, 3],
    programmed: true,
    shared: true,
  },
  {
    name: 'Usine de pièces automobiles Nouaceur',
    region: 'casa',
    investor: 'investisseur@demo.cri.ma',
    phases: [],
    procedureIds: [3, 7],
  },
  {
    name: 'Ferme aquacole Kénitra',
    region: 'rabat',
    investor: 'investisseur@demo.cri.ma',
    phases: [['IN_REVIEW', 3]],
    procedureIds: [1],
  },
  {
    name: 'Hôtel Bouregreg Salé',
    region: 'rabat',
    investor: 'investisseur.expiration@demo.cri.ma',
    phases: [
      ['IN_REVIEW', 10],
      ['FILLED', 4],
    ],
    procedureIds: [3],
    land: { titleNumber: 12093, titleIndex: 'R', landRegistry: 'Rabat-Hassan' },
  },
  {
    name: 'Pôle agro-industriel Sidi Slimane',
    region: 'rabat',
    investor: 'investisseur@demo.cri.ma',
    phases: [
      ['IN_REVIEW', 7],
      ['INVESTOR_EDITING', 2],
    ],
    procedureIds: [2, 5],
  },
  // Decision 050: 320 M DH, the national commission's (the region lists it, unprogrammable; the national
  // commission's list shows it).
  {
    name: 'Complexe industriel Jorf Lasfar',
    region: 'casa',
    investor: 'investisseur.expiration@demo.cri.ma',
    phases: [
      ['IN_REVIEW', 9],
      ['FILLED', 6],
    ],
    procedureIds: [3],
    investment: 320_000_000,
  },
];

const REGION_IDS = { casa: 2, rabat: 10 } as const;

/**
 * Demo files (never in production, after the demo accounts): a handful of Casablanca-Settat and
 * Rabat-Salé-Kénitra projects in realistic phases, so the staff dashboards show rows on `npm start`.
 * Idempotent: nothing is added once a demo reference exists.
 */
export async function seedDemoProjects(db: Db, now: Date = new Date()): Promise<number> {
  const [existing] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(like(projects.reference, `${DEMO_REFERENCE_PREFIX}%`))
    .limit(1);
  if (existing) return 0;
  const investorIds = await idsByUsername(db, ['investisseur@demo.cri.ma', 'investisseur.expiration@demo.cri.ma']);
  const advisorIds = await advisorIdsByUsername(db, ['conseiller.casa@demo.cri.ma', 'conseiller.rabat@demo.cri.ma']);
  const today = platformToday(now);
  let count = 0;
  for (const [index, spec] of DEMO_PROJECTS.entries()) {
    const userId = investorIds.get(spec.investor);
    if (userId === undefined) continue;
    const regionId = REGION_IDS[spec.region];
    const commune = await firstCommune(db, regionId);
    const at = (workingDaysAgo: number) =>
      new Date(Date.parse(`${addWorkingDays(today, -workingDaysAgo)}T10:00:00Z`) + (index * HOUR) / 4);
    const oldest = spec.phases[0]?.[1] ?? 2;
    await insertProjectWithPhases(db, {
      name: spec.name,
      regionId,
      userId,
      reference: `${DEMO_REFERENCE_PREFIX}${String(regionId).padStart(2, '0')}-${String(index + 1).padStart(3, '0')}`,
      createdAt: at(oldest + 3),
      phases: spec.phases.map(([title, ago]) => ({ title, at: at(ago) })),
      procedureIds: spec.procedureIds,
      procedureState: spec.phases.length > 0 ? 'TIME' : 'EDITING',
      advisorId: spec.assigned ? (advisorIds.get(`conseiller.${spec.region}@demo.cri.ma`) ?? null) : null,
      cruiDate: spec.programmed ? nextCommissionDay(today, 4) : null,
      provinceId: commune?.provinceId ?? null,
      communeId: commune?.id ?? null,
      sharedWith: spec.shared ? await memberAdministrations(db, regionId) : [],
      // Demo opinions (decision 090): on a programmed file every administration answered, 1 to 4 days after the
      // sharing, on a file just shared the first half did, so the indicators' administration figures show on `npm start`.
      opinionsAt: spec.shared
        ? demoOpinions(at(spec.phases.find(([t]) => t === 'SHARED_TO_CRUI_MEMBERS')?.[1] ?? 0), spec, now)
        : [],
      land: spec.land ?? null,
      ...(spec.investment === undefined ? {} : { investment: spec.investment }),
    });
    count += 1;
  }
  return count;
}

function demoOpinions(sharedAt: Date, spec: DemoSpec, now: Date): (Date | null)[] {
  return Array.from({ length: 12 }, (_, i) => {
    if (!spec.programmed && i % 2 === 1) return null;
    const at = new Date(sharedAt.getTime() + (1 + ((i * 7) % 4)) * 24 * HOUR + i * 5 * HOUR);
    return at < now ? at : null;
  });
}

async function idsByUsername(db: DbOrTx, usernames: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, usernames));
  return new Map(rows.map((r) => [r.username, r.id]));
}

async function advisorIdsByUsername(db: DbOrTx, usernames: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: advisors.id, username: users.username })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(inArray(users.username, usernames));
  return new Map(rows.map((r) => [r.username, r.id]));
}

async function firstCommune(db: DbOrTx, regionId: number) {
  const [row] = await db
    .select({ id: communes.id, provinceId: communes.provinceId })
    .from(communes)
    .where(eq(communes.regionId, regionId))
    .orderBy(communes.id)
    .limit(1);
  return row;
}

/** The administrations of the region's demo CRUI members: sharing with them makes the file theirs to see. */
async function memberAdministrations(db: DbOrTx, regionId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ administrationId: cruiMembers.administrationId })
    .from(cruiMembers)
    .where(and(eq(cruiMembers.regionId, regionId), isNotNull(cruiMembers.administrationId)));
  return rows.flatMap((r) => (r.administrationId === null ? [] : [r.administrationId]));
}
