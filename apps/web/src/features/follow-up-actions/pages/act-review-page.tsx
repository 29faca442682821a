import { ACT_REVISION_REASON_MAX } from '@cri/shared/enums/follow-up-actions';
import { Alert, Anchor, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useReviewAct } from '../api/follow-up-mutations.ts';
import { useFollowUpAction } from '../api/get-follow-up-actions.ts';
import { listPath } from '../lib/paths.ts';

/**
 * /follow-up-action/{id}/approval-director-confirmation and /follow-up-action/{id}/revision-request-confirmation:
 * the regional director validates the act, or asks a revision with its reason (decision 036).
 */
export default function ActReviewPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const revise = useLocation().pathname.endsWith('revision-request-confirmation');
  const query = useFollowUpAction(id);
  const review = useReviewAct();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || !query.data)
    return (
      <Alert color="gray" variant="light" role="alert">
        {t('followUpActions.notFound')}
      </Alert>
    );
  const a = query.data;
  const back = listPath(a.projectId);
  const key = revise ? 'revision' : 'approval';
  if (review.isSuccess)
    return (
      <Stack gap="lg" maw={720}>
        <Title order={1}>{t(`followUpActions.${key}.title`)}</Title>
        <Alert color="green" variant="light" role="status">
          {t(`followUpActions.${key}.done`)}
        </Alert>
        <Anchor component={Link} to={back}>
          {t('followUpActions.back')}
        </Anchor>
      </Stack>
    );
  const submit = () => {
    if (!revise) return review.mutate({ id, decision: 'approve' });
    if (reason.trim() === '') return setMissing(true);
    review.mutate({ id, decision: 'revise', reason });
  };
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t(`followUpActions.${key}.title`)}</Title>
      <Text>{t(revise ? 'followUpActions.revision.intro' : 'followUpActions.approval.confirm', { title: a.stepTitle })}</Text>
      {revise ? (
        <Textarea
          label={t('followUpActions.revision.reason')}
          required
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setMissing(false);
          }}
          maxLength={ACT_REVISION_REASON_MAX}
          error={missing ? t('errors.field.required') : undefined}
          autosize
          minRows={3}
        />
      ) : null}
      {review.error ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorMessage(t, review.error as ApiError)}
        </Alert>
      ) : null}
      <Group>
        <Button loading={review.isPending} onClick={submit} color={revise ? 'orange.9' : undefined}>
          {t(`followUpActions.${key}.submit`)}
        </Button>
        <Button variant="subtle" component={Link} to={back}>
          {t('followUpActions.form.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
