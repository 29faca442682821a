import { ZApiError } from '@cri/shared/errors';
import {
  ZInitPayment,
  ZInitPaymentQuery,
  ZPaymentDetail,
  ZPaymentDetailList,
  ZPaymentDetailListQuery,
  ZPaymentDetailNew,
  ZPaymentIdParams,
  ZPaymentLine,
  ZPaymentLineDecision,
  ZProcedurePaymentParameters,
  ZProcedurePaymentParametersQuery,
  ZServicesFees,
  ZServicesFeesQuery,
  ZTechnicalSheet,
  ZTechnicalSheetForm,
  ZUrbanAgencyParameters,
  ZUrbanAgencyParametersQuery,
} from '@cri/shared/schemas/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../core/service-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { callbackRoutes } from './callback-routes.ts';
import { paymentDocumentRoutes } from './document-routes.ts';
import * as service from './service.ts';

const tags = ['payments'];
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const noStore = { 'cache-control': 'no-store' };

/**
 * Fees and online payment (issue 16; spec 2 §7 "Payments"; decisions 054-056): the payment request, the
 * technical sheet, each administration's evaluation, the scales, the payment at the provider and its
 * signed callback. Every route of the feature is here (the merger puts the plugin behind FEATURE_PAYMENT).
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const paymentCtx = {
    ...ctx,
    checkoutUrl: (input: Parameters<typeof app.payment.provider.checkoutUrl>[0]) => app.payment.provider.checkoutUrl(input),
  };

  app.get(
    '/payment-detail',
    {
      config: { permission: 'read:payments' },
      schema: {
        tags,
        summary: "Les demandes de paiement d'un dossier (et d'une procédure) que l'appelant voit",
        querystring: ZPaymentDetailListQuery,
        response: { 200: ZPaymentDetailList, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await service.listDetails(ctx, currentUser(request), request.query.projectId, request.query.procedureId)),
  );

  app.get(
    '/payment-detail/:id',
    {
      config: { permission: 'read:payments' },
      schema: {
        tags,
        summary: 'Une demande de paiement, ses lignes et ses transactions',
        params: ZPaymentIdParams,
        response: { 200: ZPaymentDetail, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.getDetail(ctx, currentUser(request), request.params.id)),
  );

  app.post(
    '/payment-detail/new',
    {
      config: { permission: 'request:payment' },
      schema: {
        tags,
        summary: "Le conseiller crée la demande de paiement d'une procédure ayant une action PAYMENT ouverte",
        body: ZPaymentDetailNew,
        response: { 201: ZPaymentDetail, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createDetail(ctx, currentUser(request), request.body)),
  );

  app.put(
    '/payment-detail/enrolling/:id',
    {
      config: { permission: 'request:payment' },
      schema: {
        tags,
        summary: "Le conseiller envoie la demande à l'investisseur (notifié et averti par mail)",
        params: ZPaymentIdParams,
        response: { 200: ZPaymentDetail, ...errors },
      },
    },
    async (request) => service.enrol(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/payment-technical-sheet',
    {
      config: { permission: 'fill:technical-sheet' },
      schema: {
        tags,
        summary: "L'investisseur enregistre la fiche technique (totaux recalculés par le serveur)",
        body: ZTechnicalSheetForm,
        response: { 201: ZTechnicalSheet, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.saveSheet(ctx, currentUser(request), request.body)),
  );

  app.put(
    '/payment-technical-sheet/:id',
    {
      config: { permission: 'fill:technical-sheet' },
      schema: {
        tags,
        summary: 'Modifie la fiche (brouillon ou révision demandée)',
        params: ZPaymentIdParams,
        body: ZTechnicalSheetForm,
        response: { 200: ZTechnicalSheet, ...errors },
      },
    },
    async (request) => service.saveSheet(ctx, currentUser(request), request.body, request.params.id),
  );

  app.get(
    '/payment-technical-sheet/:id',
    {
      config: { permission: 'read:payments' },
      schema: { tags, summary: 'Une fiche technique', params: ZPaymentIdParams, response: { 200: ZTechnicalSheet, ...errors } },
    },
    async (request, reply) => reply.headers(noStore).send(await service.getSheet(ctx, currentUser(request), request.params.id)),
  );

  app.put(
    '/payment-technical-sheet/:id/investor-validate',
    {
      config: { permission: 'fill:technical-sheet' },
      schema: {
        tags,
        summary: "L'investisseur valide la fiche : elle part à l'évaluation de chaque administration",
        params: ZPaymentIdParams,
        response: { 200: ZTechnicalSheet, ...errors },
      },
    },
    async (request) => service.investorValidate(ctx, currentUser(request), request.params.id),
  );

  app.get(
    '/payment-line/:id',
    {
      config: { permission: 'read:payments' },
      schema: {
        tags,
        summary: "La ligne d'une administration : évaluation, frais expliqués, paiement",
        params: ZPaymentIdParams,
        response: { 200: ZPaymentLine, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.getLine(ctx, currentUser(request), request.params.id)),
  );

  app.put(
    '/payment-line/:id',
    {
      config: { permission: 'evaluate:payment-lines' },
      schema: {
        tags,
        summary: "Un membre de l'administration de la ligne valide la fiche ou demande sa révision (motif)",
        params: ZPaymentIdParams,
        body: ZPaymentLineDecision,
        response: { 200: ZPaymentLine, ...errors },
      },
    },
    async (request) => service.evaluateLine(ctx, currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/urban-agency-parameters',
    {
      config: { permission: 'read:fee-scales' },
      schema: {
        tags,
        summary: "Le barème d'une administration (agence urbaine), son document officiel et sa validité",
        querystring: ZUrbanAgencyParametersQuery,
        response: { 200: ZUrbanAgencyParameters, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.urbanAgencyParameters(ctx, currentUser(request), request.query.administrationId)),
  );

  app.get(
    '/procedure-payment-parameters/administration',
    {
      config: { permission: 'read:payments' },
      schema: {
        tags,
        summary: 'Les administrations payées pour une procédure dans une région, les délais, le paiement en ligne',
        querystring: ZProcedurePaymentParametersQuery,
        response: { 200: ZProcedurePaymentParameters, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.procedurePaymentParameters(ctx, currentUser(request), request.query)),
  );

  app.get(
    '/epayment/services-fees',
    {
      config: { permission: 'read:payments' },
      schema: {
        tags,
        summary: "Les frais d'une administration sur une fiche, d'après son barème en vigueur",
        querystring: ZServicesFeesQuery,
        response: { 200: ZServicesFees, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.servicesFees(ctx, currentUser(request), request.query)),
  );

  app.get(
    '/epayment/init-payment',
    {
      config: { permission: 'pay:fees' },
      schema: {
        tags,
        summary: "Ouvre (ou reprend) la transaction et renvoie l'adresse du prestataire de paiement",
        querystring: ZInitPaymentQuery,
        response: { 200: ZInitPayment, ...errors },
      },
    },
    async (request, reply) => {
      const lang = /^ar\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'ar' : 'fr';
      return reply.headers(noStore).send(await service.initPayment(paymentCtx, currentUser(request), request.query, lang));
    },
  );

  await app.register(callbackRoutes);
  await app.register(paymentDocumentRoutes);
};
