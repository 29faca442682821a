import { guardRoute } from '@cri/shared/rules/route-guard';
import { describe, expect, it } from 'vitest';
import { CALLERS, type Decision, expectedDecision, WEB_ROUTE_MATRIX } from './route-access-matrix.ts';
import { ROUTES } from './route-table.ts';

/** A concrete address for a route pattern (the guard gets the path being opened, for the login redirect). */
const sample = (path: string) => (path === '*' ? '/no-such-page' : path.replace(/:(\w+)/g, '1'));

const decide = (route: (typeof ROUTES)[number], caller: (typeof CALLERS)[number]): Decision => {
  const currentPath = sample(route.path);
  const decision = guardRoute({ access: route.access, roles: caller === 'anonymous' ? null : [caller], currentPath });
  if (decision.kind === 'render') return 'render';
  if (decision.kind === 'forbidden') return 'not-authorised';
  if (decision.to === '/') return 'home';
  expect(decision.to).toBe(`/login?redirectUri=${encodeURIComponent(currentPath)}`);
  return 'login';
};

describe('web access matrix: every route of the router x every role of spec 1 §6 and the anonymous visitor', () => {
  it('lists every path of the router, and only those', () => {
    const routed = ROUTES.map((r) => r.path).sort();
    const listed = Object.keys(WEB_ROUTE_MATRIX).sort();
    expect(
      routed.filter((p) => !listed.includes(p)),
      'router paths missing from route-access-matrix.ts',
    ).toEqual([]);
    expect(
      listed.filter((p) => !routed.includes(p)),
      'paths of route-access-matrix.ts the router lacks',
    ).toEqual([]);
  });

  it.each(ROUTES.map((r) => [r.path, r] as const))('guards %s as the matrix says for every caller', (path, route) => {
    const expected = WEB_ROUTE_MATRIX[path];
    expect(expected, `${path} is not in route-access-matrix.ts`).toBeDefined();
    if (!expected) return;
    const actual = Object.fromEntries(CALLERS.map((caller) => [caller, decide(route, caller)]));
    const wanted = Object.fromEntries(CALLERS.map((caller) => [caller, expectedDecision(expected, caller)]));
    expect(actual).toEqual(wanted);
  });

  it('covers each decision at least once, so a guard that always renders cannot pass', () => {
    const seen = new Set(ROUTES.flatMap((route) => CALLERS.map((caller) => decide(route, caller))));
    expect([...seen].sort()).toEqual(['home', 'login', 'not-authorised', 'render']);
  });
});
