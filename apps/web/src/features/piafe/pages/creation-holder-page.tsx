import { PIAFE_PATHS } from '@cri/shared/paths';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useExchange, useHolder, useSaveExchangeHolder } from '../api/piafe-api.ts';
import { CreationSteps } from '../components/creation-steps.tsx';
import { HolderForm } from '../components/holder-form.tsx';
import { LoadState } from '../components/load-state.tsx';
import { useNumericParam } from '../lib/route-id.ts';

/** /piafe/projects/{exchangeId}/creation/project-holder, step 2 (PUT /piafe/exchange/{id}/project-holder). */
export default function CreationHolderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useNumericParam('id');
  const exchange = useExchange(id);
  const holderId = exchange.data?.holderId ?? null;
  const holder = useHolder(holderId);
  const save = useSaveExchangeHolder();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('piafe.steps.createTitle', { step: t('piafe.steps.holder') })}</Title>
      <CreationSteps active={1} />
      <LoadState loading={exchange.isPending || (holderId !== null && holder.isPending)} failed={id === null || exchange.isError}>
        {id !== null && (
          <HolderForm
            key={holder.data?.id ?? 'new'}
            initial={holder.data}
            withSearch
            submitLabel={t('piafe.steps.next')}
            onSave={async (body) => {
              await save.mutateAsync({ id, body });
              navigate(PIAFE_PATHS.creationProjectOf(id));
            }}
          />
        )}
      </LoadState>
    </Stack>
  );
}
