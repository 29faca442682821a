import { FRAMING_FORM_PATHS, framingFormEditPath, framingFormProceduresPath } from '@cri/shared/schemas/framing-forms';
import { projectPath } from '@cri/shared/schemas/projects';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useFramingForm } from '../api/get-framing-form.ts';
import { AnswersView } from '../components/answers-view.tsx';
import { AssignPanel } from '../components/assign-panel.tsx';

/** /framing-forms/{id}/details: the answers, read only; the actions the server allows (abilities). */
export default function FramingFormDetailsPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const query = useFramingForm(id);
  if (id !== null && query.isPending) return <PageLoader />;
  const form = query.data;
  if (id === null || !form) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'framingForms.form.notFound' : 'framingForms.form.loadFailed')}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={FRAMING_FORM_PATHS.list}>
        {t('framingForms.details.back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>
          {t('framingForms.details.title')} — <span dir="auto">{form.projectName}</span>
        </Title>
        <Text c="dimmed" size="sm">
          {t('framingForms.details.createdOn', { date: formatDate(new Date(form.createdAt)), user: form.investorUsername })}
        </Text>
      </Stack>
      <Group>
        {form.abilities.edit ? (
          <Button component={Link} to={framingFormEditPath(form.id)} variant="light">
            {t('framingForms.details.edit')}
          </Button>
        ) : null}
        {form.abilities.createProject ? (
          <Button component={Link} to={framingFormProceduresPath(form.id)}>
            {t('framingForms.details.procedures')}
          </Button>
        ) : null}
        {form.projectId !== null ? (
          <Button component={Link} to={projectPath(form.projectId)} variant="light">
            {t('framingForms.details.project')}
          </Button>
        ) : null}
      </Group>
      {form.abilities.assign ? <AssignPanel form={form} /> : null}
      <AnswersView form={form} />
    </Stack>
  );
}
