import { emptyProjectForm } from '@cri/shared/schemas/project-form';
import type { TProject } from '@cri/shared/schemas/projects';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DepositStepper } from '../../../components/ui/deposit-stepper.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useChoiceLists } from '../../reference-data/api/get-choices.ts';
import { useCommunes } from '../../reference-data/api/get-communes.ts';
import { useSectors } from '../../reference-data/api/get-sectors.ts';
import { useProject } from '../api/get-project.ts';
import { useSaveProjectForm } from '../api/save-project-form.ts';
import { ProjectForm } from '../components/project-form.tsx';

/** /projects/{id}/details: the "project" step of the deposit wizard (spec 2 §2, §5 "Project form"). */
export default function ProjectDetailsPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const query = useProject(id);
  const lists = useChoiceLists();
  const communes = useCommunes();
  const sectors = useSectors();
  if (id !== null && (query.isPending || communes.isPending || sectors.isPending || lists.isPending)) return <PageLoader />;
  if (id === null || !query.data) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projects.detail.notFound' : 'projects.detail.loadFailed')}
      </Alert>
    );
  }
  if (!communes.data || !sectors.data)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('projects.form.loadFailed')}
      </Alert>
    );
  return <DetailsView project={query.data} lists={lists.data} communes={communes.data} sectors={sectors.data} />;
}

function DetailsView({
  project,
  ...refs
}: { project: TProject } & Pick<Parameters<typeof ProjectForm>[0], 'lists' | 'communes' | 'sectors'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveProjectForm(project.id);
  const investor = useSession().user?.roles.includes('ROLE_INVESTOR') ?? false;
  const editable = project.abilities?.edit !== false;
  return (
    <Stack gap="lg">
      {editable ? <DepositStepper projectId={project.id} active="project" /> : null}
      <Stack gap={4}>
        <Text c="dimmed" size="sm">
          <Anchor component={Link} to={`/projects/${project.id}`}>
            <span dir="auto">{project.name}</span>
          </Anchor>
          {project.reference ? <span dir="ltr"> · {project.reference}</span> : null}
        </Text>
        <Title order={1}>{t(investor ? 'projects.form.title' : 'projects.form.staffTitle')}</Title>
      </Stack>
      {editable ? null : (
        <Alert color="gray" variant="light" role="status">
          {t(investor ? 'projects.form.notEditable' : 'projects.form.staffReadOnly')}
        </Alert>
      )}
      {
        // Read-only for the region's staff and once the file is no longer editable (issue 13).
        <ProjectForm
          key={editable ? 'edit' : 'read'}
          initial={project.form ?? emptyProjectForm(project.name)}
          regionId={project.regionId}
          architectRequired={project.architectRequired ?? false}
          prefilled={project.prefilled}
          readOnly={!editable}
          {...refs}
          onSave={async (body) => {
            try {
              await save.mutateAsync(body);
              return null;
            } catch (error) {
              return error;
            }
          }}
          onSaved={(mode) => {
            if (mode === 'complete') void navigate(`/projects/${project.id}/documents`);
          }}
        />
      }
    </Stack>
  );
}
