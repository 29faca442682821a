import { ZCommission, ZCommissionAnswerRequest } from '@cri/shared/schemas/commission';
import { ZNationalCommissionFile, ZNationalCommissionList } from '@cri/shared/schemas/national-commission';
import { ZProjectIdParams } from '@cri/shared/schemas/projects';
import type { ServiceContext } from '../../core/service-context.ts';
import type { ZodApp } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as national from './national-service.ts';
import { errors, noStore, tags } from './route-common.ts';

/** The national commission (decision 050): its files of every region, one file, and its decision. */
export function nationalCommissionRoutes(app: ZodApp, { ctx }: { ctx: ServiceContext }): void {
  app.get(
    '/national-commission/projects',
    {
      config: { permission: 'decide:national-commission' },
      schema: {
        tags,
        summary: 'Dossiers de compétence nationale (250 M DH ou plus) en attente de décision, toutes régions',
        response: { 200: ZNationalCommissionList, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await national.nationalProjects(ctx, currentUser(request))),
  );

  app.get(
    '/national-commission/projects/:id',
    {
      config: { permission: 'decide:national-commission' },
      schema: {
        tags,
        summary: 'Un dossier de compétence nationale, sa décision une fois enregistrée',
        params: ZProjectIdParams,
        response: { 200: ZNationalCommissionFile, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await national.nationalFile(ctx, currentUser(request), request.params.id)),
  );

  app.put(
    '/projects/:id/national-commission-answer',
    {
      config: { permission: 'decide:national-commission' },
      schema: {
        tags,
        summary: 'Décision de la commission nationale sur un dossier de sa compétence, notifiée à l’investisseur',
        params: ZProjectIdParams,
        body: ZCommissionAnswerRequest,
        response: { 200: ZCommission, ...errors },
      },
    },
    async (request) =>
      national.nationalAnswer(ctx, { user: currentUser(request), projectId: request.params.id, body: request.body }),
  );
}
