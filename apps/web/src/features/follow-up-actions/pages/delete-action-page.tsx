import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useDeleteFollowUpAction } from '../api/follow-up-mutations.ts';
import { useFollowUpAction } from '../api/get-follow-up-actions.ts';
import { listPath } from '../lib/paths.ts';

/** /projects/{projectId}/follow-up-action/{fuaId}/delete: the confirmation (within the hour, unanswered). */
export default function DeleteActionPage() {
  const { t } = useTranslation();
  const params = useParams();
  const projectId = parseId(params.projectId);
  const query = useFollowUpAction(parseId(params.fuaId));
  const remove = useDeleteFollowUpAction();
  const navigate = useNavigate();
  if (query.isPending && parseId(params.fuaId) !== null) return <PageLoader />;
  if (projectId === null || !query.data)
    return (
      <Alert color="gray" variant="light" role="alert">
        {t('followUpActions.notFound')}
      </Alert>
    );
  const a = query.data;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('followUpActions.delete.title')}</Title>
      <Text>{t('followUpActions.delete.confirm', { title: a.stepTitle })}</Text>
      {remove.error ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorMessage(t, remove.error as ApiError)}
        </Alert>
      ) : null}
      <Group>
        <Button
          color="red.9"
          loading={remove.isPending}
          onClick={() => remove.mutate(a.id, { onSuccess: () => void navigate(listPath(projectId)) })}
        >
          {t('followUpActions.delete.submit')}
        </Button>
        <Button variant="subtle" component={Link} to={listPath(projectId)}>
          {t('followUpActions.form.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
