import { conditionalRegistrationFields } from '@cri/shared/rules/investor-form';
import type { TInvestorRegistrationFormInput } from '@cri/shared/schemas/investors';
import type { TCommune } from '@cri/shared/schemas/reference-data';
import { Fieldset, SimpleGrid } from '@mantine/core';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { communeOptions } from '../lib/form-options.ts';
import { FormSelectField, FormTextField } from './form-fields.tsx';

interface Props {
  control: Control<TInvestorRegistrationFormInput>;
  communes: readonly TCommune[];
}

/** Phones and address; what is required follows the shared rules (spec 1 §5). */
export function RegistrationContactSection({ control, communes }: Props) {
  const { t, i18n } = useTranslation();
  const [accountType, nationalityId, legalFormFamilyId] = useWatch({
    control,
    name: ['investor.accountType', 'investor.nationalityId', 'investor.legalFormFamilyId'],
  });
  const required = conditionalRegistrationFields({
    accountType: accountType ?? 'INVESTOR',
    nationalityId: nationalityId ?? null,
    legalFormFamilyId: legalFormFamilyId ?? null,
  });
  return (
    <Fieldset legend={t('investors.createAccount.sections.contact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextField
          control={control}
          name="user.mobilePhone"
          label={t('investors.fields.mobilePhone')}
          description={t('investors.fields.phoneHint')}
          numeric
          maxLength={10}
        />
        <FormTextField
          control={control}
          name="user.deskPhone"
          label={t('investors.fields.deskPhone')}
          optional
          numeric
          maxLength={10}
        />
        <FormTextField
          control={control}
          name="investor.address"
          label={t('investors.fields.address')}
          optional={!required.has('address')}
          maxLength={300}
        />
        <FormSelectField
          control={control}
          name="investor.communeId"
          label={t('investors.fields.commune')}
          optional={!required.has('communeId')}
          options={communeOptions(communes, i18n.language)}
        />
        <FormTextField
          control={control}
          name="investor.zipCode"
          label={t('investors.fields.zipCode')}
          optional={!required.has('zipCode')}
          numeric
          maxLength={5}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
