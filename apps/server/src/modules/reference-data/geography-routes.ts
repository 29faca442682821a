import { ZApiError } from '@cri/shared/errors';
import { ZCommune, ZCommunesQuery, ZProvince, ZProvincesQuery, ZRegion, ZRegionsQuery } from '@cri/shared/schemas/reference-data';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { ZodApp } from '../../lib/route-types.ts';
import type { Cached } from './routes.ts';
import * as service from './service.ts';

const tags = ['reference-data'];

/** The territory: regions, provinces and communes (all, Rokhas's, the land team's). */
export function geographyRoutes(app: ZodApp, { db, cached }: { db: () => DbOrTx; cached: Cached }): void {
  app.get(
    '/communes',
    {
      config: { public: true },
      schema: { tags, summary: 'Communes', querystring: ZCommunesQuery, response: { 200: z.array(ZCommune), 400: ZApiError } },
    },
    cached(z.array(ZCommune), (request) => service.listCommunes(db(), request.query as z.infer<typeof ZCommunesQuery>)),
  );

  app.get(
    '/communes/rokhas',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Communes couvertes par Rokhas',
        querystring: ZCommunesQuery,
        response: { 200: z.array(ZCommune), 400: ZApiError },
      },
    },
    cached(z.array(ZCommune), (request) =>
      service.listCommunes(db(), { ...(request.query as z.infer<typeof ZCommunesQuery>), rokhas: true }),
    ),
  );

  app.get(
    '/communes/gir',
    {
      config: { permission: 'read:land-reference-data' },
      schema: {
        tags,
        summary: "Communes de la liste de l'équipe foncière",
        querystring: ZCommunesQuery,
        response: { 200: z.array(ZCommune), 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    cached(z.array(ZCommune), (request) =>
      service.listCommunes(db(), { ...(request.query as z.infer<typeof ZCommunesQuery>), gir: true }),
    ),
  );

  app.get(
    '/regions',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Régions (déployées, ou toutes)',
        querystring: ZRegionsQuery,
        response: { 200: z.array(ZRegion), 400: ZApiError },
      },
    },
    cached(z.array(ZRegion), (request) => service.listRegions(db(), (request.query as z.infer<typeof ZRegionsQuery>).all)),
  );

  app.get(
    '/provinces',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Préfectures et provinces',
        querystring: ZProvincesQuery,
        response: { 200: z.array(ZProvince), 400: ZApiError, 404: ZApiError },
      },
    },
    cached(z.array(ZProvince), (request) => service.listProvinces(db(), request.query as z.infer<typeof ZProvincesQuery>)),
  );
}
