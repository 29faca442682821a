import { PIAFE_PATHS } from '@cri/shared/paths';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateExchange } from '../api/piafe-api.ts';
import { CreationSteps } from '../components/creation-steps.tsx';
import { ExchangeForm } from '../components/exchange-form.tsx';

/** /piafe/projects/creation, step 1: the exchange (POST /piafe/exchange), then the holder step. */
export default function CreationExchangePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateExchange();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('piafe.steps.createTitle', { step: t('piafe.steps.exchange') })}</Title>
      <CreationSteps active={0} />
      <ExchangeForm
        initial={{ exchangeDate: platformToday(new Date()), contactType: 'FIELD_VISIT', place: '' }}
        submitLabel={t('piafe.steps.next')}
        back={{ to: PIAFE_PATHS.projects, label: t('piafe.success.toList') }}
        onSave={async (body) => {
          const exchange = await create.mutateAsync(body);
          navigate(PIAFE_PATHS.creationHolderOf(exchange.id));
        }}
      />
    </Stack>
  );
}
