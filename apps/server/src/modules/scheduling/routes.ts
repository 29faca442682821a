import { ZProjectIdParams } from '@cri/shared/schemas/projects';
import {
  ZProgramAfterCommissionResponse,
  ZProgramQuery,
  ZProgramSlot,
  ZProgramSlotQuery,
  ZScheduledProject,
  ZSchedulingRegionQuery,
} from '@cri/shared/schemas/scheduling';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../core/service-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { calendarRoutes } from './calendar-routes.ts';
import { errors, noStore, tags } from './route-common.ts';
import * as service from './service.ts';

/** Commission scheduling (spec 2 §7 "Projects": programme, deprogramme, reprogramme) and, from calendar-routes.ts, the commission calendar. */
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

  app.get(
    '/projects/:id/program-slot',
    {
      config: { permission: 'schedule:project' },
      schema: {
        tags,
        summary:
          "Créneau qu'aurait le dossier s'il était programmé (à la date donnée, ou au prochain jour de commission de la région ayant un créneau libre), et commission compétente",
        params: ZProjectIdParams,
        querystring: ZProgramSlotQuery,
        response: { 200: ZProgramSlot, ...errors },
      },
    },
    async (request, reply) => {
      const slot = await service.programSlot(ctx, {
        user: currentUser(request),
        projectId: request.params.id,
        date: request.query.date,
      });
      return reply.headers(noStore).send(slot);
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

  calendarRoutes(app, { ctx });
};
