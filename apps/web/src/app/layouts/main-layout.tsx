import { Container } from '@mantine/core';
import { type CSSProperties, type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { RequestProgressBar } from '../../components/ui/request-progress-bar.tsx';
import { lazyWithPreload } from '../../lib/lazy-with-preload.tsx';
import { useSignedInUser } from '../../lib/signed-in-user.ts';
import classes from './main-layout.module.css';
import { SiteFooter } from './site-footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

export const HEADER_HEIGHT = 64;

/**
 * The portal's shell: header (banner landmark), main and footer (contentinfo). The footer follows the
 * content instead of being fixed, so small screens keep their height for the page. Plain elements rather
 * than Mantine's AppShell (kept for the field-visit shell and its sidebar): the shell is on every first
 * page, and AppShell brings its navbar's scroll lock and transitions (the JS budget of docs/quality.md).
 */
const SignedInBanners = lazyWithPreload(() => import('./signed-in-banners.tsx'));

/** The banners' chunk, fetched by the entry before the first render of a signed-in user's page (decision 108). */
export const preloadSignedInBanners = (): Promise<unknown> => SignedInBanners.preload();

const PageContainer = ({ children }: { children: ReactNode }) => (
  <Container size="lg" py="xl">
    {children}
  </Container>
);

export function MainLayout() {
  const user = useSignedInUser();
  return (
    <div className={classes.root} style={{ '--cri-header-height': `${HEADER_HEIGHT}px` } as CSSProperties}>
      <SkipLink />
      <RequestProgressBar />
      <header className={classes.header} style={{ height: HEADER_HEIGHT }}>
        <TopBar />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {user ? (
          // One boundary for the banners and the page: the page never shows before a banner that would then push
          // it down (a layout shift, issue 22); the loader stands in while the banners' chunk arrives.
          <Suspense fallback={<PageContainer>{<PageLoader />}</PageContainer>}>
            <SignedInBanners />
            <PageContainer>
              <Outlet />
            </PageContainer>
          </Suspense>
        ) : (
          <PageContainer>
            <Outlet />
          </PageContainer>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
