import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../config/main-menu.ts';
import { MainNav } from './main-nav.tsx';

/** The main menu in a drawer on narrow screens (top-bar.tsx loads it on the first tap of the burger). */
export default function MenuDrawer({
  opened,
  onClose,
  items,
}: {
  opened: boolean;
  onClose: () => void;
  items: readonly MenuItem[];
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="xs"
      title={t('nav.mainMenu')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <MainNav items={items} label={t('nav.mainMenu')} orientation="vertical" onNavigate={onClose} />
    </Drawer>
  );
}
