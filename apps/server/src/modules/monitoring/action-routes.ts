import {
  ZMonitoringAction,
  ZMonitoringActionNew,
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
const ZActionRef = z.strictObject({ actionId: z.number().int().positive().max(2_147_483_647) });

/** Follow-up actions of monitoring (spec 3 §7): a new action with its document, documents added and deleted. */
export function actionRoutes(app: ZodApp, ctx: MonitoringContext) {
  const { scanner } = app.deps;

  app.post(
    '/monitoring-follow-up-actions/:monitoringProjectId/new',
    {
      config: { permission: 'manage:monitoring' },
      schema: {
        tags,
        summary: 'Nouvelle action de suivi (multipart : champ JSON action, puis file facultatif, jpg, png ou pdf)',
        params: ZMonitoringProjectIdParams,
        consumes: ['multipart/form-data'],
        response: { 201: ZMonitoringAction, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { monitoringProjectId } = request.params;
      const { form, file } = await readMonitoringForm(request, {
        storage: ctx.storage,
        scanner,
        field: 'action',
        schema: ZMonitoringActionNew,
        check: () => service.checkProjectEditable(ctx.db, user, monitoringProjectId),
      });
      return reply
        .status(201)
        .send(
          await removeOnFailure(ctx.storage, file?.key, () => service.createAction(ctx, user, monitoringProjectId, form, file)),
        );
    },
  );

  app.post(
    '/monitoring-follow-up-actions/add-document',
    {
      config: { permission: 'manage:monitoring' },
      schema: {
        tags,
        summary: 'Ajoute un document à une action de suivi (multipart : champ JSON document {actionId}, puis file)',
        consumes: ['multipart/form-data'],
        response: { 201: ZMonitoringAction, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { form, file } = await readMonitoringForm(request, {
        storage: ctx.storage,
        scanner,
        field: 'document',
        schema: ZActionRef,
        check: async (f) => {
          await service.checkActionInScope(ctx.db, user, f.actionId);
        },
        fileRequired: true,
      });
      if (!file)
        throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field: 'file', messageKey: 'errors.field.required' }] });
      return reply
        .status(201)
        .send(await removeOnFailure(ctx.storage, file.key, () => service.addDocument(ctx, user, form.actionId, file)));
    },
  );

  app.delete(
    '/monitoring-follow-up-actions/document-delete/:id',
    {
      config: { permission: 'manage:monitoring' },
      schema: {
        tags,
        summary: "Supprime un document d'une action de suivi",
        params: ZMonitoringIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const key = await service.deleteDocument(ctx, currentUser(request), request.params.id);
      await ctx.storage.remove(key);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/monitoring-follow-up-actions/document/:id',
    {
      config: { permission: 'read:monitoring' },
      schema: { tags, summary: "Un document d'une action de suivi", params: ZMonitoringIdParams },
    },
    async (request, reply) => {
      const file = await service.documentFile(ctx, currentUser(request), request.params.id);
      const stream = await ctx.storage.read(file.key);
      if (!stream) throw notFound();
      return reply
        .type(file.mime)
        .header('content-disposition', contentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
}
