import type { ContentKind } from '@cri/shared/enums/content';
import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { ContentBody } from '../components/content-body.tsx';
import { usePublishedContent } from './content.ts';

/**
 * The published texts of one kind (the appeal-law texts of /recours, decision 074), each a titled section in
 * the reader's language, in the content manager's order; other features show managed texts through here.
 */
export function PublishedSections({ kind }: { kind: ContentKind }) {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = usePublishedContent({ kind });
  if (isPending) return <Loader role="status" aria-label={t('common.loading')} />;
  if (isError) return <Alert color="orange">{t('content.loadError')}</Alert>;
  return (
    <>
      {[...data]
        .sort((a, b) => a.position - b.position)
        .map((entry) => (
          <Paper
            key={entry.id}
            component="section"
            withBorder
            radius="md"
            p="lg"
            aria-labelledby={`published-${entry.slug}`}
            data-testid={`published-${entry.slug}`}
          >
            <Stack gap="xs">
              <Title order={2} size="h3" id={`published-${entry.slug}`}>
                {localized(entry, i18n.language, 'title')}
              </Title>
              <ContentBody body={localized(entry, i18n.language, 'body')} />
              <Text size="xs" c="dimmed">
                {t('content.publishedOn', { date: formatDate(entry.publishedAt), version: entry.version })}
              </Text>
            </Stack>
          </Paper>
        ))}
    </>
  );
}
