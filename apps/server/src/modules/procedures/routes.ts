import { ZApiError } from '@cri/shared/errors';
import {
  ZDocumentTypeDetail,
  ZProcedureDetail,
  ZProcedureIdParams,
  ZProcedureListItem,
  ZProcedureSummary,
  ZRegionDocumentPriceOverride,
  ZRegionPriceOverridesQuery,
  ZTimelineImageQuery,
} from '@cri/shared/schemas/procedures';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached } from '../../lib/json-cache.ts';
import { catalogueCache } from './catalogue-cache.ts';
import * as service from './service.ts';

const tags = ['procedures'];

/** The public procedure catalogue (spec 2 §3 Procedure, Document type; spec 1 §2.1). */
export const procedureRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  // Procedures are reference data: they only change when the seed is reloaded.
  const cache = catalogueCache();
  const cached =
    <T>(schema: z.ZodType, produce: (request: FastifyRequest) => Promise<T>) =>
    (request: FastifyRequest, reply: FastifyReply) =>
      sendCached(
        reply,
        cache,
        `${request.routeOptions.url}?${JSON.stringify(request.params)}${JSON.stringify(request.query)}`,
        schema,
        () => produce(request),
      );

  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 200 && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'public, max-age=300');
    done(null, payload);
  });

  app.get(
    '/procedures/active',
    {
      config: { public: true },
      schema: { tags, summary: 'Procédures proposées (non archivées)', response: { 200: z.array(ZProcedureSummary) } },
    },
    cached(z.array(ZProcedureSummary), () => service.listActiveProcedures(db())),
  );

  app.get(
    '/procedures',
    {
      config: { permission: 'manage:content' },
      schema: {
        tags,
        summary: 'Toutes les procédures, archivées comprises (gestionnaire de contenu)',
        response: { 200: z.array(ZProcedureListItem) },
      },
    },
    async (_request, reply) => {
      // Staff only: not the catalogue's public cache header (the onSend hook above keeps a header already set).
      void reply.header('cache-control', 'private, no-store');
      return service.listAllProcedures(db());
    },
  );

  app.get(
    '/procedures/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Fiche d'une procédure",
        params: ZProcedureIdParams,
        response: { 200: ZProcedureDetail, 404: ZApiError, 422: ZApiError },
      },
    },
    cached(ZProcedureDetail, (request) => service.getProcedure(db(), (request.params as z.infer<typeof ZProcedureIdParams>).id)),
  );

  app.get(
    '/procedures/:id/timeline-image',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Image de la chronologie d'une procédure (adresse versionnée : mise en cache durable)",
        params: ZProcedureIdParams,
        querystring: ZTimelineImageQuery,
        produces: ['image/png', 'image/jpeg', 'image/webp'],
      },
    },
    async (request, reply) => {
      const image = await service.timelineImage(db(), app.storage, request.params.id, request.query.v);
      if (request.headers['if-none-match'] === `"${image.version}"`) {
        image.stream.destroy();
        return reply.status(304).header('etag', `"${image.version}"`).send();
      }
      return reply
        .type(image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('etag', `"${image.version}"`)
        .header(
          'cache-control',
          // The versioned address never changes meaning: a new image gets a new address (decision 098).
          image.current ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        )
        .send(image.stream);
    },
  );

  app.get(
    '/region-document-price-overrides',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Frais de collecte des documents propres à une région',
        querystring: ZRegionPriceOverridesQuery,
        response: { 200: z.array(ZRegionDocumentPriceOverride), 422: ZApiError },
      },
    },
    cached(z.array(ZRegionDocumentPriceOverride), (request) =>
      service.listPriceOverrides(db(), (request.query as z.infer<typeof ZRegionPriceOverridesQuery>).regionId),
    ),
  );

  app.get(
    '/document-types/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Fiche d'un type de document (page /provided-document/{id})",
        params: ZProcedureIdParams,
        response: { 200: ZDocumentTypeDetail, 404: ZApiError, 422: ZApiError },
      },
    },
    cached(ZDocumentTypeDetail, (request) =>
      service.getDocumentType(db(), (request.params as z.infer<typeof ZProcedureIdParams>).id),
    ),
  );

  app.get(
    '/document-types/:id/template',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Modèle vierge d'un type de document (PDF, ou Word s'il a été déposé ainsi)",
        params: ZProcedureIdParams,
        produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      },
    },
    async (request, reply) => {
      // The uploaded template wins over the one rendered from code (decision 087).
      const uploaded = await service.uploadedTemplate(db(), app.storage, request.params.id);
      if (uploaded)
        return reply
          .type(uploaded.contentType)
          .header('content-disposition', `attachment; filename="${uploaded.fileName}"`)
          .header('cache-control', 'no-cache')
          .header('x-content-type-options', 'nosniff')
          .send(uploaded.stream);
      const { fileName, pdf } = await service.getDocumentTemplate(db(), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(pdf));
    },
  );
};
