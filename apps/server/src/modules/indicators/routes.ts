import { ZApiError } from '@cri/shared/errors';
import {
  ZBottleneckFiles,
  ZBottleneckFilesRequest,
  ZBottlenecks,
  ZBottlenecksRequest,
  ZConnectedVisitors,
  ZIndicatorsExportQuery,
  ZIndicatorsRange,
  ZProjectsStatus,
  ZRegisteredInvestors,
  ZStatisticalCrui,
  ZVisitAnswer,
} from '@cri/shared/schemas/indicators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forCaller, serviceContext } from '../../core/service-context.ts';
import { CSV_BOM, csvLine, xlsxStream } from '../../lib/spreadsheet.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

const tags = ['global-indicators'];
const config = { permission: 'read:global-indicators' } as const;
const errors = { 401: ZApiError, 403: ZApiError, 422: ZApiError };
const noStore = { 'cache-control': 'no-store' };

/** Global indicators (issue 21; spec 1 §2.7, §3 "Global indicators", §7; decision 077). */
export const indicatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    '/global-indicators/registered-investors',
    { config, schema: { tags, querystring: ZIndicatorsRange, response: { 200: ZRegisteredInvestors, ...errors } } },
    async (request, reply) => reply.headers(noStore).send(await service.registeredInvestors(ctx, request.query)),
  );
  app.post(
    '/global-indicators/connected-visitors',
    { config, schema: { tags, body: ZIndicatorsRange, response: { 200: ZConnectedVisitors, ...errors } } },
    async (request, reply) => reply.headers(noStore).send(await service.connectedVisitors(ctx, request.body)),
  );
  app.post(
    '/global-indicators/projects-status',
    { config, schema: { tags, body: ZIndicatorsRange, response: { 200: ZProjectsStatus, ...errors } } },
    async (request, reply) =>
      reply.headers(noStore).send(await service.projectsStatus(forCaller(ctx, currentUser(request)), request.body)),
  );
  app.post(
    '/global-indicators/statistical-crui',
    { config, schema: { tags, body: ZIndicatorsRange, response: { 200: ZStatisticalCrui, ...errors } } },
    async (request, reply) =>
      reply.headers(noStore).send(await service.statisticalCrui(forCaller(ctx, currentUser(request)), request.body)),
  );
  app.post(
    '/global-indicators/bottlenecks',
    { config, schema: { tags, body: ZBottlenecksRequest, response: { 200: ZBottlenecks, ...errors } } },
    async (request, reply) =>
      reply.headers(noStore).send(await service.bottlenecks(forCaller(ctx, currentUser(request)), request.body)),
  );
  // The files behind one percentile figure (decision 090).
  app.post(
    '/global-indicators/bottleneck-files',
    { config, schema: { tags, body: ZBottleneckFilesRequest, response: { 200: ZBottleneckFiles, ...errors } } },
    async (request, reply) =>
      reply.headers(noStore).send(await service.bottleneckFiles(forCaller(ctx, currentUser(request)), request.body)),
  );
  // Every figure of the range as CSV or XLSX (decision 079).
  app.get(
    '/global-indicators/export',
    { config, schema: { tags, querystring: ZIndicatorsExportQuery } },
    async (request, reply) => {
      const query = request.query;
      const { header, rows } = await service.exportSheet(forCaller(ctx, currentUser(request)), query);
      const name = `indicateurs-${query.startDate}-${query.endDate}.${query.format}`;
      void reply.headers(noStore).header('content-disposition', `attachment; filename="${name}"`);
      if (query.format === 'xlsx') {
        const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
        const cells = rows.map(([label, value]) => [
          { value: label },
          typeof value === 'number' ? { value, type: Number } : { value },
        ]);
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .send(await xlsxStream([header.map(bold), ...cells], header[0]));
      }
      const lines = rows.map(([label, value]) => csvLine([label, String(value)]));
      return reply.type('text/csv; charset=utf-8').send(`${CSV_BOM}${csvLine(header)}${lines.join('')}`);
    },
  );

  app.post(
    '/visits',
    {
      config: { public: true },
      schema: { tags, summary: 'Compter une visite (sans donnée personnelle)', response: { 200: ZVisitAnswer } },
    },
    async (request) =>
      service.countVisit(ctx, {
        user: request.user ?? null,
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      }),
  );
};
