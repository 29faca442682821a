import { PIAFE_PATHS } from '@cri/shared/paths';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../../lib/toast.ts';
import { useAddVisit, useExchange, useProjectSheet } from '../api/piafe-api.ts';
import { LoadState } from '../components/load-state.tsx';
import { QualificationForm } from '../components/qualification-form.tsx';
import { useNumericParam } from '../lib/route-id.ts';

/** /piafe/exchange/{exchangeId}/add-visite: a new visit of the same holder and project; back to the list (spec 3 §4). */
export default function AddVisitPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useNumericParam('exchangeId');
  const exchange = useExchange(id);
  const sheet = useProjectSheet(exchange.data?.projectId ?? null);
  const add = useAddVisit();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('piafe.addVisit.title', { name: sheet.data?.project.name ?? '' })}</Title>
      <LoadState loading={exchange.isPending} failed={id === null || exchange.isError}>
        {id !== null && (
          <QualificationForm
            initial={null}
            today={platformToday(new Date())}
            submitLabel={t('piafe.steps.save')}
            back={{ to: PIAFE_PATHS.projects, label: t('piafe.success.toList') }}
            onSave={async (body) => {
              await add.mutateAsync({ id, body });
              toastSuccess(t('piafe.addVisit.done'));
              navigate(PIAFE_PATHS.projects);
            }}
          />
        )}
      </LoadState>
    </Stack>
  );
}
