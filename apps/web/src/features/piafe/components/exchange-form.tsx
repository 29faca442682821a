import { type TPiafeVisitBody, ZPiafeVisitBody } from '@cri/shared/schemas/piafe';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField, SelectField, TextField } from '../../../components/forms/form-fields.tsx';
import { useEnumOptions } from '../lib/options.ts';
import { PiafeForm, usePiafeForm } from './piafe-form.tsx';

/**
 * The exchange step (the visit's date, contact type and place): step 1 of the creation (POST /piafe/exchange)
 * and its own modification page (PUT /piafe/exchange/{id}/visit, decision 049).
 */
export function ExchangeForm({
  initial,
  submitLabel,
  back,
  onSave,
}: {
  initial: TPiafeVisitBody;
  submitLabel: string;
  back: { to: string; label: string };
  onSave: (body: TPiafeVisitBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const form = usePiafeForm(ZPiafeVisitBody, { ...initial, place: initial.place ?? '' });
  const { control } = form;
  return (
    <PiafeForm form={form} submitLabel={submitLabel} back={back} onSave={onSave}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DateField control={control} name="exchangeDate" label={t('piafe.field.exchangeDate')} />
        <SelectField control={control} name="contactType" label={t('piafe.field.contactType')} options={options('contactType')} />
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
  );
}
