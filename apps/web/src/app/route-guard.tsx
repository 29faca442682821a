import type { FeatureFlag } from '@cri/shared/feature-flag-list';
import { guardRoute, type RouteAccess } from '@cri/shared/rules/route-guard';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ForbiddenNotice } from '../components/ui/forbidden-notice.tsx';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { useFeatureGate } from '../lib/feature-flags.tsx';
import { useSignedInUser } from '../lib/signed-in-user.ts';

const NotFoundPage = lazy(() => import('../features/errors/pages/not-found-page.tsx'));

interface RouteGuardProps {
  access: RouteAccess;
  /** The page's feature flag (decision 045): while the server's flags load, the loader; off, not found. */
  feature?: FeatureFlag | undefined;
  children: ReactNode;
}

/**
 * Spec 1 §2.6, decided by the shared `guardRoute`: visitors go to the login page with the path (and
 * query) to come back to, signed-in users leave public-only pages for the home page, other roles see
 * why the page is closed to them.
 */
export function RouteGuard({ access, feature, children }: RouteGuardProps) {
  const user = useSignedInUser();
  const { pathname, search } = useLocation();
  const gate = useFeatureGate(feature);
  // A page whose feature is off does not exist: not found for everyone, as its API routes (404).
  if (gate === 'pending') return <PageLoader />;
  if (gate === 'off')
    return (
      <Suspense fallback={<PageLoader />}>
        <NotFoundPage />
      </Suspense>
    );
  const decision = guardRoute({ access, roles: user?.roles ?? null, currentPath: `${pathname}${search}` });
  if (decision.kind === 'redirect') return <Navigate replace to={decision.to} />;
  if (decision.kind === 'forbidden') return <ForbiddenNotice />;
  return children;
}
