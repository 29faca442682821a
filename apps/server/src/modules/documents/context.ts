import type { FastifyInstance } from 'fastify';
import { type ServiceContext, serviceContext } from '../../core/service-context.ts';
import { createDownloadTokens, type DownloadTokens } from './download-token.ts';

/**
 * Documents are listed with signed download links, so whoever lists them (documents, the recap, the
 * advisor's review) needs the tokens beside the service context.
 */
export interface DocumentsContext extends ServiceContext {
  tokens: DownloadTokens;
}

/** Built once per route plugin, like `serviceContext`. */
export const documentsContext = (app: FastifyInstance): DocumentsContext => {
  const ctx = serviceContext(app);
  return { ...ctx, tokens: createDownloadTokens(ctx.db) };
};
