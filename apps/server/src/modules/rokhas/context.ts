import type { FastifyInstance } from 'fastify';
import { type ServiceContext, serviceContext } from '../../core/service-context.ts';
import { linkTokens } from '../../lib/hmac-secret.ts';
import type { RokhasPartner } from '../../partners/rokhas/partner.ts';
import { renderCommissionPv } from '../../pdf/commission-pv.ts';
import { type DocumentsContext, documentsContext } from '../documents/context.ts';
import type { SignaturesContext } from '../signatures/context.ts';

/** What the Rokhas services need: the partner, and the contexts of the services they read (documents, minutes). */
export interface RokhasContext extends ServiceContext {
  partner: RokhasPartner;
  callbackUrl: () => string;
  documents: DocumentsContext;
  signatures: SignaturesContext;
  log?: { warn: (obj: object, msg: string) => void };
}

/** Built once per plugin (routes, job). */
export function rokhasContext(app: FastifyInstance): RokhasContext {
  const ctx = serviceContext(app);
  const db = app.deps.database.db;
  return {
    ...ctx,
    partner: app.rokhas.partner,
    callbackUrl: app.rokhas.callbackUrl,
    documents: documentsContext(app),
    // Only read here (the minutes' state): the same context the signatures routes build.
    signatures: {
      ...ctx,
      storage: app.storage,
      provider: app.esign.provider,
      trustedRootsPem: app.esign.trustedRootsPem,
      tokens: linkTokens(db, { secretName: 'commission-pv-download', ttlSeconds: 30 * 60 }),
      manualUploadEnabled: app.deps.env.UPLOAD_PV_MANUALLY,
      renderPv: renderCommissionPv,
    },
    log: app.log,
  };
}
