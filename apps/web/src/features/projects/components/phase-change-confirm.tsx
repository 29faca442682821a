import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useProject } from '../api/get-project.ts';

interface Props {
  id: number | null;
  /** `projects.archive` or `projects.restore`: title, intro, meaning, confirm, cancel, failed. */
  ns: 'projects.archive' | 'projects.restore';
  mutation: UseMutationResult<unknown, Error, number>;
  successPath: (id: number) => string;
  maxAttemptsPath: string;
  cancelPath: string;
}

/** Confirmation of an archive or a restore: what it means, then the request; 429 goes to the max-attempt page. */
export function PhaseChangeConfirm({ id, ns, mutation, successPath, maxAttemptsPath, cancelPath }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const project = useProject(id);
  if (id !== null && project.isPending) return <PageLoader />;
  if (id === null || !project.data)
    return (
      <Alert color="gray" variant="light" role="alert">
        {t('projects.detail.notFound')}
      </Alert>
    );
  const failure = mutation.error;
  const failureKey =
    failure instanceof ApiError && (failure.status === 409 || failure.status === 404) ? failure.messageKey : `${ns}.failed`;
  const confirm = () =>
    mutation.mutate(id, {
      onSuccess: () => void navigate(successPath(id)),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) void navigate(maxAttemptsPath);
      },
    });
  return (
    <Paper withBorder radius="md" p="xl" maw={720} mx="auto">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t(`${ns}.title`)}
        </Title>
        <Text>{t(`${ns}.intro`, { name: project.data.name })}</Text>
        <Text>{t(`${ns}.meaning`)}</Text>
        {failure && !(failure instanceof ApiError && failure.status === 429) ? (
          <Alert color="red" variant="light" role="alert">
            {t(failureKey)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button component={Link} to={cancelPath} variant="default">
            {t(`${ns}.cancel`)}
          </Button>
          <Button onClick={confirm} loading={mutation.isPending} color={ns === 'projects.archive' ? 'red' : 'blue'}>
            {t(`${ns}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
