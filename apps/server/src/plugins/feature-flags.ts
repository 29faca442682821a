import type { FeatureFlag } from '@cri/shared/feature-flags';
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import { featureFlags } from '../config/env.ts';

/** Whether a flag is on in this server (read once from the environment at start). */
export const featureOn = (app: FastifyInstance, flag: FeatureFlag): boolean => featureFlags(app.deps.env)[flag];

/**
 * Registers a module's routes only when its feature flag is on (decision 045): a disabled feature's routes
 * do not exist, so they answer 404 NOT_FOUND like any unknown address (not 403: there is nothing to be
 * refused). Flags are read at start: turning one on or off is a restart.
 */
export async function registerFeature<Options extends FastifyPluginOptions>(
  app: FastifyInstance,
  flag: FeatureFlag,
  plugin: FastifyPluginAsync<Options>,
  opts?: Options,
): Promise<void> {
  if (!featureOn(app, flag)) return;
  await app.register(plugin, opts ?? ({} as Options));
}
