import { ZVerifiedDocumentQuery, ZVerifySignatureResponse } from '@cri/shared/schemas/signatures';
import { contentDisposition } from '../../core/uploads/file-names.ts';
import { readUpload } from '../../core/uploads/read-upload.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ZodApp } from '../../lib/route-types.ts';
import { slidingWindowLimiter } from './rate-limit.ts';
import { errors, noStore, type SignatureRoutesDeps, tags, UPLOAD_LIMITS } from './route-common.ts';
import { VERIFIED_PREFIX, verifiedSubject, verifyUploaded } from './verification.ts';

/** Verified uploads are kept a day for their download link, then purged. */
const VERIFIED_KEEP_MS = 86_400_000;

/** The public check of a signed PDF (spec 2 §9) and the download of the checked document. */
export function verificationRoutes(app: ZodApp, { ctx, scanner }: SignatureRoutesDeps): void {
  const verifyLimiter = slidingWindowLimiter({ limit: 20, windowMs: 10 * 60_000 });

  app.addHook('onReady', async () => {
    const removed = await app.storage.purgeOlderThan(VERIFIED_PREFIX, new Date(Date.now() - VERIFIED_KEEP_MS));
    if (removed > 0) app.log.info({ removed }, 'old verified signature uploads removed');
  });

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
}
