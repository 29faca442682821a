import type { LandAppointmentState } from '@cri/shared/enums/land';
import { platformWallClock } from '@cri/shared/rules/morocco-clock';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TLandAppointment, TLandAppointmentPage, TLandAppointmentRequest } from '@cri/shared/schemas/land';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { landAppointments } from '../../db/schema/land.ts';
import { regions } from '../../db/schema/reference-data.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { notify } from '../notifications/notify.ts';

type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;
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
    })
    .from(landAppointments)
    .innerJoin(users, eq(users.id, landAppointments.userId))
    .leftJoin(member, eq(member.id, landAppointments.memberUserId));
}
type Row = Awaited<ReturnType<ReturnType<typeof appointmentQuery>['where']>>[number];

const present = (r: Row): TLandAppointment => ({
  id: r.id,
  subject: r.subject,
  details: r.details,
  investorName: `${r.firstName} ${r.lastName}`.trim(),
  investorEmail: r.email,
  state: r.state,
  scheduledStart: r.scheduledStart ? r.scheduledStart.slice(0, 16).replace(' ', 'T') : null,
  memberName: r.memberFirstName === null ? null : `${r.memberFirstName} ${r.memberLastName ?? ''}`.trim(),
  cancellationReason: r.cancellationReason,
  createdAt: r.createdAt.toISOString(),
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
  const [row] = await ctx.db
    .insert(landAppointments)
    .values({ userId: Number(user.sub), regionId: body.regionId, subject: body.subject, details: body.details })
    .returning({ id: landAppointments.id });
  const [created] = await appointmentQuery(ctx.db).where(eq(landAppointments.id, row?.id ?? 0));
  if (!created) throw notFound();
  return present(created);
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
      });
    const [after] = await appointmentQuery(tx).where(eq(landAppointments.id, id));
    if (!after) throw notFound();
    return present(after);
  });
}
