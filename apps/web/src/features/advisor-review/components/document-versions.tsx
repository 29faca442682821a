import type { TReviewDocument } from '@cri/shared/schemas/advisor-review';
import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * The version compare (decision 028): the current upload beside the versions it replaced, each with its
 * dates, thumbnail (pictures) and download link, so the advisor sees what changed since his last review.
 */
export function DocumentVersions({ document: d, name }: { document: TReviewDocument; name: string }) {
  const { t } = useTranslation();
  const titleId = `versions-${d.documentTypeId}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h6" id={titleId}>
        {t('advisorReview.versions.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {d.providedDocumentId !== null && d.uploadedAt ? (
          <Version
            label={t('advisorReview.versions.current', { date: formatDateTime(d.uploadedAt) })}
            originalName={d.originalName ?? ''}
            downloadPath={d.downloadPath}
            thumbnailDownloadPath={d.thumbnailDownloadPath}
            name={name}
            current
          />
        ) : null}
        {d.previousVersions.map((v) => (
          <Version
            key={v.providedDocumentId}
            label={t('advisorReview.versions.previous', {
              uploaded: formatDateTime(v.uploadedAt),
              replaced: formatDateTime(v.replacedAt),
            })}
            originalName={v.originalName}
            downloadPath={v.downloadPath}
            thumbnailDownloadPath={v.thumbnailDownloadPath}
            name={name}
            comment={v.sentFeedback}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Version(props: {
  label: string;
  originalName: string;
  downloadPath: string | null;
  thumbnailDownloadPath: string | null;
  name: string;
  current?: boolean;
  comment?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="sm"
      p="xs"
      bg={props.current ? undefined : 'gray.0'}
      data-testid={props.current ? 'version-current' : 'version-previous'}
    >
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {props.label}
        </Text>
        {props.thumbnailDownloadPath ? (
          <Image
            src={props.thumbnailDownloadPath}
            alt={t('advisorReview.versions.thumbnail', { name: props.name })}
            h={96}
            w="auto"
            fit="contain"
          />
        ) : null}
        {props.downloadPath ? (
          <Anchor href={props.downloadPath} size="sm">
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden="true" />
              <span>{t('advisorReview.versions.download', { name: props.name })}</span>
              <Text span size="xs" c="dimmed" dir="auto">
                ({props.originalName})
              </Text>
            </Group>
          </Anchor>
        ) : null}
        {props.comment ? (
          <Text size="xs" c="dimmed" dir="auto">
            {t('advisorReview.versions.sentComment', { comment: props.comment })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
