import type { TSendBackSummary } from '@cri/shared/schemas/advisor-review';
import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';

/** What a send-back asks of the investor: each rejected document with its comment, each request with its deadline. */
export function SendBackSummary({ summary }: { summary: TSendBackSummary }) {
  const { t, i18n } = useTranslation();
  if (summary.rejected.length === 0 && summary.requests.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('advisorReview.draft.nothing')}
      </Text>
    );
  return (
    <Stack gap="sm">
      {summary.rejected.length > 0 ? (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('advisorReview.draft.rejectedHeading')}
          </Title>
          <List size="sm" spacing={4}>
            {summary.rejected.map((r) => (
              <List.Item key={r.providedDocumentId}>
                <span dir="auto">
                  {t('advisorReview.draft.rejectedItem', { name: localized(r, i18n.language), comment: r.comment })}
                </span>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {summary.requests.length > 0 ? (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('advisorReview.draft.requestedHeading')}
          </Title>
          <List size="sm" spacing={4}>
            {summary.requests.map((r) => (
              <List.Item key={r.requestId}>
                {t('advisorReview.draft.requestedItem', {
                  name: localized(r, i18n.language),
                  deadline: formatDate(r.deadline),
                })}
                {r.comment ? (
                  <Text size="xs" c="dimmed" dir="auto">
                    {t('advisorReview.draft.requestedComment', { comment: r.comment })}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}
