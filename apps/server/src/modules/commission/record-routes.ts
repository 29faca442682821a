import { ZCommission, ZCommissionDecision, ZCommissionIdParams, ZCommissionProjectQuery } from '@cri/shared/schemas/commission';
import { z } from 'zod';
import type { ServiceContext } from '../../core/service-context.ts';
import type { ZodApp } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { errors, noStore, tags } from './route-common.ts';
import * as service from './service.ts';

/** Reads of the commission records of a file: its latest commission, its decisions, one commission by id. */
export function commissionRecordRoutes(app: ZodApp, { ctx }: { ctx: ServiceContext }): void {
  app.get(
    '/commission',
    {
      config: { permission: 'read:commission' },
      schema: {
        tags,
        summary: 'La dernière commission du dossier',
        querystring: ZCommissionProjectQuery,
        response: { 200: ZCommission, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.ofProject(ctx, currentUser(request), request.query.projectId)),
  );

  app.get(
    '/commission/decisions',
    {
      config: { permission: 'read:commission' },
      schema: {
        tags,
        summary: 'Les décisions de commission prises sur le dossier',
        querystring: ZCommissionProjectQuery,
        response: { 200: z.array(ZCommissionDecision), ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.decisions(ctx, currentUser(request), request.query.projectId)),
  );

  app.get(
    '/commission/:id',
    {
      config: { permission: 'read:commission' },
      schema: {
        tags,
        summary: 'Une commission et ses membres',
        params: ZCommissionIdParams,
        response: { 200: ZCommission, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.byId(ctx, currentUser(request), request.params.id)),
  );
}
