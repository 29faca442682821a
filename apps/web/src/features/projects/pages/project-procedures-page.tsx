import { projectInfosPath } from '@cri/shared/schemas/project-infos';
import { projectNewProceduresPath } from '@cri/shared/schemas/project-submission';
import { projectPath } from '@cri/shared/schemas/projects';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useProject } from '../api/get-project.ts';
import { ProjectProcedureList } from '../components/project-procedure-list.tsx';

/**
 * /projects/{id}/procedures, "acts and authorisations" of the creation wizard (spec 2 §2): the procedures
 * the project asks for and what each needs; while the file is a draft, more can be added.
 */
export default function ProjectProceduresPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const query = useProject(id);
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || !query.data) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projects.detail.notFound' : 'projects.detail.loadFailed')}
      </Alert>
    );
  }
  const project = query.data;
  const editable = project.abilities?.edit === true;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={projectPath(project.id)} size="sm">
          <span dir="auto">{project.name}</span>
        </Anchor>
        <Title order={1}>{t('projects.procedures.title')}</Title>
        <Text>{t(editable ? 'projects.procedures.introEditable' : 'projects.procedures.intro')}</Text>
      </Stack>
      <ProjectProcedureList procedures={project.procedureList} />
      {editable ? (
        <Group justify="space-between">
          <Button variant="default" component={Link} to={projectNewProceduresPath(project.id)}>
            {t('projects.procedures.add')}
          </Button>
          <Button component={Link} to={projectInfosPath(project.id)}>
            {t('projects.procedures.continue')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
