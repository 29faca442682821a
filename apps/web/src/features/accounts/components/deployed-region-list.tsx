import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/i18n/localized.ts';
import { useRegions } from '../../reference-data/api/get-regions.ts';

/** Spec 1 §2.2: the dialog lists the regions where the portal is deployed while fewer than 12 are. */
const ALL_REGIONS = 12;

/** Fetched only once the dialog is open; nothing shown while loading, on error or once all are deployed. */
export function DeployedRegionList({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const { data } = useRegions({ enabled });
  const deployed = data?.filter((region) => region.deployed) ?? [];
  if (deployed.length === 0 || deployed.length >= ALL_REGIONS) return null;
  return (
    <div>
      <Text size="sm" mb={4}>
        {t('accounts.createAccount.regions')}
      </Text>
      <List size="sm" spacing={2}>
        {deployed.map((region) => (
          <List.Item key={region.id}>{localized(region, i18n.language)}</List.Item>
        ))}
      </List>
    </div>
  );
}
