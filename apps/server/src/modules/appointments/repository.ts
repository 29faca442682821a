import { APPOINTMENT_ANSWER_HOURS, APPOINTMENT_ANSWER_REMINDER_HOURS } from '@cri/shared/rules/appointment-answer';
import type { AppointmentEvent, AppointmentFilter, AppointmentStatus } from '@cri/shared/schemas/appointments';
import { and, asc, count, desc, eq, gte, isNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { advisors, users } from '../../db/schema/accounts.ts';
import { appointmentEvents, appointments } from '../../db/schema/appointments.ts';
import { framingForms } from '../../db/schema/framing-forms.ts';
import { projects } from '../../db/schema/projects.ts';
import { regionParameters, regions } from '../../db/schema/reference-data.ts';

/**
 * Which appointments a caller may see; repositories AND it into every query, so a forgotten check in a
 * service cannot leak another investor's or another region's rows (ARCHITECTURE.md §6).
 */
export type AppointmentScope =
  | { kind: 'investor'; userId: number }
  | { kind: 'region'; regionId: number | null }
  | { kind: 'national'; regionId?: number | undefined };

function scopeCondition(scope: AppointmentScope): SQL | undefined {
  switch (scope.kind) {
    case 'investor':
      return eq(appointments.userId, scope.userId);
    case 'region':
      return scope.regionId === null ? sql`false` : eq(appointments.regionId, scope.regionId);
    case 'national':
      return scope.regionId === undefined ? undefined : eq(appointments.regionId, scope.regionId);
  }
}

/** `now` is the Moroccan wall clock 'YYYY-MM-DD HH:MM:00', the clock scheduled times are written on. */
function filterCondition(filter: AppointmentFilter, now: string): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'to-programm':
      return eq(appointments.status, 'TO_BE_SCHEDULED');
    case 'future':
      return and(eq(appointments.status, 'SCHEDULED'), gte(appointments.scheduledStart, now));
    case 'past':
      return and(eq(appointments.status, 'SCHEDULED'), lt(appointments.scheduledStart, now));
  }
}

const advisorUsers = users;

const selection = {
  row: appointments,
  regionNameFr: regions.nameFr,
  regionNameAr: regions.nameAr,
  advisorFirstName: advisorUsers.firstName,
  advisorLastName: advisorUsers.lastName,
  advisorUserId: advisors.userId,
  advisorEmail: advisorUsers.username,
  /** Whether the holder still works for the appointment's region (otherwise its advisors may take it over). */
  holderActive: sql<boolean>`coalesce(${advisors.active} and ${advisors.regionId} = ${appointments.regionId}, false)`,
};

export type AppointmentRecord = Awaited<ReturnType<typeof selectAppointments>>[number];

function selectAppointments(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(selection)
    .from(appointments)
    .innerJoin(regions, eq(regions.id, appointments.regionId))
    .leftJoin(advisors, eq(advisors.id, appointments.advisorId))
    .leftJoin(advisorUsers, eq(advisorUsers.id, advisors.userId))
    .where(where);
}

/** At most this many rows per list: the lists are per account or per region, and paged by date. */
const LIST_MAX = 500;

/**
 * Held and unanswered for at least 48 clock hours: every request past its 48 working-hour deadline is
 * among them (the service keeps those actually overdue).
 */
const overdueCandidate = (now: Date): SQL =>
  and(
    eq(appointments.status, 'TO_BE_SCHEDULED'),
    isNull(appointments.answeredAt),
    lte(appointments.assignedAt, new Date(now.getTime() - APPOINTMENT_ANSWER_HOURS * 3_600_000)),
  ) as SQL;

export function listAppointments(
  db: DbOrTx,
  opts: {
    scope: AppointmentScope;
    filter: AppointmentFilter;
    now: string;
    framingFormId?: number;
    /** Only the candidates of the overdue filter, at this instant. */
    overdueAt?: Date;
  },
) {
  const order =
    opts.filter === 'future'
      ? [asc(appointments.scheduledStart)]
      : opts.filter === 'past'
        ? [desc(appointments.scheduledStart)]
        : [desc(appointments.createdAt), desc(appointments.id)];
  return selectAppointments(
    db,
    and(
      scopeCondition(opts.scope),
      filterCondition(opts.filter, opts.now),
      opts.framingFormId === undefined ? undefined : eq(appointments.framingFormId, opts.framingFormId),
      opts.overdueAt === undefined ? undefined : overdueCandidate(opts.overdueAt),
    ),
  )
    .orderBy(...order)
    .limit(LIST_MAX);
}

export async function findAppointment(db: DbOrTx, id: number, scope: AppointmentScope): Promise<AppointmentRecord | undefined> {
  const [row] = await selectAppointments(db, and(eq(appointments.id, id), scopeCondition(scope)));
  return row;
}

/** The appointment under its row lock, for a change decided on what it holds (holder, answer). */
export async function lockAppointment(tx: DbOrTx, id: number, scope: AppointmentScope): Promise<AppointmentRecord | undefined> {
  const [row] = await selectAppointments(tx, and(eq(appointments.id, id), scopeCondition(scope))).for('update', {
    of: appointments,
  });
  return row;
}

/**
 * The reminder job's candidates: held, unanswered, not reminded, held for at least 42 clock hours (the
 * reminder window opens 48 - 6 working hours after assignment, never earlier in clock time).
 */
export function unremindedAnswers(db: DbOrTx, now: Date) {
  const opensAfter = (APPOINTMENT_ANSWER_HOURS - APPOINTMENT_ANSWER_REMINDER_HOURS) * 3_600_000;
  return selectAppointments(
    db,
    and(
      eq(appointments.status, 'TO_BE_SCHEDULED'),
      isNull(appointments.answeredAt),
      isNull(appointments.answerRemindedAt),
      lte(appointments.assignedAt, new Date(now.getTime() - opensAfter)),
    ),
  ).orderBy(asc(appointments.id));
}

export async function markReminded(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(appointments)
    .set({ answerRemindedAt: at })
    .where(and(eq(appointments.id, id), isNull(appointments.answerRemindedAt), isNull(appointments.answeredAt)))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

export function findEvents(db: DbOrTx, appointmentId: number) {
  return db
    .select()
    .from(appointmentEvents)
    .where(eq(appointmentEvents.appointmentId, appointmentId))
    .orderBy(asc(appointmentEvents.createdAt), asc(appointmentEvents.id));
}

/** Serialises the requests of one requester (account or e-mail) so the daily count cannot be raced. */
export async function lockRequester(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`appointment:${key}`}))`);
}

export type Requester = { userId: number } | { email: string };

const requesterCondition = (r: Requester): SQL =>
  'userId' in r
    ? eq(appointments.userId, r.userId)
    : (and(isNull(appointments.userId), eq(appointments.requesterEmail, r.email)) as SQL);

export async function countRequestedSince(db: DbOrTx, requester: Requester, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(and(requesterCondition(requester), gte(appointments.createdAt, since)));
  return row?.n ?? 0;
}

export async function requestedWithAdvisorSince(
  db: DbOrTx,
  requester: Requester,
  advisorId: number,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        requesterCondition(requester),
        eq(appointments.advisorId, advisorId),
        gte(appointments.createdAt, since),
        ne(appointments.status, 'CANCELLED'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The advisor of the requester's latest live appointment in the region, while still active there. */
export async function previousAdvisor(db: DbOrTx, requester: Requester, regionId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: advisors.id })
    .from(appointments)
    .innerJoin(advisors, eq(advisors.id, appointments.advisorId))
    .where(
      and(
        requesterCondition(requester),
        eq(appointments.regionId, regionId),
        ne(appointments.status, 'CANCELLED'),
        eq(advisors.active, true),
        eq(advisors.regionId, regionId),
      ),
    )
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(1);
  return row?.id ?? null;
}

/** The region's active advisor with the fewest open appointments (ties: the oldest record). */
export async function leastBusyAdvisor(db: DbOrTx, regionId: number): Promise<number | null> {
  const open = sql<number>`(select count(*) from ${appointments} a where a.advisor_id = ${advisors.id} and a.status <> 'CANCELLED')`;
  const [row] = await db
    .select({ id: advisors.id })
    .from(advisors)
    .where(and(eq(advisors.regionId, regionId), eq(advisors.active, true)))
    .orderBy(asc(open), asc(advisors.id))
    .limit(1);
  return row?.id ?? null;
}

export async function findRegion(db: DbOrTx, id: number) {
  const [row] = await db.select().from(regions).where(eq(regions.id, id));
  return row;
}

export async function findRegionParameters(db: DbOrTx, regionId: number) {
  const [row] = await db.select().from(regionParameters).where(eq(regionParameters.regionId, regionId));
  return row;
}

export async function findOwnFramingForm(db: DbOrTx, id: number, userId: number) {
  const [row] = await db
    .select({ id: framingForms.id, regionId: framingForms.regionId, advisorId: framingForms.advisorId })
    .from(framingForms)
    .where(and(eq(framingForms.id, id), eq(framingForms.userId, userId)));
  return row;
}

export async function findOwnProject(db: DbOrTx, id: number, userId: number) {
  const [row] = await db
    .select({ id: projects.id, regionId: projects.regionId, advisorId: projects.advisorId })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)));
  return row;
}

export async function findUserContact(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName, mobilePhone: users.mobilePhone })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function insertAppointment(db: DbOrTx, values: typeof appointments.$inferInsert): Promise<number> {
  const [row] = await db.insert(appointments).values(values).returning({ id: appointments.id });
  if (!row) throw new Error('insert appointment returned nothing');
  return row.id;
}

export async function updateAppointment(
  db: DbOrTx,
  id: number,
  values: {
    status: AppointmentStatus;
    advisorId?: number | null;
    assignedAt?: Date | null;
    answeredAt?: Date | null;
    scheduledStart?: string | null;
    scheduledEnd?: string | null;
    cancellationReason?: string | null;
    now: Date;
  },
): Promise<void> {
  const { now, ...rest } = values;
  await db
    .update(appointments)
    .set({ ...rest, updatedAt: now })
    .where(eq(appointments.id, id));
}

export async function insertEvent(
  db: DbOrTx,
  values: { appointmentId: number; event: AppointmentEvent; actorUserId: number | null; scheduledStart: string | null },
): Promise<void> {
  await db.insert(appointmentEvents).values(values);
}
