import { PIAFE_PATHS } from '@cri/shared/paths';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useExchange, useSaveQualification } from '../api/piafe-api.ts';
import { CreationSteps } from '../components/creation-steps.tsx';
import { LoadState } from '../components/load-state.tsx';
import { QualificationForm } from '../components/qualification-form.tsx';
import { useNumericParam } from '../lib/route-id.ts';

/** /piafe/projects/{exchangeId}/creation/qualification, step 4, then the success page. */
export default function CreationQualificationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useNumericParam('id');
  const exchange = useExchange(id);
  const save = useSaveQualification();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('piafe.steps.createTitle', { step: t('piafe.steps.qualification') })}</Title>
      <CreationSteps active={3} />
      <LoadState loading={exchange.isPending} failed={id === null || exchange.isError}>
        {id !== null && exchange.data && (
          <QualificationForm
            initial={exchange.data}
            today={platformToday(new Date())}
            submitLabel={t('piafe.steps.save')}
            back={{ to: PIAFE_PATHS.creationProjectOf(id), label: t('piafe.steps.back') }}
            onSave={async (body) => {
              const saved = await save.mutateAsync({ id, body });
              navigate(PIAFE_PATHS.successOf(saved.projectId ?? 0));
            }}
          />
        )}
      </LoadState>
    </Stack>
  );
}
