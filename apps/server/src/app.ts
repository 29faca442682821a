import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.ts';
import { uploadScanner, type VirusScanner } from './core/uploads/virus-scanner.ts';
import type { Database } from './db/client.ts';
import { jobsPlugin } from './jobs/plugin.ts';
import type { TokenSigner } from './lib/jwt.ts';
import { serializeError, serializeRequest } from './lib/log-redaction.ts';
import { devMailboxEnabled, devMailboxRoutes } from './mail/dev-mailbox-routes.ts';
import { mailPlugin } from './mail/plugin.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { actSignatureRoutes } from './modules/act-signature/routes.ts';
import { advisorChangeRoutes } from './modules/advisor-change/routes.ts';
import { advisorReviewRoutes } from './modules/advisor-review/routes.ts';
import { appointmentRoutes } from './modules/appointments/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { backOfficeRoutes } from './modules/back-office/routes.ts';
import { commissionRoutes } from './modules/commission/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { featureFlagRoutes } from './modules/feature-flags/routes.ts';
import { followUpActionRoutes } from './modules/follow-up-actions/routes.ts';
import { framingFormRoutes } from './modules/framing-forms/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { indicatorRoutes } from './modules/indicators/routes.ts';
import { investorRoutes } from './modules/investors/routes.ts';
import { landRoutes, landSearchRoutes } from './modules/land/routes.ts';
import { monitoringRoutes } from './modules/monitoring/routes.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { otpResetRoutes } from './modules/otp-reset/routes.ts';
import { passwordRoutes } from './modules/passwords/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { piafeRoutes } from './modules/piafe/routes.ts';
import { procedureRoutes } from './modules/procedures/routes.ts';
import { profilesRoutes } from './modules/profiles/routes.ts';
import { projectHistoryRoutes } from './modules/project-history/routes.ts';
import { projectInfoRoutes } from './modules/project-infos/routes.ts';
import { projectSearchRoutes } from './modules/project-search/routes.ts';
import { projectSharingRoutes } from './modules/project-sharing/routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { recourseRoutes } from './modules/recourses/routes.ts';
import { referenceDataRoutes } from './modules/reference-data/routes.ts';
import { rokhasRoutes } from './modules/rokhas/routes.ts';
import { schedulingRoutes } from './modules/scheduling/routes.ts';
import { signatureRoutes } from './modules/signatures/routes.ts';
import { userGuideRoutes } from './modules/user-guide/routes.ts';
import { esignPlugin } from './partners/esign/plugin.ts';
import { paymentPlugin } from './partners/payment/plugin.ts';
import { rokhasPlugin } from './partners/rokhas/plugin.ts';
import { API_PREFIX, authPlugin } from './plugins/auth.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { registerFeature } from './plugins/feature-flags.ts';
import { nulCharactersPlugin } from './plugins/nul-characters.ts';
import { RequestLogController } from './plugins/request-logging.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { spaPlugin } from './plugins/spa.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { storagePlugin } from './storage/storage-plugin.ts';

export interface AppDeps {
  env: Env;
  database: Database;
  signer: TokenSigner;
  /** Clock, replaceable in tests. */
  now?: () => Date;
  /** Where logs go (stdout by default); tests capture them to check nothing secret is written. */
  logStream?: NodeJS.WritableStream;
  /** The virus scanner of every upload; by default from CLAMD_HOST (clamd, else the EICAR check). */
  scanner?: VirusScanner;
  /** Where uploaded files live; by default from the environment (S3_BUCKET, else DATA_DIR/files). */
  storage?: FileStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Required<Omit<AppDeps, 'storage'>>;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
            // Only these fields of requests and errors are ever written: never headers or bodies, and URLs
            // with their secret parameters blanked. (Serializers rather than pino's redact paths, which cost
            // a fifth of the throughput of a small request.)
            serializers: { req: serializeRequest, err: serializeError },
          },
    // API requests are logged at info; the web app's files and pages at debug unless LOG_STATIC=true.
    logController: new RequestLogController({ logStatic: env.LOG_STATIC }),
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may say who the client is (per-client limits count the real one).
    trustProxy: env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false,
    routerOptions: { maxParamLength: 500 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', { now: () => new Date(), logStream: process.stdout, scanner: uploadScanner(env), ...deps });

  await app.register(errorsPlugin);
  await app.register(nulCharactersPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(swaggerPlugin);
  await app.register(authPlugin, { signer: deps.signer });
  await app.register(storagePlugin, { storage: deps.storage });
  await app.register(mailPlugin);
  await app.register(jobsPlugin);
  await app.register(esignPlugin);
  await app.register(rokhasPlugin);
  await app.register(paymentPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(referenceDataRoutes);
      await api.register(featureFlagRoutes);
      await api.register(procedureRoutes);
      await api.register(contentRoutes);
      await api.register(indicatorRoutes);
      await api.register(passwordRoutes);
      await api.register(profilesRoutes);
      await api.register(notificationsRoutes);
      await api.register(investorRoutes);
      await api.register(accountsRoutes);
      if (devMailboxEnabled(env)) await api.register(devMailboxRoutes);
      await api.register(otpResetRoutes);
      await api.register(backOfficeRoutes);
      await api.register(framingFormRoutes);
      await api.register(projectRoutes);
      await api.register(schedulingRoutes);
      await api.register(commissionRoutes);
      await api.register(projectInfoRoutes);
      await api.register(projectSharingRoutes);
      await api.register(advisorReviewRoutes);
      await api.register(projectHistoryRoutes);
      await api.register(projectSearchRoutes);
      await api.register(appointmentRoutes);
      await api.register(documentRoutes);
      await api.register(userGuideRoutes);
      await api.register(signatureRoutes);
      await api.register(advisorChangeRoutes);
      await api.register(actSignatureRoutes);
      await api.register(followUpActionRoutes);
      await api.register(rokhasRoutes);
      await api.register(monitoringRoutes);
      await api.register(piafeRoutes);
      await api.register(landRoutes);
      // Decision 045: a module behind a feature flag is registered only when the flag is on (off = 404).
      await registerFeature(api, 'FEATURE_RECOURSE', recourseRoutes);
      await registerFeature(api, 'FEATURE_PAYMENT', paymentRoutes);
      await registerFeature(api, 'foncierSearch', landSearchRoutes);
    },
    { prefix: API_PREFIX },
  );

  await app.register(spaPlugin, { distDir: env.WEB_DIST_DIR });
  return app;
}
