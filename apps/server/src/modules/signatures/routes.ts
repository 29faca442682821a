import { ZApiError } from '@cri/shared/errors';
import { UPLOAD_MAX_BYTES } from '@cri/shared/limits';
import {
  ZAddPvRequest,
  ZEsignErrorQuery,
  ZEsignErrorResponse,
  ZFinalizeSignaturesResponse,
  ZProjectPv,
  ZPvCommissionParams,
  ZPvProjectParams,
  ZPvSignatures,
  ZRequestSignQuery,
  ZRequestSignResponse,
  ZSignPvRequest,
  ZVerifiedDocumentQuery,
  ZVerifySignatureResponse,
} from '@cri/shared/schemas/signatures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../core/uploads/file-names.ts';
import { acceptUploads, readUpload } from '../../core/uploads/read-upload.ts';
import { uploadScanner } from '../../core/uploads/virus-scanner.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { linkTokens } from '../../lib/hmac-secret.ts';
import { publicLink } from '../../mail/outbox.ts';
import { renderCommissionPv } from '../../pdf/commission-pv.ts';
import { currentUser } from '../../plugins/auth.ts';
import { PV_PREFIX, pvSubject, type SignaturesContext } from './context.ts';
import { slidingWindowLimiter } from './rate-limit.ts';
import * as service from './service.ts';
import * as signing from './signing.ts';
import { VERIFIED_PREFIX, verifiedSubject, verifyUploaded } from './verification.ts';

const tags = ['signatures'];
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 413: ZApiError, 422: ZApiError, 429: ZApiError };
const noStore = { 'cache-control': 'no-store' };
/** Download links of the PV and of verified documents: long enough to click, short if they leak. */
const LINK_TTL_SECONDS = 30 * 60;
/** Verified uploads are kept a day for their download link, then purged. */
const VERIFIED_KEEP_MS = 86_400_000;
const PV_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const ID = /^[1-9]\d{0,9}$/;
const UPLOAD_LIMITS = { fileSize: UPLOAD_MAX_BYTES, fields: 5, fieldSize: 100 };

/**
 * The PV of a commission and its signatures (issue 7; spec 2 §2 Signatures, "Minutes (PV)", §9): generate
 * or upload the PV, sign it electronically one member at a time, finalise, download, and the public
 * verification of a signed PDF.
 */
export const signatureRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only these routes take multipart bodies (the PV scan, the PDF to verify).
  await acceptUploads(app);
  const { env } = app.deps;
  const db = app.deps.database.db;
  const scanner = uploadScanner(env);
  const ctx: SignaturesContext = {
    db,
    now: () => app.deps.now(),
    storage: app.storage,
    provider: app.esign.provider,
    trustedRootsPem: app.esign.trustedRootsPem,
    tokens: linkTokens(db, { secretName: 'commission-pv-download', ttlSeconds: LINK_TTL_SECONDS }),
    manualUploadEnabled: env.UPLOAD_PV_MANUALLY,
    renderPv: renderCommissionPv,
    link: (path) => publicLink(app, path),
  };
  const verifyLimiter = slidingWindowLimiter({ limit: 20, windowMs: 10 * 60_000 });

  app.addHook('onReady', async () => {
    const removed = await app.storage.purgeOlderThan(VERIFIED_PREFIX, new Date(Date.now() - VERIFIED_KEEP_MS));
    if (removed > 0) app.log.info({ removed }, 'old verified signature uploads removed');
  });

  app.get(
    '/projects/:id/pv-signatures',
    {
      config: { permission: 'read:commission' },
      schema: {
        tags,
        summary: 'Le PV de la commission du dossier, ses signatures et ce que l’appelant peut faire',
        params: ZPvProjectParams,
        response: { 200: ZPvSignatures, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.signatures(ctx, currentUser(request), request.params.id)),
  );

  app.get(
    '/projects/:id/commission-pv',
    {
      config: { permission: 'read:project' },
      schema: {
        tags,
        summary: 'Le PV du dossier sur sa page (l’investisseur, une fois le PV chargé ou 48 h après la finalisation)',
        params: ZPvProjectParams,
        response: { 200: ZProjectPv, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.projectPv(ctx, currentUser(request), request.params.id)),
  );

  app.post(
    '/projects/add-pv-commission',
    {
      config: { permission: 'decide:project' },
      schema: {
        tags,
        summary:
          'Génère le PV (JSON { projectId }) ou dépose le PV signé sur papier (multipart : projectId puis file ; UPLOAD_PV_MANUALLY)',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: ZPvSignatures, 201: ZPvSignatures, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) {
        const parsed = ZAddPvRequest.safeParse(request.body ?? {});
        if (!parsed.success)
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: [{ field: 'body.projectId', messageKey: 'errors.field.invalid' }],
          });
        return reply.status(201).send(await service.generatePv(ctx, user, parsed.data.projectId));
      }
      const { checked: projectId, file } = await readUpload(request, {
        storage: app.storage,
        scanner,
        limits: UPLOAD_LIMITS,
        // Fields come before the file, so nothing is stored for a caller who may not upload here.
        check: async (fields) => {
          const raw = fields.projectId?.trim() ?? '';
          if (!ID.test(raw) || Number(raw) > 2_147_483_647)
            throw new AppError('VALIDATION_FAILED', {
              fieldErrors: [{ field: 'projectId', messageKey: 'errors.field.invalid' }],
            });
          await service.checkManualUpload(ctx, user, Number(raw));
          return { accepted: PV_TYPES, value: Number(raw) };
        },
      });
      const key = await app.storage.move(file.stagingKey, PV_PREFIX);
      let outcome: { replaced: boolean; unusedKeys: string[] };
      try {
        outcome = await service.recordManualPv(ctx, { user, projectId, file: { ...file, key } });
      } catch (error) {
        await app.storage.remove(key);
        throw error;
      }
      for (const unused of outcome.unusedKeys) await app.storage.remove(unused);
      return reply.status(outcome.replaced ? 200 : 201).send(await service.signatures(ctx, user, projectId));
    },
  );

  app.get(
    '/commission/:id/pv',
    {
      // Public at the guard: the signed `token` of the link stands for the bearer header.
      config: { public: true },
      schema: {
        tags,
        summary: 'Télécharger le PV courant (généré, signé en partie ou scan) — lien signé',
        params: ZPvCommissionParams,
        querystring: ZVerifiedDocumentQuery.pick({ token: true }).partial(),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      let userId: number;
      if (request.query.token) {
        const checked = await ctx.tokens.verify({ token: request.query.token, subject: pvSubject(id), now: ctx.now() });
        if (!('userId' in checked))
          throw new AppError('TOKEN_INVALID', checked.expired ? { messageKey: 'providedDocument.linkExpired' } : {});
        userId = checked.userId;
      } else if (request.user) userId = Number(request.user.sub);
      else throw new AppError('UNAUTHENTICATED');
      const pv = await service.downloadablePv(ctx, { commissionId: id, userId });
      const stream = await app.storage.read(pv.storageKey);
      if (!stream) throw notFound();
      return reply
        .type(pv.mimeType)
        .header('content-length', pv.size)
        .header('content-disposition', contentDisposition(pv.fileName))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

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

  app.post(
    '/commission/:id/finalize-signatures',
    {
      config: { permission: 'decide:project' },
      schema: {
        tags,
        summary: 'Finalise les signatures du PV : les membres restants ont 48 heures',
        params: ZPvCommissionParams,
        response: { 200: ZFinalizeSignaturesResponse, ...errors },
      },
    },
    async (request) => service.finalize(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/esign/verify-request-to-sign-document',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Vérifie les signatures d’un PDF déposé (multipart : file) et donne un lien pour le télécharger',
        consumes: ['multipart/form-data'],
        response: { 200: ZVerifySignatureResponse, ...errors },
      },
    },
    async (request, reply) => {
      verifyLimiter.hit(request.ip, Date.now());
      if (!request.isMultipart())
        throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field: 'file', messageKey: 'errors.field.required' }] });
      const { file } = await readUpload(request, {
        storage: app.storage,
        scanner,
        limits: UPLOAD_LIMITS,
        check: () => ({ accepted: ['application/pdf'], value: null }),
      });
      const key = await app.storage.move(file.stagingKey, VERIFIED_PREFIX);
      const userId = request.user ? Number(request.user.sub) : null;
      return reply.headers(noStore).send(await verifyUploaded(ctx, { key, fileName: file.originalName, userId }));
    },
  );

  app.get(
    '/esign/verified-document',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Télécharger le document vérifié (lien signé donné par la vérification)',
        querystring: ZVerifiedDocumentQuery,
      },
    },
    async (request, reply) => {
      const { id, token } = request.query;
      const checked = await ctx.tokens.verify({ token, subject: verifiedSubject(id), now: ctx.now() });
      if (!('userId' in checked))
        throw new AppError('TOKEN_INVALID', checked.expired ? { messageKey: 'providedDocument.linkExpired' } : {});
      const stream = await app.storage.read(`${VERIFIED_PREFIX}/${id}`);
      if (!stream) throw notFound();
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(`document-verifie-${id.slice(0, 8)}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
