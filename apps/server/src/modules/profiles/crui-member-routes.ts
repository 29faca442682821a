import {
  ZAdministrationQuery,
  ZCruiMemberProfile,
  ZIdParams,
  ZRegionQuery,
  ZUpdateCruiMemberRequest,
} from '@cri/shared/schemas/profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { getCruiMember, listCruiMembers, updateOwnCruiMember } from './staff-profile-service.ts';

const tags = ['profiles'];
const read = { permission: 'read:staff-profiles' } as const;
const ZList = z.array(ZCruiMemberProfile);

/** CRUI member profiles (spec 1 §7). Every read is limited to the caller's region. */
export const cruiMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/crui-members',
    { config: read, schema: { tags, summary: 'Membres CRUI de la région', querystring: ZRegionQuery, response: { 200: ZList } } },
    (request) => listCruiMembers(db, currentUser(request), { regionId: request.query.regionId }),
  );
  app.get(
    '/crui-members/crui-member-by-project-region',
    {
      config: read,
      schema: { tags, summary: "Membres CRUI de la région d'un projet", querystring: ZRegionQuery, response: { 200: ZList } },
    },
    (request) => listCruiMembers(db, currentUser(request), { regionId: request.query.regionId }),
  );
  app.get(
    '/crui-members/administration',
    {
      config: read,
      schema: { tags, summary: "Membres CRUI d'administrations", querystring: ZAdministrationQuery, response: { 200: ZList } },
    },
    (request) =>
      listCruiMembers(db, currentUser(request), {
        administrationIds: request.query.administrations,
        regionId: request.query.regionId,
      }),
  );
  app.get(
    '/crui-members/crui-member-wali-by-region',
    { config: read, schema: { tags, summary: "Wali d'une région", querystring: ZRegionQuery, response: { 200: ZList } } },
    (request) => listCruiMembers(db, currentUser(request), { regionId: request.query.regionId, waliOnly: true }),
  );
  app.get(
    '/crui-members/:id',
    {
      config: read,
      schema: { tags, summary: 'Profil d’un membre CRUI', params: ZIdParams, response: { 200: ZCruiMemberProfile } },
    },
    (request) => getCruiMember(db, currentUser(request), request.params.id),
  );
  app.put(
    '/crui-members/update',
    {
      config: { permission: 'update:own-staff-profile' },
      schema: {
        tags,
        summary: 'Modifier son profil de membre CRUI',
        body: ZUpdateCruiMemberRequest,
        response: { 200: ZCruiMemberProfile },
      },
    },
    (request) => updateOwnCruiMember(db, currentUser(request), request.body),
  );
};
