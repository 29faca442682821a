import { ACCOUNT_ROLES } from '@cri/shared/enums/roles';
import { FEATURE_FLAG_DEFAULTS } from '@cri/shared/feature-flag-list';
import { postLoginRedirect } from '@cri/shared/rules/post-login-redirect';
import { guardRoute } from '@cri/shared/rules/route-guard';
import { describe, expect, it } from 'vitest';
import { mainMenuFor, PIAFE_MENU } from '../config/main-menu.ts';
import type { AppRoute } from '../lib/app-route.ts';
import { FEATURE_ROUTES, ROUTES } from './route-table.ts';

/** Every feature's route module, found on disk: one missing from FEATURE_ROUTES would never be routed. */
const routeModules = import.meta.glob<Record<string, readonly AppRoute[]>>('../features/*/routes.ts', { eager: true });

const routeOf = (path: string) => ROUTES.find((r) => r.path === path.split('?')[0]);
const opens = (path: string, roles: readonly string[]) => {
  const route = routeOf(path);
  return route !== undefined && guardRoute({ access: route.access, roles, currentPath: path }).kind === 'render';
};

const landing = (role: string, lastConnectionDate: string | null, afterSecurityCode = false) =>
  postLoginRedirect({
    user: { roles: [role], passwordExpirationDate: null, firstConnection: false },
    today: '2026-03-02',
    lastConnectionDate,
    afterSecurityCode,
  }).path;

describe('route table', () => {
  it("collects every feature's routes.ts", () => {
    const declared = Object.entries(routeModules).flatMap(([file, exports]) =>
      Object.values(exports).map((list) => [file, list] as const),
    );
    expect(declared.length).toBeGreaterThan(20);
    for (const [file, list] of declared) expect(FEATURE_ROUTES.includes(list), file).toBe(true);
  });

  it('registers each path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(ACCOUNT_ROLES)('opens the post-login landing pages of %s to that role', (role) => {
    // After the security code (staff), on a later visit, and on a first visit (new-features step).
    for (const target of [landing(role, null, true), landing(role, '2026-02-01'), landing(role, null)]) {
      const path = target.startsWith('/fill-security-code') ? landing(role, '2026-02-01', true) : target;
      expect(opens(path, [role]), `${role} -> ${path}`).toBe(true);
    }
  });

  it('sends the security-code and expired-password steps to pages open before the code is given', () => {
    for (const path of ['/configure-authenticator', '/fill-security-code', '/expired-password']) {
      expect(routeOf(path)?.access).toBe('public');
    }
  });

  it('keeps the login page for visitors only and the home page for everyone', () => {
    expect(routeOf('/login')?.access).toBe('publicOnly');
    expect(opens('/', ['ROLE_WALI_REPRESENTATIVE'])).toBe(true);
    expect(routeOf('/')?.access).toBe('public');
  });

  it('puts the piafe pages in the piafe shell', () => {
    expect(ROUTES.filter((r) => r.path.startsWith('/piafe')).every((r) => r.shell === 'piafe')).toBe(true);
  });
});

describe('menus', () => {
  it.each(ACCOUNT_ROLES)('links %s only to built pages the role may open', (role) => {
    const items = role === 'ROLE_ADVISOR_PIAFE' ? PIAFE_MENU : mainMenuFor([role]);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(opens(item.to, [role]), `${role} -> ${item.to}`).toBe(true);
  });

  it('gives visitors the home page and the procedure catalogue', () => {
    expect(mainMenuFor(null).map((i) => i.to)).toEqual([
      '/',
      '/procedures',
      '/meeting/new-appointment',
      '/recours',
      '/inform-foncier',
    ]);
    expect(mainMenuFor(['ROLE_INVESTOR']).map((i) => i.to)).toEqual([
      '/dashboard',
      '/projects',
      '/procedures',
      '/incentives',
      '/framing-forms',
      '/meetings',
      '/map',
      '/recours',
      '/inform-foncier',
      '/faq',
    ]);
  });

  it('shows a land member only the tools of its habilitations (decision 069), the search behind foncierSearch', () => {
    const land = (habilitations: string[], flags = FEATURE_FLAG_DEFAULTS) =>
      mainMenuFor(['ROLE_FONCIER_MEMBER'], flags, habilitations).map((i) => i.to);
    expect(land([])).toEqual(['/foncier/dashboard']);
    expect(land(['CONSULT'])).toEqual(['/foncier/dashboard', '/foncier/parcels', '/foncier/visualisation']);
    expect(land(['SEARCH'])).toEqual(['/foncier/dashboard', '/foncier/search']);
    expect(land(['RDV'])).toEqual(['/foncier/dashboard', '/appointments-foncier']);
    expect(land(['QUALIFICATION_FORM'])).toEqual(['/foncier/dashboard', '/investor-request']);
    expect(land(['SEARCH', 'RDV'], { ...FEATURE_FLAG_DEFAULTS, foncierSearch: false })).toEqual([
      '/foncier/dashboard',
      '/appointments-foncier',
    ]);
    expect(mainMenuFor(null, { ...FEATURE_FLAG_DEFAULTS, informFoncier: false }).map((i) => i.to)).not.toContain(
      '/inform-foncier',
    );
  });

  it('opens the procedure catalogue to everyone, signed in or not', () => {
    expect(routeOf('/procedures')?.access).toBe('public');
    expect(routeOf('/procedures/:id')?.access).toBe('public');
  });

  it('leaves out the entries of a feature that is off (decision 045), the others unchanged', () => {
    const off = { ...FEATURE_FLAG_DEFAULTS, FEATURE_RECOURSE: false };
    for (const role of ACCOUNT_ROLES) {
      const all = mainMenuFor([role]).map((i) => i.to);
      expect(
        mainMenuFor([role], off).map((i) => i.to),
        role,
      ).toEqual(all.filter((to) => to !== '/recourses' && to !== '/recours'));
    }
    expect(mainMenuFor(null, off).map((i) => i.to)).not.toContain('/recours');
    expect(mainMenuFor(null).map((i) => i.to)).toContain('/recours');
    expect(mainMenuFor(['ROLE_WALI_REPRESENTATIVE'], off).map((i) => i.to)).toEqual(['/']);
    expect(mainMenuFor(['ROLE_NATIONAL_COMMISSION']).map((i) => i.to)).toContain('/recourses');
    expect(mainMenuFor(['ROLE_NATIONAL_COMMISSION'], { ...FEATURE_FLAG_DEFAULTS, FEATURE_PAYMENT: false })).toEqual(
      mainMenuFor(['ROLE_NATIONAL_COMMISSION']),
    );
  });

  it('puts the recourse page and its menu entry behind FEATURE_RECOURSE', () => {
    expect(routeOf('/recourses')?.feature).toBe('FEATURE_RECOURSE');
    expect(mainMenuFor(['ROLE_ADVISOR']).find((i) => i.to === '/recourses')?.feature).toBe('FEATURE_RECOURSE');
  });

  it('merges the menus of several roles without duplicates', () => {
    expect(mainMenuFor(['ROLE_ADVISOR', 'ROLE_CRUI_MEMBER']).map((i) => i.to)).toEqual([
      '/dashboard',
      '/projects',
      '/recourses',
      '/meetings',
      '/framing-forms',
      '/schedule',
      '/calendar',
      '/faq',
    ]);
  });
});
