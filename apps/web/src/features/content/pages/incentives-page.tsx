import { CONTENT_PATHS, PROCEDURE_PATHS } from '@cri/shared/paths';
import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { localized } from '../../../lib/i18n/localized.ts';
import { usePublishedContent } from '../api/content.ts';

/**
 * /incentives (spec 3 §2 "Incentive pages", the public "procedures and incentives" entry): the published
 * incentive schemes (main support, strategic projects, import and VAT exemptions) and the simulator.
 */
export default function IncentivesPage() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = usePublishedContent({ kind: 'INCENTIVE' });
  return (
    <Stack gap="lg" maw={980}>
      <Title order={1}>{t('incentives.index.title')}</Title>
      <Text>{t('incentives.index.intro')}</Text>
      {isPending ? <Loader role="status" aria-label={t('common.loading')} /> : null}
      {isError ? <Alert color="red">{t('content.loadError')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(data ?? []).map((entry) => (
          <Card key={entry.id} withBorder radius="md" padding="lg">
            <Stack gap="sm" h="100%" justify="space-between">
              <Title order={2} size="h4">
                {localized(entry, i18n.language, 'title')}
              </Title>
              <Anchor component={Link} to={generatePath(CONTENT_PATHS.incentive, { slug: entry.slug })}>
                {t('incentives.index.read', { title: localized(entry, i18n.language, 'title') })}
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('incentives.simulator.title')}
            </Title>
            <Text size="sm">{t('incentives.index.simulatorLead')}</Text>
          </Stack>
          <Button component={Link} to={CONTENT_PATHS.simulator} leftSection={<IconCalculator size={18} aria-hidden="true" />}>
            {t('incentives.index.openSimulator')}
          </Button>
        </Group>
      </Card>
      <Anchor component={Link} to={PROCEDURE_PATHS.list}>
        {t('incentives.index.procedures')}
      </Anchor>
    </Stack>
  );
}
