import { loadCatalogue, lookup } from '@cri/i18n/catalogues';
import type { Habilitation, Role } from '@cri/shared/enums/roles';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, DOCS_PREFIX, type RouteAccessConfig } from '../plugins/auth.ts';
import { DEMO_ACCOUNT_SPECS } from '../seed/demo-account-list.ts';
import {
  BEFORE_CODE,
  expectedAccess,
  MATRIX_ACCOUNT_ROLES,
  MATRIX_HABILITATIONS,
  PUBLIC,
  ROUTE_ACCESS,
  type RouteAccess,
  SIGNED_IN,
} from './access-matrix.ts';
import { demoUser, type LoggedIn, loginAs } from './login.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Every route of every Fastify instance, seen by a hook added before any plugin (as in
 * plugins/auth.test.ts), so the walk does not depend on the guard it checks.
 */
const seen = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = actual.default as unknown as (opts?: object) => FastifyInstance;
  const withCollector = (opts?: object) => {
    const app = create(opts);
    app.addHook('onRoute', (route) => {
      seen.push(route);
    });
    return app;
  };
  return { ...actual, default: withCollector };
});

/** A concrete URL for a route pattern: ids of records that do not exist, so no call changes demo data. */
const concrete = (path: string) => `${API_PREFIX}${path.replace(/:[^/]+/g, '999999').replace(/\*/g, 'x')}`;
const keyOf = (method: string, url: string) => `${method} ${url.slice(API_PREFIX.length)}`;

/** The declaration a route carries in its config, in the table's words. */
function declared(config: RouteAccessConfig): RouteAccess | 'undeclared' {
  if (config.public) return PUBLIC;
  if (config.authenticated) return config.beforeSecurityCode ? BEFORE_CODE : SIGNED_IN;
  return config.permission ?? 'undeclared';
}
/** The demo account of a role, or of a land member holding exactly one habilitation. */
function callerAccount(role: Role, habilitation: Habilitation | undefined): string {
  if (role === 'ROLE_PUBLIC') throw new Error('the anonymous visitor has no account');
  if (!habilitation) return demoUser(role);
  const found = DEMO_ACCOUNT_SPECS.find((a) => a.role === role && a.habilitations?.join() === habilitation);
  if (!found) throw new Error(`no demo land member with only ${habilitation}`);
  return found.username;
}
const guardOf = (access: RouteAccess) => (typeof access === 'object' ? access.guard : access);

/**
 * These end the session of the token, and with it the token (decision 026): called last for each role, the
 * logout after the update of the token, which answers the tokens of the session replacing it.
 */
const UPDATE_TOKEN = 'GET /users/update-token';
const LOGOUT = 'POST /users/logout';
const rank = (key: string) => [UPDATE_TOKEN, LOGOUT].indexOf(key);
const routeOrder = Object.keys(ROUTE_ACCESS).sort((a, b) => rank(a) - rank(b));

describe('access matrix: every API route x every role of spec 1 §6 and the anonymous visitor', () => {
  let t: TestApp;
  let apiRoutes: RouteOptions[];
  const forbiddenText = lookup(loadCatalogue('fr'), 'errors.FORBIDDEN');
  beforeAll(async () => {
    t = await createTestApp();
    apiRoutes = seen.filter((r) => r.url.startsWith(API_PREFIX) && !r.url.startsWith(DOCS_PREFIX));
  });
  afterAll(() => t.close());

  const registered = () =>
    apiRoutes.flatMap((r) =>
      [r.method].flat().map((method) => ({ method, url: r.url, config: (r.config ?? {}) as RouteAccessConfig })),
    );

  it('lists every registered route, and only those', () => {
    const keys = registered()
      .filter((r) => r.method !== 'HEAD')
      .map((r) => keyOf(r.method, r.url));
    expect(keys.length).toBeGreaterThan(100);
    expect(
      keys.filter((k) => !(k in ROUTE_ACCESS)),
      'routes missing from access-matrix.ts',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_ACCESS).filter((k) => !keys.includes(k)),
      'routes in access-matrix.ts the app does not have',
    ).toEqual([]);
    // HEAD routes are the automatic twins of GET routes, with the same declaration.
    for (const head of registered().filter((r) => r.method === 'HEAD')) {
      expect(keys, `HEAD ${head.url} without its GET`).toContain(keyOf('GET', head.url));
    }
  });

  it('says what each route declares', () => {
    const differences = registered()
      .filter((r) => r.method !== 'HEAD')
      .flatMap((r) => {
        const key = keyOf(r.method, r.url);
        const table = ROUTE_ACCESS[key];
        const actual = declared(r.config);
        return table !== undefined && guardOf(table) !== actual
          ? [`${key}: table ${JSON.stringify(table)}, route ${actual}`]
          : [];
      });
    expect(differences).toEqual([]);
  });

  const callers: ('anonymous' | Exclude<Role, 'ROLE_PUBLIC'> | `ROLE_FONCIER_MEMBER+${Habilitation}`)[] = [
    'anonymous',
    ...MATRIX_ACCOUNT_ROLES,
    // A land member per habilitation (decision 069): the demo account holding only that one.
    ...MATRIX_HABILITATIONS.map((h) => `ROLE_FONCIER_MEMBER+${h}` as const),
  ];

  it.each(callers)(
    'answers %s as the table says',
    async (caller) => {
      const [roleName, habilitation] = caller.split('+') as [string, Habilitation | undefined];
      const role = (caller === 'anonymous' ? 'ROLE_PUBLIC' : roleName) as Role;
      let session: LoggedIn | undefined;
      if (caller !== 'anonymous') session = await loginAs(t, callerAccount(role, habilitation), { fresh: true });
      const wrong: string[] = [];
      for (const key of routeOrder) {
        const access = ROUTE_ACCESS[key] as RouteAccess;
        const [method = 'GET', path = ''] = key.split(' ');
        const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';
        const res = await t.app.inject({
          method: method as 'GET',
          url: concrete(path),
          ...(session ? { headers: session.headers } : {}),
          ...(withBody ? { payload: {} } : {}),
        });
        if (key === UPDATE_TOKEN && res.statusCode === 200) {
          const { accessToken, refreshToken } = res.json<{ accessToken: string; refreshToken: string }>();
          session = { accessToken, refreshToken, headers: { authorization: `Bearer ${accessToken}` } };
        }
        const expected = expectedAccess(access, role, habilitation ? [habilitation] : undefined);
        const body = res.headers['content-type']?.toString().includes('json')
          ? res.json<{ messageKey?: string; message?: string }>()
          : {};
        if (expected === 'partner-signed') {
          // Each partner's own signature error: Rokhas (decision 039), the payment provider (decision 055).
          const signatureErrors = ['errors.ROKHAS_CALLBACK_SIGNATURE_INVALID', 'errors.PAYMENT_CALLBACK_SIGNATURE_INVALID'];
          if (res.statusCode !== 401 || !signatureErrors.includes(body.messageKey ?? ''))
            wrong.push(`${key}: expected 401 and a partner signature error, got ${res.statusCode} ${body.messageKey}`);
        } else if (expected === 'allow') {
          if (res.statusCode === 401 || res.statusCode === 403)
            wrong.push(`${key}: expected allowed, got ${res.statusCode} ${body.messageKey}`);
          if (res.statusCode >= 500) wrong.push(`${key}: ${res.statusCode}`);
        } else if (role === 'ROLE_PUBLIC') {
          if (res.statusCode !== 401 || body.messageKey !== 'errors.UNAUTHENTICATED') {
            wrong.push(`${key}: expected 401 UNAUTHENTICATED, got ${res.statusCode} ${body.messageKey}`);
          }
        } else if (res.statusCode !== 403 || body.messageKey !== 'errors.FORBIDDEN' || body.message !== forbiddenText) {
          wrong.push(`${key}: expected 403 errors.FORBIDDEN, got ${res.statusCode} ${body.messageKey}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );
});
