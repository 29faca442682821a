import {
  ZEsignErrorQuery,
  ZEsignErrorResponse,
  ZPvCommissionParams,
  ZPvSignatures,
  ZRequestSignQuery,
  ZRequestSignResponse,
  ZSignPvRequest,
} from '@cri/shared/schemas/signatures';
import type { ZodApp } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { errors, noStore, type SignatureRoutesDeps, tags } from './route-common.ts';
import * as signing from './signing.ts';

/** A member's electronic signature of the PV: the request to the provider, its return, its error text. */
export function esignRoutes(app: ZodApp, { ctx }: Pick<SignatureRoutesDeps, 'ctx'>): void {
  app.get(
    '/esign/request-sign-document',
    {
      config: { permission: 'sign:commission-pv' },
      schema: {
        tags,
        summary: 'Demande de signature électronique du PV par le membre : l’adresse du fournisseur (wsUrl)',
        querystring: ZRequestSignQuery,
        response: { 200: ZRequestSignResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await signing.requestSign(ctx, { user: currentUser(request), ...request.query })),
  );

  app.post(
    '/commission/:id/sign-pv',
    {
      config: { permission: 'sign:commission-pv' },
      schema: {
        tags,
        summary: 'Retour du fournisseur : vérifie le document signé et enregistre la signature du membre',
        params: ZPvCommissionParams,
        body: ZSignPvRequest,
        response: { 200: ZPvSignatures, ...errors },
      },
    },
    async (request) =>
      signing.signPv(ctx, {
        user: currentUser(request),
        commissionId: request.params.id,
        transactionId: request.body.transactionId,
      }),
  );

  app.get(
    '/esign-error',
    {
      config: { permission: 'sign:commission-pv' },
      schema: {
        tags,
        summary: 'Le texte d’erreur du fournisseur pour la dernière demande de signature du membre',
        querystring: ZEsignErrorQuery,
        response: { 200: ZEsignErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await signing.esignError(ctx, currentUser(request), request.query.projectId)),
  );
}
