import type { TProvidedDocument } from '@cri/shared/schemas/documents';
import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { localized } from '../../lib/i18n/localized.ts';

/**
 * On the investor's documents page, above the tiles: what the advisor sent back (decision 028), each
 * rejected document with why and by when, each requested one with its deadline. Nothing when nothing is asked.
 */
export function SentBackSummary({ documents }: { documents: TProvidedDocument[] }) {
  const { t, i18n } = useTranslation();
  const rejected = documents.filter((d) => d.uploadedFile && d.advisorValidation === false);
  const requested = documents.filter((d) => d.request && !d.uploadedFile);
  if (rejected.length === 0 && requested.length === 0) return null;
  return (
    <Alert color="orange" variant="light" title={t('advisorReview.investor.summaryTitle')} data-testid="sent-back-summary">
      <Text size="sm">{t('advisorReview.investor.summaryIntro')}</Text>
      <List size="sm" mt={4} spacing={2}>
        {rejected.map((d) => (
          <List.Item key={d.documentTypeId}>
            <span dir="auto">
              {t('advisorReview.investor.summaryRejected', {
                name: localized(d, i18n.language),
                comment: d.advisorFeedback ?? '',
              })}
            </span>
            {d.rejectionDeadline
              ? ` (${t('advisorReview.investor.summaryDeadline', { date: formatDate(d.rejectionDeadline) })})`
              : null}
          </List.Item>
        ))}
        {requested.map((d) => (
          <List.Item key={d.documentTypeId}>
            {t('advisorReview.investor.summaryRequested', { name: localized(d, i18n.language) })}
            {d.request ? ` (${t('advisorReview.investor.summaryDeadline', { date: formatDate(d.request.deadline) })})` : null}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
