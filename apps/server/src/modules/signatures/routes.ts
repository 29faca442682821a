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
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { linkTokens } from '../../lib/hmac-secret.ts';
import { publicLink } from '../../mail/outbox.ts';
import { renderCommissionPv } from '../../pdf/commission-pv.ts';
import { currentUser } from '../../plugins/auth.ts';
import { drain, receiveFile } from '../documents/receive-file.ts';
import { contentDisposition, safeFileName } from '../documents/upload-fields.ts';
import { createClamdScanner, createEicarScanner } from '../documents/virus-scanner.ts';
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

/**
 * The PV of a commission and its signatures (issue 7; spec 2 §2 Signatures, "Minutes (PV)", §9): generate
 * or upload the PV, sign it electronically one member at a time, finalise, download, and the public
 * verification of a signed PDF.
 */
export const signatureRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only these routes take multipart bodies (the PV scan, the PDF to verify).
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 100 },
    throwFileSizeLimit: false,
  });
  const { env } = app.deps;
  const db = app.deps.database.db;
  const scanner = env.CLAMD_HOST ? createClamdScanner({ host: env.CLAMD_HOST, port: env.CLAMD_PORT }) : createEicarScanner();
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
      const fields: Record<string, string> = {};
      let received: { projectId: number; key: string; size: number; mime: string; originalName: string } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
            continue;
          }
          if (part.fieldname !== 'file' || received) {
            part.file.resume();
            continue;
          }
          let projectId: number;
          try {
            const raw = fields.projectId?.trim() ?? '';
            if (!ID.test(raw) || Number(raw) > 2_147_483_647)
              throw new AppError('VALIDATION_FAILED', {
                fieldErrors: [{ field: 'projectId', messageKey: 'errors.field.invalid' }],
              });
            projectId = Number(raw);
            // Fields come before the file, so nothing is stored for a caller who may not upload here.
            await service.checkManualUpload(ctx, user, projectId);
          } catch (error) {
            await drain(part.file);
            throw error;
          }
          const file = await receiveFile({
            storage: app.storage,
            scanner,
            file: part.file,
            claimedMime: part.mimetype,
            claimedName: part.filename,
            accepted: PV_TYPES,
          });
          received = {
            projectId,
            key: file.stagingKey,
            size: file.size,
            mime: file.mime,
            originalName: safeFileName(part.filename),
          };
        }
      } catch (error) {
        if (received) await app.storage.remove(received.key);
        throw error;
      }
      if (!received)
        throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field: 'file', messageKey: 'errors.field.required' }] });
      const key = await app.storage.move(received.key, PV_PREFIX);
      let outcome: { replaced: boolean; unusedKeys: string[] };
      try {
        outcome = await service.recordManualPv(ctx, { user, projectId: received.projectId, file: { ...received, key } });
      } catch (error) {
        await app.storage.remove(key);
        throw error;
      }
      for (const unused of outcome.unusedKeys) await app.storage.remove(unused);
      return reply.status(outcome.replaced ? 200 : 201).send(await service.signatures(ctx, user, received.projectId));
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
      let received: { key: string; originalName: string } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') continue;
          if (part.fieldname !== 'file' || received) {
            part.file.resume();
            continue;
          }
          const file = await receiveFile({
            storage: app.storage,
            scanner,
            file: part.file,
            claimedMime: part.mimetype,
            claimedName: part.filename,
            accepted: ['application/pdf'],
          });
          received = { key: file.stagingKey, originalName: safeFileName(part.filename) };
        }
      } catch (error) {
        if (received) await app.storage.remove(received.key);
        throw error;
      }
      if (!received)
        throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field: 'file', messageKey: 'errors.field.required' }] });
      const key = await app.storage.move(received.key, VERIFIED_PREFIX);
      const userId = request.user ? Number(request.user.sub) : null;
      return reply.headers(noStore).send(await verifyUploaded(ctx, { key, fileName: received.originalName, userId }));
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
