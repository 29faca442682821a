import { paths } from '@cri/shared/paths';
import { procedureDetailPath } from '@cri/shared/schemas/procedures';
import { projectPath } from '@cri/shared/schemas/projects';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useNewProcedures } from '../api/get-new-procedures.ts';
import { useStartNewProject } from '../api/start-new-project.ts';

/**
 * /projects/{id}/new-procedures (and /{procedureId}, which pre-selects one): add procedures to a project
 * (spec 2 §2). A draft keeps its place in the wizard; a submitted file goes back to the investor
 * (DRAFT_NEW_PROCEDURE), who completes and re-submits it from the recap. The advisor assigned to a file in
 * review adds procedures the same way (spec 2 §4 "Advisor actions", decision 042); the investor is told.
 */
export default function NewProceduresPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = parseId(params.id);
  const preselected = parseId(params.procedureId);
  const query = useNewProcedures(id);
  // The file's advisor adds procedures to a file in review (decision 042); the investor to his own file.
  const asAdvisor = useSession().user?.roles.includes('ROLE_ADVISOR') === true;
  const start = useStartNewProject(id ?? 0);
  const [chosen, setChosen] = useState<number[]>(preselected === null ? [] : [preselected]);
  const [noneChosen, setNoneChosen] = useState(false);
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || !query.data) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projects.recap.notFound' : 'projects.recap.loadFailed')}
      </Alert>
    );
  }
  const data = query.data;
  const unknownPreselected = preselected !== null && !data.procedures.some((p) => p.id === preselected);
  const toggle = (pid: number, on: boolean) => {
    setNoneChosen(false);
    setChosen((c) => (on ? [...c, pid] : c.filter((x) => x !== pid)));
  };
  const onAdd = () => {
    const ids = chosen.filter((c) => data.procedures.some((p) => p.id === c));
    if (ids.length === 0) {
      setNoneChosen(true);
      return;
    }
    start.mutate(
      { procedureIds: ids },
      // The investor completes the new procedures' answers and documents, starting with the infos step; the
      // advisor goes back to the file, which is now with the investor.
      {
        onSuccess: () => {
          if (!asAdvisor) return void navigate(`/projects/${id}/infos`);
          toastSuccess(t('projects.newProcedures.addedByAdvisor'));
          void navigate(projectPath(id));
        },
      },
    );
  };
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text c="dimmed" size="sm">
          <span dir="auto">{data.projectName}</span>
        </Text>
        <Title order={1}>{t('projects.newProcedures.title')}</Title>
        <Text size="sm">
          {asAdvisor
            ? t(data.canAdd ? 'projects.newProcedures.advisorIntro' : 'projects.newProcedures.advisorNotAllowed')
            : t(data.canAdd ? 'projects.newProcedures.intro' : 'projects.newProcedures.notAllowed')}
        </Text>
      </Stack>
      {unknownPreselected ? (
        <Alert color="gray" variant="light" role="alert">
          {t('projects.newProcedures.procedureNotFound')}
        </Alert>
      ) : null}
      {data.procedures.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('projects.newProcedures.none')}
        </Alert>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.procedures.map((p) => {
            const name = localized(p, i18n.language);
            return (
              <Paper key={p.id} component="li" withBorder radius="md" p="md">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Checkbox
                    disabled={!data.canAdd}
                    checked={chosen.includes(p.id)}
                    onChange={(e) => toggle(p.id, e.currentTarget.checked)}
                    label={name}
                    description={localized(p, i18n.language, 'description')}
                    aria-label={t('projects.newProcedures.select', { name })}
                  />
                  <Stack gap={4} align="flex-end">
                    <Badge variant="light">{t(`procedures.categories.${p.category}`)}</Badge>
                    <Anchor component={Link} to={procedureDetailPath(p.id)} size="sm">
                      {t('projects.newProcedures.details')}
                    </Anchor>
                  </Stack>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {noneChosen ? (
        <Alert color="orange" variant="light" role="alert">
          {t('projects.newProcedures.selectOne')}
        </Alert>
      ) : null}
      {start.error ? (
        <Alert color="red" variant="light" role="alert">
          {t(
            start.error instanceof ApiError && start.error.status === 422
              ? 'projects.newProcedures.notAvailable'
              : 'projects.newProcedures.failed',
          )}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Anchor component={Link} to={data.canAdd || asAdvisor ? projectPath(id) : paths.dashboard}>
          {t('projects.timeline.title')}
        </Anchor>
        {data.canAdd && data.procedures.length > 0 ? (
          <Button onClick={onAdd} loading={start.isPending}>
            {t('projects.newProcedures.add')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
