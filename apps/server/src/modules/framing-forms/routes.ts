import { ZApiError } from '@cri/shared/errors';
import {
  FRAMING_FORM_PAGE_COUNT_HEADER,
  ZAssignFramingFormRequest,
  ZCreateProjectFromFramingFormRequest,
  ZCreateProjectFromFramingFormResponse,
  ZFramingForm,
  ZFramingFormIdParams,
  ZFramingFormListQuery,
  ZFramingFormSummary,
  ZRecommendedProcedure,
  ZSaveFramingFormRequest,
  ZSaveFramingFormResponse,
} from '@cri/shared/schemas/framing-forms';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeParams } from '../../lib/route-params.ts';
import { currentUser } from '../../plugins/auth.ts';
import { authContext } from '../auth/context.ts';
import { fieldErrorsOf } from './field-errors.ts';
import * as service from './service.ts';

const tags = ['framing-forms'];
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError, 429: ZApiError };
const NO_STORE = { 'cache-control': 'no-store' };

/** Body errors answered with the schema's own message keys (field-errors.ts). */
function checkBody(request: FastifyRequest, schema: z.ZodType): void {
  if (request.validationError) throw fieldErrorsOf(schema, request.body);
}

/** The framing questionnaire (spec 2 §2, §3, §7 "Framing forms and procedures", §8). */
export const framingFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = authContext(app);

  app.post(
    '/framing-forms/create-first-step',
    {
      config: { permission: 'create:framing-form' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Dépôt du questionnaire de cadrage (captcha, maximum journalier)',
        body: ZSaveFramingFormRequest,
        response: { 201: ZSaveFramingFormResponse, ...errors },
      },
    },
    async (request, reply) => {
      checkBody(request, ZSaveFramingFormRequest);
      return reply.status(201).send(await service.createFirstStep(ctx, currentUser(request), request.body));
    },
  );

  app.put(
    '/framing-forms/update-first-step/:id',
    {
      config: { permission: 'create:framing-form' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Modification du questionnaire de cadrage',
        params: ZFramingFormIdParams,
        body: ZSaveFramingFormRequest,
        response: { 200: ZSaveFramingFormResponse, ...errors },
      },
    },
    async (request) => {
      checkBody(request, ZSaveFramingFormRequest);
      const { id } = routeParams(ZFramingFormIdParams, request.params);
      return service.updateFirstStep(ctx, currentUser(request), id, request.body);
    },
  );

  app.put(
    '/framing-forms/:id',
    {
      config: { permission: 'assign:framing-form' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Affectation du questionnaire à un conseiller de la région',
        params: ZFramingFormIdParams,
        body: ZAssignFramingFormRequest,
        response: { 200: ZSaveFramingFormResponse, ...errors },
      },
    },
    async (request) => {
      checkBody(request, ZAssignFramingFormRequest);
      const { id } = routeParams(ZFramingFormIdParams, request.params);
      return service.assignFramingForm(ctx, currentUser(request), id, request.body);
    },
  );

  app.get(
    '/framing-forms',
    {
      config: { permission: 'read:framing-forms' },
      schema: {
        tags,
        summary: 'Questionnaires (les siens, ou ceux de la région), paginés si page est donné',
        querystring: ZFramingFormListQuery,
        response: { 200: z.array(ZFramingFormSummary), ...errors },
      },
    },
    async (request, reply) => {
      const { rows, pageCount } = await service.listFramingForms(ctx.db, currentUser(request), request.query);
      void reply.headers(NO_STORE);
      if (pageCount !== null)
        void reply.headers({
          [FRAMING_FORM_PAGE_COUNT_HEADER]: String(pageCount),
          'access-control-expose-headers': FRAMING_FORM_PAGE_COUNT_HEADER,
        });
      return rows;
    },
  );

  app.get(
    '/framing-forms/:id',
    {
      config: { permission: 'read:framing-forms' },
      schema: { tags, summary: 'Un questionnaire', params: ZFramingFormIdParams, response: { 200: ZFramingForm, ...errors } },
    },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await service.getFramingForm(ctx.db, currentUser(request), request.params.id)),
  );

  app.get(
    '/framing-forms/:id/recommended-procedures',
    {
      config: { permission: 'read:framing-forms' },
      schema: {
        tags,
        summary: 'Procédures recommandées, avec leurs raisons, les plus importantes en premier',
        params: ZFramingFormIdParams,
        response: { 200: z.array(ZRecommendedProcedure), ...errors },
      },
    },
    async (request) => service.recommendedProcedures(ctx.db, currentUser(request), request.params.id),
  );

  app.post(
    '/framing-forms/:id/create-project',
    {
      config: { permission: 'create:project' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Création du projet avec les procédures choisies',
        params: ZFramingFormIdParams,
        body: ZCreateProjectFromFramingFormRequest,
        response: { 201: ZCreateProjectFromFramingFormResponse, ...errors },
      },
    },
    async (request, reply) => {
      checkBody(request, ZCreateProjectFromFramingFormRequest);
      const { id } = routeParams(ZFramingFormIdParams, request.params);
      return reply.status(201).send(await service.createProject(ctx, currentUser(request), id, request.body));
    },
  );
};
