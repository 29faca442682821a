import { conditionalRegistrationFields, legalFormKindOf } from '@cri/shared/rules/investor-form';
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

/**
 * The company, by legal form: hidden for a physical person (whose company fields are cleared on submit,
 * so anything typed before switching family is not sent), shown for a company or a self-employed person.
 */
export function RegistrationCompanySection({ control, communes }: Props) {
  const { t, i18n } = useTranslation();
  const [accountType, nationalityId, legalFormFamilyId] = useWatch({
    control,
    name: ['investor.accountType', 'investor.nationalityId', 'investor.legalFormFamilyId'],
  });
  const kind = legalFormKindOf(legalFormFamilyId ?? null);
  if (kind === null || kind === 'PHYSICAL_PERSON') return null;
  const required = conditionalRegistrationFields({
    accountType: accountType ?? 'INVESTOR',
    nationalityId: nationalityId ?? null,
    legalFormFamilyId: legalFormFamilyId ?? null,
  });
  const optional = (f: Parameters<typeof required.has>[0]) => !required.has(f);
  return (
    <Fieldset legend={t('investors.createAccount.sections.company')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextField
          control={control}
          name="investor.companyName"
          label={t('investors.fields.companyName')}
          optional={optional('companyName')}
          maxLength={200}
        />
        <FormTextField control={control} name="investor.ice" label={t('investors.fields.ice')} optional numeric maxLength={15} />
        <FormTextField
          control={control}
          name="investor.companyAddress"
          label={t('investors.fields.companyAddress')}
          optional={optional('companyAddress')}
          maxLength={300}
        />
        <FormSelectField
          control={control}
          name="investor.companyCommuneId"
          label={t('investors.fields.companyCommune')}
          optional={optional('companyCommuneId')}
          options={communeOptions(communes, i18n.language)}
        />
        <FormTextField
          control={control}
          name="investor.companyZipCode"
          label={t('investors.fields.companyZipCode')}
          optional={optional('companyZipCode')}
          numeric
          maxLength={5}
        />
        <FormTextField control={control} name="investor.nirn" label={t('investors.fields.nirn')} optional maxLength={50} />
      </SimpleGrid>
    </Fieldset>
  );
}
