import { ZApiError } from '@cri/shared/errors';
import { completeSaveRequestSchema, ZSaveProjectFormRequest } from '@cri/shared/schemas/project-form';
import { ZProject, ZProjectIdParams } from '@cri/shared/schemas/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../core/service-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { projectArchiveRoutes } from './archive-routes.ts';
import { saveProjectForm } from './form-service.ts';
import { projectListRoutes } from './list-routes.ts';
import { getProject } from './service.ts';
import { projectSubmissionRoutes } from './submit-routes.ts';

const tags = ['projects'];

/**
 * A draft has its formats checked; a complete save every rule at once (formats and requirements together),
 * except the architect, whose need depends on the file's procedures: the service checks it.
 */
const ZSaveProjectFormBody = z.discriminatedUnion('complete', [
  ZSaveProjectFormRequest.extend({ complete: z.literal(false) }),
  completeSaveRequestSchema({ architectRequired: false }),
]);

/** Investment projects (spec 2 §7 Projects). First cut: reading one project; issue 5 adds the rest. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  // Recap, submission, phases, adding procedures (issue 5).
  await app.register(projectSubmissionRoutes);
  // Lists, archive and restore (issue 5): their own files.
  await app.register(projectListRoutes);
  await app.register(projectArchiveRoutes);

  app.get(
    '/projects/:id',
    {
      config: { permission: 'read:project' },
      schema: {
        tags,
        summary: 'Un projet, ses procédures et leurs documents',
        params: ZProjectIdParams,
        response: { 200: ZProject, 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await getProject(ctx.db, currentUser(request), request.params.id)),
  );

  app.put(
    '/projects/:id',
    {
      config: { permission: 'update:project', formErrors: 'fields' },
      schema: {
        tags,
        summary: 'Enregistre le formulaire du projet (brouillon, ou complet avec complete=true)',
        params: ZProjectIdParams,
        body: ZSaveProjectFormBody,
        response: { 200: ZProject, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const user = currentUser(request);
      await saveProjectForm(ctx, { user, projectId: id, body: request.body });
      return reply.header('cache-control', 'no-store').send(await getProject(ctx.db, user, id));
    },
  );
};
