import { ZDownloadQuery, ZProvidedDocumentIdParams } from '@cri/shared/schemas/documents';
import { contentDisposition } from '../../core/uploads/file-names.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ZodApp } from '../../lib/route-types.ts';
import type { DocumentsContext } from './context.ts';
import { findDownloadable } from './service.ts';

const tags = ['documents'];

/** A provided document's file and thumbnail, behind a signed link (spec 2 §7). */
export function downloadRoutes(app: ZodApp, { ctx }: { ctx: DocumentsContext }): void {
  app.get(
    '/provided-document/:id/file',
    {
      // Public at the guard: the signed `token` of the link stands for the bearer header (spec 2 §7).
      config: { public: true },
      schema: {
        tags,
        summary: 'Télécharger un document déposé (lien signé)',
        params: ZProvidedDocumentIdParams,
        querystring: ZDownloadQuery,
      },
    },
    async (request, reply) => {
      const row = await linkedDocument(request.params.id, request.query.token, request.user);
      const stream = await app.storage.read(row.storageKey);
      if (!stream) throw notFound();
      return reply
        .type(row.mimeType)
        .header('content-length', row.size)
        .header('content-disposition', contentDisposition(row.originalName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  app.get(
    '/provided-document/:id/thumbnail',
    {
      // Exactly as the file: the signed `token` of the link, the same access rule.
      config: { public: true },
      schema: {
        tags,
        summary: "Vignette d'une image déposée (lien signé)",
        params: ZProvidedDocumentIdParams,
        querystring: ZDownloadQuery,
      },
    },
    async (request, reply) => {
      const row = await linkedDocument(request.params.id, request.query.token, request.user);
      if (!row.thumbnailKey) throw notFound();
      const stream = await app.storage.read(row.thumbnailKey);
      if (!stream) throw notFound();
      return reply
        .type('image/jpeg')
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  /**
   * The document behind a link: its token (or, without one, the bearer header) names the user, who must
   * still be allowed to see the project (findDownloadable); 401 without either, 404 otherwise.
   */
  async function linkedDocument(id: number, token: string | undefined, bearer: { sub: string } | undefined | null) {
    let userId: number;
    if (token) userId = await ctx.tokens.verify({ token, documentId: id, now: ctx.now() });
    else if (bearer) userId = Number(bearer.sub);
    else throw new AppError('UNAUTHENTICATED');
    return findDownloadable(ctx.db, id, userId);
  }
}
