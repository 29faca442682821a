import { ZApiError } from '@cri/shared/errors';
import { ZAdvisorLookupQuery } from '@cri/shared/schemas/advisors';
import { ZAdvisorProfile, ZIdParams, ZRegionQuery, ZUpdateAdvisorRequest } from '@cri/shared/schemas/profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { lookupAdvisor } from './advisor-lookup.ts';
import { getAdvisor, listAdvisors, updateOwnAdvisor } from './staff-profile-service.ts';

const tags = ['profiles'];
const read = { permission: 'read:staff-profiles' } as const;
// Staff of the region, and the investor for their own appointment, questionnaire or record (advisor-lookup.ts).
const lookup = { permission: 'read:assigned-advisor' } as const;

/** Advisor profiles (spec 1 §7), limited to the caller's region. */
export const advisorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/advisors/region',
    {
      config: read,
      schema: {
        tags,
        summary: 'Conseillers de la région',
        querystring: ZRegionQuery,
        response: { 200: z.array(ZAdvisorProfile) },
      },
    },
    (request) => listAdvisors(db, currentUser(request), request.query.regionId),
  );
  app.get(
    '/advisors',
    {
      config: lookup,
      schema: {
        tags,
        summary: "Conseiller en charge d'un rendez-vous, d'un questionnaire ou d'un investisseur (null si aucun)",
        querystring: ZAdvisorLookupQuery,
        response: { 200: ZAdvisorProfile.nullable(), 404: ZApiError },
      },
    },
    (request) => lookupAdvisor(db, currentUser(request), request.query),
  );
  app.get(
    '/advisors/:id',
    { config: read, schema: { tags, summary: "Profil d'un conseiller", params: ZIdParams, response: { 200: ZAdvisorProfile } } },
    (request) => getAdvisor(db, currentUser(request), request.params.id),
  );
  app.put(
    '/advisors/update',
    {
      config: { permission: 'update:own-staff-profile' },
      schema: {
        tags,
        summary: 'Modifier son profil de conseiller',
        body: ZUpdateAdvisorRequest,
        response: { 200: ZAdvisorProfile },
      },
    },
    (request) => updateOwnAdvisor(db, currentUser(request), request.body),
  );
};
