import { paths } from '@cri/shared/paths';
import { ActionIcon, AppShell, Burger, Container, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RequestProgressBar } from '../../components/ui/request-progress-bar.tsx';
import classes from '../../components/ui/rtl-mirror.module.css';
import { PIAFE_MENU } from '../../config/main-menu.ts';
import { useSignedInUser } from '../../lib/signed-in-user.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { UserMenu } from './lazy-user-menu.tsx';
import { LogoLink } from './logo-link.tsx';
import { HEADER_HEIGHT } from './main-layout.tsx';
import { MainNav } from './main-nav.tsx';
import { PasswordExpiryBanner } from './password-expiry-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

const BREAKPOINT = 'sm';
/** Mantine's `sm` breakpoint (48em); media queries cannot read the CSS variable. */
const MOBILE_QUERY = '(max-width: 47.99em)';

/** The field-visit programme's own shell (spec 1 §2.2): a collapsible sidebar, logo leading to /piafe. */
export default function PiafeLayout() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const isMobile = useMediaQuery(MOBILE_QUERY, false);
  // A collapsed navbar is only moved off screen: `inert` keeps its links out of the tab order.
  const navbarHidden = isMobile ? !mobileOpened : !desktopOpened;
  const SidebarIcon = desktopOpened ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 240, breakpoint: BREAKPOINT, collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      styles={{
        root: { display: 'flex', flexDirection: 'column', minHeight: '100dvh' },
        main: { flex: 1, minHeight: 0, outline: 'none' },
      }}
    >
      <SkipLink />
      <RequestProgressBar />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={mobileOpened}
              onClick={toggleMobile}
              hiddenFrom={BREAKPOINT}
              size="sm"
              aria-label={mobileOpened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={mobileOpened}
            />
            <ActionIcon
              variant="subtle"
              size="lg"
              visibleFrom={BREAKPOINT}
              onClick={toggleDesktop}
              aria-label={desktopOpened ? t('nav.piafe.collapse') : t('nav.piafe.expand')}
              aria-expanded={desktopOpened}
            >
              <SidebarIcon aria-hidden="true" className={classes.mirror} />
            </ActionIcon>
            <LogoLink to={paths.piafe} name={t('nav.piafe.area')} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            {user && <UserMenu user={user} />}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" inert={navbarHidden}>
        <MainNav items={PIAFE_MENU} label={t('nav.piafe.sidebar')} orientation="vertical" onNavigate={closeMobile} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <PasswordExpiryBanner />
        <Container size="lg" py="xl">
          <Outlet />
        </Container>
      </AppShell.Main>
      <SiteFooter style={{ paddingInlineStart: 'var(--app-shell-navbar-offset, 0rem)' }} />
    </AppShell>
  );
}
