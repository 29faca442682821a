import { framingFormDetailsPath, type TRecommendedProcedure } from '@cri/shared/schemas/framing-forms';
import { procedureDetailPath } from '@cri/shared/schemas/procedures';
import { projectInfosPath } from '@cri/shared/schemas/project-infos';
import { projectPath } from '@cri/shared/schemas/projects';
import { Alert, Anchor, Badge, Button, Checkbox, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { incentiveSimulatorPath } from '../../content/api/simulator-link.ts';
import { useActiveProcedures } from '../../procedures/api/get-procedures.ts';
import { useCreateProject } from '../api/create-project.ts';
import { useFramingForm } from '../api/get-framing-form.ts';
import { useRecommendedProcedures } from '../api/get-recommended-procedures.ts';

/** /framing-forms/{id}/procedures: the recommended procedures with their reasons; the chosen ones make the project. */
export default function FramingFormProceduresPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const form = useFramingForm(id);
  const recommended = useRecommendedProcedures(id);
  if (id !== null && (form.isPending || recommended.isPending)) return <PageLoader />;
  if (id === null || !form.data || !recommended.data) {
    const notFound = id === null || (form.error instanceof ApiError && form.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'framingForms.form.notFound' : 'framingForms.procedures.loadFailed')}
      </Alert>
    );
  }
  return (
    <Chooser
      id={id}
      recommended={recommended.data}
      projectId={form.data.projectId}
      canCreate={form.data.abilities.createProject}
      simulator={incentiveSimulatorPath({ amount: form.data.totalInvestedAmount, stableJobs: form.data.numberOfCreatedJobs })}
    />
  );
}

interface ChooserProps {
  id: number;
  recommended: TRecommendedProcedure[];
  projectId: number | null;
  canCreate: boolean;
  /** The incentive simulator with the questionnaire's amount and jobs (issue 21). */
  simulator: string;
}

function Chooser({ id, recommended, projectId, canCreate, simulator }: ChooserProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const catalogue = useActiveProcedures();
  const mutation = useCreateProject(id);
  // The recommended procedures start ticked: the investor unticks what does not apply.
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(recommended.map((p) => p.id)));
  const [failure, setFailure] = useState<string | null>(null);
  const others = (catalogue.data ?? []).filter((p) => !recommended.some((r) => r.id === p.id));
  const toggle = (procedureId: number, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(procedureId);
      else next.delete(procedureId);
      return next;
    });
  const submit = () => {
    setFailure(null);
    mutation.mutate(
      { procedureIds: [...chosen] },
      {
        onSuccess: ({ projectId: created }) => void navigate(projectInfosPath(created)),
        onError: (error) =>
          setFailure(
            error instanceof ApiError ? (error.fieldErrors[0]?.messageKey ?? error.messageKey) : 'framingForms.procedures.failed',
          ),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('framingForms.procedures.title')}</Title>
        <Text c="dimmed">{t('framingForms.procedures.lead')}</Text>
        <Anchor component={Link} to={framingFormDetailsPath(id)}>
          {t('framingForms.procedures.details')}
        </Anchor>
        <Anchor component={Link} to={simulator}>
          {t('incentives.fromQuestionnaire')}
        </Anchor>
      </Stack>
      {projectId !== null ? (
        <Alert color="blue" variant="light">
          {t('framingForms.procedures.alreadyCreated')}{' '}
          <Anchor component={Link} to={projectPath(projectId)}>
            {t('framingForms.procedures.openProject')}
          </Anchor>
        </Alert>
      ) : null}
      {recommended.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('framingForms.procedures.none')}
        </Alert>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {recommended.map((p) => (
            <Paper key={p.id} component="li" withBorder p="md" radius="md">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Checkbox
                    checked={chosen.has(p.id)}
                    onChange={(e) => toggle(p.id, e.currentTarget.checked)}
                    disabled={!canCreate}
                    label={<Text fw={600}>{localized(p, i18n.language)}</Text>}
                  />
                  <Badge variant="light">{t(`procedures.categories.${p.category}`)}</Badge>
                </Group>
                <Text size="sm" fw={600}>
                  {t('framingForms.procedures.reasons')}
                </Text>
                <List size="sm" spacing={4}>
                  {p.reasons.map((r) => (
                    <List.Item key={r.ruleId}>{localized(r, i18n.language, 'reason')}</List.Item>
                  ))}
                </List>
                <Anchor component={Link} to={procedureDetailPath(p.id)} size="sm">
                  {t('framingForms.procedures.viewProcedure')}
                </Anchor>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {canCreate && others.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('framingForms.procedures.others')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('framingForms.procedures.othersLead')}
          </Text>
          {others.map((p) => (
            <Checkbox
              key={p.id}
              checked={chosen.has(p.id)}
              onChange={(e) => toggle(p.id, e.currentTarget.checked)}
              label={localized(p, i18n.language)}
            />
          ))}
        </Stack>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {t(failure)}
        </Alert>
      ) : null}
      {canCreate ? (
        <Group justify="space-between">
          <Text size="sm" aria-live="polite">
            {t('framingForms.procedures.chosen', { count: chosen.size })}
          </Text>
          <Button onClick={submit} loading={mutation.isPending} disabled={chosen.size === 0}>
            {t('framingForms.procedures.submit')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
