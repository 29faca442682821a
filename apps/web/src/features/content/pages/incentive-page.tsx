import { CONTENT_PATHS } from '@cri/shared/paths';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { usePublishedContent } from '../api/content.ts';
import { ContentBody } from '../components/content-body.tsx';

/** /incentives/{slug}: one published incentive scheme (spec 3 §2, figures of spec 3 §9). */
export default function IncentivePage() {
  const { t, i18n } = useTranslation();
  const slug = useParams().slug ?? '';
  const { data, isPending, isError } = usePublishedContent({ kind: 'INCENTIVE', slug });
  const entry = data?.[0];
  if (isPending) return <Loader role="status" aria-label={t('common.loading')} />;
  if (isError || !entry)
    return (
      <Stack gap="md">
        <Title order={1}>{t('incentives.index.title')}</Title>
        <Alert color="orange">{t('content.notFound')}</Alert>
        <Anchor component={Link} to={CONTENT_PATHS.incentives}>
          {t('incentives.page.back')}
        </Anchor>
      </Stack>
    );
  return (
    <Stack gap="lg" maw={860} component="article">
      <Title order={1}>{localized(entry, i18n.language, 'title')}</Title>
      <ContentBody body={localized(entry, i18n.language, 'body')} />
      <Text size="sm" c="dimmed">
        {t('content.publishedOn', { date: formatDate(entry.publishedAt), version: entry.version })}
      </Text>
      <Group>
        <Button component={Link} to={CONTENT_PATHS.simulator}>
          {t('incentives.index.openSimulator')}
        </Button>
        <Anchor component={Link} to={CONTENT_PATHS.incentives}>
          {t('incentives.page.back')}
        </Anchor>
      </Group>
    </Stack>
  );
}
