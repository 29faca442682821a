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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../core/service-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

const tags = ['framing-forms'];
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError, 429: ZApiError };
const NO_STORE = { 'cache-control': 'no-store' };

/** The framing questionnaire (spec 2 §2, §3, §7 "Framing forms and procedures", §8). */
export const framingFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: service.FramingFormsContext = { ...serviceContext(app), captchaTestAnswer: app.deps.env.CAPTCHA_TEST_ANSWER };

  app.post(
    '/framing-forms/create-first-step',
    {
      config: { permission: 'create:framing-form', formErrors: 'fields' },
      schema: {
        tags,
        summary: 'Dépôt du questionnaire de cadrage (captcha, maximum journalier)',
        body: ZSaveFramingFormRequest,
        response: { 201: ZSaveFramingFormResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createFirstStep(ctx, currentUser(request), request.body)),
  );

  app.put(
    '/framing-forms/update-first-step/:id',
    {
      config: { permission: 'create:framing-form', formErrors: 'fields' },
      schema: {
        tags,
        summary: 'Modification du questionnaire de cadrage',
        params: ZFramingFormIdParams,
        body: ZSaveFramingFormRequest,
        response: { 200: ZSaveFramingFormResponse, ...errors },
      },
    },
    async (request) => service.updateFirstStep(ctx, currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/framing-forms/:id',
    {
      config: { permission: 'assign:framing-form', formErrors: 'fields' },
      schema: {
        tags,
        summary: 'Affectation du questionnaire à un conseiller de la région',
        params: ZFramingFormIdParams,
        body: ZAssignFramingFormRequest,
        response: { 200: ZSaveFramingFormResponse, ...errors },
      },
    },
    async (request) => service.assignFramingForm(ctx, currentUser(request), request.params.id, request.body),
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
      config: { permission: 'create:project', formErrors: 'fields' },
      schema: {
        tags,
        summary: 'Création du projet avec les procédures choisies',
        params: ZFramingFormIdParams,
        body: ZCreateProjectFromFramingFormRequest,
        response: { 201: ZCreateProjectFromFramingFormResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createProject(ctx, currentUser(request), request.params.id, request.body)),
  );
};
