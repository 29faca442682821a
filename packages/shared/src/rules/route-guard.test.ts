import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROLES } from '../enums/roles.ts';
import { guardRoute, type RouteAccess } from './route-guard.ts';

describe('guardRoute (spec 1 §2.6)', () => {
  it('anonymous: public and public-only pages render, others go to login with the path', () => {
    expect(guardRoute({ access: 'public', roles: null, currentPath: '/' })).toEqual({ kind: 'render' });
    expect(guardRoute({ access: 'publicOnly', roles: null, currentPath: '/login' })).toEqual({ kind: 'render' });
    expect(guardRoute({ access: ['ROLE_ADVISOR'], roles: null, currentPath: '/projects?page=2' })).toEqual({
      kind: 'redirect',
      to: '/login?redirectUri=%2Fprojects%3Fpage%3D2',
    });
    expect(guardRoute({ access: 'authenticated', roles: null, currentPath: '/x' }).kind).toBe('redirect');
  });

  it('signed in: public-only pages send home, matching roles render, others are refused', () => {
    expect(guardRoute({ access: 'publicOnly', roles: ['ROLE_INVESTOR'], currentPath: '/sign-up' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guardRoute({ access: ['ROLE_INVESTOR'], roles: ['ROLE_INVESTOR'], currentPath: '/' })).toEqual({ kind: 'render' });
    expect(guardRoute({ access: ['ROLE_ADVISOR'], roles: ['ROLE_INVESTOR'], currentPath: '/' })).toEqual({
      kind: 'forbidden',
    });
    expect(guardRoute({ access: 'authenticated', roles: ['ROLE_INVESTOR'], currentPath: '/' })).toEqual({ kind: 'render' });
  });

  it('property: a role list renders exactly when a role matches', () => {
    const role = fc.constantFrom(...ACCOUNT_ROLES);
    fc.assert(
      fc.property(fc.array(role, { minLength: 1 }), fc.array(role), (allowed, held) => {
        const decision = guardRoute({ access: allowed as RouteAccess, roles: held, currentPath: '/p' });
        expect(decision.kind === 'render').toBe(held.some((r) => allowed.includes(r)));
        if (decision.kind !== 'render') expect(decision.kind).toBe('forbidden');
      }),
    );
  });
});
