import { ZProjectIdParams } from '@cri/shared/schemas/projects';
import {
  ZCalendarDateParams,
  ZCalendarProject,
  ZCalendarProjectSummary,
  ZProgrammedDates,
  ZSchedulingRegionQuery,
} from '@cri/shared/schemas/scheduling';
import { z } from 'zod';
import type { ServiceContext } from '../../core/service-context.ts';
import type { ZodApp } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { errors, noStore, tags } from './route-common.ts';
import * as service from './service.ts';

/** The commission calendar: session days, the files of a day with their times, one file as the calendar shows it. */
export function calendarRoutes(app: ZodApp, { ctx }: { ctx: ServiceContext }): void {
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
}
