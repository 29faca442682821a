import { PAYMENT_PATHS } from '@cri/shared/paths';
import type { TFollowUpAction } from '@cri/shared/schemas/follow-up-actions';
import { Alert, Anchor, Badge, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.ts';
import { downloadFile } from '../../../lib/download.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { useAddDocument, useDeleteDocument, useMarkDone } from '../api/follow-up-mutations.ts';
import { actHistoryPath, approvalPath, deletePath, editPath, revisionPath } from '../lib/paths.ts';

const STATUS_COLOR = { OPEN: 'blue', DONE: 'green', CLOSED: 'gray' } as const;

/** One follow-up action as its reader sees it, with what they may do on it (abilities from the server). */
export function ActionCard({ action: a }: { action: TFollowUpAction }) {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const add = useAddDocument();
  const remove = useDeleteDocument();
  const done = useMarkDone();
  const failure = (add.error ?? remove.error ?? done.error) as ApiError | null;
  const investor = useSession().user?.roles.includes('ROLE_INVESTOR') ?? false;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`follow-up-action-${a.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={700} dir="auto">
              {a.stepTitle}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`followUpActions.types.${a.type}`)} · {t('followUpActions.card.recipient')} :{' '}
              {a.recipient === 'ADMINISTRATION'
                ? (localized(a, i18n.language, 'administrationName') ?? '')
                : t(`followUpActions.recipients.${a.recipient}`)}
            </Text>
          </Stack>
          <Group gap="xs">
            {a.overdue ? <Badge color="red.9">{t('followUpActions.card.overdue')}</Badge> : null}
            {a.isLastStep ? <Badge variant="outline">{t('followUpActions.card.lastStep')}</Badge> : null}
            <Badge color={`${STATUS_COLOR[a.status]}.9`} data-testid="action-status">
              {t(`followUpActions.statuses.${a.status}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">
          {t('followUpActions.card.deadline')} : <span dir="ltr">{formatDate(new Date(`${a.deadline}T12:00:00Z`))}</span>
        </Text>
        {a.closedReason ? <Text size="sm">{t(`followUpActions.closeReasons.${a.closedReason}`)}</Text> : null}
        {a.requestedDocumentTitle ? (
          <Text size="sm">
            {t('followUpActions.card.requested')} : <span dir="auto">{a.requestedDocumentTitle}</span>
            {a.documentDescription ? <span dir="auto"> — {a.documentDescription}</span> : null}
          </Text>
        ) : null}
        {a.message ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
            {a.message}
          </Text>
        ) : null}
        {a.act ? (
          <Stack gap={2}>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t('followUpActions.card.act')}
              </Text>
              <Badge variant="light" data-testid="act-status">
                {t(`followUpActions.actStatuses.${a.act.status}`)}
              </Badge>
              {a.act.version > 0 ? (
                <Text size="sm">{t('followUpActions.card.actVersion', { version: a.act.version })}</Text>
              ) : null}
            </Group>
            {investor ? null : (
              <Text size="sm">
                {t('followUpActions.card.revisions', {
                  director: a.act.revisionsByDirector,
                  governor: a.act.revisionsByGovernor,
                })}
              </Text>
            )}
            {a.act.lastRevisionReason ? (
              <Text size="sm" dir="auto">
                {t('followUpActions.card.lastRevision', { reason: a.act.lastRevisionReason })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {a.attachment ? (
          <Group gap="xs">
            <Text size="sm">{t(a.act ? 'followUpActions.card.act' : 'followUpActions.card.attachment')} :</Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => void downloadFile(`/follow-up-action/${a.id}/attachment`, a.attachment?.fileName ?? 'document')}
            >
              <span dir="auto">{a.attachment.fileName}</span>
            </Anchor>
          </Group>
        ) : null}
        {a.documents.length > 0 ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('followUpActions.card.documents')}
            </Text>
            {a.documents.map((d) => (
              <Group key={d.id} gap="xs">
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => void downloadFile(`/follow-up-action/${a.id}/documents/${d.id}`, d.fileName)}
                >
                  <span dir="auto">{d.fileName}</span>
                </Anchor>
                <Text size="xs" c="dimmed" dir="ltr">
                  {formatDateTime(d.uploadedAt)}
                </Text>
                {d.canDelete ? (
                  <Button
                    size="compact-sm"
                    variant="outline"
                    color="red.9"
                    onClick={() => remove.mutate({ id: a.id, documentId: d.id })}
                  >
                    {t('followUpActions.card.deleteDocument')}
                  </Button>
                ) : null}
              </Group>
            ))}
          </Stack>
        ) : null}
        {a.abilities.answer ? (
          <Group align="flex-end">
            <FileInput
              label={t('followUpActions.card.uploadLabel')}
              accept="application/pdf,image/jpeg,image/png"
              value={file}
              onChange={setFile}
              clearable
              maw={360}
            />
            <Button
              disabled={!file}
              loading={add.isPending}
              onClick={() => file && add.mutate({ id: a.id, file }, { onSuccess: () => setFile(null) })}
            >
              {t('followUpActions.card.send')}
            </Button>
          </Group>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorMessage(t, failure)}
          </Alert>
        ) : null}
        <Group gap="xs">
          {a.abilities.markDone ? (
            <Button size="xs" variant="light" loading={done.isPending} onClick={() => done.mutate(a.id)}>
              {t('followUpActions.card.markDone')}
            </Button>
          ) : null}
          {a.type === 'PAYMENT' && a.status === 'OPEN' && a.abilities.edit ? (
            <Button
              size="xs"
              component={Link}
              to={PAYMENT_PATHS.request.replace(':projectId', String(a.projectId)).replace(':procedureId', String(a.procedureId))}
            >
              {t('followUpActions.card.requestPayment')}
            </Button>
          ) : null}
          {a.abilities.edit ? (
            <Button size="xs" variant="light" component={Link} to={editPath(a.projectId, a.id)}>
              {t(
                a.abilities.replaceAct && a.act?.status === 'REVISION_REQUESTED'
                  ? 'followUpActions.card.replaceAct'
                  : 'followUpActions.card.edit',
              )}
            </Button>
          ) : null}
          {a.abilities.delete ? (
            <Button size="xs" variant="light" color="red.9" component={Link} to={deletePath(a.projectId, a.id)}>
              {t('followUpActions.card.delete')}
            </Button>
          ) : null}
          {a.abilities.reviewAct ? (
            <>
              <Button size="xs" component={Link} to={approvalPath(a.id)}>
                {t('followUpActions.card.approve')}
              </Button>
              <Button size="xs" variant="light" color="orange.9" component={Link} to={revisionPath(a.id)}>
                {t('followUpActions.card.askRevision')}
              </Button>
            </>
          ) : null}
          {a.act && investor === false ? (
            <Anchor component={Link} to={actHistoryPath(a.projectId, a.id)} size="sm">
              {t('followUpActions.card.history')}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
