import {
  ZAddCruiMembersRequest,
  ZCommission,
  ZCommissionAnswerRequest,
  ZCommissionMemberParams,
  ZCommissionOpinionRequest,
  ZCommissionPresenceRequest,
  ZCommissionSession,
} from '@cri/shared/schemas/commission';
import { ZProjectIdParams } from '@cri/shared/schemas/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../core/service-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { nationalCommissionRoutes } from './national-routes.ts';
import { commissionRecordRoutes } from './record-routes.ts';
import { errors, noStore, tags } from './route-common.ts';
import * as service from './service.ts';

/** The commission of a file: session, members, opinions, decision, reserves (spec 2 §2, §4, §7 Commission). */
export const commissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    '/projects/:id/commission-session',
    {
      config: { permission: 'read:commission' },
      schema: {
        tags,
        summary: 'La séance de commission du dossier : membres, avis, décision et ce que l’appelant peut faire',
        params: ZProjectIdParams,
        response: { 200: ZCommissionSession, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.session(ctx, currentUser(request), request.params.id)),
  );

  app.put(
    '/projects/:id/add-cruimember-to-project',
    {
      config: { permission: 'decide:project' },
      schema: {
        tags,
        summary: 'Ouvre la séance (membres des administrations partagées) et ajoute des membres de la CRUI',
        params: ZProjectIdParams,
        body: ZAddCruiMembersRequest,
        response: { 200: ZCommissionSession, ...errors },
      },
    },
    async (request) =>
      service.addMembers(ctx, { user: currentUser(request), projectId: request.params.id, userIds: request.body.userIds }),
  );

  app.put(
    '/commission/:id/members/:userId',
    {
      config: { permission: 'decide:project' },
      schema: {
        tags,
        summary: "Présence et conflit d'intérêts d'un membre (enregistrés par le conseiller pendant la séance)",
        params: ZCommissionMemberParams,
        body: ZCommissionPresenceRequest,
        response: { 200: ZCommission, ...errors },
      },
    },
    async (request) =>
      service.setPresence(ctx, {
        user: currentUser(request),
        commissionId: request.params.id,
        memberUserId: request.params.userId,
        body: request.body,
      }),
  );

  app.put(
    '/projects/:id/commission-opinion',
    {
      config: { permission: 'give:commission-opinion' },
      schema: {
        tags,
        summary: "Avis d'un membre de la CRUI sur un dossier programmé partagé avec son administration",
        params: ZProjectIdParams,
        body: ZCommissionOpinionRequest,
        response: { 200: ZCommissionSession, ...errors },
      },
    },
    async (request) => service.giveOpinion(ctx, { user: currentUser(request), projectId: request.params.id, body: request.body }),
  );

  app.put(
    '/projects/:id/commission-answer',
    {
      config: { permission: 'decide:project' },
      schema: {
        tags,
        summary: 'Décision de la commission (le jour de la séance ou après), notifiée à l’investisseur',
        params: ZProjectIdParams,
        body: ZCommissionAnswerRequest,
        response: { 200: ZCommission, ...errors },
      },
    },
    async (request) => service.answer(ctx, { user: currentUser(request), projectId: request.params.id, body: request.body }),
  );

  app.put(
    '/projects/:id/raise-reservation',
    {
      config: { permission: 'decide:project' },
      schema: {
        tags,
        summary: 'Confirme la levée des réserves d’une décision favorable avec réserves (les membres sont notifiés)',
        params: ZProjectIdParams,
        response: { 200: ZCommission, ...errors },
      },
    },
    async (request) => service.raiseReservation(ctx, { user: currentUser(request), projectId: request.params.id }),
  );

  commissionRecordRoutes(app, { ctx });
  nationalCommissionRoutes(app, { ctx });
};
