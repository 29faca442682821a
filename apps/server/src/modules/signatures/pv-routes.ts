import {
  ZAddPvRequest,
  ZFinalizeSignaturesResponse,
  ZProjectPv,
  ZPvCommissionParams,
  ZPvProjectParams,
  ZPvSignatures,
  ZVerifiedDocumentQuery,
} from '@cri/shared/schemas/signatures';
import { contentDisposition } from '../../core/uploads/file-names.ts';
import { readUpload } from '../../core/uploads/read-upload.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ZodApp } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { PV_PREFIX, pvSubject } from './context.ts';
import { errors, noStore, type SignatureRoutesDeps, tags, UPLOAD_LIMITS } from './route-common.ts';
import * as service from './service.ts';

const PV_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const ID = /^[1-9]\d{0,9}$/;

/** The PV of a file: its signatures, its page, generating or uploading it, downloading it, finalising it. */
export function pvRoutes(app: ZodApp, { ctx, scanner }: SignatureRoutesDeps): void {
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
}
