import { PIAFE_PATHS } from '@cri/shared/paths';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useExchange, useSaveQualification } from '../api/piafe-api.ts';
import { LoadState } from '../components/load-state.tsx';
import { QualificationForm } from '../components/qualification-form.tsx';
import { useNumericParam } from '../lib/route-id.ts';

/** /piafe/exchange/{exchangeId}/modification/qualification: the follow-up form of a visit's needs and services. */
export default function EditQualificationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useNumericParam('exchangeId');
  const exchange = useExchange(id);
  const save = useSaveQualification();
  const back = exchange.data?.projectId ? PIAFE_PATHS.detailsOf(exchange.data.projectId) : PIAFE_PATHS.projects;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('piafe.steps.editTitle', { step: t('piafe.sheet.followUp') })}</Title>
      <LoadState loading={exchange.isPending} failed={id === null || exchange.isError}>
        {id !== null && exchange.data && (
          <QualificationForm
            initial={exchange.data}
            today={platformToday(new Date())}
            submitLabel={t('piafe.steps.save')}
            back={{ to: back, label: t('piafe.steps.cancel') }}
            onSave={async (body) => {
              await save.mutateAsync({ id, body });
              navigate(back);
            }}
          />
        )}
      </LoadState>
    </Stack>
  );
}
