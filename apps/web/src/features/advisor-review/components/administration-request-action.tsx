import type { TReviewRequest } from '@cri/shared/schemas/advisor-review';
import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { useMarkDocumentReceived } from '../api/mark-document-received.ts';

/**
 * A document awaited from a partner administration, on the check-documents page: who it was asked of,
 * by when, and (for the advisor) "mark received" after a confirmation. Once nothing is awaited from
 * administrations any more, the file returns to review and may be validated.
 */
export function AdministrationRequestAction({
  projectId,
  request,
  documentName,
  editable,
}: {
  projectId: number;
  request: TReviewRequest;
  documentName: string;
  editable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const mark = useMarkDocumentReceived(projectId);
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const administration = localized(request, i18n.language, 'administrationName') ?? '';
  const confirm = async () => {
    setAlert(null);
    try {
      await mark.mutateAsync(request.id);
      setConfirming(false);
    } catch (failure) {
      setConfirming(false);
      setAlert(t(failure instanceof ApiError ? failure.messageKey : 'advisorReview.received.failed'));
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          <Badge color="orange.9" variant="filled">
            {t('advisorReview.received.badge')}
          </Badge>
          <Text size="sm">
            {t('advisorReview.received.awaiting', { administration, deadline: formatDate(request.deadline) })}
          </Text>
        </Group>
        {editable ? (
          <Button size="xs" variant="light" onClick={() => setConfirming(true)}>
            {t('advisorReview.received.mark')}
          </Button>
        ) : null}
      </Group>
      {request.comment ? (
        <Text size="sm" c="dimmed" dir="auto">
          {request.comment}
        </Text>
      ) : null}
      {alert ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {alert}
        </Alert>
      ) : null}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('advisorReview.received.confirmTitle')}>
        <Stack gap="md">
          <Text size="sm">{t('advisorReview.received.confirmBody', { name: documentName, administration })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('advisorReview.received.cancel')}
            </Button>
            <Button onClick={() => void confirm()} loading={mark.isPending}>
              {t('advisorReview.received.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
