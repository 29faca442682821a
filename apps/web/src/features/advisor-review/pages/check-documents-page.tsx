import { checkProceduresPath, type TReviewState } from '@cri/shared/schemas/advisor-review';
import { projectPath } from '@cri/shared/schemas/projects';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useValidateProject } from '../api/validate-project.ts';
import { DocumentReviewRow } from '../components/document-review-row.tsx';
import { RequestDocumentModal } from '../components/request-document-modal.tsx';
import { ReviewLoader } from '../components/review-loader.tsx';

/**
 * /projects/{id}/check-documents: every document of the file with its download link and the advisor's
 * verdict; documents in error flagged; further documents requested; the file validated once none is in error.
 */
export default function CheckDocumentsPage() {
  const id = parseId(useParams().id);
  return <ReviewLoader id={id}>{(state) => <DocumentChecklist state={state} />}</ReviewLoader>;
}

function DocumentChecklist({ state }: { state: TReviewState }) {
  const { t } = useTranslation();
  const validate = useValidateProject(state.projectId);
  const [requesting, setRequesting] = useState(false);
  const [requested, setRequested] = useState(false);
  const failure = validate.error instanceof ApiError ? validate.error.messageKey : validate.error ? 'errors.INTERNAL' : null;
  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1}>{t('advisorReview.documents.title')}</Title>
        <Text fw={600} dir="auto">
          {state.name}
        </Text>
        <Text size="sm">{t('advisorReview.documents.intro')}</Text>
      </Stack>
      {state.validatedAt ? (
        <Alert color="teal" variant="light" role="status">
          {t('advisorReview.documents.validated', { date: formatDate(state.validatedAt) })}
        </Alert>
      ) : null}
      {requested ? (
        <Alert color="teal" variant="light" role="status">
          {t('advisorReview.request.sent')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {t(failure)}
        </Alert>
      ) : null}
      {state.documents.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('advisorReview.documents.none')}
        </Alert>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {state.documents.map((d) => (
            <DocumentReviewRow
              key={d.documentTypeId}
              projectId={state.projectId}
              document={d}
              editable={state.abilities.review}
            />
          ))}
        </Stack>
      )}
      <Group justify="space-between">
        <Group gap="md">
          <Anchor component={Link} to={projectPath(state.projectId)}>
            {t('advisorReview.notify.backToProject')}
          </Anchor>
          <Anchor component={Link} to={checkProceduresPath(state.projectId)}>
            {t('advisorReview.documents.checkProcedures')}
          </Anchor>
        </Group>
        <Group gap="sm">
          {state.abilities.review ? (
            <Button variant="default" onClick={() => setRequesting(true)}>
              {t('advisorReview.request.open')}
            </Button>
          ) : null}
          {state.validatedAt === null ? (
            <Button onClick={() => validate.mutate()} loading={validate.isPending} disabled={!state.abilities.validate}>
              {t('advisorReview.documents.validate')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {state.validatedAt === null && !state.abilities.validate && state.documents.some((d) => d.inError) ? (
        <Text size="sm" c="dimmed">
          {t('advisorReview.documents.validateBlocked')}
        </Text>
      ) : null}
      {requesting ? (
        <RequestDocumentModal
          state={state}
          onClose={() => setRequesting(false)}
          onSent={() => {
            setRequesting(false);
            setRequested(true);
          }}
        />
      ) : null}
    </Stack>
  );
}
