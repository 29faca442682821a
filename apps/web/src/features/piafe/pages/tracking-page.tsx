import { PIAFE_PATHS } from '@cri/shared/paths';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateTracking, useProjectSheet, useUpdateTracking } from '../api/piafe-api.ts';
import { LoadState } from '../components/load-state.tsx';
import { TrackingForm } from '../components/tracking-form.tsx';
import { useNumericParam } from '../lib/route-id.ts';

/**
 * /piafe/tracking/{projectId}/creation (POST /piafe/tracking, from the project's latest visit) and
 * /piafe/tracking/{projectId}/modification (PUT /piafe/tracking/{id}); both return to the sheet.
 */
export default function TrackingPage({ mode }: { mode: 'creation' | 'modification' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useNumericParam('id');
  const sheet = useProjectSheet(id);
  const create = useCreateTracking();
  const update = useUpdateTracking();
  const data = sheet.data;
  const name = data?.project.name ?? '';
  return (
    <Stack gap="lg">
      <Title order={1}>
        {mode === 'creation' ? t('piafe.tracking.createTitle', { name }) : t('piafe.tracking.editTitle', { name })}
      </Title>
      <LoadState loading={sheet.isPending} failed={id === null || sheet.isError}>
        {id !== null && data && (
          <TrackingForm
            initial={data.tracking}
            submitLabel={t('piafe.steps.save')}
            back={{ to: PIAFE_PATHS.detailsOf(id), label: t('piafe.steps.cancel') }}
            onSave={async (body) => {
              const exchangeId = data.visits[0]?.id;
              if (data.tracking) await update.mutateAsync({ id: data.tracking.id, body });
              else if (exchangeId) await create.mutateAsync({ ...body, exchangeId });
              navigate(PIAFE_PATHS.detailsOf(id));
            }}
          />
        )}
      </LoadState>
    </Stack>
  );
}
