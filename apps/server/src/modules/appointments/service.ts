import { APPOINTMENT_DAILY_LIMIT } from '@cri/shared/limits';
import { hasPermission } from '@cri/shared/permissions';
import { platformWallClock, startOfPlatformDay } from '@cri/shared/rules/morocco-clock';
import {
  type AppointmentFilter,
  type TAppointment,
  type TCreateAppointmentRequest,
  type TCreateAppointmentResponse,
  type TFramingFormAppointmentRequest,
  ZAppointmentRequester,
} from '@cri/shared/schemas/appointments';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { ServiceContext } from '../../core/service-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseOrRefuse } from '../../lib/field-errors.ts';
import { isRegional } from '../../lib/region-scope.ts';
import { checkCaptcha } from '../auth/captcha.ts';
import { presentAppointment } from './presenter.ts';
import * as repo from './repository.ts';

export interface AppointmentsContext extends ServiceContext {
  /** CAPTCHA_TEST_ANSWER: a visitor's booking is checked by captcha. */
  captchaTestAnswer: string | undefined;
}

/** 'YYYY-MM-DD HH:MM:00' of now in Morocco, to compare with scheduled (wall-clock) times. */
export const wallNow = (now: Date): string => {
  const { date, time } = platformWallClock(now);
  return `${date} ${time}:00`;
};

const validation = (field: string, messageKey: string) =>
  new AppError('VALIDATION_FAILED', { fieldErrors: [{ field, messageKey }] });

/** What a caller of a read route may see (investor: own; advisor and regional roles: their region; national: all). */
export function readScope(user: TAccessClaims, regionId?: number): repo.AppointmentScope {
  if (user.roles.includes('ROLE_INVESTOR')) return { kind: 'investor', userId: Number(user.sub) };
  if (isRegional(user)) return { kind: 'region', regionId: user.regionId };
  return { kind: 'national', regionId };
}

interface NewRequest {
  user: TAccessClaims | null;
  subject: string;
  details: string;
  regionId: number;
  advisorId: number | null;
  language: 'fr' | 'ar';
  requester: { name: string; email: string; phone: string | null };
  framingFormId?: number;
  projectId?: number;
  projectType?: string;
}

/** The daily maximum, then "already requested today with this advisor", then the row: in one transaction. */
async function insertRequest(ctx: AppointmentsContext, req: NewRequest): Promise<TCreateAppointmentResponse> {
  const now = ctx.now();
  const since = startOfPlatformDay(now);
  const requester: repo.Requester = req.user ? { userId: Number(req.user.sub) } : { email: req.requester.email };
  return ctx.db.transaction(async (tx) => {
    await repo.lockRequester(tx, 'userId' in requester ? `u${requester.userId}` : `e${requester.email}`);
    if ((await repo.countRequestedSince(tx, requester, since)) >= APPOINTMENT_DAILY_LIMIT) {
      throw new AppError('APPOINTMENT_DAILY_LIMIT');
    }
    // Continuity: the requester keeps the advisor they already deal with in the region.
    const advisorId =
      req.advisorId ??
      (await repo.previousAdvisor(tx, requester, req.regionId)) ??
      (await repo.leastBusyAdvisor(tx, req.regionId));
    if (advisorId !== null && (await repo.requestedWithAdvisorSince(tx, requester, advisorId, since))) {
      throw new AppError('APPOINTMENT_ALREADY_REQUESTED');
    }
    const id = await repo.insertAppointment(tx, {
      userId: req.user ? Number(req.user.sub) : null,
      regionId: req.regionId,
      advisorId,
      framingFormId: req.framingFormId ?? null,
      projectId: req.projectId ?? null,
      projectType: req.projectType ?? null,
      subject: req.subject,
      details: req.details,
      requesterName: req.requester.name,
      requesterEmail: req.requester.email,
      requesterPhone: req.requester.phone,
      language: req.language,
      // The 48-hour answer runs from here when an advisor holds the request (decision 031).
      assignedAt: advisorId === null ? null : now,
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertEvent(tx, {
      appointmentId: id,
      event: 'REQUESTED',
      actorUserId: req.user ? Number(req.user.sub) : null,
      scheduledStart: null,
    });
    return { id };
  });
}

async function accountRequester(ctx: AppointmentsContext, user: TAccessClaims) {
  const contact = await repo.findUserContact(ctx.db, Number(user.sub));
  if (!contact) throw new AppError('UNAUTHENTICATED');
  return {
    name: `${contact.firstName} ${contact.lastName}`.trim() || contact.username,
    email: contact.username.toLowerCase(),
    phone: contact.mobilePhone,
  };
}

/**
 * POST /appointments/new: a visitor (identity in the body) or a signed-in investor (identity and userId
 * from the token, never from the body).
 */
export async function createAppointment(
  ctx: AppointmentsContext,
  { body, user }: { body: TCreateAppointmentRequest; user: TAccessClaims | null },
): Promise<TCreateAppointmentResponse> {
  if (user && !hasPermission(user.roles, 'create:appointment')) throw new AppError('FORBIDDEN');
  const a = body.appointment;
  let requester: NewRequest['requester'] | undefined;
  if (!user) {
    const contact = parseOrRefuse(
      ZAppointmentRequester,
      { name: a.name ?? '', email: a.email ?? '', phone: a.phone ?? '' },
      { prefix: ['appointment'] },
    );
    requester = { ...contact, email: contact.email.toLowerCase() };
  }
  await checkCaptcha(ctx.db, body.captcha, { now: ctx.now(), testAnswer: ctx.captchaTestAnswer });
  let regionId = a.regionId;
  let advisorId: number | null = null;
  if (a.projectId !== undefined) {
    const project = user ? await repo.findOwnProject(ctx.db, a.projectId, Number(user.sub)) : undefined;
    if (!project) throw new AppError('NOT_FOUND');
    regionId = project.regionId;
    advisorId = project.advisorId;
  }
  const region = await repo.findRegion(ctx.db, regionId);
  if (!region?.deployed) throw validation('appointment.regionId', 'appointments.errors.regionRequired');
  return insertRequest(ctx, {
    user,
    subject: a.subject,
    details: a.details,
    regionId,
    advisorId,
    language: a.language,
    requester: requester ?? (await accountRequester(ctx, user as TAccessClaims)),
    ...(a.projectId === undefined ? {} : { projectId: a.projectId }),
    ...(a.projectType === undefined ? {} : { projectType: a.projectType }),
  });
}

/** POST /appointments/framing-form: with the advisor of one of the investor's own framing forms. */
export async function createFramingFormAppointment(
  ctx: AppointmentsContext,
  { body, user }: { body: TFramingFormAppointmentRequest; user: TAccessClaims },
): Promise<TCreateAppointmentResponse> {
  await checkCaptcha(ctx.db, body.captcha, { now: ctx.now(), testAnswer: ctx.captchaTestAnswer });
  const a = body.appointment;
  const form = await repo.findOwnFramingForm(ctx.db, a.framingFormId, Number(user.sub));
  if (!form) throw new AppError('NOT_FOUND');
  return insertRequest(ctx, {
    user,
    subject: a.subject,
    details: a.details,
    regionId: form.regionId,
    advisorId: form.advisorId,
    language: a.language,
    requester: await accountRequester(ctx, user),
    framingFormId: form.id,
  });
}

export async function listAppointments(
  ctx: AppointmentsContext,
  opts: {
    user: TAccessClaims;
    scope: repo.AppointmentScope;
    filter: AppointmentFilter;
    framingFormId?: number;
    /** Only those past their answer deadline unanswered (decision 031). */
    overdue?: boolean;
  },
): Promise<TAppointment[]> {
  const now = ctx.now();
  const rows = await repo.listAppointments(ctx.db, {
    scope: opts.scope,
    filter: opts.filter,
    now: wallNow(now),
    ...(opts.framingFormId === undefined ? {} : { framingFormId: opts.framingFormId }),
    ...(opts.overdue ? { overdueAt: now } : {}),
  });
  const list = rows.map((r) => presentAppointment(r, opts.user, now));
  return opts.overdue ? list.filter((a) => a.answer.overdue) : list;
}

export async function getAppointment(
  ctx: AppointmentsContext,
  { id, user }: { id: number; user: TAccessClaims },
): Promise<TAppointment> {
  const record = await repo.findAppointment(ctx.db, id, readScope(user));
  if (!record) throw new AppError('NOT_FOUND');
  return presentAppointment(record, user, ctx.now(), await repo.findEvents(ctx.db, id));
}
