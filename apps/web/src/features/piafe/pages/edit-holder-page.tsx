import { PIAFE_PATHS } from '@cri/shared/paths';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProjectSheet, useUpdateHolder } from '../api/piafe-api.ts';
import { HolderForm } from '../components/holder-form.tsx';
import { LoadState } from '../components/load-state.tsx';
import { useNumericParam } from '../lib/route-id.ts';

/** /piafe/projects/{id}/modification/project-holder: PUT /piafe/project-holder/{holderId}, back to the sheet. */
export default function EditHolderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useNumericParam('id');
  const sheet = useProjectSheet(id);
  const save = useUpdateHolder();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('piafe.steps.editTitle', { step: t('piafe.steps.holder') })}</Title>
      <LoadState loading={sheet.isPending} failed={id === null || sheet.isError}>
        {id !== null && sheet.data && (
          <HolderForm
            initial={sheet.data.holder}
            submitLabel={t('piafe.steps.save')}
            back={{ to: PIAFE_PATHS.detailsOf(id), label: t('piafe.steps.cancel') }}
            onSave={async (body) => {
              await save.mutateAsync({ id: sheet.data.holder.id, body });
              navigate(PIAFE_PATHS.detailsOf(id));
            }}
          />
        )}
      </LoadState>
    </Stack>
  );
}
