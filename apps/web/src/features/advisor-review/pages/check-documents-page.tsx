import { checkProceduresPath, type TReviewState } from '@cri/shared/schemas/advisor-review';
import { projectPath } from '@cri/shared/schemas/projects';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AssignedAdvisorNotice, assignedName } from '../../../components/ui/assigned-advisor-notice.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useValidateProject } from '../api/validate-project.ts';
import { DocumentReviewRow } from '../components/document-review-row.tsx';
import { RequestDocumentModal } from '../components/request-document-modal.tsx';
import { ReviewLoader } from '../components/review-loader.tsx';
import { SendBackModal } from '../components/send-back-modal.tsx';
import { SendBackSummary } from '../components/send-back-summary.tsx';

/**
 * /projects/{id}/check-documents: every document of the file with its download link, its versions and the
 * advisor's verdict. Verdicts and requests are a draft of the review (decision 028) until "send back to the
 * investor" (one act, after a summary); "validate" once nothing is in error. Every disabled action says why.
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
  const [sendingBack, setSendingBack] = useState(false);
  const [sentBack, setSentBack] = useState(false);
  const failure = validate.error instanceof ApiError ? validate.error.messageKey : validate.error ? 'errors.INTERNAL' : null;
  const notAssigned = state.blockers.act === 'NOT_ASSIGNED';
  const actReason = notAssigned ? t('advisorReview.blockers.notAssigned', { name: assignedName(state) }) : null;
  const validateReason =
    actReason ?? (state.blockers.validate ? t(`advisorReview.blockers.validate.${state.blockers.validate}`) : null);
  const sendBackReason =
    actReason ?? (state.blockers.sendBack ? t(`advisorReview.blockers.sendBack.${state.blockers.sendBack}`) : null);
  const requestReason = state.abilities.review ? null : (actReason ?? t('advisorReview.blockers.sendBack.NOT_IN_REVIEW'));
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t('advisorReview.documents.title')}</Title>
        <Text fw={600} dir="auto">
          {state.name}
        </Text>
        <AssignedAdvisorNotice state={state} />
        <Text size="sm">{t('advisorReview.documents.intro')}</Text>
      </Stack>
      {state.abilities.review ? (
        <Alert color="blue" variant="light">
          {t('advisorReview.draft.intro')}
        </Alert>
      ) : null}
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
      {sentBack ? (
        <Alert color="teal" variant="light" role="status">
          {t('advisorReview.draft.sent')}
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
      {state.abilities.review && state.blockers.sendBack !== 'WITH_INVESTOR' ? (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="send-back-summary">
          <Stack gap="xs">
            <Title order={2} size="h4" id="send-back-summary">
              {t('advisorReview.draft.summaryTitle')}
            </Title>
            <SendBackSummary summary={state.sendBack} />
          </Stack>
        </Paper>
      ) : null}
      <Group justify="space-between" align="flex-start">
        <Group gap="md">
          <Anchor component={Link} to={projectPath(state.projectId)}>
            {t('advisorReview.notify.backToProject')}
          </Anchor>
          <Anchor component={Link} to={checkProceduresPath(state.projectId)}>
            {t('advisorReview.documents.checkProcedures')}
          </Anchor>
        </Group>
        {state.validatedAt === null || state.abilities.review ? (
          <Group gap="sm">
            <Button variant="default" onClick={() => setRequesting(true)} disabled={requestReason !== null}>
              {t('advisorReview.request.open')}
            </Button>
            <Button
              color="orange.9"
              onClick={() => {
                setSentBack(false);
                setSendingBack(true);
              }}
              disabled={!state.abilities.sendBack}
              aria-describedby={sendBackReason ? 'send-back-reason' : undefined}
            >
              {t('advisorReview.draft.sendBack')}
            </Button>
            {state.validatedAt === null ? (
              <Button
                onClick={() => validate.mutate()}
                loading={validate.isPending}
                disabled={!state.abilities.validate}
                aria-describedby={validateReason ? 'validate-reason' : undefined}
              >
                {t('advisorReview.documents.validate')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>
      <Stack gap={4} align="flex-end">
        {requestReason && !notAssigned ? (
          <Text size="sm" c="dimmed">
            {requestReason}
          </Text>
        ) : null}
        {sendBackReason && !notAssigned ? (
          <Text size="sm" c="dimmed" id="send-back-reason">
            {sendBackReason}
          </Text>
        ) : null}
        {validateReason && !notAssigned && state.validatedAt === null ? (
          <Text size="sm" c="dimmed" id="validate-reason">
            {validateReason}
          </Text>
        ) : null}
        {notAssigned ? (
          <Text size="sm" c="dimmed" id="validate-reason">
            <span id="send-back-reason">{actReason}</span>
          </Text>
        ) : null}
      </Stack>
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
      {sendingBack ? (
        <SendBackModal
          state={state}
          onClose={() => setSendingBack(false)}
          onSent={() => {
            setSendingBack(false);
            setSentBack(true);
          }}
        />
      ) : null}
    </Stack>
  );
}
