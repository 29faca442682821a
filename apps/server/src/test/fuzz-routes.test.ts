import { ACCOUNT_ROLES, type Role } from '@cri/shared/enums/roles';
import { ZApiError } from '@cri/shared/errors';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOUNDARY, multipartBody, PDF_HEAD } from '../modules/documents/test-helpers.ts';
import { API_PREFIX } from '../plugins/auth.ts';
import { expectedAccess, ROUTE_ACCESS } from './access-matrix.ts';
import {
  deepJson,
  deepObject,
  fieldValue,
  fromSchema,
  hostileString,
  hostileValue,
  inputSchema,
  pathSegment,
  queryFromSchema,
  wellFormed,
} from './hostile-input.ts';
import { demoUser, type LoggedIn, loginAs } from './login.ts';
import { type ApiRoute, apiRoutes, isMultipart } from './route-collector.ts';
import { createTestApp, type TestApp } from './test-app.ts';

vi.mock('fastify', async (original) =>
  (await import('./route-collector.ts')).collectingFastify(await original<typeof import('fastify')>()),
);

/**
 * Hostile input against every registered route (issue 8), enumerated from the app, never listed by hand:
 * generated path ids, query strings and bodies (shaped by the route's own zod schema, with SQL, script,
 * traversal, Arabic/combining/RTL text and huge values at the leaves), plus oversized, deep and malformed
 * bodies; once anonymous and once as a role the route allows, so validation and handlers are reached.
 * Every answer: below 500, no stack frame, file path or SQL text, and the one error shape from 400 up.
 *
 * Reproduce a failure with the seed printed at the start: FUZZ_SEED=<seed> npx vitest run <this file>.
 * FUZZ_RUNS raises the number of generated requests per route and caller (default 30).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_308);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

type Caller = 'anonymous' | Exclude<Role, 'ROLE_PUBLIC'>;

/** Routes that end or change the caller's own session: walked last, so the others keep a valid token. */
const SESSION_ENDING = ['GET /users/update-token', 'POST /users/logout', 'POST /users/change-password'];
/**
 * Back-office writes may deactivate a demo account the walk has not signed in with yet (hostile ids hit real
 * accounts): walked after every other route, before the caller's own session ends.
 */
const ACCOUNT_WRITING = /^(POST|PUT|DELETE) \/(back-office|crui-members|foncier-members|users\/crui-member)\//;
const rank = (r: ApiRoute) => (SESSION_ENDING.includes(r.key) ? 2 : ACCOUNT_WRITING.test(r.key) ? 1 : 0);
const order = (a: ApiRoute, b: ApiRoute) => rank(a) - rank(b);

/** What must never reach a client. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat [\w$.<>]+ \(|\n\s+at \S/],
  ['file path', /\/work\/|node_modules|file:\/\/|\.[cm]?[tj]s:\d+/],
  ['SQL text', /\b(select\s.+\sfrom|insert\s+into|delete\s+from|syntax error at|violates|relation ")/i],
];

/** Answers by status, per caller kind: printed, to show the requests get past the guard and validation. */
const statuses = new Map<string, number>();

function problems(res: LightMyRequestResponse): string[] {
  const found: string[] = [];
  statuses.set(String(res.statusCode), (statuses.get(String(res.statusCode)) ?? 0) + 1);
  if (res.statusCode >= 500) found.push(`status ${res.statusCode}`);
  if (res.statusCode < 400) return found;
  for (const [what, re] of LEAKS) if (re.test(res.body)) found.push(`${what} in the body`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    return [...found, 'error body is not JSON'];
  }
  const shape = ZApiError.safeParse(parsed);
  if (!shape.success) found.push('error body is not {status,errorCode,message,messageKey}');
  else if (shape.data.status !== res.statusCode) found.push(`error body status ${shape.data.status}`);
  return found;
}

interface Generated {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
}

const withBody = (method: string) => method !== 'GET' && method !== 'DELETE';
const urlOf = (route: ApiRoute, params: Record<string, string>) =>
  API_PREFIX + route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
const short = (v: unknown) => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
};

function requestArbitrary(route: ApiRoute): fc.Arbitrary<Generated> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
  const bodySchema = inputSchema(schema.body);
  return fc.record({
    params: fc.record(Object.fromEntries(names.map((n) => [n, pathSegment]))),
    query: queryFromSchema(inputSchema(schema.querystring)),
    body: withBody(route.method)
      ? fc.oneof({ weight: 4, arbitrary: fromSchema(bodySchema) }, hostileValue)
      : fc.constant(undefined),
  });
}

const multipartArbitrary = fc.record({
  fields: fc.dictionary(fc.constantFrom('projectId', 'documentTypeId', 'providedDocumentId', 'userId'), fieldValue, {
    maxKeys: 4,
  }),
  fileName: hostileString.filter((s) => s.length < 300).map(wellFormed),
  contentType: fc.constantFrom('application/pdf', 'image/png', 'image/jpeg', 'text/html', '../x', ''),
  content: fc.oneof(
    fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b)),
    fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.concat([PDF_HEAD, Buffer.from(b)])),
  ),
});

describe('hostile input: every registered route answers below 500 with the one error shape', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  const sessions = new Map<Caller, LoggedIn>();
  beforeAll(async () => {
    t = await createTestApp();
    routes = apiRoutes().sort(order);
    console.info(`fuzz-routes: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}, ${routes.length} routes`);
  });
  afterAll(async () => {
    console.info(`fuzz-routes: answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    await t.close();
  });

  /** The first account role the route lets in (investor first, then staff in spec order). */
  const allowedRole = (route: ApiRoute): Caller | undefined => {
    const access = ROUTE_ACCESS[route.key];
    if (access === undefined) return undefined;
    // A partner's callback takes no account, only its HMAC: hostile input reaches it as an anonymous caller.
    if (expectedAccess(access, 'ROLE_PUBLIC') === 'partner-signed') return 'anonymous';
    return ACCOUNT_ROLES.find((role) => expectedAccess(access, role) === 'allow');
  };
  const headersOf = async (caller: Caller): Promise<Record<string, string>> => {
    if (caller === 'anonymous') return {};
    let session = sessions.get(caller);
    if (!session) {
      session = await loginAs(t, demoUser(caller));
      sessions.set(caller, session);
    }
    return session.headers;
  };

  const send = async (route: ApiRoute, caller: Caller, req: Generated) =>
    t.app.inject({
      method: route.method as 'GET',
      url: urlOf(route, req.params),
      query: req.query,
      headers: {
        ...(await headersOf(caller)),
        ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(req.body === undefined ? {} : { payload: JSON.stringify(req.body) }),
    });

  /** Fixed hostile bodies sent once per route: over the body limit, 10 000 levels deep, broken JSON, wrong type. */
  const fixedBodies: [string, string, string][] = [
    ['oversized', 'application/json', JSON.stringify({ name: 'a'.repeat(1024 * 1024 + 1) })],
    ['deep array', 'application/json', deepJson(10_000)],
    ['deep object', 'application/json', deepObject(10_000)],
    ['broken JSON', 'application/json', '{"name": "x", '],
    ['wrong content type', 'text/plain', 'hello'],
    ['prototype keys', 'application/json', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'],
  ];

  async function fuzzRoute(route: ApiRoute, caller: Caller, failures: string[]): Promise<void> {
    const details = await fc.check(
      fc.asyncProperty(requestArbitrary(route), async (req) => {
        const res = await send(route, caller, req);
        const found = problems(res);
        if (found.length) throw new Error(`${found.join(', ')}: ${res.statusCode} ${res.body.slice(0, 500)}`);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    if (details.failed) {
      const example = details.counterexample?.[0] as Generated | undefined;
      failures.push(
        `${route.key} as ${caller}: ${details.errorInstance instanceof Error ? details.errorInstance.message : ''}\n  ` +
          `url ${example ? urlOf(route, example.params) : '?'} query ${short(example?.query)} body ${short(example?.body)}`,
      );
    }
    if (!withBody(route.method)) return;
    for (const [what, contentType, payload] of fixedBodies) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: urlOf(route, {}),
        headers: { ...(await headersOf(caller)), 'content-type': contentType },
        payload,
      });
      const found = problems(res);
      // Over the body limit: 413, unless the guard refused the caller first (it runs before the body is read).
      const guarded = res.statusCode === 401 || res.statusCode === 403;
      if (what === 'oversized' && !guarded && res.statusCode !== 413 && !isMultipart(route))
        found.push(`${res.statusCode}, not 413`);
      if (found.length) failures.push(`${route.key} as ${caller}, ${what} body: ${found.join(', ')}: ${res.body.slice(0, 300)}`);
    }
  }

  async function fuzzUpload(route: ApiRoute, caller: Caller, failures: string[]): Promise<void> {
    const details = await fc.check(
      fc.asyncProperty(multipartArbitrary, async (m) => {
        const res = await t.app.inject({
          method: 'POST',
          url: urlOf(route, {}),
          headers: { ...(await headersOf(caller)), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          payload: multipartBody({ ...m, content: [m.content] }),
        });
        const found = problems(res);
        if (found.length) throw new Error(`${found.join(', ')}: ${res.statusCode} ${res.body.slice(0, 500)}`);
      }),
      { seed: SEED, numRuns: RUNS * 2 },
    );
    if (details.failed) failures.push(`${route.key} as ${caller}, multipart: ${fc.defaultReportMessage(details)}`);
  }

  it('finds the routes of the app, each with a line in the access matrix', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !(r.key in ROUTE_ACCESS)).map((r) => r.key)).toEqual([]);
  });

  it('anonymous caller: every route', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      await fuzzRoute(route, 'anonymous', failures);
      if (isMultipart(route)) await fuzzUpload(route, 'anonymous', failures);
    }
    expect(failures, `seed ${SEED}`).toEqual([]);
  });

  it('signed-in caller of a role the route allows: every route', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    const unreachable = routes.filter((r) => allowedRole(r) === undefined).map((r) => r.key);
    expect(unreachable, 'routes no account role may call').toEqual([]);
    for (const route of routes) {
      const caller = allowedRole(route) as Caller;
      await fuzzRoute(route, caller, failures);
      if (isMultipart(route)) await fuzzUpload(route, caller, failures);
    }
    expect(failures, `seed ${SEED}`).toEqual([]);
  });
});
