import {
  ADVISOR_MESSAGE_MAX,
  type TDocumentFeedbackRequest,
  type TReviewDocument,
  ZDocumentFeedbackRequest,
} from '@cri/shared/schemas/advisor-review';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Badge, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../../components/forms/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { useDocumentFeedback } from '../api/document-feedback.ts';
import { useRemoveRequest } from '../api/remove-request.ts';
import { AdministrationRequestAction } from './administration-request-action.tsx';
import { DocumentVersions } from './document-versions.tsx';

type FormValues = { providedDocumentId: number; advisorValidation: boolean | null; advisorFeedback: string };

/**
 * One document of the file on the check-documents page: its labels (optional, requested, in error, new
 * version), the link to download it beside the versions it replaced, and the advisor's draft verdict: valid,
 * or not valid with a mandatory comment, or taken back (decision 028).
 */
export function DocumentReviewRow({
  projectId,
  document: d,
  editable,
}: {
  projectId: number;
  document: TReviewDocument;
  editable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const name = localized(d, i18n.language);
  const titleId = `review-document-${d.documentTypeId}`;
  const request = d.request;
  const administration = request ? localized(request, i18n.language, 'administrationName') : null;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id={titleId}>
            {name}
          </Title>
          <Group gap="xs">
            {d.changedSinceReview ? (
              <Badge color="violet.9" variant="filled">
                {t('advisorReview.versions.changed')}
              </Badge>
            ) : null}
            {d.required ? null : (
              <Badge color="gray" variant="light">
                {t('advisorReview.documents.optional')}
              </Badge>
            )}
            {d.requested ? (
              <Badge color="blue.9" variant="filled">
                {t('advisorReview.documents.requested')}
              </Badge>
            ) : null}
            {d.inError ? (
              <Badge color="red" variant="filled">
                {t('advisorReview.documents.inError')}
              </Badge>
            ) : d.advisorValidation === true ? (
              <Badge color="teal.9" variant="filled">
                {t('advisorReview.documents.valid')}
              </Badge>
            ) : null}
          </Group>
        </Group>
        {request && request.owner === 'ADMINISTRATION' && request.fulfilledAt === null ? (
          <AdministrationRequestAction projectId={projectId} request={request} documentName={name} editable={editable} />
        ) : request ? (
          <Group gap="xs" justify="space-between">
            <Text size="sm" c="dimmed">
              {request.fulfilledAt
                ? t('advisorReview.documents.fulfilled', { date: formatDate(request.fulfilledAt) })
                : t('advisorReview.documents.requestedBy', { deadline: formatDate(request.deadline) })}
              {administration ? ` · ${t('advisorReview.documents.fromAdministration', { administration })}` : null}
              {request.comment ? (
                <>
                  {' · '}
                  <span dir="auto">{request.comment}</span>
                </>
              ) : null}
              {request.sentAt ? ` · ${t('advisorReview.draft.sentOn', { date: formatDate(request.sentAt) })}` : null}
            </Text>
            {request.sentAt === null ? (
              <DraftRequest projectId={projectId} requestId={request.id} name={name} editable={editable} />
            ) : null}
          </Group>
        ) : null}
        {d.previousVersions.length > 0 ? (
          <DocumentVersions document={d} name={name} />
        ) : d.downloadPath && d.originalName ? (
          <Anchor href={d.downloadPath} size="sm">
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden="true" />
              <span>{t('advisorReview.documents.download', { name })}</span>
              <Text span size="xs" c="dimmed" dir="auto">
                ({d.originalName})
              </Text>
            </Group>
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('advisorReview.documents.notProvided')}
          </Text>
        )}
        {d.sentFeedback && d.feedbackSentAt ? (
          <Text size="sm" c="dimmed" dir="auto">
            {t('advisorReview.versions.sentComment', { comment: d.sentFeedback })} ·{' '}
            {t('advisorReview.draft.sentOn', { date: formatDate(d.feedbackSentAt) })}
          </Text>
        ) : null}
        {d.providedDocumentId !== null && editable ? (
          <FeedbackForm
            key={`${d.providedDocumentId}-${String(d.advisorValidation)}`}
            projectId={projectId}
            document={d}
            providedDocumentId={d.providedDocumentId}
            name={name}
          />
        ) : d.advisorFeedback ? (
          <Text size="sm" dir="auto">
            {t('advisorReview.investor.advisorComment', { comment: d.advisorFeedback })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function FeedbackForm({
  projectId,
  document: d,
  providedDocumentId,
  name,
}: {
  projectId: number;
  document: TReviewDocument;
  providedDocumentId: number;
  name: string;
}) {
  const { t } = useTranslation();
  const save = useDocumentFeedback(projectId);
  const [saved, setSaved] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver: zodResolver(ZDocumentFeedbackRequest) as never,
    defaultValues: {
      providedDocumentId,
      advisorValidation: d.advisorValidation,
      advisorFeedback: d.advisorFeedback ?? '',
    },
  });
  const valid = useWatch({ control, name: 'advisorValidation' });
  // The resolver checks the values with the shared schema: what reaches here is a valid request.
  const submit = handleSubmit(async (values) => {
    const body: TDocumentFeedbackRequest = values;
    setAlert(null);
    setSaved(false);
    try {
      await save.mutateAsync(body);
      setSaved(true);
    } catch (failure) {
      if (failure instanceof ApiError) {
        const comment = failure.fieldErrors.find((e) => e.field === 'advisorFeedback');
        if (comment) setError('advisorFeedback', { type: 'server', message: comment.messageKey });
        else setAlert(t(failure.messageKey));
      } else setAlert(t('errors.INTERNAL'));
    }
  });
  const clear = async () => {
    setAlert(null);
    setSaved(false);
    try {
      await save.mutateAsync({ providedDocumentId, advisorValidation: null, advisorFeedback: '' });
    } catch (failure) {
      setAlert(t(failure instanceof ApiError ? failure.messageKey : 'errors.INTERNAL'));
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`${t('advisorReview.documents.verdict')} : ${name}`}>
      <Stack gap="xs">
        <Controller
          control={control}
          name="advisorValidation"
          render={({ field }) => (
            <Radio.Group
              label={`${t('advisorReview.documents.verdict')} : ${name}`}
              value={field.value === null ? null : field.value ? 'valid' : 'invalid'}
              onChange={(v) => {
                setSaved(false);
                field.onChange(v === 'valid');
              }}
            >
              <Group gap="lg" mt={4}>
                <Radio value="valid" label={t('advisorReview.documents.valid')} />
                <Radio value="invalid" label={t('advisorReview.documents.invalid')} />
              </Group>
            </Radio.Group>
          )}
        />
        {valid !== false ? null : (
          <TextareaField
            control={control}
            name="advisorFeedback"
            label={t('advisorReview.documents.comment')}
            maxLength={ADVISOR_MESSAGE_MAX}
          />
        )}
        {alert ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {alert}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" size="xs" loading={save.isPending}>
            {t('advisorReview.documents.save')}
          </Button>
          {d.advisorValidation !== null ? (
            <Button
              size="xs"
              variant="subtle"
              onClick={() => void clear()}
              loading={save.isPending}
              aria-label={`${t('advisorReview.draft.clear')} : ${name}`}
            >
              {t('advisorReview.draft.clear')}
            </Button>
          ) : null}
          {saved ? (
            <Text size="sm" c="teal.9" role="status">
              {t('advisorReview.documents.saved')}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** A request of the draft review (not sent yet): labelled so, and removable. */
function DraftRequest({
  projectId,
  requestId,
  name,
  editable,
}: {
  projectId: number;
  requestId: number;
  name: string;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const remove = useRemoveRequest(projectId);
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <Group gap="xs">
      <Badge color="gray.8" variant="outline">
        {t('advisorReview.draft.draftBadge')}
      </Badge>
      {editable ? (
        <Button
          size="xs"
          variant="subtle"
          color="red.9"
          loading={remove.isPending}
          aria-label={`${t('advisorReview.draft.removeRequest')} : ${name}`}
          onClick={() =>
            remove.mutate(requestId, {
              onError: (failure) => setAlert(t(failure instanceof ApiError ? failure.messageKey : 'errors.INTERNAL')),
            })
          }
        >
          {t('advisorReview.draft.removeRequest')}
        </Button>
      ) : null}
      {alert ? (
        <Text size="sm" c="red.9" role="alert">
          {alert}
        </Text>
      ) : null}
    </Group>
  );
}
