import { List, Paper, Text, Title } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/i18n/localized.ts';
import { useRegions } from '../../reference-data/api/get-regions.ts';

/**
 * The regional centres open on the portal (GET /regions lists the deployed regions). The section is
 * left out while loading or when the list cannot be read: the rest of the home page stands on its own.
 */
export function DeployedRegions() {
  const { i18n } = useTranslation();
  const { data } = useRegions();
  // Drawn once mounted: when the app hydrates the prerendered home page (decision 113), the list may already be known,
  // and a section the prerendered page lacks was a hydration mismatch (intermittent in first-paint.spec.ts).
  const mounted = useMounted();
  const names = mounted ? (data ?? []).filter((region) => region.deployed).map((region) => localized(region, i18n.language)) : [];
  return <DeployedRegionsList names={names} />;
}

/**
 * The section itself, for the names given. The build also renders it with one marker name as the template the
 * home page's island draws the regions from before the app runs (scripts/prerender.mjs, decision 113).
 */
export function DeployedRegionsList({ names }: { names: readonly string[] }) {
  const { t } = useTranslation();
  if (names.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="deployed-regions" withBorder radius="md" p="lg">
      <Title order={2} size="h3" id="deployed-regions" mb="xs">
        {t('landing.home.regions.title')}
      </Title>
      <Text mb="md">{t('landing.home.regions.description')}</Text>
      <List spacing="xs" icon={<IconMapPin size={18} aria-hidden="true" color="var(--mantine-color-criGreen-7)" />} center>
        {names.map((name) => (
          <List.Item key={name}>{t('landing.home.regions.item', { name })}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
