import { platformWallClock } from '@cri/shared/rules/appointment-slots';
import type { TProvidedDocument } from '@cri/shared/schemas/documents';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconFileText, IconFileTypePdf, IconInfoCircle, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TemplateLink } from '../../../components/ui/template-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { useDeleteProvidedDocument } from '../api/delete-provided-document.ts';
import { useUploadProvidedDocument } from '../api/upload-provided-document.ts';
import { formatFileSize, tooLargeMessageKey } from '../lib/file-size.ts';

/** Spec 2 §9: the description shows after 1000 ms. */
export const TOOLTIP_DELAY_MS = 1000;

const messageKeyOf = (error: unknown): string => (error instanceof ApiError ? error.messageKey : 'errors.INTERNAL');
const timeOf = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-MA' : 'fr-FR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Casablanca',
  }).format(new Date(iso));

/**
 * One document type of the project (spec 2 §2 "Document tile"): name with its description after 1 s,
 * required or optional, template, upload with progress, the uploaded file, replace and delete while
 * allowed, and its own error (the other tiles keep their state).
 */
export function DocumentTile({
  projectId,
  document: d,
  detailLink = true,
}: {
  projectId: number;
  document: TProvidedDocument;
  detailLink?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const name = localized(d, language);
  const description = localized(d, language, 'description');
  const upload = useUploadProvidedDocument(projectId);
  const remove = useDeleteProvidedDocument(projectId);
  const [localError, setLocalError] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;
  const errorKey = localError ?? (upload.error ? messageKeyOf(upload.error) : remove.error ? messageKeyOf(remove.error) : null);
  const titleId = `document-${d.documentTypeId}-title`;

  const choose = (file: File | null) => {
    if (!file) return;
    upload.reset();
    remove.reset();
    const tooLarge = tooLargeMessageKey(file);
    setLocalError(tooLarge);
    // An upload in place replaces it (within the window, or once the advisor rejected or asked for it again).
    if (!tooLarge) upload.mutate({ documentTypeId: d.documentTypeId, providedDocumentId: d.uploadedFile ? d.id : null, file });
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId} aria-busy={busy}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap={6} align="center" wrap="nowrap">
            <Title order={2} size="h4" id={titleId}>
              {name}
            </Title>
            {description ? (
              <Tooltip
                label={description}
                openDelay={TOOLTIP_DELAY_MS}
                multiline
                maw={360}
                withArrow
                events={{ hover: true, focus: true, touch: true }}
              >
                <ActionIcon variant="subtle" size="sm" aria-label={t('documents.tile.aboutDocument', { name })}>
                  <IconInfoCircle size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Badge variant="light" color={d.required ? 'red' : 'gray'}>
              {t(d.required ? 'documents.tile.required' : 'documents.tile.optional')}
            </Badge>
            {d.uploadedFile && d.advisorValidation === false ? (
              <Badge variant="filled" color="red.9">
                {t('advisorReview.investor.rejected')}
              </Badge>
            ) : d.uploadedFile ? (
              <Badge variant="filled" color="teal.9">
                {t('documents.tile.uploaded')}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <TemplateLink documentType={d} />
        <AdvisorNotes document={d} />
        {d.uploadedFile ? (
          <Stack gap={2}>
            {d.uploadedFile.thumbnailDownloadPath ? (
              // The picture itself (not a second link: the file name below is the link).
              <Image
                src={d.uploadedFile.thumbnailDownloadPath}
                alt={d.uploadedFile.originalName}
                loading="lazy"
                radius="sm"
                maw={240}
                mah={240}
                w="fit-content"
                fit="contain"
              />
            ) : null}
            <Anchor href={d.uploadedFile.downloadPath} size="sm">
              <Group gap={4} component="span">
                {d.uploadedFile.thumbnailDownloadPath ? null : d.uploadedFile.mimeType === 'application/pdf' ? (
                  <IconFileTypePdf size={16} aria-hidden="true" data-testid="pdf-icon" />
                ) : (
                  <IconFileText size={16} aria-hidden="true" data-testid="file-icon" />
                )}
                <span dir="auto">{d.uploadedFile.originalName}</span>
                <Text span size="xs" c="dimmed">{`(${formatFileSize(d.uploadedFile.size, t, language)})`}</Text>
              </Group>
            </Anchor>
            {d.canModify && d.modifiableUntil ? (
              <Text size="xs" c="dimmed">
                {t('documents.tile.modifiableUntil', { time: timeOf(d.modifiableUntil, language) })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('documents.tile.notUploaded')}
          </Text>
        )}
        {upload.isPending ? (
          <Stack gap={4} role="status" aria-live="polite">
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('documents.tile.uploading', { percent: Math.round((upload.progress ?? 0) * 100) })}</Text>
            </Group>
            <Progress value={(upload.progress ?? 0) * 100} size="sm" aria-label={t('documents.tile.progress', { name })} />
          </Stack>
        ) : null}
        {errorKey ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {t(errorKey)}
          </Alert>
        ) : null}
        <Group gap="xs">
          {d.canUpload ? (
            <FileButton onChange={choose} accept={d.acceptedMimeTypes.join(',')} disabled={busy}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant={d.uploadedFile ? 'default' : 'filled'}
                  leftSection={<IconUpload size={14} aria-hidden="true" />}
                  disabled={busy}
                >
                  {t(d.uploadedFile ? 'documents.tile.replace' : 'documents.tile.upload')}
                  <VisuallyHidden>{` : ${name}`}</VisuallyHidden>
                </Button>
              )}
            </FileButton>
          ) : null}
          {d.canModify && d.id !== null ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              loading={remove.isPending}
              disabled={busy}
              onClick={() => {
                upload.reset();
                setLocalError(null);
                if (d.id !== null) remove.mutate(d.id);
              }}
            >
              {t('documents.tile.delete')}
              <VisuallyHidden>{` : ${name}`}</VisuallyHidden>
            </Button>
          ) : null}
          {detailLink ? (
            <Anchor component={Link} to={`/projects/${projectId}/documents/${d.documentTypeId}`} size="sm">
              {t('documents.tile.details')}
              <VisuallyHidden>{` : ${name}`}</VisuallyHidden>
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Past its deadline (the platform's calendar day, Morocco). */
export const isOverdue = (deadline: string | null | undefined, today = platformWallClock(new Date()).date): boolean =>
  !!deadline && deadline < today;

/**
 * What the advisor sent (issue 6, decision 028): a rejected document with the comment and the day to replace
 * it by, a requested one with its deadline; "overdue" once that day is past.
 */
function AdvisorNotes({ document: d }: { document: TProvidedDocument }) {
  const { t } = useTranslation();
  if (d.advisorValidation !== false && !d.request) return null;
  const rejectionDeadline = d.advisorValidation === false ? (d.rejectionDeadline ?? null) : null;
  return (
    <Alert color={d.advisorValidation === false ? 'red' : 'blue'} variant="light" p="xs" data-testid="advisor-notes">
      <Stack gap={2}>
        {d.advisorValidation === false ? (
          <Text size="sm" fw={600}>
            {t('advisorReview.investor.rejected')}
          </Text>
        ) : null}
        {d.advisorValidation === false && d.advisorFeedback ? (
          <Text size="sm" dir="auto">
            {t('advisorReview.investor.advisorComment', { comment: d.advisorFeedback })}
          </Text>
        ) : null}
        {rejectionDeadline ? (
          <Deadline
            text={t('advisorReview.investor.rejectedBy', { date: formatDate(rejectionDeadline) })}
            deadline={rejectionDeadline}
          />
        ) : null}
        {d.request ? (
          <>
            <Text size="sm" fw={600}>
              {t('advisorReview.investor.requested')}
            </Text>
            <Deadline
              text={t('advisorReview.investor.deadline', { date: formatDate(d.request.deadline) })}
              deadline={d.request.deadline}
            />
            {d.request.comment ? (
              <Text size="sm" dir="auto">
                {t('advisorReview.investor.advisorComment', { comment: d.request.comment })}
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Alert>
  );
}

function Deadline({ text, deadline }: { text: string; deadline: string }) {
  const { t } = useTranslation();
  const late = isOverdue(deadline);
  return (
    <Group gap="xs">
      <Text size="sm">{text}</Text>
      {late ? (
        <Badge color="red.9" variant="filled" size="sm">
          {t('advisorReview.investor.overdue')}
        </Badge>
      ) : null}
    </Group>
  );
}
