import type { LandAppointmentState } from '@cri/shared/enums/land';
import { LAND_PATHS, landMeetingPath } from '@cri/shared/paths';
import { holdsPermission } from '@cri/shared/permissions';
import { formatSlot } from '@cri/shared/rules/appointment-slots';
import { platformWallClock } from '@cri/shared/rules/morocco-clock';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type {
  TLandAppointment,
  TLandAppointmentDetail,
  TLandAppointmentPage,
  TLandAppointmentRequest,
  TLandMeetingsQuery,
} from '@cri/shared/schemas/land';
import { and, asc, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { landAppointments } from '../../db/schema/land.ts';
import { regions } from '../../db/schema/reference-data.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isRegional } from '../../lib/region-scope.ts';
import { enqueueMail, type MailTemplate } from '../../mail/outbox.ts';
import { notify } from '../notifications/notify.ts';

type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId' | 'habilitations'>;
const member = alias(users, 'member');

function appointmentQuery(db: DbOrTx) {
  return db
    .select({
      id: landAppointments.id,
      userId: landAppointments.userId,
      subject: landAppointments.subject,
      details: landAppointments.details,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.username,
      state: landAppointments.state,
      scheduledStart: landAppointments.scheduledStart,
      memberFirstName: member.firstName,
      memberLastName: member.lastName,
      cancellationReason: landAppointments.cancellationReason,
      createdAt: landAppointments.createdAt,
      regionId: landAppointments.regionId,
      regionNameFr: regions.nameFr,
      regionNameAr: regions.nameAr,
    })
    .from(landAppointments)
    .innerJoin(users, eq(users.id, landAppointments.userId))
    .innerJoin(regions, eq(regions.id, landAppointments.regionId))
    .leftJoin(member, eq(member.id, landAppointments.memberUserId));
}
type Row = Awaited<ReturnType<ReturnType<typeof appointmentQuery>['where']>>[number];

const present = (r: Row): TLandAppointment => ({
  id: r.id,
  subject: r.subject,
  details: r.details,
  // An investor who has not filled its profile yet is known by its e-mail.
  investorName: `${r.firstName} ${r.lastName}`.trim() || r.email,
  investorEmail: r.email,
  state: r.state,
  scheduledStart: r.scheduledStart ? r.scheduledStart.slice(0, 16).replace(' ', 'T') : null,
  memberName: r.memberFirstName === null ? null : `${r.memberFirstName} ${r.memberLastName ?? ''}`.trim(),
  cancellationReason: r.cancellationReason,
  createdAt: r.createdAt.toISOString(),
  regionId: r.regionId,
  regionNameFr: r.regionNameFr,
  regionNameAr: r.regionNameAr,
});

const regionOf = (user: Caller): number => {
  if (user.regionId === null) throw notFound();
  return user.regionId;
};

/** Scheduled appointments of the region not yet held (the dashboard's "to hold"). */
export async function toHold(db: DbOrTx, regionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(landAppointments)
    .where(and(eq(landAppointments.regionId, regionId), eq(landAppointments.state, 'SCHEDULED')));
  return row?.n ?? 0;
}

/** POST /appointments/foncier/new: the investor asks; the region's land team sees it to schedule. */
export async function book(ctx: ServiceContext, user: Caller, body: TLandAppointmentRequest): Promise<TLandAppointment> {
  const [region] = await ctx.db.select({ id: regions.id }).from(regions).where(eq(regions.id, body.regionId));
  if (!region)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'land.appointments.errors.regionRequired',
      fieldErrors: [{ field: 'regionId', messageKey: 'land.appointments.errors.regionRequired' }],
    });
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(landAppointments)
      .values({ userId: Number(user.sub), regionId: body.regionId, subject: body.subject, details: body.details })
      .returning({ id: landAppointments.id });
    const [created] = await appointmentQuery(tx).where(eq(landAppointments.id, row?.id ?? 0));
    if (!created) throw notFound();
    // The region's land members holding RDV are told a request waits to be scheduled (decision 080).
    for (const to of await rdvMembersOf(tx, body.regionId)) {
      await enqueueMail(tx, {
        to,
        template: 'landAppointmentRequested',
        params: {
          subject: created.subject,
          requester: `${created.firstName} ${created.lastName}`.trim() || created.email,
          'region:fr': created.regionNameFr,
          'region:ar': created.regionNameAr,
          link: ctx.link(landMeetingPath(created.id)),
        },
      });
    }
    return present(created);
  });
}

/** The e-mail addresses of the region's enabled land members holding RDV. */
async function rdvMembersOf(db: DbOrTx, regionId: number): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(
      and(
        eq(users.regionId, regionId),
        eq(users.enabled, true),
        sql`${users.roles} @> array['ROLE_FONCIER_MEMBER']::text[]`,
        sql`${users.habilitations} @> array['RDV']::text[]`,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => r.username);
}

/**
 * Which land appointments a reader of the appointment screens sees (decision 080): the investor its own, a
 * regional role (RDV land member, regional consultation) its region's, national consultation every region's
 * or the one it picks.
 */
function readScope(user: Caller, regionId?: number): SQL | undefined {
  if (user.roles.includes('ROLE_INVESTOR')) return eq(landAppointments.userId, Number(user.sub));
  if (isRegional(user)) return user.regionId === null ? sql`false` : eq(landAppointments.regionId, user.regionId);
  return regionId === undefined ? undefined : eq(landAppointments.regionId, regionId);
}

/** The filters of /meetings on land appointments: held ones are past, cancelled ones only under "all". */
function filterCondition(filter: TLandMeetingsQuery['filter'], now: string): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'to-programm':
      return eq(landAppointments.state, 'TO_BE_SCHEDULED');
    case 'future':
      return and(eq(landAppointments.state, 'SCHEDULED'), gte(landAppointments.scheduledStart, now));
    case 'past':
      return or(
        eq(landAppointments.state, 'HELD'),
        and(eq(landAppointments.state, 'SCHEDULED'), lt(landAppointments.scheduledStart, now)),
      );
  }
}

/** At most this many rows on /meetings, as the advisor's list (one account or one region, by date). */
const MEETINGS_MAX = 500;

/** GET /appointments/foncier/meetings?filter&regionId: the land appointments shown on /meetings. */
export async function meetings(ctx: ServiceContext, user: Caller, q: TLandMeetingsQuery): Promise<TLandAppointment[]> {
  const wall = platformWallClock(ctx.now());
  const now = `${wall.date} ${wall.time}:00`;
  const order =
    q.filter === 'future'
      ? [asc(landAppointments.scheduledStart)]
      : q.filter === 'past'
        ? [desc(landAppointments.scheduledStart)]
        : [desc(landAppointments.createdAt), desc(landAppointments.id)];
  const rows = await appointmentQuery(ctx.db)
    .where(and(readScope(user, q.regionId), filterCondition(q.filter, now)))
    .orderBy(...order)
    .limit(MEETINGS_MAX);
  return rows.map(present);
}

/** GET /appointments/foncier/{id}: 404 for another investor's or, for staff, another region's. */
export async function detail(ctx: ServiceContext, user: Caller, id: number): Promise<TLandAppointmentDetail> {
  const [row] = await appointmentQuery(ctx.db).where(and(eq(landAppointments.id, id), readScope(user)));
  if (!row) throw notFound();
  const open = row.state === 'TO_BE_SCHEDULED' || row.state === 'SCHEDULED';
  const manages = open && holdsPermission(user, 'manage:land-appointments');
  return { ...present(row), abilities: { schedule: manages, cancel: manages, hold: manages && row.state === 'SCHEDULED' } };
}

/** GET /appointments/foncier?stateCategory&page&size: the region's land appointments in one state. */
export async function list(
  ctx: ServiceContext,
  user: Caller,
  q: { stateCategory: LandAppointmentState; page: number; size: number },
): Promise<TLandAppointmentPage> {
  const where = and(eq(landAppointments.regionId, regionOf(user)), eq(landAppointments.state, q.stateCategory)) as SQL;
  const [items, [total]] = await Promise.all([
    appointmentQuery(ctx.db)
      .where(where)
      .orderBy(q.stateCategory === 'SCHEDULED' ? sql`${landAppointments.scheduledStart} asc` : desc(landAppointments.createdAt))
      .limit(q.size)
      .offset(q.page * q.size),
    ctx.db.select({ n: count() }).from(landAppointments).where(where),
  ]);
  return { items: items.map(present), total: total?.n ?? 0, page: q.page, size: q.size };
}

type Change = { kind: 'schedule'; start: string } | { kind: 'cancel'; reason: string } | { kind: 'hold' };

/** Schedule (or move), cancel or hold one of the region's appointments; the investor is told. */
export async function change(ctx: ServiceContext, user: Caller, id: number, what: Change): Promise<TLandAppointment> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ state: landAppointments.state, userId: landAppointments.userId, subject: landAppointments.subject })
      .from(landAppointments)
      .where(and(eq(landAppointments.id, id), eq(landAppointments.regionId, regionOf(user))))
      .for('update');
    if (!current) throw notFound();
    const now = ctx.now();
    const memberUserId = Number(user.sub);
    if (what.kind === 'schedule') {
      if (current.state === 'HELD' || current.state === 'CANCELLED')
        throw new AppError('CONFLICT', { messageKey: 'land.appointments.errors.closed' });
      const wall = platformWallClock(now);
      if (what.start < `${wall.date}T${wall.time}`)
        throw new AppError('VALIDATION_FAILED', {
          messageKey: 'land.appointments.errors.past',
          fieldErrors: [{ field: 'start', messageKey: 'land.appointments.errors.past' }],
        });
      await tx
        .update(landAppointments)
        .set({ state: 'SCHEDULED', scheduledStart: `${what.start.replace('T', ' ')}:00`, memberUserId, updatedAt: now })
        .where(eq(landAppointments.id, id));
    } else if (what.kind === 'cancel') {
      if (current.state === 'HELD' || current.state === 'CANCELLED')
        throw new AppError('CONFLICT', { messageKey: 'land.appointments.errors.closed' });
      await tx
        .update(landAppointments)
        .set({ state: 'CANCELLED', cancellationReason: what.reason, memberUserId, updatedAt: now })
        .where(eq(landAppointments.id, id));
    } else {
      if (current.state !== 'SCHEDULED') throw new AppError('CONFLICT', { messageKey: 'land.appointments.errors.notScheduled' });
      await tx.update(landAppointments).set({ state: 'HELD', memberUserId, updatedAt: now }).where(eq(landAppointments.id, id));
    }
    if (what.kind !== 'hold')
      await notify(tx, {
        userId: current.userId,
        titleKey: 'land.appointments.notice.title',
        bodyKey: `land.appointments.notice.${what.kind}`,
        params:
          what.kind === 'schedule'
            ? { subject: current.subject, start: what.start.replace('T', ' ') }
            : { subject: current.subject, reason: what.reason },
        link: landMeetingPath(id),
      });
    const [after] = await appointmentQuery(tx).where(eq(landAppointments.id, id));
    if (!after) throw notFound();
    if (what.kind !== 'hold') await mailInvestor(ctx, tx, after, mailOf(what, current.state));
    return present(after);
  });
}

const mailOf = (what: Change, before: LandAppointmentState): MailTemplate =>
  what.kind === 'cancel'
    ? 'landAppointmentCancelled'
    : before === 'SCHEDULED'
      ? 'landAppointmentRescheduled'
      : 'landAppointmentScheduled';

/** The investor's e-mail after a schedule, a move or a cancellation (both languages: the account keeps none). */
async function mailInvestor(ctx: ServiceContext, tx: DbOrTx, row: Row, template: MailTemplate): Promise<void> {
  const start = row.scheduledStart;
  await enqueueMail(tx, {
    to: row.email,
    template,
    params: {
      firstName: `${row.firstName} ${row.lastName}`.trim(),
      subject: row.subject,
      'region:fr': row.regionNameFr,
      'region:ar': row.regionNameAr,
      dateTime: start ? formatSlot(start.slice(0, 10), start.slice(11, 16)) : '',
      reason: row.cancellationReason ?? '—',
      // A cancelled appointment: where to ask for another one.
      link: ctx.link(template === 'landAppointmentCancelled' ? LAND_PATHS.inform : landMeetingPath(row.id)),
    },
  });
}
