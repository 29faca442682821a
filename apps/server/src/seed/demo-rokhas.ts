import { platformToday } from '@cri/shared/rules/morocco-clock';
import { addWorkingDays } from '@cri/shared/rules/working-days';
import { and, eq } from 'drizzle-orm';
import { recordPhase } from '../core/project-lifecycle/phases.ts';
import type { Db } from '../db/client.ts';
import { advisors, users } from '../db/schema/accounts.ts';
import { projectProcedures, projects } from '../db/schema/projects.ts';
import { communes } from '../db/schema/reference-data.ts';
import {
  rokhasArchitectChecks,
  rokhasComments,
  rokhasFolders,
  rokhasSituations,
  rokhasTasks,
  sandboxRokhasArchitects,
  sandboxRokhasEntries,
  sandboxRokhasFolders,
  sandboxRokhasMembers,
} from '../db/schema/rokhas.ts';
import { hashPassword } from '../lib/password.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

/** The sandbox partner's technical member (its own account, not a portal one). */
export const SANDBOX_ROKHAS_MEMBER = {
  username: 'technicien@rokhas.test',
  fullName: 'Samira Technicienne',
  organisation: 'Agence urbaine de Casablanca',
};
/** Architect accounts of the sandbox partner: the first matches the demo file's architect; the deposit e2e's is absent. */
export const SANDBOX_ARCHITECTS = [
  { email: 'karim.alami@archi.ma', fullName: 'Karim Alami', authorizationNumber: 'CNOA-1187' },
  { email: 'salma.idrissi@archi.ma', fullName: 'Salma Idrissi', authorizationNumber: 'CNOA-2290' },
];

/** The sandbox partner's accounts (demo and tests): one technical member, two architects. Idempotent. */
export async function seedRokhasSandbox(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: sandboxRokhasMembers.id })
    .from(sandboxRokhasMembers)
    .where(eq(sandboxRokhasMembers.username, SANDBOX_ROKHAS_MEMBER.username));
  if (!existing)
    await db
      .insert(sandboxRokhasMembers)
      .values({ ...SANDBOX_ROKHAS_MEMBER, passwordHash: await hashPassword(DEMO_PASSWORD) })
      .onConflictDoNothing();
  await db
    .insert(sandboxRokhasArchitects)
    .values(SANDBOX_ARCHITECTS.map((a) => ({ ...a, createdAt: new Date('2026-01-05T09:00:00Z') })))
    .onConflictDoNothing();
}

const REFERENCE = 'CRI-DEMO-02-ROKHAS';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo investor, the Casablanca demo advisor and the region's first Rokhas commune (null before the demo accounts). */
async function demoParties(db: Db) {
  const [investor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'investisseur@demo.cri.ma'));
  const [advisor] = await db
    .select({ id: advisors.id, userId: advisors.userId })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(eq(users.username, 'conseiller.casa@demo.cri.ma'));
  const [commune] = await db
    .select({ id: communes.id, provinceId: communes.provinceId })
    .from(communes)
    .where(and(eq(communes.regionId, 2), eq(communes.rokhas, true)))
    .orderBy(communes.id)
    .limit(1);
  return investor && advisor && commune ? { investor, advisor, commune } : null;
}

/**
 * A demo Casablanca file decided favourably (its building permit accepted), with its phases from DRAFT to
 * DATA_VERIFICATION_WITH_PARTNER at the given working days ago; answers its id.
 */
async function insertDecidedFile(
  tx: Tx,
  parties: NonNullable<Awaited<ReturnType<typeof demoParties>>>,
  file: {
    name: string;
    reference: string;
    description: string;
    architect: { firstName: string; lastName: string; email: string; authorizationNumber: string };
    /** Working days ago of DRAFT, IN_REVIEW, FILLED, SCHEDULED, REVIEWED_IN_CRUI, DATA_VERIFICATION_WITH_PARTNER. */
    ago: readonly [number, number, number, number, number, number];
  },
  day: (ago: number) => Date,
): Promise<number | null> {
  const { investor, advisor, commune } = parties;
  const [row] = await tx
    .insert(projects)
    .values({
      name: file.name,
      userId: investor.id,
      regionId: 2,
      advisorId: advisor.id,
      reference: file.reference,
      description: file.description,
      provinceId: commune.provinceId,
      communeId: commune.id,
      architectFirstName: file.architect.firstName,
      architectLastName: file.architect.lastName,
      architectEmail: file.architect.email,
      architectAuthorizationNumber: file.architect.authorizationNumber,
      createdAt: day(file.ago[0]),
    })
    .returning({ id: projects.id });
  if (!row) return null;
  const projectId = row.id;
  await tx.insert(projectProcedures).values({ projectId, procedureId: 3, state: 'ACCEPTED' });
  const titles = ['DRAFT', 'IN_REVIEW', 'FILLED', 'SCHEDULED', 'REVIEWED_IN_CRUI', 'DATA_VERIFICATION_WITH_PARTNER'] as const;
  for (const [i, title] of titles.entries())
    await recordPhase(tx, {
      projectId,
      title,
      by: null,
      at: day(file.ago[i] ?? 0),
      visibleToInvestor: title !== 'DATA_VERIFICATION_WITH_PARTNER',
    });
  return projectId;
}

/**
 * A Casablanca file decided favourably, shared with Rokhas (two comments back) and its building permit
 * sent (a situation back), with the sandbox's side of it, so the Rokhas pages are not empty on
 * `npm start`. Only with the demo files; idempotent.
 */
export async function seedDemoRokhasFile(db: Db, now: Date = new Date()): Promise<void> {
  const [done] = await db.select({ id: projects.id }).from(projects).where(eq(projects.reference, REFERENCE));
  if (done) return;
  const parties = await demoParties(db);
  if (!parties) return;
  const { advisor } = parties;
  const today = platformToday(now);
  const day = (ago: number, hour = 10) =>
    new Date(Date.parse(`${addWorkingDays(today, -ago)}T${String(hour).padStart(2, '0')}:00:00Z`));
  const architect = SANDBOX_ARCHITECTS[0] as (typeof SANDBOX_ARCHITECTS)[number];
  await db.transaction(async (tx) => {
    const projectId = await insertDecidedFile(
      tx,
      parties,
      {
        name: 'Complexe résidentiel Aïn Sebaâ',
        reference: REFERENCE,
        description: 'Immeuble de 48 logements et commerces en rez-de-chaussée',
        architect: {
          firstName: 'Karim',
          lastName: 'Alami',
          email: architect.email,
          authorizationNumber: architect.authorizationNumber,
        },
        ago: [20, 18, 14, 12, 8, 7],
      },
      day,
    );
    if (projectId === null) return;
    await recordPhase(tx, {
      projectId,
      title: 'SHARED_FOLDER_WITH_ROKHAS',
      by: advisor.userId,
      at: day(6),
      visibleToInvestor: false,
      metadata: [{ name: 'SHARED_FOLDER_ID', value: 'RKF-demo-share' }],
    });
    await recordPhase(tx, {
      projectId,
      title: 'SHARED_FOLDER_WITH_ROKHAS_VERIFICATION',
      by: null,
      at: day(5),
      visibleToInvestor: false,
      metadata: [{ name: 'SHARED_FOLDER_ID', value: 'RKF-demo-share' }],
    });
    await tx.insert(rokhasArchitectChecks).values({
      projectId,
      email: architect.email,
      status: 'EXIST',
      partnerArchitectName: architect.fullName,
      checkedAt: day(7),
    });
    const data = {
      reference: REFERENCE,
      name: 'Complexe résidentiel Aïn Sebaâ',
      investor: 'Investisseur Démo',
      commune: 'Casablanca',
      architect,
    };
    const comments = [
      {
        id: 'C-demo-1',
        author: 'Samira Technicienne',
        organisation: 'Agence urbaine de Casablanca',
        body: 'Prévoir le plan de stationnement en sous-sol conforme au plan d’aménagement.',
        at: day(5),
      },
      {
        id: 'C-demo-2',
        author: 'Youssef Protection civile',
        organisation: 'Protection civile',
        body: 'Issues de secours à détailler sur les plans du rez-de-chaussée.',
        at: day(5, 14),
      },
    ];
    const situation = {
      id: 'S-demo-1',
      examinationState: 'EXAMINED_OR_IN_PROGRESS' as const,
      depositDate: addWorkingDays(today, -3),
      instructionDate: addWorkingDays(today, -1),
      comment: 'Dossier en instruction à la commission d’urbanisme.',
      at: day(1),
    };
    await tx.insert(sandboxRokhasFolders).values([
      {
        id: 'RKF-demo-share',
        idempotencyKey: 'demo-share',
        kind: 'SHARE',
        reference: 'RKH-DEMO-0001',
        data,
        callbackUrl: 'http://127.0.0.1/backend/api/partners/rokhas/callbacks',
        commentDeadline: new Date(day(6).getTime() + 48 * 3_600_000),
        receivedAt: day(6),
      },
      {
        id: 'RKF-demo-send',
        idempotencyKey: 'demo-send',
        kind: 'SEND',
        reference: 'RKH-DEMO-0002',
        data: { ...data, procedure: { code: 'BUILDING_PERMIT', nameFr: 'Permis de construire', natureCode: 'PCT' } },
        callbackUrl: 'http://127.0.0.1/backend/api/partners/rokhas/callbacks',
        receivedAt: day(3),
      },
    ]);
    await tx.insert(sandboxRokhasEntries).values([
      ...comments.map(({ id, at, ...c }) => ({
        id,
        folderId: 'RKF-demo-share',
        type: 'COMMENT' as const,
        data: { ...c, at: at.toISOString() },
        createdAt: at,
        deliveredAt: at,
        attempts: 1,
      })),
      {
        id: situation.id,
        folderId: 'RKF-demo-send',
        type: 'SITUATION' as const,
        data: {
          examinationState: situation.examinationState,
          depositDate: situation.depositDate,
          instructionDate: situation.instructionDate,
          comment: situation.comment,
          at: situation.at.toISOString(),
        },
        createdAt: situation.at,
        deliveredAt: situation.at,
        attempts: 1,
      },
    ]);
    const task = (kind: 'SHARE_FOLDER' | 'SEND_FOLDER', key: string, at: Date) => ({
      projectId,
      procedureId: kind === 'SEND_FOLDER' ? 3 : null,
      kind,
      status: 'DONE' as const,
      idempotencyKey: key,
      payload: { folder: data },
      attempts: 1,
      createdBy: advisor.userId,
      createdAt: at,
      updatedAt: at,
      doneAt: at,
    });
    const [shareTask, sendTask] = await tx
      .insert(rokhasTasks)
      .values([task('SHARE_FOLDER', 'demo-share', day(6)), task('SEND_FOLDER', 'demo-send', day(3))])
      .returning({ id: rokhasTasks.id });
    const [shared, sent] = await tx
      .insert(rokhasFolders)
      .values([
        {
          projectId,
          procedureId: null,
          kind: 'SHARED',
          partnerFolderId: 'RKF-demo-share',
          partnerReference: 'RKH-DEMO-0001',
          taskId: shareTask?.id ?? null,
          at: day(6),
          commentDeadline: new Date(day(6).getTime() + 48 * 3_600_000),
        },
        {
          projectId,
          procedureId: 3,
          kind: 'SENT',
          partnerFolderId: 'RKF-demo-send',
          partnerReference: 'RKH-DEMO-0002',
          taskId: sendTask?.id ?? null,
          at: day(3),
        },
      ])
      .returning({ id: rokhasFolders.id });
    if (!shared || !sent) return;
    await tx.insert(rokhasComments).values(
      comments.map((c) => ({
        folderId: shared.id,
        partnerCommentId: c.id,
        author: c.author,
        organisation: c.organisation,
        body: c.body,
        commentedAt: c.at,
        receivedAt: c.at,
      })),
    );
    await tx.insert(rokhasSituations).values({
      folderId: sent.id,
      partnerSituationId: situation.id,
      examinationState: situation.examinationState,
      depositDate: situation.depositDate,
      instructionDate: situation.instructionDate,
      comment: situation.comment,
      reportedAt: situation.at,
    });
  });
}

const NO_ACCOUNT_REFERENCE = 'CRI-DEMO-02-ROKHAS-NOARCHI';
/** An architect the sandbox partner does not know (not in SANDBOX_ARCHITECTS). */
export const DEMO_ARCHITECT_WITHOUT_ACCOUNT = {
  email: 'h.tazi@archi-sans-compte.ma',
  authorizationNumber: 'ARCH-CS-4471',
};

/**
 * A decided Casablanca file whose architect has no account at the partner: checked NOT_EXIST, so the
 * "architect without partner account" message (advisor review, Rokhas page) is seen on `npm start`.
 * Only with the demo files; idempotent.
 */
export async function seedDemoRokhasArchitectWithoutAccount(db: Db, now: Date = new Date()): Promise<void> {
  const [done] = await db.select({ id: projects.id }).from(projects).where(eq(projects.reference, NO_ACCOUNT_REFERENCE));
  if (done) return;
  const parties = await demoParties(db);
  if (!parties) return;
  const today = platformToday(now);
  const day = (ago: number) => new Date(Date.parse(`${addWorkingDays(today, -ago)}T10:00:00Z`));
  const a = DEMO_ARCHITECT_WITHOUT_ACCOUNT;
  await db.transaction(async (tx) => {
    const projectId = await insertDecidedFile(
      tx,
      parties,
      {
        name: 'Lotissement Sidi Maârouf',
        reference: NO_ACCOUNT_REFERENCE,
        description: 'Lotissement de 32 lots à usage d’habitation',
        architect: { firstName: 'Hind', lastName: 'Tazi', email: a.email, authorizationNumber: a.authorizationNumber },
        ago: [16, 14, 11, 9, 5, 4],
      },
      day,
    );
    if (projectId === null) return;
    await tx.insert(rokhasArchitectChecks).values({
      projectId,
      email: a.email,
      status: 'NOT_EXIST',
      partnerArchitectName: null,
      checkedAt: day(4),
    });
  });
}
