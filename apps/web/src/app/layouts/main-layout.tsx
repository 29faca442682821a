import { AppShell, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { RequestProgressBar } from '../../components/ui/request-progress-bar.tsx';
import { CompleteProfileBanner } from '../../features/investors/components/complete-profile-banner.tsx';
import { PasswordExpiryBanner } from './password-expiry-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

export const HEADER_HEIGHT = 64;

/**
 * The portal's shell: header (banner landmark), main and footer (contentinfo). The footer follows the
 * content instead of being fixed, so small screens keep their height for the page.
 */
export function MainLayout() {
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      styles={{
        root: { display: 'flex', flexDirection: 'column', minHeight: '100dvh' },
        main: { flex: 1, minHeight: 0, outline: 'none' },
      }}
    >
      <SkipLink />
      <RequestProgressBar />
      <AppShell.Header>
        <TopBar />
      </AppShell.Header>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <PasswordExpiryBanner />
        <CompleteProfileBanner />
        <Container size="lg" py="xl">
          <Outlet />
        </Container>
      </AppShell.Main>
      <SiteFooter />
    </AppShell>
  );
}
