import { ZApiError } from '@cri/shared/errors';
import { ZProjectPhaseChangeResponse } from '@cri/shared/schemas/project-lists';
import { ZProjectIdParams } from '@cri/shared/schemas/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../core/service-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { archiveProject, restoreProject } from './archive-service.ts';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError, 429: ZApiError };

/** Archive and restore by the depositor (spec 2 §4, §7, §8: 429 past the daily maximum, with Retry-After). */
export const projectArchiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.put(
    '/projects/:id/archive-project',
    {
      config: { permission: 'archive:own-project' },
      schema: {
        tags: ['projects'],
        summary: 'Archive un dossier en dépôt (le déposant ; maximum journalier)',
        params: ZProjectIdParams,
        response: { 200: ZProjectPhaseChangeResponse, ...errors },
      },
    },
    async (request) => archiveProject(ctx, { user: currentUser(request), projectId: request.params.id }),
  );

  app.put(
    '/projects/:id/restore-project',
    {
      config: { permission: 'archive:own-project' },
      schema: {
        tags: ['projects'],
        summary: 'Restaure un dossier archivé, de nouveau modifiable avant le dépôt (maximum journalier)',
        params: ZProjectIdParams,
        response: { 200: ZProjectPhaseChangeResponse, ...errors },
      },
    },
    async (request) => restoreProject(ctx, { user: currentUser(request), projectId: request.params.id }),
  );
};
