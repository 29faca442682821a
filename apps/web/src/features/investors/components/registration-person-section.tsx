import { TITLES } from '@cri/shared/enums/roles';
import { INVESTOR_ACCOUNT_TYPES } from '@cri/shared/rules/investor-form';
import type { TInvestorRegistrationFormInput } from '@cri/shared/schemas/investors';
import type { TChoicesResponse } from '@cri/shared/schemas/reference-data';
import { Fieldset, SimpleGrid } from '@mantine/core';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/i18n/localized.ts';
import { choiceItems } from '../../reference-data/api/get-choices.ts';
import { choiceOptions } from '../lib/form-options.ts';
import { FormSelectField, FormTextField } from './form-fields.tsx';

interface Props {
  control: Control<TInvestorRegistrationFormInput>;
  setValue: UseFormSetValue<TInvestorRegistrationFormInput>;
  lists: TChoicesResponse | undefined;
  accountTypeFixed: boolean;
}

/** Who fills the form, the person, the legal form and the job, whose list depends on the family (spec 1 §5). */
export function RegistrationPersonSection({ control, setValue, lists, accountTypeFixed }: Props) {
  const { t, i18n } = useTranslation();
  const family = useWatch({ control, name: 'investor.legalFormFamilyId' });
  const titles = choiceItems(lists, 'TitleCategory');
  const jobs = choiceItems(lists, 'ProfessionType').filter((j) => family != null && j.parentId === family);
  return (
    <Fieldset legend={t('investors.createAccount.sections.person')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormSelectField
          control={control}
          name="investor.accountType"
          label={t('investors.createAccount.accountType')}
          disabled={accountTypeFixed}
          options={INVESTOR_ACCOUNT_TYPES.map((v) => ({ value: v, label: t(`investors.createAccount.accountTypes.${v}`) }))}
        />
        <FormSelectField
          control={control}
          name="user.title"
          label={t('investors.fields.title')}
          options={TITLES.map((code) => {
            const item = titles.find((i) => i.code === code);
            return { value: code, label: localized(item, i18n.language) ?? code };
          })}
        />
        <FormTextField control={control} name="user.firstName" label={t('investors.fields.firstName')} maxLength={100} />
        <FormTextField control={control} name="user.lastName" label={t('investors.fields.lastName')} maxLength={100} />
        <FormSelectField
          control={control}
          name="investor.legalFormFamilyId"
          label={t('investors.fields.legalForm')}
          options={choiceOptions(choiceItems(lists, 'CompanyLegalFormFamily'), i18n.language)}
          // A job of the previous family no longer fits.
          onValueChange={() => setValue('investor.professionTypeId', null)}
        />
        <FormSelectField
          control={control}
          name="investor.professionTypeId"
          label={t('investors.fields.professionType')}
          optional
          options={choiceOptions(jobs, i18n.language)}
        />
        <FormTextField control={control} name="investor.jobTitle" label={t('investors.fields.jobTitle')} maxLength={150} />
        <FormTextField
          control={control}
          name="investor.organisation"
          label={t('investors.fields.organisation')}
          optional
          maxLength={200}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
