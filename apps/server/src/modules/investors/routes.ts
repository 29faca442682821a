import { ZApiError } from '@cri/shared/errors';
import { ZTokenResponse } from '@cri/shared/schemas/auth';
import {
  ZCreateInvestorRequest,
  ZCreateInvestorResponse,
  ZInvestor,
  ZInvestorAccountTypeResponse,
  ZInvestorIdParams,
  ZUpdateInvestorRequest,
} from '@cri/shared/schemas/investors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { authContext } from '../auth/context.ts';
import { accountTypeOf, createInvestor, getInvestor, updateInvestor } from './service.ts';
import { updateToken } from './update-token-service.ts';

const tags = ['investors'];
const errors = API_ERRORS;

/** The investor record (spec 1 §2.5, §3, §7): creation after sign-up, reading and editing the profile. */
export const investorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const ctx = authContext(app);

  app.post(
    '/investors/create',
    {
      config: { permission: 'create:own-investor' },
      schema: {
        tags,
        summary: "Création du profil d'investisseur",
        body: ZCreateInvestorRequest,
        response: { 201: ZCreateInvestorResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ id: await createInvestor(db(), currentUser(request), request.body) }),
  );

  app.get(
    '/investors/account-type',
    {
      config: { permission: 'create:own-investor' },
      schema: {
        tags,
        summary: "Type de compte choisi à l'inscription",
        response: { 200: ZInvestorAccountTypeResponse, ...errors },
      },
    },
    async (request) => ({ accountType: await accountTypeOf(db(), currentUser(request)) }),
  );

  app.get(
    '/users/update-token',
    {
      config: { authenticated: true },
      schema: { tags, summary: 'Nouveaux jetons après la création du profil', response: { 200: ZTokenResponse, 401: ZApiError } },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await updateToken(ctx, currentUser(request))),
  );

  app.put(
    '/investors/update',
    {
      config: { permission: 'update:own-investor' },
      schema: {
        tags,
        summary: "Modification du profil d'investisseur",
        body: ZUpdateInvestorRequest,
        response: { 200: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      await updateInvestor(db(), currentUser(request), request.body);
      return { id: request.body.investorId };
    },
  );

  app.get(
    '/investors/:id',
    {
      config: { permission: 'read:investors' },
      schema: { tags, summary: "Profil d'investisseur", params: ZInvestorIdParams, response: { 200: ZInvestor, ...errors } },
    },
    async (request) => getInvestor(db(), currentUser(request), request.params.id),
  );
};
