import { ZAuditPage, ZAuditQuery } from '@cri/shared/back-office/audit';
import { ZLifeCycleAccount, ZLifeCycleCount, ZLifeCycleQuery } from '@cri/shared/back-office/life-cycle';
import {
  bodySchema,
  EXPORT_ROUTES,
  exportQuerySchema,
  listQuerySchema,
  offers,
  resourceApiPath,
  type TBackOfficeListQuery,
  ZBackOfficeId,
  ZBackOfficePage,
  ZBackOfficeRecord,
  ZDeleteOutcome,
} from '@cri/shared/back-office/resource';
import { RESOURCES } from '@cri/shared/back-office/resources';
import type { Role } from '@cri/shared/enums/roles';
import { ZApiError } from '@cri/shared/errors';
import { hasPermission, type Permission } from '@cri/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forCaller, serviceContext } from '../../core/service-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { featureOn } from '../../plugins/feature-flags.ts';
import { listAudit, PROJECTS_AUDIT_RESOURCE } from './audit.ts';
import { csvExport, xlsxExport } from './export.ts';
import { lifeCycleAccount, lifeCycleCount } from './life-cycle.ts';
import { createRecord, deleteRecord, listRecords, readRecord, recordHistory, updateRecord } from './service.ts';
import type { Body, ResourceStore } from './store.ts';
import { STORES } from './stores.ts';
import { uploadRoutes } from './upload-routes.ts';

const tags = ['back-office'];
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };

/** The base path of a resource's generic routes (decision 060). */
export const resourcePath = resourceApiPath;

/**
 * The routes of every declared resource (decision 060), generated from its declaration: list (paged, sorted,
 * filtered, searched, get-many with `ids`), read, create, update, delete, history; plus the spec's named
 * variants as aliases. The audit page (decision 061).
 */
export const backOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  const register = (store: ResourceStore) => {
    const { decl } = store;
    const base = resourcePath(decl.name);
    const createBody = bodySchema(decl, 'create');
    const updateBody = bodySchema(decl, 'update');

    app.get(
      base,
      {
        config: { permission: decl.access.list },
        schema: { tags, querystring: listQuerySchema(decl), response: { 200: ZBackOfficePage, ...errors } },
      },
      async (request, reply) => {
        const page = await listRecords(
          forCaller(ctx, currentUser(request)),
          store,
          request.query,
          request.query as Record<string, unknown>,
        );
        return reply.header('x-total-count', String(page.total)).send(page);
      },
    );
    app.get(
      `${base}/:id`,
      {
        config: { permission: decl.access.read },
        schema: { tags, params: ZBackOfficeId, response: { 200: ZBackOfficeRecord, ...errors } },
      },
      async (request) => readRecord(forCaller(ctx, currentUser(request)), store, request.params.id),
    );
    app.get(
      `${base}/:id/history`,
      {
        config: { permission: decl.access.read },
        schema: { tags, params: ZBackOfficeId, response: { 200: ZAuditPage, ...errors } },
      },
      async (request) => recordHistory(forCaller(ctx, currentUser(request)), store, request.params.id),
    );
    const createPaths = offers(decl, 'create') ? [base, ...(decl.aliases?.create ? [decl.aliases.create] : [])] : [];
    for (const url of createPaths) {
      app.post(
        url,
        {
          // The form's own field names (`advancementStages`, not `body.advancementStages`): under their field.
          config: { permission: decl.access.create, formErrors: 'fields' },
          schema: { tags, body: createBody, response: { 201: ZBackOfficeRecord, ...errors } },
        },
        async (request, reply) => {
          const created = await createRecord(forCaller(ctx, currentUser(request)), store, request.body as Body, {
            ip: request.ip,
          });
          return reply.status(201).send(created);
        },
      );
    }
    const updatePaths = offers(decl, 'update') ? [`${base}/:id`, ...(decl.aliases?.update ? [decl.aliases.update] : [])] : [];
    for (const url of updatePaths) {
      app.put(
        url,
        {
          config: { permission: decl.access.update, formErrors: 'fields' },
          schema: { tags, params: ZBackOfficeId, body: updateBody, response: { 200: ZBackOfficeRecord, ...errors } },
        },
        async (request) =>
          updateRecord(forCaller(ctx, currentUser(request)), store, request.params.id, request.body as Body, {
            ip: request.ip,
          }),
      );
    }
    if (!offers(decl, 'delete')) return;
    app.delete(
      `${base}/:id`,
      {
        config: { permission: decl.access.delete },
        schema: { tags, params: ZBackOfficeId, response: { 200: ZDeleteOutcome, ...errors } },
      },
      async (request) =>
        // The record is deleted whatever becomes of its file: a file left behind is logged, not an error of the call.
        deleteRecord(forCaller(ctx, currentUser(request)), store, request.params.id, { ip: request.ip }, (key) =>
          app.storage.remove(key).catch((err) => request.log.warn({ err, key }, 'the deleted record kept its stored file')),
        ),
    );
  };
  // A resource of a feature turned off has no route (decision 045).
  const stores = STORES.filter((s) => !s.decl.feature || featureOn(app, s.decl.feature));
  for (const store of stores) register(store);
  // The spec's multipart calls of the resources that carry a file, in their own scope (decision 087).
  await app.register(uploadRoutes(stores));

  // Exports (decision 062): national support its accounts, the content manager its catalogue; the list's filters.
  const exportRoute = (url: string, permission: Permission, role: Role) => {
    const exported = stores.filter((s) => hasPermission([role], s.decl.access.list));
    const byName = new Map(exported.map((s) => [s.decl.name, s]));
    app.get(
      url,
      { config: { permission }, schema: { tags, querystring: exportQuerySchema(exported.map((s) => s.decl)) } },
      async (request, reply) => {
        const query = request.query as { resource: string; format: 'csv' | 'xlsx' } & Omit<TBackOfficeListQuery, 'page' | 'size'>;
        const store = byName.get(query.resource);
        if (!store) throw notFound();
        const caller = forCaller(ctx, currentUser(request));
        const raw = request.query as Record<string, unknown>;
        const name = `${store.decl.name}-${ctx.now().toISOString().slice(0, 10)}.${query.format}`;
        void reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
        if (query.format === 'xlsx') {
          return reply
            .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .send(await xlsxExport(caller, store, query, raw));
        }
        return reply.type('text/csv; charset=utf-8').send(csvExport(caller, store, query, raw));
      },
    );
  };
  for (const e of EXPORT_ROUTES) exportRoute(e.path, e.permission, e.role);

  // Life-cycle accounts (decision 088): the recorded life of one account, and an investor's events counted.
  app.get(
    '/life-cycle-account',
    {
      config: { permission: 'read:account-life-cycle' },
      schema: { tags, querystring: ZLifeCycleQuery, response: { 200: ZLifeCycleAccount, ...errors } },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await lifeCycleAccount(ctx.db, currentUser(request), request.query.username)),
  );
  app.get(
    '/life-cycle-account/count-by-investor',
    {
      config: { permission: 'read:account-life-cycle' },
      schema: { tags, querystring: ZLifeCycleQuery, response: { 200: ZLifeCycleCount, ...errors } },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await lifeCycleCount(ctx.db, currentUser(request), request.query.username)),
  );

  app.get(
    '/audit',
    {
      config: { permission: 'read:back-office-audit' },
      schema: { tags, querystring: ZAuditQuery, response: { 200: ZAuditPage, ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      // Each role reads the history of the resources it may read.
      const resources = RESOURCES.filter((r) => hasPermission(user.roles, r.access.read)).map((r) => r.name);
      // The changes of advisor made from the back-office projects list (decision 089).
      if (hasPermission(user.roles, 'read:projects')) resources.push(PROJECTS_AUDIT_RESOURCE);
      return listAudit(ctx.db, user, { ...request.query, resources });
    },
  );
};
