import type { Role } from '../enums/roles.ts';

/**
 * Who may open a web route (spec 1 §2.6):
 * - `public`: everyone, signed in or not;
 * - `publicOnly`: visitors without an account (a signed-in user is sent home);
 * - `authenticated`: any signed-in account, whatever its role;
 * - a list of roles.
 */
export type RouteAccess = 'public' | 'publicOnly' | 'authenticated' | readonly Role[];

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  /** Signed in, but no role matches: the page is not shown (we show why instead of a blank page). */
  | { kind: 'forbidden' };

export interface GuardInput {
  access: RouteAccess;
  /** null when nobody is signed in. */
  roles: readonly string[] | null;
  /** The path (with query) being opened, used for the login redirect. */
  currentPath: string;
}

export function guardRoute({ access, roles, currentPath }: GuardInput): GuardDecision {
  if (access === 'public') return { kind: 'render' };
  if (roles === null) {
    if (access === 'publicOnly') return { kind: 'render' };
    return { kind: 'redirect', to: `/login?redirectUri=${encodeURIComponent(currentPath)}` };
  }
  if (access === 'publicOnly') return { kind: 'redirect', to: '/' };
  if (access === 'authenticated') return { kind: 'render' };
  return access.some((r) => roles.includes(r)) ? { kind: 'render' } : { kind: 'forbidden' };
}
