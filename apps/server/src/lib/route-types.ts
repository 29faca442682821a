import { ZApiError } from '@cri/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The Fastify instance a module's route files register on (the zod type provider's). */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The error answers most routes declare: unauthenticated, refused, missing, conflicting, invalid. */
export const API_ERRORS = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
