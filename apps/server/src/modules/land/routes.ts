import {
  ZLandAppointment,
  ZLandAppointmentCancel,
  ZLandAppointmentDetail,
  ZLandAppointmentIdParams,
  ZLandAppointmentPage,
  ZLandAppointmentQuery,
  ZLandAppointmentRequest,
  ZLandAppointmentSchedule,
  ZLandDashboard,
  ZLandMeetings,
  ZLandMeetingsQuery,
  ZLandRequest,
  ZLandRequestIdParams,
  ZLandRequestPage,
  ZLandRequestQualification,
  ZLandRequestQuery,
  ZLandSearchQuery,
  ZLandVisualisation,
  ZParcel,
  ZParcelAudit,
  ZParcelAuditQuery,
  ZParcelExaminationUpdate,
  ZParcelIdParams,
  ZParcelListQuery,
  ZParcelPage,
} from '@cri/shared/schemas/land';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../core/service-context.ts';
import { API_ERRORS } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as appointments from './appointments.ts';
import * as service from './service.ts';

const tags = ['land'];
const noStore = { 'cache-control': 'no-store' };

/**
 * The land team (issue 19, decision 069): the dashboard opens with the role; parcels with CONSULT, the
 * investors' land requests with QUALIFICATION_FORM. Everything is of the member's region and visibility (404).
 */
export const landRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const externalDashboardUrl = app.deps.env.LAND_DASHBOARD_URL ?? null;

  app.get(
    '/foncier/dashboard',
    {
      config: { permission: 'read:land' },
      schema: {
        tags,
        summary:
          "Tableau de bord du membre foncier : parcelles par état d'examen et par commune, demandes par catégorie et vocation",
        response: { 200: ZLandDashboard, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.dashboard({ ...ctx, externalDashboardUrl }, currentUser(request))),
  );

  app.get(
    '/foncier/parcels',
    {
      config: { permission: 'consult:parcels' },
      schema: {
        tags,
        summary: 'Parcelles déclarées dans les dossiers de la région (habilitation CONSULT), par page',
        querystring: ZParcelListQuery,
        response: { 200: ZParcelPage, ...API_ERRORS },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.searchParcels(ctx, currentUser(request), request.query)),
  );

  app.get(
    '/foncier/visualisation',
    {
      config: { permission: 'consult:parcels' },
      schema: {
        tags,
        summary:
          "Visualisation foncière (habilitation CONSULT) : parcelles par commune et état d'examen, classe de superficie, référence, statut",
        response: { 200: ZLandVisualisation, ...API_ERRORS },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.visualisation(ctx, currentUser(request))),
  );

  app.get(
    '/foncier/parcels/:id',
    {
      config: { permission: 'consult:parcels' },
      schema: {
        tags,
        summary: "Une parcelle, son dossier et son état d'examen",
        params: ZParcelIdParams,
        response: { 200: ZParcel, ...API_ERRORS },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.parcel(ctx, currentUser(request), request.params.id)),
  );

  app.put(
    '/foncier/parcels/:id/examination',
    {
      config: { permission: 'consult:parcels', formErrors: 'fields-and-message' },
      schema: {
        tags,
        summary: "Le membre foncier change l'état d'examen d'une parcelle (inscrit dans l'historique de la parcelle)",
        params: ZParcelIdParams,
        body: ZParcelExaminationUpdate,
        response: { 200: ZParcel, ...API_ERRORS },
      },
    },
    async (request) => service.setExamination(ctx, currentUser(request), request.params.id, request.body.state),
  );

  app.get(
    '/audit/parcel',
    {
      config: { permission: 'consult:parcels' },
      schema: {
        tags,
        summary: "Historique d'une parcelle : qui a changé quoi (décision 068)",
        querystring: ZParcelAuditQuery,
        response: { 200: ZParcelAudit, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.parcelAudit(ctx, currentUser(request), request.query.parcelId)),
  );

  app.get(
    '/investor-request/foncier',
    {
      config: { permission: 'qualify:land-requests' },
      schema: {
        tags,
        summary: 'Questionnaires des investisseurs qui cherchent un terrain, par catégorie (habilitation QUALIFICATION_FORM)',
        querystring: ZLandRequestQuery,
        response: { 200: ZLandRequestPage, ...API_ERRORS },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.landRequests(ctx, currentUser(request), request.query)),
  );

  app.put(
    '/investor-request/foncier/:id/qualification',
    {
      config: { permission: 'qualify:land-requests', formErrors: 'fields-and-message' },
      schema: {
        tags,
        summary: "Le membre foncier qualifie la demande de terrain ; l'investisseur en est informé",
        params: ZLandRequestIdParams,
        body: ZLandRequestQualification,
        response: { 200: ZLandRequest, ...API_ERRORS },
      },
    },
    async (request) => service.qualifyRequest(ctx, currentUser(request), request.params.id, request.body),
  );

  // Land appointments (issue 19): the investor books, a member holding RDV schedules, moves, cancels and holds.
  app.post(
    '/appointments/foncier/new',
    {
      config: { permission: 'create:appointment', formErrors: 'fields-and-message' },
      schema: {
        tags,
        summary: "L'investisseur demande un rendez-vous à l'équipe foncière d'une région",
        body: ZLandAppointmentRequest,
        response: { 201: ZLandAppointment, ...API_ERRORS },
      },
    },
    async (request, reply) => reply.code(201).send(await appointments.book(ctx, currentUser(request), request.body)),
  );

  app.get(
    '/appointments/foncier',
    {
      config: { permission: 'manage:land-appointments' },
      schema: {
        tags,
        summary: 'Rendez-vous fonciers de la région par état (habilitation RDV), par page',
        querystring: ZLandAppointmentQuery,
        response: { 200: ZLandAppointmentPage, ...API_ERRORS },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await appointments.list(ctx, currentUser(request), request.query)),
  );

  // The appointment screens (/meetings, /meetings/{id}) show land appointments too (decision 080).
  app.get(
    '/appointments/foncier/meetings',
    {
      config: { permission: 'read:land-appointments' },
      schema: {
        tags,
        summary:
          "Rendez-vous fonciers de l'écran des rendez-vous : les siens (investisseur), ceux de la région (consultation, membre RDV)",
        querystring: ZLandMeetingsQuery,
        response: { 200: ZLandMeetings, ...API_ERRORS },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await appointments.meetings(ctx, currentUser(request), request.query)),
  );

  app.get(
    '/appointments/foncier/:id',
    {
      config: { permission: 'read:land-appointments' },
      schema: {
        tags,
        summary: "Détail d'un rendez-vous foncier et ce que l'appelant peut en faire",
        params: ZLandAppointmentIdParams,
        response: { 200: ZLandAppointmentDetail, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await appointments.detail(ctx, currentUser(request), request.params.id)),
  );

  app.put(
    '/appointments/foncier/:id/schedule',
    {
      config: { permission: 'manage:land-appointments', formErrors: 'fields-and-message' },
      schema: {
        tags,
        summary: "Programmer ou déplacer un rendez-vous foncier (heure du Maroc) ; l'investisseur en est informé",
        params: ZLandAppointmentIdParams,
        body: ZLandAppointmentSchedule,
        response: { 200: ZLandAppointment, ...API_ERRORS },
      },
    },
    async (request) =>
      appointments.change(ctx, currentUser(request), request.params.id, { kind: 'schedule', start: request.body.start }),
  );

  app.put(
    '/appointments/foncier/:id/cancel',
    {
      config: { permission: 'manage:land-appointments', formErrors: 'fields-and-message' },
      schema: {
        tags,
        summary: "Annuler un rendez-vous foncier (motif) ; l'investisseur en est informé",
        params: ZLandAppointmentIdParams,
        body: ZLandAppointmentCancel,
        response: { 200: ZLandAppointment, ...API_ERRORS },
      },
    },
    async (request) =>
      appointments.change(ctx, currentUser(request), request.params.id, { kind: 'cancel', reason: request.body.reason }),
  );

  app.put(
    '/appointments/foncier/:id/hold',
    {
      config: { permission: 'manage:land-appointments' },
      schema: {
        tags,
        summary: 'Marquer un rendez-vous foncier programmé comme tenu',
        params: ZLandAppointmentIdParams,
        response: { 200: ZLandAppointment, ...API_ERRORS },
      },
    },
    async (request) => appointments.change(ctx, currentUser(request), request.params.id, { kind: 'hold' }),
  );
};

/** The land search (issue 19), behind foncierSearch (decision 045): registered only when the flag is on. */
export const landSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    '/foncier/search',
    {
      config: { permission: 'search:parcels' },
      schema: {
        tags,
        summary:
          "Recherche foncière (habilitation SEARCH) : titre, réquisition, commune, statut, superficie 0,1 à 150 ha, état d'examen",
        querystring: ZLandSearchQuery,
        response: { 200: ZParcelPage, ...API_ERRORS },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.searchParcels(ctx, currentUser(request), request.query)),
  );
};
