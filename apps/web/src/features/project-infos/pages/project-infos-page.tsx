import { projectDetailsStepPath } from '@cri/shared/schemas/project-infos';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DepositStepper } from '../../../components/ui/deposit-stepper.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useProjectInfos } from '../api/get-project-infos.ts';
import { useSubmitProjectDetails } from '../api/submit-project-details.ts';
import { ProjectInfosForm } from '../components/project-infos-form.tsx';

/** /projects/{id}/infos: the first step of the deposit ("infos"). */
export default function ProjectInfosPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const query = useProjectInfos(id);
  const submit = useSubmitProjectDetails(id ?? 0);
  const navigate = useNavigate();
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || !query.data) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projectInfos.notFound' : 'errors.INTERNAL')}
      </Alert>
    );
  }
  const data = query.data;
  return (
    <Stack gap="lg">
      {data.abilities.edit && <DepositStepper projectId={data.projectId} active="infos" />}
      <Stack gap={4}>
        <Text c="dimmed" size="sm">
          {t('projectInfos.step')}
        </Text>
        <Title order={1}>
          {t('projectInfos.title')} – <span dir="auto">{data.projectName}</span>
        </Title>
        <Text>{t('projectInfos.intro')}</Text>
      </Stack>
      {data.questions.length === 0 ? <Alert variant="light">{t('projectInfos.noQuestions')}</Alert> : null}
      <ProjectInfosForm
        key={data.projectId}
        data={data}
        submitting={submit.isPending}
        onSubmit={async (body) => {
          try {
            await submit.mutateAsync(body);
            if (body.complete) navigate(projectDetailsStepPath(id));
            return null;
          } catch (failure) {
            return failure;
          }
        }}
      />
    </Stack>
  );
}
