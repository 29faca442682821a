import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../core/service-context.ts';
import { acceptUploads } from '../../core/uploads/read-upload.ts';
import { linkTokens } from '../../lib/hmac-secret.ts';
import { renderCommissionPv } from '../../pdf/commission-pv.ts';
import type { SignaturesContext } from './context.ts';
import { esignRoutes } from './esign-routes.ts';
import { pvRoutes } from './pv-routes.ts';
import { verificationRoutes } from './verification-routes.ts';

/** Download links of the PV and of verified documents: long enough to click, short if they leak. */
const LINK_TTL_SECONDS = 30 * 60;

/**
 * The PV of a commission and its signatures (issue 7; spec 2 §2 Signatures, "Minutes (PV)", §9): generate
 * or upload the PV, sign it electronically one member at a time, finalise, download, and the public
 * verification of a signed PDF.
 */
export const signatureRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only these routes take multipart bodies (the PV scan, the PDF to verify).
  await acceptUploads(app);
  const { env } = app.deps;
  const db = app.deps.database.db;
  const { scanner } = app.deps;
  const ctx: SignaturesContext = {
    ...serviceContext(app),
    storage: app.storage,
    provider: app.esign.provider,
    trustedRootsPem: app.esign.trustedRootsPem,
    tokens: linkTokens(db, { secretName: 'commission-pv-download', ttlSeconds: LINK_TTL_SECONDS }),
    manualUploadEnabled: env.UPLOAD_PV_MANUALLY,
    renderPv: renderCommissionPv,
  };
  pvRoutes(app, { ctx, scanner });
  esignRoutes(app, { ctx });
  verificationRoutes(app, { ctx, scanner });
};
