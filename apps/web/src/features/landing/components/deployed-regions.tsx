import { List, Paper, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/i18n/localized.ts';
import { useRegions } from '../../reference-data/api/get-regions.ts';

/**
 * The regional centres open on the portal (GET /regions lists the deployed regions). The section is
 * left out while loading or when the list cannot be read: the rest of the home page stands on its own.
 */
export function DeployedRegions() {
  const { t, i18n } = useTranslation();
  const { data } = useRegions();
  const deployed = data?.filter((region) => region.deployed) ?? [];
  if (deployed.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="deployed-regions" withBorder radius="md" p="lg">
      <Title order={2} size="h3" id="deployed-regions" mb="xs">
        {t('landing.home.regions.title')}
      </Title>
      <Text mb="md">{t('landing.home.regions.description')}</Text>
      <List spacing="xs" icon={<IconMapPin size={18} aria-hidden="true" color="var(--mantine-color-criGreen-7)" />} center>
        {deployed.map((region) => (
          <List.Item key={region.id}>{t('landing.home.regions.item', { name: localized(region, i18n.language) })}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
