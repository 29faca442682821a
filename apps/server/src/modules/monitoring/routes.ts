import {
  ZInvestorMonitoring,
  ZMonitoringDashboard,
  ZMonitoringIdParams,
  ZMonitoringListQuery,
  ZMonitoringProject,
  ZMonitoringProjectDetails,
  ZMonitoringProjectList,
  ZMonitoringProjectUpdate,
  ZProcedureMilestone,
  ZProcedureMilestoneList,
  ZProcedureMilestoneNew,
  ZProcedureMilestoneQuery,
} from '@cri/shared/schemas/monitoring';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../core/service-context.ts';
import { acceptUploads } from '../../core/uploads/read-upload.ts';
import { API_ERRORS as errors } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { actionRoutes } from './action-routes.ts';
import type { MonitoringContext } from './context.ts';
import { milestoneRoutes } from './milestone-routes.ts';
import * as service from './service.ts';

const tags = ['monitoring'];
const noStore = { 'cache-control': 'no-store' };

/**
 * Monitoring after the decision (issue 18; spec 3 §7 "Monitoring"; decisions 065-067): the procedures'
 * milestone definitions (national content manager), the region's monitoring projects with their 3-step
 * header, milestones and follow-up actions (monitoring manager), the dashboard, the investor's read-only view.
 */
export const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const ctx: MonitoringContext = { ...serviceContext(app), storage: app.storage };

  app.get(
    '/procedure-milestones',
    {
      config: { permission: 'manage:procedure-milestones' },
      schema: {
        tags,
        summary: 'Les jalons des procédures',
        querystring: ZProcedureMilestoneQuery,
        response: { 200: ZProcedureMilestoneList, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.listDefinitions(ctx.db, request.query.procedureId)),
  );
  app.post(
    '/procedure-milestones',
    {
      config: { permission: 'manage:procedure-milestones' },
      schema: {
        tags,
        summary: 'Ajoute un jalon à une procédure',
        body: ZProcedureMilestoneNew,
        response: { 201: ZProcedureMilestone, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createDefinition(ctx.db, request.body)),
  );
  app.delete(
    '/procedure-milestones/:id',
    {
      config: { permission: 'manage:procedure-milestones' },
      schema: {
        tags,
        summary: "Supprime un jalon d'une procédure",
        params: ZMonitoringIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteDefinition(ctx.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/monitoring-projects/monitoring-manager',
    {
      config: { permission: 'read:monitoring' },
      schema: {
        tags,
        summary: 'Les projets suivis de la région, paginés (recherche, filtre)',
        querystring: ZMonitoringListQuery,
        response: { 200: ZMonitoringProjectList, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.listProjects(ctx, currentUser(request), request.query)),
  );
  app.get(
    '/monitoring-projects/dashboard',
    {
      config: { permission: 'read:monitoring' },
      schema: { tags, summary: 'Le tableau de bord du suivi de la région', response: { 200: ZMonitoringDashboard, ...errors } },
    },
    async (request, reply) => reply.headers(noStore).send(await service.dashboard(ctx, currentUser(request))),
  );
  app.get(
    '/monitoring-projects/:id',
    {
      config: { permission: 'read:monitoring' },
      schema: { tags, summary: 'Un projet suivi', params: ZMonitoringIdParams, response: { 200: ZMonitoringProject, ...errors } },
    },
    async (request, reply) => reply.headers(noStore).send(await service.getProject(ctx, currentUser(request), request.params.id)),
  );
  app.get(
    '/monitoring-projects/:id/details',
    {
      config: { permission: 'read:monitoring' },
      schema: {
        tags,
        summary: 'Un projet suivi et ce qui en est réalisé',
        params: ZMonitoringIdParams,
        response: { 200: ZMonitoringProjectDetails, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.getDetails(ctx, currentUser(request), request.params.id)),
  );
  app.put(
    '/monitoring-projects/:id',
    {
      config: { permission: 'manage:monitoring' },
      schema: {
        tags,
        summary: 'Enregistre une étape (informations générales, informations du projet)',
        params: ZMonitoringIdParams,
        body: ZMonitoringProjectUpdate,
        response: { 200: ZMonitoringProject, ...errors },
      },
    },
    async (request, reply) => reply.send(await service.updateProject(ctx, currentUser(request), request.params.id, request.body)),
  );
  app.post(
    '/monitoring-projects/validate/:id',
    {
      config: { permission: 'manage:monitoring' },
      schema: {
        tags,
        summary: 'Valide le projet suivi après le récapitulatif',
        params: ZMonitoringIdParams,
        response: { 200: ZMonitoringProject, ...errors },
      },
    },
    async (request, reply) => reply.send(await service.validateProject(ctx, currentUser(request), request.params.id)),
  );
  app.get(
    '/projects/:id/monitoring',
    {
      config: { permission: 'read:project' },
      schema: {
        tags,
        summary: 'Les jalons du suivi du dossier, en lecture (investisseur)',
        params: ZMonitoringIdParams,
        response: { 200: ZInvestorMonitoring, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.investorView(ctx, currentUser(request), request.params.id)),
  );

  milestoneRoutes(app, ctx);
  actionRoutes(app, ctx);
};
