import {
  ADVISOR_CHANGE_REASON_MAX,
  advisorChangeDetailPath,
  type TCreateAdvisorChangeRequest,
  ZCreateAdvisorChangeRequest,
} from '@cri/shared/schemas/advisor-change';
import { projectPath } from '@cri/shared/schemas/projects';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { SelectField, TextareaField } from '../../../components/forms/form-fields.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.ts';
import { parseId } from '../../../lib/route-id.ts';
import { toastSuccess } from '../../../lib/toast.ts';
// Other features' data through their api hooks (ARCHITECTURE.md convention 1).
import { useRegionAdvisors } from '../../framing-forms/api/get-region-advisors.ts';
import { useProject } from '../../projects/api/get-project.ts';
import { useCreateAdvisorChangeRequest } from '../api/create-advisor-change-request.ts';

type Values = { projectId: number; reason: string; proposedAdvisorId: number | null };

/**
 * /projects/{id}/advisor-change (decision 041): the advisor assigned to the file asks the regional director,
 * with a reason, to hand it to a colleague (proposed or left to the director). The request page follows.
 */
export default function RequestAdvisorChangePage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const project = useProject(id);
  if (id !== null && project.isPending) return <PageLoader />;
  if (id === null || !project.data)
    return (
      <Alert color="gray" variant="light" role="alert">
        {t('projects.detail.notFound')}
      </Alert>
    );
  return <RequestForm projectId={id} projectName={project.data.name} />;
}

function RequestForm({ projectId, projectName }: { projectId: number; projectName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useSession().user?.advisorId ?? null;
  const advisors = useRegionAdvisors();
  const create = useCreateAdvisorChangeRequest();
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(ZCreateAdvisorChangeRequest) as never,
    defaultValues: { projectId, reason: '', proposedAdvisorId: null },
  });
  const options = (advisors.data ?? [])
    .filter((a) => a.active && a.id !== me)
    .map((a) => ({ value: String(a.id), label: `${a.user.firstName} ${a.user.lastName}`.trim() }));
  const submit = handleSubmit(async (body) => {
    setAlert(null);
    try {
      const created = await create.mutateAsync(body as TCreateAdvisorChangeRequest);
      toastSuccess(t('advisorChange.sent'));
      void navigate(advisorChangeDetailPath(created.request.id));
    } catch (failure) {
      if (!(failure instanceof ApiError)) return setAlert(t('errors.INTERNAL'));
      for (const e of failure.fieldErrors)
        if (e.field === 'reason' || e.field === 'proposedAdvisorId') setError(e.field, { type: 'server', message: e.messageKey });
      if (failure.fieldErrors.length === 0) setAlert(t(failure.messageKey));
    }
  });
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Anchor component={Link} to={projectPath(projectId)} size="sm">
          <span dir="auto">{projectName}</span>
        </Anchor>
        <Title order={1}>{t('advisorChange.requestTitle')}</Title>
        <Text>{t('advisorChange.intro')}</Text>
      </Stack>
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {alert ? (
              <Alert color="red" variant="light" role="alert">
                {alert}
              </Alert>
            ) : null}
            <TextareaField
              control={control}
              name="reason"
              label={t('advisorChange.reason')}
              maxLength={ADVISOR_CHANGE_REASON_MAX}
            />
            <SelectField
              control={control}
              name="proposedAdvisorId"
              label={t('advisorChange.proposed')}
              description={t('advisorChange.proposedNone')}
              optional
              numeric
              options={options}
            />
            <Group justify="space-between">
              <Anchor component={Link} to={projectPath(projectId)}>
                {t('advisorChange.back')}
              </Anchor>
              <Button type="submit" loading={create.isPending}>
                {t('advisorChange.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
