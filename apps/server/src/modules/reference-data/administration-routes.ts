import { ZApiError } from '@cri/shared/errors';
import {
  ZAdministration,
  ZAdministrationByIdsQuery,
  ZAdministrationType,
  ZRegionalAdministrationsQuery,
} from '@cri/shared/schemas/reference-data';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { ZodApp } from '../../lib/route-types.ts';
import type { Cached } from './routes.ts';
import * as service from './service.ts';

const tags = ['reference-data'];
const guarded = { 400: ZApiError, 401: ZApiError, 403: ZApiError };

/**
 * The spec's names for the administration lists (spec 2 §7, spec 3 §7), read-only reference data beside
 * our `GET /administrations?regionId&typeCode` (decision 034). The content manager keeps them in the back-office
 * (resources `administrations`, `administration-types`, decision 085); archived ones are not listed.
 */
export function administrationRoutes(app: ZodApp, { db, cached }: { db: () => DbOrTx; cached: Cached }): void {
  const list = z.array(ZAdministration);

  app.get(
    '/administration',
    {
      config: { permission: 'read:reference-data' },
      schema: {
        tags,
        summary: "Administrations d'une région (regionId), d'un type (typeId)",
        querystring: ZAdministrationByIdsQuery,
        response: { 200: list, ...guarded },
      },
    },
    cached(list, (request) => service.administrationsByIds(db(), request.query as z.infer<typeof ZAdministrationByIdsQuery>)),
  );

  app.get(
    '/administration/national',
    {
      config: { permission: 'read:reference-data' },
      schema: { tags, summary: 'Administrations nationales', response: { 200: list, ...guarded } },
    },
    cached(list, () => service.nationalAdministrations(db())),
  );

  app.get(
    '/administration/region',
    {
      config: { permission: 'read:reference-data' },
      schema: {
        tags,
        summary: 'Administrations régionales (de toutes les régions, ou de regionId)',
        querystring: ZRegionalAdministrationsQuery,
        response: { 200: list, ...guarded },
      },
    },
    cached(list, (request) =>
      service.regionalAdministrations(db(), request.query as z.infer<typeof ZRegionalAdministrationsQuery>),
    ),
  );

  app.get(
    '/administration/permanents',
    {
      config: { permission: 'read:reference-data' },
      schema: {
        tags,
        summary: "Administrations permanentes d'une région (regionId), de toutes sans",
        querystring: ZRegionalAdministrationsQuery,
        response: { 200: list, ...guarded },
      },
    },
    cached(list, (request) =>
      service.permanentAdministrations(db(), request.query as z.infer<typeof ZRegionalAdministrationsQuery>),
    ),
  );

  app.get(
    '/administration-type',
    {
      config: { permission: 'read:reference-data' },
      schema: { tags, summary: "Types d'administration", response: { 200: z.array(ZAdministrationType), ...guarded } },
    },
    cached(z.array(ZAdministrationType), () => service.listAdministrationTypes(db())),
  );
}
