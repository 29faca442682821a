import {
  ZFollowUpAction,
  ZFollowUpActionList,
  ZFollowUpActionListQuery,
  ZFollowUpActionParams,
} from '@cri/shared/schemas/follow-up-actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../core/service-context.ts';
import { acceptUploads, removeOnFailure } from '../../core/uploads/read-upload.ts';
import { currentUser } from '../../plugins/auth.ts';
import { actRoutes } from './act-routes.ts';
import type { FuaContext } from './context.ts';
import { documentRoutes } from './document-routes.ts';
import { readActionForm } from './read-form.ts';
import * as read from './read-service.ts';
import { errors, noStore, tags } from './route-common.ts';
import * as service from './service.ts';

/**
 * Follow-up actions (issue 14; spec 2 §2 Advisor "Follow-up actions", §7; decisions 035, 036): the list of
 * a file, one action, the advisor's form (multipart: JSON field `followUpAction`, optional `file`), delete,
 * done; the recipients' documents (document-routes.ts); the director's act review (act-routes.ts).
 */
export const followUpActionRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const ctx: FuaContext = { ...serviceContext(app), storage: app.storage };
  const { scanner } = app.deps;

  app.get(
    '/follow-up-action',
    {
      config: { permission: 'read:follow-up-actions' },
      schema: {
        tags,
        summary: "Les actions de suivi d'un dossier que l'appelant voit, et l'état d'action de chaque procédure",
        querystring: ZFollowUpActionListQuery,
        response: { 200: ZFollowUpActionList, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await read.list(ctx, currentUser(request), request.query.projectId)),
  );

  app.get(
    '/follow-up-action/:id',
    {
      config: { permission: 'read:follow-up-actions' },
      schema: {
        tags,
        summary: 'Une action de suivi',
        params: ZFollowUpActionParams,
        response: { 200: ZFollowUpAction, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await read.get(ctx, currentUser(request), request.params.id)),
  );

  app.post(
    '/follow-up-action/new',
    {
      config: { permission: 'manage:follow-up-actions' },
      schema: {
        tags,
        summary: "Crée une action de suivi (multipart : champ JSON followUpAction puis file optionnel ; l'acte en PDF)",
        consumes: ['multipart/form-data'],
        response: { 201: ZFollowUpAction, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { form, file } = await readActionForm(request, {
        storage: app.storage,
        scanner,
        check: (f) => service.checkCreate(ctx, user, f),
      });
      return reply.status(201).send(await removeOnFailure(app.storage, file?.key, () => service.create(ctx, user, form, file)));
    },
  );

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/follow-up-action/:id/update',
      config: { permission: 'manage:follow-up-actions' },
      schema: {
        tags,
        summary: 'Modifie une action ouverte (multipart comme la création) ; un nouvel acte en est une nouvelle version',
        params: ZFollowUpActionParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZFollowUpAction, ...errors },
      },
      handler: async (request) => {
        const user = currentUser(request);
        const { id } = request.params;
        const { form, file } = await readActionForm(request, {
          storage: app.storage,
          scanner,
          check: (f) => service.checkUpdate(ctx, user, id, f),
        });
        const outcome = await removeOnFailure(app.storage, file?.key, () => service.update(ctx, user, id, form, file));
        if (outcome.replacedKey) await app.storage.remove(outcome.replacedKey);
        return outcome.action;
      },
    });
  }

  app.delete(
    '/follow-up-action/:id',
    {
      config: { permission: 'manage:follow-up-actions' },
      schema: {
        tags,
        summary: "Supprime une action dans l'heure de sa création, tant que personne n'y a répondu",
        params: ZFollowUpActionParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { unusedKeys } = await service.remove(ctx, currentUser(request), request.params.id);
      for (const key of unusedKeys) await app.storage.remove(key);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/follow-up-action/:id/done',
    {
      config: { permission: 'manage:follow-up-actions' },
      schema: {
        tags,
        summary: 'Le conseiller marque une action normale (ou une demande de paiement) comme réalisée',
        params: ZFollowUpActionParams,
        response: { 200: ZFollowUpAction, ...errors },
      },
    },
    async (request) => service.markDone(ctx, currentUser(request), request.params.id),
  );

  documentRoutes(app, { ctx, scanner });
  actRoutes(app, { ctx });
};
