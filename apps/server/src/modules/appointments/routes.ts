import {
  ZAppointment,
  ZAppointmentIdParams,
  ZCreateAppointmentRequest,
  ZCreateAppointmentResponse,
  ZFramingFormAppointmentRequest,
  ZUpdateAppointmentRequest,
} from '@cri/shared/schemas/appointments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../core/service-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { appointmentListRoutes } from './list-routes.ts';
import { errors, tags } from './route-common.ts';
import * as service from './service.ts';
import { updateAppointment } from './update-service.ts';

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

  appointmentListRoutes(app, { ctx });
};
