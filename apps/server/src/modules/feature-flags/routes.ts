import { ZFeatureFlags } from '@cri/shared/feature-flags';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featureFlags } from '../../config/env.ts';
import { API_ERRORS as errors } from '../../lib/route-types.ts';

/** GET /feature-flags (public, decision 045): which features this server offers, for the web's menus and pages. */
export const featureFlagRoutes: FastifyPluginAsyncZod = async (app) => {
  const flags = featureFlags(app.deps.env);
  app.get(
    '/feature-flags',
    {
      config: { public: true },
      schema: {
        tags: ['reference-data'],
        summary: 'Les fonctionnalités activées sur ce serveur (drapeaux de fonctionnalité)',
        response: { 200: ZFeatureFlags, ...errors },
      },
    },
    async () => flags,
  );
};
