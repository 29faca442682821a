import { allowedDocumentTypes, identityAfterNationalityChange } from '@cri/shared/rules/investor-form';
import type { TInvestorRegistrationFormInput } from '@cri/shared/schemas/investors';
import type { TChoicesResponse } from '@cri/shared/schemas/reference-data';
import { Fieldset, SimpleGrid } from '@mantine/core';
import { type Control, type UseFormGetValues, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { choiceItems } from '../../reference-data/api/get-choices.ts';
import { choiceOptions } from '../lib/form-options.ts';
import { FormSelectField, FormTextField } from './form-fields.tsx';

interface Props {
  control: Control<TInvestorRegistrationFormInput>;
  setValue: UseFormSetValue<TInvestorRegistrationFormInput>;
  getValues: UseFormGetValues<TInvestorRegistrationFormInput>;
  lists: TChoicesResponse | undefined;
}

/** Nationality and identity document: the types offered depend on the nationality group (spec 1 §5). */
export function RegistrationIdentitySection({ control, setValue, getValues, lists }: Props) {
  const { t, i18n } = useTranslation();
  const nationality = useWatch({ control, name: 'investor.nationalityId' }) ?? null;
  const allowed = allowedDocumentTypes(nationality);
  const documentTypes = choiceItems(lists, 'DocumentTypeCategory').filter((d) => allowed.includes(d.id));

  const onNationalityChange = (value: number | string | null) => {
    const current = {
      identityDocumentTypeId: getValues('investor.identityDocumentTypeId') ?? null,
      identityDocumentNumber: getValues('investor.identityDocumentNumber') ?? '',
    };
    const next = identityAfterNationalityChange(current, typeof value === 'number' ? value : null);
    if (next === current) return;
    setValue('investor.identityDocumentTypeId', next.identityDocumentTypeId, { shouldValidate: true });
    setValue('investor.identityDocumentNumber', next.identityDocumentNumber, { shouldValidate: true });
  };

  return (
    <Fieldset legend={t('investors.createAccount.sections.identity')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FormSelectField
          control={control}
          name="investor.nationalityId"
          label={t('investors.fields.nationality')}
          options={choiceOptions(choiceItems(lists, 'Nationality'), i18n.language)}
          onValueChange={onNationalityChange}
        />
        <FormSelectField
          control={control}
          name="investor.identityDocumentTypeId"
          label={t('investors.fields.identityDocumentType')}
          options={choiceOptions(documentTypes, i18n.language)}
        />
        <FormTextField
          control={control}
          name="investor.identityDocumentNumber"
          label={t('investors.fields.identityDocumentNumber')}
          maxLength={20}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
