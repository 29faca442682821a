import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROLES, type Role } from '../enums/roles.ts';
import { paths } from '../paths.ts';
import { postLoginRedirect, type RedirectInput, safeRedirectUri } from './post-login-redirect.ts';

const today = '2026-11-21';
const base = (roles: Role[], over: Partial<RedirectInput> = {}): RedirectInput => ({
  user: { roles, passwordExpirationDate: '2027-05-01', firstConnection: false },
  today,
  lastConnectionDate: '2026-11-01',
  ...over,
});

describe('postLoginRedirect (spec 1 §4.1)', () => {
  it('1. an expired password wins over everything', () => {
    const input = base(['ROLE_ADVISOR'], { redirectUri: '/projects' });
    input.user.passwordExpirationDate = '2026-11-20';
    expect(postLoginRedirect(input).path).toBe(paths.expiredPassword);
  });

  it('a password expiring today is not yet expired', () => {
    const input = base(['ROLE_INVESTOR']);
    input.user.passwordExpirationDate = today;
    expect(postLoginRedirect(input).path).toBe(paths.dashboard);
  });

  it('2. staff: configure the authenticator on first connection, otherwise fill the code with the redirectUri', () => {
    const first = base(['ROLE_ADVISOR'], { redirectUri: '/projects' });
    first.user.firstConnection = true;
    expect(postLoginRedirect(first).path).toBe(paths.configureAuthenticator);
    expect(postLoginRedirect(base(['ROLE_ADVISOR'], { redirectUri: '/projects?x=1' })).path).toBe(
      `${paths.fillSecurityCode}?redirectUri=${encodeURIComponent('/projects?x=1')}`,
    );
    expect(postLoginRedirect(base(['ROLE_CRUI_MEMBER'])).path).toBe(paths.fillSecurityCode);
  });

  const afterCode = (roles: Role[], over: Partial<RedirectInput> = {}) =>
    postLoginRedirect(base(roles, { afterSecurityCode: true, ...over }));

  it.each([
    ['ROLE_NATIONAL_SUPPORT', paths.nationalSupport],
    ['ROLE_REGIONAL_SUPPORT', paths.regionalSupport],
    ['ROLE_NATIONAL_CONTENT_MANAGER', paths.nationalContentManager],
    ['ROLE_ADVISOR_PIAFE', paths.piafeProjects],
    ['ROLE_REGIONAL_CONSULTATION', paths.recourses],
    ['ROLE_MONITORING_MANAGER', paths.monitoringDashboard],
    ['ROLE_ADVISOR', paths.dashboard],
    ['ROLE_CRUI_MEMBER', paths.dashboard],
    ['ROLE_NATIONAL_COMMISSION', paths.dashboard],
    ['ROLE_WALI_REPRESENTATIVE', paths.dashboard],
  ] as const)('3-11. after the security code, %s lands on %s', (role, path) => {
    expect(afterCode([role])).toEqual({ path, fullPageLoad: false });
  });

  it('7. land members get a full page load and ignore the redirectUri', () => {
    expect(afterCode(['ROLE_FONCIER_MEMBER'], { redirectUri: '/projects' })).toEqual({
      path: paths.foncierDashboard,
      fullPageLoad: true,
    });
  });

  it('the redirectUri replaces the default target of the other roles', () => {
    expect(afterCode(['ROLE_NATIONAL_SUPPORT'], { redirectUri: '/faq' }).path).toBe('/faq');
    expect(postLoginRedirect(base(['ROLE_INVESTOR'], { redirectUri: '/projects/3' })).path).toBe('/projects/3');
  });

  it('9. new features: missing or old last connection sends investors there, not after the security code', () => {
    expect(postLoginRedirect(base(['ROLE_INVESTOR'], { lastConnectionDate: null })).path).toBe(paths.newFeatures);
    expect(postLoginRedirect(base(['ROLE_INVESTOR'], { lastConnectionDate: '2023-01-15' })).path).toBe(paths.newFeatures);
    expect(postLoginRedirect(base(['ROLE_INVESTOR'], { lastConnectionDate: '2023-01-16' })).path).toBe(paths.dashboard);
    expect(afterCode(['ROLE_ADVISOR'], { lastConnectionDate: null }).path).toBe(paths.dashboard);
  });

  it('9. within the window after the reference date, everyone allowed on /new-features goes there', () => {
    expect(postLoginRedirect(base(['ROLE_INVESTOR'], { today: '2023-02-01', lastConnectionDate: '2023-01-20' })).path).toBe(
      paths.newFeatures,
    );
  });

  it('never redirects outside the site', () => {
    for (const uri of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(postLoginRedirect(base(['ROLE_INVESTOR'], { redirectUri: uri })).path).toBe(paths.dashboard);
    }
  });

  it('property: the target is always a same-site path and staff never skip the security code', () => {
    fc.assert(
      fc.property(
        fc.subarray([...ACCOUNT_ROLES], { minLength: 1, maxLength: 3 }),
        fc.option(fc.string(), { nil: null }),
        fc.boolean(),
        fc.option(fc.constantFrom('2022-12-31', '2023-01-16', '2026-10-01'), { nil: null }),
        (roles, redirectUri, firstConnection, lastConnectionDate) => {
          const target = postLoginRedirect({
            user: { roles, passwordExpirationDate: '2027-01-01', firstConnection },
            today,
            lastConnectionDate,
            redirectUri,
          });
          expect(target.path.startsWith('/')).toBe(true);
          expect(target.path.startsWith('//')).toBe(false);
          const staff = roles.some((r) => r !== 'ROLE_INVESTOR');
          if (staff) expect([paths.configureAuthenticator, paths.fillSecurityCode]).toContain(target.path.split('?')[0]);
        },
      ),
    );
  });

  it('safeRedirectUri keeps only same-site paths', () => {
    expect(safeRedirectUri('/a?b=c')).toBe('/a?b=c');
    expect(safeRedirectUri('http://x')).toBeNull();
    expect(safeRedirectUri(undefined)).toBeNull();
  });
});
