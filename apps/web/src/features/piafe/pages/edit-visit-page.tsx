import { PIAFE_PATHS } from '@cri/shared/paths';
import type { TPiafeVisitBody } from '@cri/shared/schemas/piafe';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useExchange, useSaveVisit } from '../api/piafe-api.ts';
import { ExchangeForm } from '../components/exchange-form.tsx';
import { LoadState } from '../components/load-state.tsx';
import { useNumericParam } from '../lib/route-id.ts';

/**
 * /piafe/exchange/{exchangeId}/modification/visit: the exchange step of a visit modified on its own (its date,
 * contact type and place; PUT /piafe/exchange/{id}/visit, decision 049), back to the project's sheet.
 */
export default function EditVisitPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useNumericParam('exchangeId');
  const exchange = useExchange(id);
  const save = useSaveVisit();
  const back = exchange.data?.projectId ? PIAFE_PATHS.detailsOf(exchange.data.projectId) : PIAFE_PATHS.projects;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('piafe.steps.editTitle', { step: t('piafe.steps.exchange') })}</Title>
      <LoadState loading={exchange.isPending} failed={id === null || exchange.isError}>
        {id !== null && exchange.data && (
          <ExchangeForm
            initial={{
              exchangeDate: exchange.data.exchangeDate,
              contactType: exchange.data.contactType as TPiafeVisitBody['contactType'],
              place: exchange.data.place ?? '',
            }}
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
