import { ZActHistory, ZActRevisionRequest, ZFollowUpAction, ZFollowUpActionParams } from '@cri/shared/schemas/follow-up-actions';
import type { ZodApp } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as review from './act-review.ts';
import type { FuaContext } from './context.ts';
import * as read from './read-service.ts';
import { errors, noStore, tags } from './route-common.ts';

/** The act of an ACT_DELIVERY action: its history, the regional director's validation or revision request. */
export function actRoutes(app: ZodApp, { ctx }: { ctx: FuaContext }): void {
  app.get(
    '/follow-up-action/:id/act-revisions',
    {
      config: { permission: 'read:follow-up-actions' },
      schema: {
        tags,
        summary: "L'historique de l'acte : ses versions et les révisions demandées (comptées par demandeur)",
        params: ZFollowUpActionParams,
        response: { 200: ZActHistory, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await read.actHistory(ctx, currentUser(request), request.params.id)),
  );

  app.post(
    '/follow-up-action/:id/approve',
    {
      config: { permission: 'review:acts' },
      schema: {
        tags,
        summary: "Le directeur régional valide l'acte : il attend alors la signature du wali",
        params: ZFollowUpActionParams,
        response: { 200: ZFollowUpAction, ...errors },
      },
    },
    async (request) => review.approveAct(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/follow-up-action/:id/revision-request',
    {
      config: { permission: 'review:acts' },
      schema: {
        tags,
        summary: "Le directeur régional demande une révision de l'acte, avec son motif ; le conseiller le remplace",
        params: ZFollowUpActionParams,
        body: ZActRevisionRequest,
        response: { 200: ZFollowUpAction, ...errors },
      },
    },
    async (request) => review.requestRevision(ctx, currentUser(request), request.params.id, request.body),
  );
}
