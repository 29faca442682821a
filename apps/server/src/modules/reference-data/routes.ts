import { ZApiError } from '@cri/shared/errors';
import {
  ZAdministration,
  ZAdministrationsQuery,
  ZChoicesQuery,
  ZChoicesResponse,
  ZRegionalCentre,
  ZRegionIdQuery,
  ZRegionParameters,
  ZSector,
  ZSectorComponentTitle,
  ZServerDate,
  ZVocation,
} from '@cri/shared/schemas/reference-data';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached } from '../../lib/json-cache.ts';
import { administrationRoutes } from './administration-routes.ts';
import { geographyRoutes } from './geography-routes.ts';
import { referenceDataCache } from './reference-cache.ts';
import * as service from './service.ts';

const tags = ['reference-data'];

/** A route handler answering from the in-memory cache (per URL and query), once produced. */
export type Cached = <T>(
  schema: z.ZodType,
  produce: (request: FastifyRequest) => Promise<T>,
) => (request: FastifyRequest, reply: FastifyReply) => Promise<void> | undefined;

/** The lists the web app loads at start (spec 1 §7), plus the trees and directories other forms need. */
export const referenceDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  // Hit by every app start: answered from memory once produced (until a back-office change of a region's settings).
  const cache = referenceDataCache();
  const cached: Cached =
    <T>(schema: z.ZodType, produce: (request: FastifyRequest) => Promise<T>) =>
    (request: FastifyRequest, reply: FastifyReply) =>
      sendCached(reply, cache, `${request.routeOptions.url}?${JSON.stringify(request.query)}`, schema, () => produce(request));

  // Reference data changes only when a new seed is deployed: a successful read may be kept 5 minutes,
  // by shared caches when the route is public, by the browser alone otherwise. Errors are not cached.
  // Callback style: no promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 200 && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', `${request.routeOptions.config.public ? 'public' : 'private'}, max-age=300`);
    done(null, payload);
  });

  app.get(
    '/choices',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Listes de choix, par nom',
        querystring: ZChoicesQuery,
        response: { 200: ZChoicesResponse, 400: ZApiError },
      },
    },
    cached(ZChoicesResponse, (request) => service.listChoices(db(), (request.query as z.infer<typeof ZChoicesQuery>).name)),
  );

  app.get(
    '/region-parameters',
    {
      config: { public: true },
      schema: { tags, summary: 'Paramètres de commission par région', response: { 200: z.array(ZRegionParameters) } },
    },
    cached(z.array(ZRegionParameters), () => service.listRegionParameters(db())),
  );

  app.get(
    '/dates/offset',
    { config: { public: true }, schema: { tags, summary: 'Horloge du serveur', response: { 200: ZServerDate } } },
    async (_request, reply) => {
      // The point is the current time: never served from a cache.
      void reply.header('cache-control', 'no-store');
      return service.serverDate(app.deps.now());
    },
  );

  geographyRoutes(app, { db, cached });

  app.get(
    '/vocations',
    { config: { public: true }, schema: { tags, summary: 'Vocations foncières', response: { 200: z.array(ZVocation) } } },
    cached(z.array(ZVocation), () => service.listVocations(db())),
  );

  app.get(
    '/infos-cri/project',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Coordonnées du centre régional d'investissement",
        querystring: ZRegionIdQuery,
        response: { 200: ZRegionalCentre, 400: ZApiError, 404: ZApiError },
      },
    },
    cached(ZRegionalCentre, (request) =>
      service.getRegionalCentre(db(), (request.query as z.infer<typeof ZRegionIdQuery>).regionId),
    ),
  );

  app.get(
    '/sectors',
    { config: { public: true }, schema: { tags, summary: "Secteurs d'activité (arbre)", response: { 200: z.array(ZSector) } } },
    cached(z.array(ZSector), () => service.listSectors(db())),
  );

  app.get(
    '/components',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Intitulés des composantes d'un secteur et l'unité que chacune compte",
        response: { 200: z.array(ZSectorComponentTitle) },
      },
    },
    cached(z.array(ZSectorComponentTitle), async () => service.listSectorComponentTitles()),
  );

  app.get(
    '/administrations',
    {
      config: { permission: 'read:reference-data' },
      schema: {
        tags,
        summary: "Administrations d'une région et administrations nationales",
        querystring: ZAdministrationsQuery,
        response: { 200: z.array(ZAdministration), 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    cached(z.array(ZAdministration), (request) =>
      service.listAdministrations(db(), request.query as z.infer<typeof ZAdministrationsQuery>),
    ),
  );

  administrationRoutes(app, { db, cached });
};
