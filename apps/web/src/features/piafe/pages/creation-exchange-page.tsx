import { PIAFE_PATHS } from '@cri/shared/paths';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { ZPiafeExchangeCreate } from '@cri/shared/schemas/piafe';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateField, SelectField, TextField } from '../../../components/forms/form-fields.tsx';
import { useCreateExchange } from '../api/piafe-api.ts';
import { CreationSteps } from '../components/creation-steps.tsx';
import { PiafeForm, usePiafeForm } from '../components/piafe-form.tsx';
import { useEnumOptions } from '../lib/options.ts';

/** /piafe/projects/creation, step 1: the exchange (POST /piafe/exchange), then the holder step. */
export default function CreationExchangePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useEnumOptions();
  const create = useCreateExchange();
  const form = usePiafeForm(ZPiafeExchangeCreate, {
    exchangeDate: platformToday(new Date()),
    contactType: 'FIELD_VISIT',
    place: '',
  });
  const { control } = form;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('piafe.steps.createTitle', { step: t('piafe.steps.exchange') })}</Title>
      <CreationSteps active={0} />
      <PiafeForm
        form={form}
        submitLabel={t('piafe.steps.next')}
        back={{ to: PIAFE_PATHS.projects, label: t('piafe.success.toList') }}
        onSave={async (body) => {
          const exchange = await create.mutateAsync(body);
          navigate(PIAFE_PATHS.creationHolderOf(exchange.id));
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateField control={control} name="exchangeDate" label={t('piafe.field.exchangeDate')} />
          <SelectField
            control={control}
            name="contactType"
            label={t('piafe.field.contactType')}
            options={options('contactType')}
          />
          <TextField
            control={control}
            name="place"
            label={t('piafe.field.place')}
            maxLength={200}
            optional
            description={t('common.optionalField')}
          />
        </SimpleGrid>
      </PiafeForm>
    </Stack>
  );
}
