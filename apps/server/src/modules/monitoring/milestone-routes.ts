import {
  MILESTONE_FILE_KINDS,
  ZMilestone,
  ZMilestoneCreateJson,
  ZMilestoneCreateQuery,
  ZMilestoneNew,
  ZMilestoneUpdate,
  ZMilestoneUpdateParams,
  ZMonitoringIdParams,
  ZMonitoringProjectIdParams,
} from '@cri/shared/schemas/monitoring';
import { z } from 'zod';
import { contentDisposition } from '../../core/uploads/file-names.ts';
import { removeOnFailure } from '../../core/uploads/read-upload.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { API_ERRORS as errors, type ZodApp } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { MonitoringContext } from './context.ts';
import { readMonitoringForm } from './read-form.ts';
import * as service from './service.ts';

const tags = ['monitoring'];

const fileKind = (raw: string | undefined) => {
  const kind = raw ?? 'attachedDocument';
  if (!(MILESTONE_FILE_KINDS as readonly string[]).includes(kind))
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field: 'fileKind', messageKey: 'errors.field.invalid' }] });
  return kind as (typeof MILESTONE_FILE_KINDS)[number];
};

/** The milestones of a monitoring project (spec 3 §7): create, read, update (multipart), their files. */
export function milestoneRoutes(app: ZodApp, ctx: MonitoringContext) {
  const { scanner } = app.deps;

  app.post(
    '/monitoring-project-procedure-milestones',
    {
      config: { permission: 'manage:monitoring' },
      schema: {
        tags,
        summary: "Ajoute un jalon à une procédure d'un projet suivi",
        body: ZMilestoneCreateJson,
        response: { 201: ZMilestone, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { monitoringProjectProcedureId, ...body } = request.body;
      const mpId = await service.projectOfProcedure(ctx.db, user, monitoringProjectProcedureId);
      return reply.status(201).send(await service.createMilestone(ctx, user, mpId, monitoringProjectProcedureId, body));
    },
  );

  app.get(
    '/monitoring-project-procedure-milestones/:id',
    {
      config: { permission: 'read:monitoring' },
      schema: { tags, summary: 'Un jalon', params: ZMonitoringIdParams, response: { 200: ZMilestone, ...errors } },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.getMilestone(ctx, currentUser(request), request.params.id)),
  );

  app.post(
    '/monitoring-project-procedure-milestones/:monitoringProjectId/create',
    {
      config: { permission: 'manage:monitoring' },
      schema: {
        tags,
        summary: 'Ajoute un jalon (multipart : champ JSON milestone, puis file facultatif, la pièce jointe)',
        params: ZMonitoringProjectIdParams,
        querystring: ZMilestoneCreateQuery,
        consumes: ['multipart/form-data'],
        response: { 201: ZMilestone, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { monitoringProjectId } = request.params;
      const { monitoringProjectProcedureId } = request.query;
      const { form, file } = await readMonitoringForm(request, {
        storage: ctx.storage,
        scanner,
        field: 'milestone',
        schema: ZMilestoneNew,
        check: async () => {
          if ((await service.projectOfProcedure(ctx.db, user, monitoringProjectProcedureId)) !== monitoringProjectId)
            throw notFound();
        },
      });
      return reply
        .status(201)
        .send(
          await removeOnFailure(ctx.storage, file?.key, () =>
            service.createMilestone(ctx, user, monitoringProjectId, monitoringProjectProcedureId, form, file),
          ),
        );
    },
  );

  app.put(
    '/monitoring-project-procedure-milestones/:monitoringProjectId/update/:milestoneId',
    {
      config: { permission: 'manage:monitoring' },
      schema: {
        tags,
        summary: 'Modifie, complète ou désactive un jalon (multipart : champ JSON milestone, fileKind, puis file facultatif)',
        params: ZMilestoneUpdateParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZMilestone, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const {
        form,
        file,
        checked: kind,
      } = await readMonitoringForm(request, {
        storage: ctx.storage,
        scanner,
        field: 'milestone',
        schema: ZMilestoneUpdate,
        check: async (_form, fields) => {
          await service.checkMilestoneUpdatable(ctx.db, user, request.params.monitoringProjectId, request.params.milestoneId);
          return fileKind(fields.fileKind);
        },
      });
      return removeOnFailure(ctx.storage, file?.key, async () => {
        const { milestone, replaced } = await service.updateMilestone(
          ctx,
          user,
          request.params,
          form,
          file ? { ...file, kind } : undefined,
        );
        for (const key of replaced) await ctx.storage.remove(key);
        return reply.send(milestone);
      });
    },
  );

  app.get(
    '/monitoring-project-procedure-milestones/:id/file',
    {
      config: { permission: 'read:monitoring' },
      schema: {
        tags,
        summary: "La pièce jointe ou le procès-verbal d'un jalon",
        params: ZMonitoringIdParams,
        querystring: z.object({ kind: z.enum(MILESTONE_FILE_KINDS).default('attachedDocument') }),
      },
    },
    async (request, reply) => {
      const file = await service.milestoneFile(ctx, currentUser(request), request.params.id, request.query.kind);
      const stream = await ctx.storage.read(file.key);
      if (!stream) throw notFound();
      return reply
        .type(file.name.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream')
        .header('content-disposition', contentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
}
