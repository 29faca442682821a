import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MenuItem } from '../../config/main-menu.ts';
import classes from './main-nav.module.css';

interface MainNavProps {
  items: readonly MenuItem[];
  label: string;
  orientation?: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

/** A `nav` landmark; React Router's NavLink marks the current page with aria-current. */
export function MainNav({ items, label, orientation = 'horizontal', onNavigate }: MainNavProps) {
  const { t } = useTranslation();
  const links = items.map((entry) => (
    <NavLink key={entry.to} to={entry.to} end className={classes.link} onClick={onNavigate}>
      {t(entry.labelKey)}
    </NavLink>
  ));
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={orientation === 'vertical' ? classes.vertical : undefined}>
      {orientation === 'vertical' ? (
        <Stack gap={4}>{links}</Stack>
      ) : (
        <Group gap={4} wrap="nowrap">
          {links}
        </Group>
      )}
    </nav>
  );
}
