import type { FastifyInstance, RouteOptions } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGuardProbe, PROBE } from '../test/guard-probe.ts';
import { signInWithPassword } from '../test/login.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { API_PREFIX, authPlugin, DOCS_PREFIX, type RouteAccessConfig } from './auth.ts';

/**
 * Every route of every Fastify instance, seen by a hook added before any plugin, so the walk below does
 * not depend on the guard it checks.
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

const declarations = (config: RouteAccessConfig) =>
  [config.public, config.permission !== undefined, config.authenticated].filter(Boolean).length;
/** A concrete URL for a route pattern (params and wildcards filled in). */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');

describe('deny by default: every API route declares its access', () => {
  let t: TestApp;
  let apiRoutes: RouteOptions[];
  beforeAll(async () => {
    t = await createTestApp();
    apiRoutes = seen.filter((r) => r.url.startsWith(API_PREFIX) && !r.url.startsWith(DOCS_PREFIX));
  });
  afterAll(() => t.close());

  it('finds the routes of the app and each declares exactly one access rule', () => {
    expect(apiRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /backend/api/login', 'GET /backend/api/validateOtp', 'GET /backend/api/health']),
    );
    const undeclared = apiRoutes.filter((r) => declarations((r.config ?? {}) as RouteAccessConfig) !== 1);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('refuses every non-public route to anonymous callers', async () => {
    const guarded = apiRoutes.filter((r) => !(r.config as RouteAccessConfig).public);
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      for (const method of [route.method].flat()) {
        const res = await t.app.inject({ method, url: concrete(route.url) });
        expect(res.statusCode, `${method} ${route.url}`).toBe(401);
      }
    }
  });

  it('lets a staff token without the security code reach only the routes declared beforeSecurityCode', async () => {
    const { accessToken } = await signInWithPassword(t, 'conseiller.casa@demo.cri.ma');
    const headers = { authorization: `Bearer ${accessToken}` };
    const guarded = apiRoutes.filter((r) => !(r.config as RouteAccessConfig).public && r.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(0);
    // Logout ends the session, and with it the token (decision 026): it is walked last.
    const endsSession = (r: (typeof guarded)[number]) => r.url.endsWith('/users/logout');
    guarded.sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    for (const route of guarded) {
      const res = await t.app.inject({ method: [route.method].flat()[0] ?? 'GET', url: concrete(route.url), headers });
      const refused = res.statusCode === 401 && res.json().errorCode === 'SECURITY_CODE_REQUIRED';
      expect(refused, `${route.method} ${route.url}`).toBe(!(route.config as RouteAccessConfig).beforeSecurityCode);
    }
  });
});

describe('the guard refuses to register', () => {
  const register = async (config: RouteAccessConfig | undefined) => {
    const app = Fastify();
    await app.register(authPlugin, {
      signer: { sign: async () => '', verify: async () => Promise.reject(new Error('unused')), peek: () => undefined },
    });
    app.get(`${API_PREFIX}/undeclared`, config ? { config } : {}, async () => ({}));
    return app.ready();
  };

  it('a route without a declaration', async () => {
    await expect(register(undefined)).rejects.toThrow(/must declare exactly one of public, permission, authenticated/);
  });

  it('a route with two declarations', async () => {
    await expect(register({ public: true, authenticated: true })).rejects.toThrow(/exactly one/);
  });

  it('but lets routes outside the API through', async () => {
    const app = Fastify();
    await app.register(authPlugin, {
      signer: { sign: async () => '', verify: async () => Promise.reject(new Error('unused')), peek: () => undefined },
    });
    app.get('/assets/logo.svg', async () => 'logo');
    await expect(app.ready()).resolves.toBeDefined();
  });
});

describe('a public route knows its caller only once the security code is passed', () => {
  let t: TestApp;
  let probe: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    probe = await createGuardProbe(t);
  });
  afterAll(async () => {
    await probe.close();
    await t.close();
  });

  const who = async (accessToken: string) =>
    (await probe.inject({ method: 'GET', url: PROBE.public, headers: { authorization: `Bearer ${accessToken}` } })).json<{
      username: string | null;
    }>().username;

  it('ignores a staff token before its security code, and knows an investor', async () => {
    expect(await who((await signInWithPassword(t, 'conseiller.casa@demo.cri.ma')).accessToken)).toBeNull();
    expect(await who((await signInWithPassword(t, 'investisseur@demo.cri.ma')).accessToken)).toBe('investisseur@demo.cri.ma');
  });
});
