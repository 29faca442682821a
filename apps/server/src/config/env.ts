import { isIP } from 'node:net';
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAGS, featureFlagVariable, type TFeatureFlags } from '@cri/shared/feature-flags';
import { z } from 'zod';

/** An address or CIDR range (`10.0.0.0/8`, `::1`), or a named range of proxy-addr (`loopback`, …). */
const isProxyAddress = (entry: string): boolean => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [ip = '', prefix, ...rest] = entry.split('/');
  const version = isIP(ip);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting of the server, from the environment, with a safe default for `npm start`. */
export const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    /** Embedded database, uploaded files and generated secrets live here. */
    DATA_DIR: z.string().default('./data'),
    /** A PostgreSQL server; when unset the embedded PGlite database under DATA_DIR/pg is used. */
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * Lookups by key (`byKey`) sent as named prepared statements, parsed and planned once per connection (decision
     * 123). `false` behind a pooler that does not keep them between transactions (PgBouncer before 1.21 in
     * transaction mode).
     */
    DATABASE_PREPARED_STATEMENTS: bool.default(true),
    /** Signs access tokens; when unset a random secret is generated once and kept in the database. */
    JWT_SECRET: z.string().min(32).optional(),
    /** Accepted as the answer to any captcha: tests and demos only, refused in production. */
    CAPTCHA_TEST_ANSWER: z.string().min(1).optional(),
    /** Creates the demo accounts (never in production). */
    DEMO_DATA: bool.optional(),
    /** Public address of the portal, used in e-mailed links. */
    PUBLIC_URL: z.string().url().optional(),
    /** The external land dashboard linked from /foncier/dashboard (issue 19, decision 070); unset = no link. */
    LAND_DASHBOARD_URL: z.string().url().optional(),
    /** SMTP server of outgoing mail (`smtp://user:pass@host:587`, `smtps://…`); unset = dev mailbox outside production. */
    SMTP_URL: z.string().url().optional(),
    /** Sender of outgoing mail. */
    MAIL_FROM: z.string().min(3).default('Portail CRI <no-reply@cri.ma>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Log the web app's requests (scripts, styles, pages) at `info` like the API's; otherwise they are `debug` lines. */
    LOG_STATIC: bool.default(false),
    /** Directory of the built web app; empty to serve the API only. */
    WEB_DIST_DIR: z.string().optional(),
    /** clamd host scanning uploads (INSTREAM); unset = the built-in EICAR signature check only. */
    CLAMD_HOST: z.string().min(1).optional(),
    CLAMD_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
    /**
     * Uploaded files in an S3-compatible object store (decision 094) when S3_BUCKET is set, so several
     * instances need no shared disk; unset = local disk under DATA_DIR/files. S3_ENDPOINT: the store's
     * address (unset = AWS S3 of S3_REGION); S3_FORCE_PATH_STYLE: `host/bucket/key` addresses, which most
     * self-hosted stores need. The two keys go together; both unset = the SDK's own chain (AWS_* variables,
     * instance role).
     */
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        message: 'expects a bucket name (3-63 lowercase letters, digits, dots, hyphens)',
      })
      .optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    /** Seconds between two passes of the scheduled jobs (60-day archiving); 0 disables them in this instance. */
    JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
    /**
     * Feature flags (decision 045; packages/shared/src/feature-flags.ts): one variable per flag, all on
     * unless set to false. A flag off makes its module's routes answer 404 and hides its pages and menus.
     * UPLOAD_PV_MANUALLY: the advisor may upload the PV signed on paper instead of electronic signatures
     * (never both for one PV).
     */
    FEATURE_RECOURSE: bool.default(FEATURE_FLAG_DEFAULTS.FEATURE_RECOURSE),
    ARCHIVED_RECOURSE_FEATURE: bool.default(FEATURE_FLAG_DEFAULTS.ARCHIVED_RECOURSE_FEATURE),
    FEATURE_PAYMENT: bool.default(FEATURE_FLAG_DEFAULTS.FEATURE_PAYMENT),
    UPLOAD_PV_MANUALLY: bool.default(FEATURE_FLAG_DEFAULTS.UPLOAD_PV_MANUALLY),
    INFORM_FONCIER: bool.default(FEATURE_FLAG_DEFAULTS.informFoncier),
    FONCIER_SEARCH: bool.default(FEATURE_FLAG_DEFAULTS.foncierSearch),
    /**
     * The Rokhas partner's API (decision 039): unset = the sandbox partner served by this process under
     * /sandbox/rokhas, reached over HTTP at the address it listens on.
     */
    ROKHAS_BASE_URL: z.string().url().optional(),
    /** Where the partner calls the portal back; unset = this process's listening address. */
    ROKHAS_CALLBACK_BASE_URL: z.string().url().optional(),
    /** The HMAC secret shared with the partner; unset = one generated once and kept in the database. */
    ROKHAS_SECRET: z.string().min(32).optional(),
    /** How long a call to the partner may take before it counts as failed (and is retried). */
    ROKHAS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    /**
     * The reverse proxies whose `X-Forwarded-For` is believed (comma-separated addresses or CIDR ranges).
     * Empty by default: the client is the peer of the TCP connection, so nobody escapes a per-client limit
     * by sending the header.
     */
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean),
      )
      .refine((list) => list.every(isProxyAddress), { message: 'expects addresses or CIDR ranges separated by commas' }),
    /**
     * Benchmarks only (bench/session-check.mjs): access tokens are believed until they expire, without asking
     * whether their session is still open, to measure what that check costs. Refused in production.
     */
    BENCH_SKIP_SESSION_CHECK: bool.default(false),
  })
  .superRefine((env, ctx) => {
    const s3Settings = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => env[k] !== undefined);
    if (!env.S3_BUCKET && s3Settings.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is required when ${s3Settings.join(', ')} is set` });
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      const missing = env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other S3 key (both or neither)' });
    }
    if (env.NODE_ENV === 'production' && env.BENCH_SKIP_SESSION_CHECK) {
      ctx.addIssue({ code: 'custom', path: ['BENCH_SKIP_SESSION_CHECK'], message: 'must not be set in production' });
    }
    if (env.NODE_ENV === 'production' && env.CAPTCHA_TEST_ANSWER) {
      ctx.addIssue({ code: 'custom', path: ['CAPTCHA_TEST_ANSWER'], message: 'must not be set in production' });
    }
    if (env.NODE_ENV === 'production' && env.DEMO_DATA) {
      ctx.addIssue({ code: 'custom', path: ['DEMO_DATA'], message: 'demo accounts are refused in production' });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
  });
export type Env = z.infer<typeof ZEnv>;

/** Parses the environment and fails fast, naming every wrong variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return parsed.data;
}

/** Demo accounts are on by default outside production. */
export const demoDataEnabled = (env: Env): boolean => env.DEMO_DATA ?? env.NODE_ENV !== 'production';

/** The feature flags of this server (decision 045), each from its variable (`featureFlagVariable`). */
export const featureFlags = (env: Env): TFeatureFlags =>
  Object.fromEntries(
    FEATURE_FLAGS.map((flag) => [flag, (env as unknown as Record<string, boolean>)[featureFlagVariable(flag)] === true]),
  ) as TFeatureFlags;
