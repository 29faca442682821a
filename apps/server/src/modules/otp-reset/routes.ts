import { ZApiError } from '@cri/shared/errors';
import {
  OTP_RESET_HISTORY_HEADERS,
  ZRegionalSupport,
  ZRegionalSupportParams,
  ZResetOtpHistoryQuery,
  ZResetOtpHistoryResponse,
  ZResetOtpParams,
  ZResetOtpRequest,
  ZResetOtpResponse,
  ZSearchUserQuery,
  ZSearchUserResponse,
} from '@cri/shared/schemas/otp-reset';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forCaller, serviceContext } from '../../core/service-context.ts';
import { translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ResetChannel } from './policy.ts';
import { getRegionalSupport, resetHistory, resetOtp, searchUser } from './service.ts';

const tags = ['otp-reset'];
const config = { permission: 'reset:security-code' } as const;
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 422: ZApiError };

/** Reset of staff security codes by national and regional support (spec 1 §6, §7, §8). */
export const otpResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    '/users/search-user',
    { config, schema: { tags, querystring: ZSearchUserQuery, response: { 200: ZSearchUserResponse, ...errors } } },
    async (request) => searchUser(forCaller(ctx, currentUser(request)), request.query.username),
  );

  const resetRoute = (url: string, channel: ResetChannel) =>
    app.put(
      url,
      {
        config,
        schema: { tags, params: ZResetOtpParams, body: ZResetOtpRequest, response: { 200: ZResetOtpResponse, ...errors } },
      },
      async (request) => {
        await resetOtp(forCaller(ctx, currentUser(request)), { id: request.params.id, channel, body: request.body });
        return { messageKey: 'otpReset.success' as const, message: translate('otpReset.success') };
      },
    );
  resetRoute('/national-support/reset-otp/:id', 'national');
  resetRoute('/regional-supports/reset-otp/:id', 'regional');

  app.get(
    '/regional-supports/current',
    { config, schema: { tags, response: { 200: ZRegionalSupport, ...errors } } },
    async (request) => getRegionalSupport(forCaller(ctx, currentUser(request)), 'current'),
  );
  app.get(
    '/regional-supports/:id',
    { config, schema: { tags, params: ZRegionalSupportParams, response: { 200: ZRegionalSupport, ...errors } } },
    async (request) => getRegionalSupport(forCaller(ctx, currentUser(request)), { id: request.params.id }),
  );

  app.get(
    '/reset-otp-history',
    { config, schema: { tags, querystring: ZResetOtpHistoryQuery, response: { 200: ZResetOtpHistoryResponse, ...errors } } },
    async (request, reply) => {
      const { page, size } = request.query;
      const { total, items } = await resetHistory(forCaller(ctx, currentUser(request)), { page, size });
      return reply
        .headers({
          [OTP_RESET_HISTORY_HEADERS.totalElements]: String(total),
          [OTP_RESET_HISTORY_HEADERS.pageCount]: String(Math.ceil(total / size)),
          'access-control-expose-headers': Object.values(OTP_RESET_HISTORY_HEADERS).join(', '),
        })
        .send(items);
    },
  );
};
