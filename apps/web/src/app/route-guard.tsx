import { guardRoute, type RouteAccess } from '@cri/shared/rules/route-guard';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ForbiddenNotice } from '../components/ui/forbidden-notice.tsx';
import { useSignedInUser } from '../lib/signed-in-user.ts';

interface RouteGuardProps {
  access: RouteAccess;
  children: ReactNode;
}

/**
 * Spec 1 §2.6, decided by the shared `guardRoute`: visitors go to the login page with the path (and
 * query) to come back to, signed-in users leave public-only pages for the home page, other roles see
 * why the page is closed to them.
 */
export function RouteGuard({ access, children }: RouteGuardProps) {
  const user = useSignedInUser();
  const { pathname, search } = useLocation();
  const decision = guardRoute({ access, roles: user?.roles ?? null, currentPath: `${pathname}${search}` });
  if (decision.kind === 'redirect') return <Navigate replace to={decision.to} />;
  if (decision.kind === 'forbidden') return <ForbiddenNotice />;
  return children;
}
