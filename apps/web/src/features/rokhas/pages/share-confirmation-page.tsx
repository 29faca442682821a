import { rokhasSituationPath, shareSuccessPath } from '@cri/shared/schemas/rokhas';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useRokhasShareState } from '../api/get-share-state.ts';
import { useShareWithRokhas } from '../api/rokhas-actions.ts';

/** /projects/{projectId}/share-folder-partner-confirmation: the advisor confirms sharing the file with Rokhas. */
export default function ShareConfirmationPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().projectId);
  const query = useRokhasShareState(id);
  const share = useShareWithRokhas(id ?? 0);
  const navigate = useNavigate();
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || !query.data) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projects.detail.notFound' : 'projects.detail.loadFailed')}
      </Alert>
    );
  }
  const state = query.data;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('rokhas.share.confirmTitle')}</Title>
      <Paper withBorder p="md" radius="md">
        <Stack>
          <Text>{t('rokhas.share.confirmText', { name: state.name })}</Text>
          {!state.abilities.share ? (
            <Alert color="yellow" variant="light" role="alert">
              {state.shareBlockers.map((b) => t(`rokhas.share.blockers.${b}`)).join(' ')}
            </Alert>
          ) : null}
          {share.error ? (
            <Alert color="red" variant="light" role="alert">
              {t(share.error instanceof ApiError ? share.error.messageKey : 'errors.INTERNAL')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button component={Link} to={rokhasSituationPath(id)} variant="default">
              {t('rokhas.share.cancel')}
            </Button>
            <Button
              disabled={!state.abilities.share}
              loading={share.isPending}
              onClick={() => share.mutate(undefined, { onSuccess: () => navigate(shareSuccessPath(id)) })}
            >
              {t('rokhas.share.confirm')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
