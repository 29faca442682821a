import type { FastifyPluginAsync } from 'fastify';
import { advisorRoutes } from './advisor-routes.ts';
import { cruiMemberRoutes } from './crui-member-routes.ts';
import { pictureRoutes } from './picture-routes.ts';

/** Staff profiles: CRUI members, advisors and their pictures. */
export const profilesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(cruiMemberRoutes);
  await app.register(advisorRoutes);
  await app.register(pictureRoutes);
};
