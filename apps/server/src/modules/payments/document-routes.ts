import { UPLOAD_MAX_BYTES } from '@cri/shared/limits';
import { SIGNED_SHEET_TYPES, ZPaymentIdParams, ZSignedDocumentQuery, ZTechnicalSheet } from '@cri/shared/schemas/payments';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../core/service-context.ts';
import { contentDisposition } from '../../core/uploads/file-names.ts';
import { acceptUploads, readUpload } from '../../core/uploads/read-upload.ts';
import { notFound } from '../../lib/app-error.ts';
import { hmacFromSecret } from '../../lib/hmac-secret.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

const tags = ['payments'];
/** Where the signed sheets are kept in the file storage. */
export const SIGNED_SHEET_PREFIX = 'payment-sheets';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

const pdf = (reply: FastifyReply, bytes: Uint8Array, fileName: string) =>
  reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));

/**
 * The payment documents (issue 16; decisions 057, 058): the sheet as the PDF to sign, its signed copy uploaded
 * back and read by the evaluators, and the receipt of each paid line.
 */
export const paymentDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const ctx = { ...serviceContext(app), sheetHmac: hmacFromSecret(app.deps.database.db, 'payment-sheet') };
  const { scanner } = app.deps;

  app.get(
    '/payment-technical-sheet/:id/pdf',
    {
      config: { permission: 'read:payments' },
      schema: { tags, summary: 'La fiche technique validée, en PDF à signer et cacheter', params: ZPaymentIdParams },
    },
    async (request, reply) => {
      const { bytes, fileName } = await service.sheetPdf(ctx, currentUser(request), request.params.id);
      return pdf(reply, bytes, fileName);
    },
  );

  app.post(
    '/payment-technical-sheet/add-signed-document',
    {
      config: { permission: 'fill:technical-sheet' },
      schema: {
        tags,
        summary: 'Dépose la fiche générée, signée et cachetée (multipart : file ; PDF, 70 Mo) : elle part en évaluation',
        querystring: ZSignedDocumentQuery,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const sheetId = request.query.paymentTechnicalSheetId;
      const { file } = await readUpload(request, {
        storage: app.storage,
        scanner,
        limits: { fileSize: UPLOAD_MAX_BYTES, fields: 1, fieldSize: 100 },
        check: async () => {
          await service.checkSignedUpload(ctx, user, sheetId);
          return { accepted: SIGNED_SHEET_TYPES, value: null };
        },
      });
      const staged = await app.storage.read(file.stagingKey);
      const bytes = staged ? await bytesOf(staged) : new Uint8Array();
      const key = await app.storage.move(file.stagingKey, SIGNED_SHEET_PREFIX);
      try {
        const sheet = await service.addSignedDocument(ctx, user, sheetId, {
          key,
          bytes,
          size: file.size,
          originalName: file.originalName,
        });
        return reply.status(201).send(ZTechnicalSheet.parse(sheet));
      } catch (error) {
        await app.storage.remove(key);
        throw error;
      }
    },
  );

  app.get(
    '/payment-line/:id/receipt',
    {
      config: { permission: 'read:payments' },
      schema: { tags, summary: "Le reçu PDF du paiement de la ligne d'une administration", params: ZPaymentIdParams },
    },
    async (request, reply) => {
      const { bytes, fileName } = await service.lineReceipt(ctx, currentUser(request), request.params.id);
      return pdf(reply, bytes, fileName);
    },
  );

  app.get(
    '/payment-technical-sheet/:id/signed-document',
    {
      config: { permission: 'read:payments' },
      schema: { tags, summary: 'La fiche signée et cachetée déposée par l’investisseur', params: ZPaymentIdParams },
    },
    async (request, reply) => {
      const file = await service.signedDocument(ctx, currentUser(request), request.params.id);
      const stream = await app.storage.read(file.key);
      if (!stream) throw notFound();
      return reply
        .type('application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
