import type { RecourseType } from '@cri/shared/enums/recourses';
import { hasPermission } from '@cri/shared/permissions';
import { ZRecourseCommissionView } from '@cri/shared/schemas/recourse-staff';
import {
  ZGraciousDecisionForm,
  ZMinisterialAnswer,
  ZProjectIdParams,
  ZRecourse,
  ZRecourseForm,
  ZRecourseIdParams,
  ZRecourseInstruction,
  ZRecourseList,
  ZRecourseListQuery,
  ZRecourseSheetQuery,
  ZRecourseStatus,
} from '@cri/shared/schemas/recourses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../core/service-context.ts';
import { contentDisposition } from '../../core/uploads/file-names.ts';
import { acceptUploads, removeOnFailure } from '../../core/uploads/read-upload.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { API_ERRORS as errors, type ZodApp } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { featureOn } from '../../plugins/feature-flags.ts';
import type { RecourseContext } from './context.ts';
import { readRecourseForm } from './read-form.ts';
import * as service from './service.ts';

const tags = ['recourses'];
const noStore = { 'cache-control': 'no-store' };

/**
 * Appeals (issue 15; decisions 044, 045): the investor files the gracious and ministerial recourses
 * (multipart: JSON field `recourse`, then the signed request as `file`) and follows them; staff instruct
 * them, the governor's representative decides the gracious one, the national commission the ministerial one.
 */
export const recourseRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const ctx: RecourseContext = { ...serviceContext(app), storage: app.storage };
  const { scanner } = app.deps;

  app.get(
    '/projects/:id/recourses',
    {
      config: { permission: 'read:project' },
      schema: {
        tags,
        summary: 'Les recours du dossier, leur disponibilité et leurs délais',
        params: ZProjectIdParams,
        response: { 200: ZRecourseStatus, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.status(ctx, currentUser(request), request.params.id)),
  );

  app.get(
    '/recourse',
    {
      config: { permission: 'read:recourses' },
      schema: {
        tags,
        summary: 'Les recours par onglet (paginés, par région)',
        querystring: ZRecourseListQuery,
        response: { 200: ZRecourseList, ...errors },
      },
    },
    async (request, reply) => {
      // The archived tab exists only behind ARCHIVED_RECOURSE_FEATURE (decision 045).
      if (request.query.recourseProjectCategory === 'ARCHIVED' && !featureOn(app, 'ARCHIVED_RECOURSE_FEATURE')) throw notFound();
      return reply.headers(noStore).send(await service.list(ctx, currentUser(request), request.query));
    },
  );

  for (const [prefix, type] of [
    ['/recourse', 'GRACIOUS'],
    ['/ministerial-recourse', 'MINISTERIAL'],
  ] as [string, RecourseType][]) {
    app.post(
      `${prefix}/new`,
      {
        config: { permission: 'file:recourse' },
        schema: {
          tags,
          summary: `Dépose un recours ${type === 'GRACIOUS' ? 'gracieux' : 'ministériel'} (multipart : champ JSON recourse puis file, la demande signée)`,
          consumes: ['multipart/form-data'],
          response: { 201: ZRecourse, ...errors },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const { form, file } = await readRecourseForm(request, {
          storage: app.storage,
          scanner,
          field: 'recourse',
          schema: ZRecourseForm,
          check: (f) => service.checkFiling(ctx, user, type, f),
        });
        return reply
          .status(201)
          .send(await removeOnFailure(app.storage, file.key, () => service.file(ctx, user, type, form, file)));
      },
    );
    detailRoutes(app, ctx, prefix, type);
  }

  app.get(
    '/recourse/:id/advisor/details',
    {
      config: { permission: 'read:recourses' },
      schema: {
        tags,
        summary: "Un recours vu par l'instruction (synthèse, qualification)",
        params: ZRecourseIdParams,
        response: { 200: ZRecourse, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.details(ctx, currentUser(request), request.params.id)),
  );

  app.get(
    '/projects/:id/recourse-commission',
    {
      config: { permission: 'read:recourses' },
      schema: {
        tags,
        summary: 'Les recours du dossier pour l’instruction et la décision (options, formulaire ouvert ou en lecture seule)',
        params: ZProjectIdParams,
        response: { 200: ZRecourseCommissionView, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.commissionView(ctx, currentUser(request), request.params.id)),
  );

  app.post(
    '/projects/:id/gracious-commission',
    {
      config: { permission: 'decide:gracious-recourse' },
      schema: {
        tags,
        summary: 'Décision sur le recours gracieux (multipart : champ JSON decision puis file, jpg/png/pdf)',
        params: ZProjectIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZRecourse, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const projectId = request.params.id;
      const { form, file } = await readRecourseForm(request, {
        storage: app.storage,
        scanner,
        field: 'decision',
        schema: ZGraciousDecisionForm,
        check: (f) => service.checkGracious(ctx, user, projectId, f),
      });
      return reply.send(
        await removeOnFailure(app.storage, file.key, () => service.decideGracious(ctx, user, projectId, form, file)),
      );
    },
  );

  app.post(
    '/projects/:id/ministerial-commission-answer',
    {
      config: { permission: 'decide:ministerial-recourse' },
      schema: {
        tags,
        summary: 'Réponse de la commission nationale : maintenue ou infirmée',
        params: ZProjectIdParams,
        body: ZMinisterialAnswer,
        response: { 200: ZRecourse, ...errors },
      },
    },
    async (request, reply) =>
      reply.send(await service.answerMinisterial(ctx, currentUser(request), request.params.id, request.body)),
  );

  fileRoutes(app, ctx);
};

/**
 * The files of an appeal (the signed request, the decision file once decided) and its sheet as a PDF, for
 * the investor of the file and the staff who read appeals: the guard lets every dashboard reader through,
 * the handler keeps those holding read:project or read:recourses, and the record's scope does the rest
 * (another investor's or another region's appeal is a 404).
 */
function fileRoutes(app: ZodApp, ctx: RecourseContext) {
  const reader = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    if (!hasPermission(user.roles, 'read:project') && !hasPermission(user.roles, 'read:recourses')) throw forbidden();
    return user;
  };
  for (const which of ['request', 'decision'] as const) {
    app.get(
      `/recourse/:id/${which}-file`,
      {
        config: { permission: 'read:dashboard' },
        schema: {
          tags,
          summary: which === 'request' ? 'La demande signée d’un recours' : 'Le fichier de la décision sur un recours',
          params: ZRecourseIdParams,
        },
      },
      async (request, reply) => {
        const file = await service.recourseFile(ctx, reader(request), request.params.id, which);
        const stream = await ctx.storage.read(file.key);
        if (!stream) throw notFound();
        return reply
          .type(file.mime)
          .header('content-disposition', contentDisposition(file.name))
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );
  }
  app.get(
    '/recourse/:id/sheet.pdf',
    {
      config: { permission: 'read:dashboard' },
      schema: {
        tags,
        summary: 'La fiche du recours en PDF (français ou arabe)',
        params: ZRecourseIdParams,
        querystring: ZRecourseSheetQuery,
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await service.sheet(ctx, reader(request), request.params.id, request.query.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
}

function detailRoutes(app: ZodApp, ctx: RecourseContext, prefix: string, type: RecourseType) {
  app.get(
    `${prefix}/:id/details`,
    {
      config: { permission: 'read:project' },
      schema: { tags, summary: 'Le détail d’un recours', params: ZRecourseIdParams, response: { 200: ZRecourse, ...errors } },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.details(ctx, currentUser(request), request.params.id, type)),
  );
  app.put(
    `${prefix}/:id/update`,
    {
      config: { permission: 'instruct:recourse' },
      schema: {
        tags,
        summary: 'Instruction du recours : synthèse et qualification',
        params: ZRecourseIdParams,
        body: ZRecourseInstruction,
        response: { 200: ZRecourse, ...errors },
      },
    },
    async (request, reply) =>
      reply.send(await service.instruct(ctx, currentUser(request), type, request.params.id, request.body)),
  );
}
