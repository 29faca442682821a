import { ZApiError } from '@cri/shared/errors';
import {
  type AppointmentFilter,
  ZAppointment,
  ZAppointmentIdParams,
  ZCreateAppointmentRequest,
  ZCreateAppointmentResponse,
  ZFramingFormAppointmentRequest,
  ZRegionAppointmentsQuery,
  ZUpdateAppointmentRequest,
} from '@cri/shared/schemas/appointments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../core/service-context.ts';
import { isRegional } from '../../lib/region-scope.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';
import { updateAppointment } from './update-service.ts';

const tags = ['appointments'];
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const list = { 200: z.array(ZAppointment), ...errors };

/** Appointments with a regional advisor (spec 2 §4, §7 Appointments, §8). */
export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: service.AppointmentsContext = { ...serviceContext(app), captchaTestAnswer: app.deps.env.CAPTCHA_TEST_ANSWER };

  app.post(
    '/appointments/new',
    {
      // Public: a visitor books with their identity; an investor's bearer token makes it theirs.
      config: { public: true },
      schema: {
        tags,
        summary: 'Demander un rendez-vous (visiteur ou investisseur connecté)',
        body: ZCreateAppointmentRequest,
        response: { 201: ZCreateAppointmentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.createAppointment(ctx, { body: request.body, user: request.user });
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/appointments/framing-form',
    {
      config: { permission: 'create:appointment' },
      schema: {
        tags,
        summary: "Demander un rendez-vous avec le conseiller d'un questionnaire de cadrage",
        body: ZFramingFormAppointmentRequest,
        response: { 201: ZCreateAppointmentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.createFramingFormAppointment(ctx, { body: request.body, user: currentUser(request) });
      return reply.code(201).send(created);
    },
  );

  const investorFilters: AppointmentFilter[] = ['all', 'to-programm', 'future', 'past'];
  for (const filter of investorFilters) {
    app.get(
      `/appointments/${filter}-appointments`,
      {
        config: { permission: 'read:own-appointments' },
        schema: { tags, summary: `Mes rendez-vous (${filter})`, response: list },
      },
      async (request) => {
        const user = currentUser(request);
        return service.listAppointments(ctx, { user, scope: { kind: 'investor', userId: Number(user.sub) }, filter });
      },
    );
    app.get(
      `/appointments/advisor/${filter}-appointments`,
      {
        config: { permission: 'manage:appointments' },
        schema: { tags, summary: `Rendez-vous du conseiller (${filter})`, response: list },
      },
      async (request) => {
        const user = currentUser(request);
        return service.listAppointments(ctx, {
          user,
          // The advisors of a centre share its requests: each sees the region's, with who holds them.
          scope: { kind: 'region', regionId: user.regionId },
          filter,
        });
      },
    );
    app.get(
      `/appointments/region/${filter}-appointments`,
      {
        config: { permission: 'read:region-appointments' },
        schema: { tags, summary: `Rendez-vous d'une région (${filter})`, querystring: ZRegionAppointmentsQuery, response: list },
      },
      async (request) => {
        const user = currentUser(request);
        // A regional role sees its own region whatever regionId asks; national roles pick one or all.
        const scope = isRegional(user)
          ? ({ kind: 'region', regionId: user.regionId } as const)
          : ({ kind: 'national', regionId: request.query.regionId } as const);
        const rows = await service.listAppointments(ctx, { user, scope, filter });
        return isRegional(user) && request.query.regionId !== undefined
          ? rows.filter((r) => r.regionId === request.query.regionId)
          : rows;
      },
    );
  }

  app.get(
    '/appointments/framing-form/:id',
    {
      config: { permission: 'read:own-appointments' },
      schema: { tags, summary: "Rendez-vous d'un questionnaire de cadrage", params: ZAppointmentIdParams, response: list },
    },
    async (request) => {
      const user = currentUser(request);
      return service.listAppointments(ctx, {
        user,
        scope: { kind: 'investor', userId: Number(user.sub) },
        filter: 'all',
        framingFormId: request.params.id,
      });
    },
  );

  app.get(
    '/appointments/:id',
    {
      config: { permission: 'read:appointments' },
      schema: {
        tags,
        summary: "Détail d'un rendez-vous",
        params: ZAppointmentIdParams,
        response: { 200: ZAppointment, ...errors },
      },
    },
    async (request) => service.getAppointment(ctx, { id: request.params.id, user: currentUser(request) }),
  );

  app.put(
    '/appointments/:id',
    {
      config: { permission: 'manage:appointments' },
      schema: {
        tags,
        summary: 'Programmer, déplacer ou annuler un rendez-vous (conseiller)',
        params: ZAppointmentIdParams,
        body: ZUpdateAppointmentRequest,
        response: { 200: ZAppointment, ...errors },
      },
    },
    async (request) => updateAppointment(ctx, { id: request.params.id, body: request.body, user: currentUser(request) }),
  );
};
