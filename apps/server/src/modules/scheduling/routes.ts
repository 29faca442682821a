import { ZApiError } from '@cri/shared/errors';
import { ZProjectIdParams } from '@cri/shared/schemas/projects';
import {
  ZCalendarDateParams,
  ZCalendarProject,
  ZCalendarProjectSummary,
  ZProgramAfterCommissionResponse,
  ZProgrammedDates,
  ZProgramQuery,
  ZScheduledProject,
  ZSchedulingRegionQuery,
} from '@cri/shared/schemas/scheduling';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../core/service-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

const tags = ['scheduling'];
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const noStore = { 'cache-control': 'no-store' };

/** Commission scheduling and the commission calendar (spec 2 §7 "Projects", scheduling reads and actions). */
export const schedulingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    '/projects/projects-to-program',
    {
      config: { permission: 'schedule:project' },
      schema: {
        tags,
        summary: 'Dossiers validés à programmer en commission (région du conseiller)',
        querystring: ZSchedulingRegionQuery,
        response: { 200: z.array(ZScheduledProject), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await service.projectsToProgram(ctx, { user: currentUser(request), regionId: request.query.regionId });
      return reply.headers(noStore).send(rows);
    },
  );

  app.put(
    '/projects/:id/program',
    {
      config: { permission: 'schedule:project' },
      schema: {
        tags,
        summary: 'Programmer un dossier à une séance de commission (jour ouvré, pas dans le passé)',
        params: ZProjectIdParams,
        querystring: ZProgramQuery,
        response: { 200: ZScheduledProject, ...errors },
      },
    },
    async (request) =>
      service.program(ctx, { user: currentUser(request), projectId: request.params.id, date: request.query.date }),
  );

  app.put(
    '/projects/:id/deprogram',
    {
      config: { permission: 'schedule:project' },
      schema: {
        tags,
        summary: 'Déprogrammer un dossier (il revient dans les dossiers à programmer)',
        params: ZProjectIdParams,
        response: { 200: ZScheduledProject, ...errors },
      },
    },
    async (request) => service.deprogram(ctx, { user: currentUser(request), projectId: request.params.id }),
  );

  app.put(
    '/projects/:id/program-project-after-commission',
    {
      config: { permission: 'schedule:project' },
      schema: {
        tags,
        summary: 'Reprogrammer à la prochaine commission un dossier que la commission a demandé de reprogrammer',
        params: ZProjectIdParams,
        response: { 200: ZProgramAfterCommissionResponse, ...errors },
      },
    },
    async (request) => service.programAfterCommission(ctx, { user: currentUser(request), projectId: request.params.id }),
  );

  app.get(
    '/projects/calendar/dates-of-programmed-projects',
    {
      config: { permission: 'read:calendar' },
      schema: {
        tags,
        summary: 'Jours de séance ayant des dossiers programmés',
        querystring: ZSchedulingRegionQuery,
        response: { 200: ZProgrammedDates, ...errors },
      },
    },
    async (request, reply) => {
      const dates = await service.programmedDates(ctx, { user: currentUser(request), regionId: request.query.regionId });
      return reply.headers(noStore).send(dates);
    },
  );

  app.get(
    '/projects/calendar/rescheduled-projects/:date',
    {
      config: { permission: 'read:calendar' },
      schema: {
        tags,
        summary: "Dossiers reprogrammés après une commission, dans la séance d'un jour",
        params: ZCalendarDateParams,
        querystring: ZSchedulingRegionQuery,
        response: { 200: z.array(ZCalendarProject), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await service.rescheduledOfDate(ctx, {
        user: currentUser(request),
        date: request.params.date,
        regionId: request.query.regionId,
      });
      return reply.headers(noStore).send(rows);
    },
  );

  app.get(
    '/projects/calendar/projects/:id',
    {
      config: { permission: 'read:calendar' },
      schema: {
        tags,
        summary: "Un dossier tel que l'agenda des commissions le présente (séance et horaire)",
        params: ZProjectIdParams,
        response: { 200: ZCalendarProjectSummary, ...errors },
      },
    },
    async (request, reply) => {
      const summary = await service.calendarProject(ctx, { user: currentUser(request), projectId: request.params.id });
      return reply.headers(noStore).send(summary);
    },
  );

  app.get(
    '/projects/calendar/:date',
    {
      config: { permission: 'read:calendar' },
      schema: {
        tags,
        summary: "Dossiers programmés un jour, avec l'horaire de passage de chacun",
        params: ZCalendarDateParams,
        querystring: ZSchedulingRegionQuery,
        response: { 200: z.array(ZCalendarProject), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await service.calendarOfDate(ctx, {
        user: currentUser(request),
        date: request.params.date,
        regionId: request.query.regionId,
      });
      return reply.headers(noStore).send(rows);
    },
  );
};
