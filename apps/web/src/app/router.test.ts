// @vitest-environment jsdom
import { matchPath, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES } from './route-table.ts';
import { createAppRouter, routesMatching } from './router.tsx';

/** An address each route opens: its parameters filled, its splat given two segments. */
const sampleOf = (path: string): string =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? 'x1' : segment === '*' ? 'a/b' : segment))
    .join('/') || '/';

const pagesOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pagesOf(route.children ?? [])]);

describe('routesMatching', () => {
  it('finds, for the address of every page, exactly the routes whose path matches it', () => {
    const addresses = [...ROUTES.map((route) => sampleOf(route.path)), '/', '/no-such-page', '/DASHBOARD'];
    for (const address of addresses) {
      const expected = ROUTES.filter((route) => matchPath(route.path, address) !== null).map((r) => r.path);
      expect(
        routesMatching(address).map((r) => r.path),
        address,
      ).toEqual(expected);
    }
  });
});

describe('createAppRouter: the opened address first, the other pages at the first navigation', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  const router = (address: string) => {
    window.history.replaceState(null, '', address);
    return createAppRouter(routesMatching(address));
  };
  const shown = (r: ReturnType<typeof router>) => r.state.matches.at(-1)?.route.path;

  it('opens the dashboard knowing only the routes that match it, then any other page', async () => {
    const r = router('/dashboard');
    expect(shown(r)).toBe('/dashboard');
    expect(pagesOf(r.routes).length).toBeLessThan(5);
    const other = ROUTES.find((route) => !route.path.includes(':') && route.path !== '/dashboard' && route.path !== '*');
    await r.navigate(other?.path ?? '/');
    expect(shown(r)).toBe(other?.path);
    expect(pagesOf(r.routes).sort()).toEqual(ROUTES.map((route) => route.path).sort());
    await r.navigate('/no-such-page');
    expect(shown(r)).toBe('*');
  });

  it('opens a page with a parameter, another of its kind, then a page it did not know', async () => {
    const dynamic = ROUTES.find((route) => route.path.includes(':') && !route.path.includes('*'));
    if (!dynamic) throw new Error('no page with a parameter');
    const r = router(sampleOf(dynamic.path));
    expect(shown(r)).toBe(dynamic.path);
    await r.navigate(sampleOf(dynamic.path).replace('x1', 'x2'));
    expect(shown(r)).toBe(dynamic.path);
    await r.navigate('/dashboard');
    expect(shown(r)).toBe('/dashboard');
  });
});
