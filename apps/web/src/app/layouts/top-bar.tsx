import { paths } from '@cri/shared/paths';
import { Box, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type MenuItem, mainMenuFor } from '../../config/main-menu.ts';
import { hasAnyRole, searchesProjects } from '../../config/role-groups.ts';
import { CreateAccountButton } from '../../features/accounts/components/create-account-button.tsx';
import { DASHBOARD_LOGO_ROLES } from '../../features/landing/landing-roles.ts';
import { NotificationsBell } from '../../features/notifications/components/lazy-notifications-bell.tsx';
import { useFeatureFlags } from '../../lib/feature-flags.tsx';
import { useSignedInUser } from '../../lib/signed-in-user.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { UserMenu } from './lazy-user-menu.tsx';
import { LogoLink } from './logo-link.tsx';
import { MainNav } from './main-nav.tsx';

// The drawer (Mantine's modal machinery) is fetched on the first tap of the burger, then stays for its transitions.
const MenuDrawer = lazy(() => import('./menu-drawer.tsx'));

/** A visitor's drawer ends with creating an account: the header's button is hidden below `sm`. */
const VISITOR_SIGN_UP: MenuItem = { to: paths.signUp, labelKey: 'nav.items.signUp' };

// Staff only, with its form library and schemas: fetched once someone is signed in, not on a visitor's first page.
const SearchProjectPopover = lazy(() =>
  import('../../features/project-search/components/search-project-popover.tsx').then((m) => ({
    default: m.SearchProjectPopover,
  })),
);

/** Entries of the main menu that fit inline from the `lg` breakpoint (1200 px) in both languages. */
const INLINE_MENU_MAX_AT_LG = 5;
/**
 * The inline menu's width, estimated from its labels: about 8 px a character of the menu's font and 28 px of
 * padding and gap an entry (measured on the regional support's and the content manager's menus).
 */
export const inlineMenuWidth = (labels: readonly string[]): number => labels.reduce((w, l) => w + l.length * 8 + 28, 0);
/** Room beside the logo and the tools at the `lg` breakpoint (1200 px) for the inline menu, once signed in. */
export const INLINE_MENU_ROOM_AT_LG = 800;
/**
 * A visitor's tools ("Créer un compte" and "Se connecter", about 270 px) take more room than a signed-in user's
 * (search, bell and user menu): the visitor's menu (five entries, about 760 px in French) overlapped the logo at
 * 1366 px.
 */
export const VISITOR_TOOLS_EXTRA = 120;
/** The breakpoint from which the main menu is shown inline; below it, the burger opens the drawer. */
export const inlineMenuFrom = (labels: readonly string[], signedIn: boolean): 'lg' | 'xl' =>
  labels.length > INLINE_MENU_MAX_AT_LG || inlineMenuWidth(labels) > INLINE_MENU_ROOM_AT_LG - (signedIn ? 0 : VISITOR_TOOLS_EXTRA)
    ? 'xl'
    : 'lg';

/** Logo, main menu by role, language switch and the user menu (spec 1 §2.2, §2.3). */
export function TopBar() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  // Visitors' menu has no entry behind a flag: the flags are asked for once signed in (decision 045).
  const flags = useFeatureFlags({ enabled: user !== null });
  const items = mainMenuFor(user?.roles ?? null, flags, user?.habilitations);
  const logoTarget = hasAnyRole(user?.roles, DASHBOARD_LOGO_ROLES) ? paths.dashboard : paths.home;
  // A long menu (an advisor has seven entries) does not fit beside the logo and the tools below 1408 px:
  // it goes into the drawer until there is room, instead of overlapping the logo.
  // Long labels too (the content manager’s five in French: 870 px) would overlap the logo at 1200-1400 px.
  const inlineFrom = inlineMenuFrom(
    items.map((i) => t(i.labelKey)),
    user !== null,
  );

  return (
    <Group h="100%" px="md" gap="sm" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap" style={{ minWidth: 0 }}>
        {items.length > 0 && (
          <Burger
            opened={opened}
            onClick={() => {
              setDrawerWanted(true);
              toggle();
            }}
            hiddenFrom={inlineFrom}
            size="sm"
            aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={opened}
            // On the home page's island, this hands the page over to the app, then opens (decision 113).
            data-island-app=""
          />
        )}
        <LogoLink to={logoTarget} />
        <Group visibleFrom={inlineFrom} wrap="nowrap">
          <MainNav items={items} label={t('nav.mainMenu')} />
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSwitch />
        {user && searchesProjects(user.roles) ? (
          // The search button's size (an ActionIcon "lg", 34 px) is kept while it loads: the header does not move.
          <Suspense fallback={<span style={{ display: 'inline-block', width: 34, height: 34 }} />}>
            <SearchProjectPopover />
          </Suspense>
        ) : null}
        {user ? <NotificationsBell /> : null}
        {user ? (
          <UserMenu user={user} />
        ) : (
          <>
            {pathname !== paths.signUp && (
              // Below `sm` the header keeps the language and sign-in only (at 360-767 px the three buttons covered the
              // burger and the logo); creating an account is then an entry of the menu drawer.
              <Box visibleFrom="sm">
                <CreateAccountButton />
              </Box>
            )}
            {pathname !== paths.login && (
              <Button component={Link} to={paths.login} size="sm">
                {t('nav.items.login')}
              </Button>
            )}
          </>
        )}
      </Group>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MenuDrawer opened={opened} onClose={close} items={user ? items : [...items, VISITOR_SIGN_UP]} />
        </Suspense>
      )}
    </Group>
  );
}
