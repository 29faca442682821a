import { PIAFE_PATHS } from '@cri/shared/paths';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProjectSheet, useUpdateProject } from '../api/piafe-api.ts';
import { LoadState } from '../components/load-state.tsx';
import { ProjectForm } from '../components/project-form.tsx';
import { useNumericParam } from '../lib/route-id.ts';

/** /piafe/projects/{id}/modification/project: PUT /piafe/projects/{id}, back to the sheet. */
export default function EditProjectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useNumericParam('id');
  const sheet = useProjectSheet(id);
  const save = useUpdateProject();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('piafe.steps.editTitle', { step: t('piafe.steps.project') })}</Title>
      <LoadState loading={sheet.isPending} failed={id === null || sheet.isError}>
        {id !== null && sheet.data && (
          <ProjectForm
            initial={sheet.data.project}
            defaultRegionId={sheet.data.project.regionId}
            submitLabel={t('piafe.steps.save')}
            back={{ to: PIAFE_PATHS.detailsOf(id), label: t('piafe.steps.cancel') }}
            onSave={async (body) => {
              await save.mutateAsync({ id, body });
              navigate(PIAFE_PATHS.detailsOf(id));
            }}
          />
        )}
      </LoadState>
    </Stack>
  );
}
