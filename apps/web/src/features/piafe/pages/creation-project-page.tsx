import { PIAFE_PATHS } from '@cri/shared/paths';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useExchange, useProjectSheet, useSaveExchangeProject } from '../api/piafe-api.ts';
import { CreationSteps } from '../components/creation-steps.tsx';
import { LoadState } from '../components/load-state.tsx';
import { ProjectForm } from '../components/project-form.tsx';
import { useNumericParam } from '../lib/route-id.ts';

/** /piafe/projects/{exchangeId}/creation/project, step 3 (PUT /piafe/exchange/{id}). */
export default function CreationProjectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const id = useNumericParam('id');
  const exchange = useExchange(id);
  const projectId = exchange.data?.projectId ?? null;
  const sheet = useProjectSheet(projectId);
  const save = useSaveExchangeProject();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('piafe.steps.createTitle', { step: t('piafe.steps.project') })}</Title>
      <CreationSteps active={2} />
      <LoadState loading={exchange.isPending || (projectId !== null && sheet.isPending)} failed={id === null || exchange.isError}>
        {id !== null && (
          <ProjectForm
            key={projectId ?? 'new'}
            initial={sheet.data?.project}
            defaultRegionId={user?.regionId ?? null}
            submitLabel={t('piafe.steps.next')}
            back={{ to: PIAFE_PATHS.creationHolderOf(id), label: t('piafe.steps.back') }}
            onSave={async (body) => {
              await save.mutateAsync({ id, body });
              navigate(PIAFE_PATHS.creationQualificationOf(id));
            }}
          />
        )}
      </LoadState>
    </Stack>
  );
}
