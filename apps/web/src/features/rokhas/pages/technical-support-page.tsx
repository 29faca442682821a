import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useSession } from '../../../lib/auth/session.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useUrbanAgencies } from '../api/get-urban-agencies.ts';

/**
 * /rokhas-technical-support/{administrationId}: who answers for Rokhas in the region (decision 052): the
 * urban agency named by the address, whose technical members comment the shared files on the partner, and
 * what to tell them. The portal holds no contact of the partner's own support, so it shows none.
 */
export default function TechnicalSupportPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const id = parseId(useParams().administrationId);
  const agencies = useUrbanAgencies(user?.regionId ?? null);
  if (agencies.isPending && user?.regionId != null) return <PageLoader />;
  const agency = agencies.data?.find((a) => a.id === id);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('rokhas.support.title')}</Title>
      {agency ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Text fw={600} dir="auto" data-testid="support-administration">
              {localized(agency, i18n.language, 'name')}
            </Text>
            <Text>{t('rokhas.support.intro')}</Text>
            <Text size="sm" c="dimmed">
              {t('rokhas.support.hint')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Alert color="gray" variant="light" role="alert">
          {t('rokhas.support.unknown')}
        </Alert>
      )}
    </Stack>
  );
}
