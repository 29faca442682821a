import { paths } from '@cri/shared/paths';
import { projectPath } from '@cri/shared/schemas/projects';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../lib/auth/session.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useProject } from '../api/get-project.ts';

/**
 * /projects/{id}/success: shown to the investor after a first deposit (the server answered SUBMITTED);
 * the region's staff who open it read whether and when the file was submitted (issue 13, routes.json).
 */
export default function ProjectSuccessPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const project = useProject(id);
  const investor = useSession().user?.roles.includes('ROLE_INVESTOR') ?? false;
  if (id === null || (project.error && !project.data))
    return (
      <Alert color="gray" variant="light" role="alert">
        {t('projects.recap.notFound')}
      </Alert>
    );
  if (!investor)
    return (
      <Paper withBorder radius="md" p="xl" maw={720}>
        <Stack gap="md" align="flex-start">
          <Title order={1}>{t('projects.success.staffTitle')}</Title>
          {project.data ? (
            <>
              <Text fw={600}>
                <span dir="auto">{project.data.name}</span>
              </Text>
              <Text>
                {project.data.depositDate
                  ? t('projects.success.staffSubmitted', { date: formatDateTime(project.data.depositDate) })
                  : t('projects.success.staffNotSubmitted')}
              </Text>
              {project.data.reference ? (
                <Text size="sm">
                  {t('projects.success.reference', { reference: '' })}
                  <span dir="ltr">{project.data.reference}</span>
                </Text>
              ) : null}
            </>
          ) : null}
          <Button component={Link} to={projectPath(id)}>
            {t('projects.success.staffView')}
          </Button>
        </Stack>
      </Paper>
    );
  return (
    <Paper withBorder radius="md" p="xl" maw={720}>
      <Stack gap="md" align="flex-start">
        <IconCircleCheck size={48} color="var(--mantine-color-green-7)" aria-hidden="true" />
        <Title order={1}>{t('projects.success.title')}</Title>
        {project.data ? (
          <Text fw={600}>
            <span dir="auto">{project.data.name}</span>
          </Text>
        ) : null}
        <Text>{t('projects.success.body')}</Text>
        {project.data?.reference ? (
          <Text size="sm">
            {t('projects.success.reference', { reference: '' })}
            <span dir="ltr">{project.data.reference}</span>
          </Text>
        ) : null}
        <Group>
          <Button component={Link} to={projectPath(id)}>
            {t('projects.success.view')}
          </Button>
          <Button component={Link} to={paths.dashboard} variant="default">
            {t('projects.success.dashboard')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
