import { ZApiError } from '@cri/shared/errors';
import {
  ZActEsignErrorQuery,
  ZActLinkQuery,
  ZActParams,
  ZActToSign,
  ZGovernorRevisionRequest,
  ZProjectActs,
  ZRequestSignActQuery,
  ZSignActRequest,
} from '@cri/shared/schemas/act-signature';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../core/service-context.ts';
import { contentDisposition } from '../../core/uploads/file-names.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { linkTokens } from '../../lib/hmac-secret.ts';
import { currentUser } from '../../plugins/auth.ts';
import { type ActSignatureContext, actViewSubject, signedActSubject } from './context.ts';
import * as service from './service.ts';
import * as signing from './signing.ts';

const tags = ['act-signature'];
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const noStore = { 'cache-control': 'no-store' };
/** Links to the act and the signed act: long enough to click, short if they leak. */
const LINK_TTL_SECONDS = 30 * 60;

/**
 * The governor's e-signature of a delivery act and its delivery (issue 14; spec 2 §2 Signatures, §4 "Act
 * delivery", §7 Signatures; decisions 037, 038): the act to sign, the request to the provider and its
 * return, the provider's error text, the governor's revision request, the delivered acts of a file and
 * their download.
 */
export const actSignatureRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: ActSignatureContext = {
    ...serviceContext(app),
    storage: app.storage,
    provider: app.esign.provider,
    trustedRootsPem: app.esign.trustedRootsPem,
    tokens: linkTokens(app.deps.database.db, { secretName: 'act-download', ttlSeconds: LINK_TTL_SECONDS }),
  };

  app.get(
    '/follow-up-action/:id/act-signature',
    {
      config: { permission: 'sign:act' },
      schema: {
        tags,
        summary: "L'acte à signer par le gouverneur (wali)",
        params: ZActParams,
        response: { 200: ZActToSign, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.actToSign(ctx, currentUser(request), request.params.id)),
  );

  app.get(
    '/esign/request-sign-act-to-delivery',
    {
      config: { permission: 'sign:act' },
      schema: {
        tags,
        summary: "Demande de signature électronique de l'acte par le gouverneur : l'adresse du fournisseur (wsUrl)",
        querystring: ZRequestSignActQuery,
        response: { 200: z.object({ wsUrl: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await signing.requestSignAct(ctx, { user: currentUser(request), ...request.query })),
  );

  app.post(
    '/follow-up-action/:id/sign-act',
    {
      config: { permission: 'sign:act' },
      schema: {
        tags,
        summary: "Retour du fournisseur : vérifie l'acte signé, l'enregistre et le remet à l'investisseur",
        params: ZActParams,
        body: ZSignActRequest,
        response: { 200: ZActToSign, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await signing.signAct(ctx, { user, followUpActionId: request.params.id, transactionId: request.body.transactionId });
      return service.actToSign(ctx, user, request.params.id);
    },
  );

  app.get(
    '/esign/act-error',
    {
      config: { permission: 'sign:act' },
      schema: {
        tags,
        summary: 'Le texte d’erreur du fournisseur pour la dernière demande de signature de l’acte',
        querystring: ZActEsignErrorQuery,
        response: { 200: z.object({ wsError: z.string().nullable() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await signing.actEsignError(ctx, currentUser(request), request.query.followUpActionId)),
  );

  app.post(
    '/follow-up-action/:id/governor-revision',
    {
      config: { permission: 'sign:act' },
      schema: {
        tags,
        summary: "Le gouverneur demande une révision de l'acte au lieu de le signer",
        params: ZActParams,
        body: ZGovernorRevisionRequest,
        response: { 200: z.object({ projectId: z.number().int(), revisionsByGovernor: z.number().int() }), ...errors },
      },
    },
    async (request) =>
      signing.askGovernorRevision(ctx, {
        user: currentUser(request),
        followUpActionId: request.params.id,
        reason: request.body.reason,
      }),
  );

  app.get(
    '/projects/:id/delivered-acts',
    {
      config: { permission: 'read:project' },
      schema: {
        tags,
        summary:
          'Les actes signés et remis d’un dossier (investisseur, personnel de la région), et ceux que le gouverneur doit signer',
        params: ZActParams,
        response: { 200: ZProjectActs, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.projectActs(ctx, currentUser(request), request.params.id)),
  );

  /** The user a link's `token` names (or the bearer when there is none). */
  const linkUser = async (request: FastifyRequest, token: string | undefined, subject: string): Promise<number> => {
    if (token) {
      const checked = await ctx.tokens.verify({ token, subject, now: ctx.now() });
      if (!('userId' in checked))
        throw new AppError('TOKEN_INVALID', checked.expired ? { messageKey: 'providedDocument.linkExpired' } : {});
      return checked.userId;
    }
    if (request.user) return Number(request.user.sub);
    throw new AppError('UNAUTHENTICATED');
  };
  const sendPdf = async (reply: FastifyReply, file: { storageKey: string; fileName: string }) => {
    const stream = await app.storage.read(file.storageKey);
    if (!stream) throw notFound();
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(stream);
  };

  app.get(
    '/follow-up-action/:id/signed-act',
    {
      // Public at the guard: the signed `token` of the link stands for the bearer header.
      config: { public: true },
      schema: { tags, summary: "Télécharger l'acte signé — lien signé", params: ZActParams, querystring: ZActLinkQuery },
    },
    async (request, reply) => {
      const userId = await linkUser(request, request.query.token, signedActSubject(request.params.id));
      return sendPdf(reply, await service.downloadableSignedAct(ctx, { fuaId: request.params.id, userId }));
    },
  );

  app.get(
    '/follow-up-action/:id/act-file',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "L'acte validé par le directeur, pour le gouverneur — lien signé",
        params: ZActParams,
        querystring: ZActLinkQuery,
      },
    },
    async (request, reply) => {
      const userId = await linkUser(request, request.query.token, actViewSubject(request.params.id));
      return sendPdf(reply, await service.viewableAct(ctx, { fuaId: request.params.id, userId }));
    },
  );
};
