import {
  type AppointmentFilter,
  ZAppointmentIdParams,
  ZAppointmentListQuery,
  ZRegionAppointmentsQuery,
} from '@cri/shared/schemas/appointments';
import { isRegional } from '../../lib/region-scope.ts';
import type { ZodApp } from '../../lib/route-types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { list, tags } from './route-common.ts';
import * as service from './service.ts';

/**
 * The appointment lists, each by filter: an investor's own, the region's for its advisors, a region's for
 * staff readers; and those of one framing form.
 */
export function appointmentListRoutes(app: ZodApp, { ctx }: { ctx: service.AppointmentsContext }): void {
  const investorFilters: AppointmentFilter[] = ['all', 'to-programm', 'future', 'past'];
  for (const filter of investorFilters) {
    app.get(
      `/appointments/${filter}-appointments`,
      {
        config: { permission: 'read:own-appointments' },
        schema: { tags, summary: `Mes rendez-vous (${filter})`, response: list },
      },
      async (request) => {
        const user = currentUser(request);
        return service.listAppointments(ctx, { user, scope: { kind: 'investor', userId: Number(user.sub) }, filter });
      },
    );
    app.get(
      `/appointments/advisor/${filter}-appointments`,
      {
        config: { permission: 'manage:appointments' },
        schema: {
          tags,
          summary: `Rendez-vous du conseiller (${filter})`,
          querystring: ZAppointmentListQuery,
          response: list,
        },
      },
      async (request) => {
        const user = currentUser(request);
        return service.listAppointments(ctx, {
          user,
          // The advisors of a centre share its requests: each sees the region's, with who holds them.
          scope: { kind: 'region', regionId: user.regionId },
          filter,
          overdue: request.query.overdue === 'true',
        });
      },
    );
    app.get(
      `/appointments/region/${filter}-appointments`,
      {
        config: { permission: 'read:region-appointments' },
        schema: { tags, summary: `Rendez-vous d'une région (${filter})`, querystring: ZRegionAppointmentsQuery, response: list },
      },
      async (request) => {
        const user = currentUser(request);
        // A regional role sees its own region whatever regionId asks; national roles pick one or all.
        const scope = isRegional(user)
          ? ({ kind: 'region', regionId: user.regionId } as const)
          : ({ kind: 'national', regionId: request.query.regionId } as const);
        const rows = await service.listAppointments(ctx, { user, scope, filter, overdue: request.query.overdue === 'true' });
        return isRegional(user) && request.query.regionId !== undefined
          ? rows.filter((r) => r.regionId === request.query.regionId)
          : rows;
      },
    );
  }

  app.get(
    '/appointments/framing-form/:id',
    {
      config: { permission: 'read:own-appointments' },
      schema: { tags, summary: "Rendez-vous d'un questionnaire de cadrage", params: ZAppointmentIdParams, response: list },
    },
    async (request) => {
      const user = currentUser(request);
      return service.listAppointments(ctx, {
        user,
        scope: { kind: 'investor', userId: Number(user.sub) },
        filter: 'all',
        framingFormId: request.params.id,
      });
    },
  );
}
