import { legalFormKindOf } from '@cri/shared/rules/investor-form';
import { companyRequirements } from '@cri/shared/rules/project-form';
import type { TProjectFormValues } from '@cri/shared/schemas/project-form';
import type { TChoicesResponse, TCommune } from '@cri/shared/schemas/reference-data';
import { Fieldset, SimpleGrid } from '@mantine/core';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField, NumberField, SelectField, TextField } from '../../../components/forms/form-fields.tsx';
import { choiceItems } from '../../reference-data/api/get-choices.ts';
import { choiceOptions, communeOptions } from '../lib/form-options.ts';

interface Props {
  control: Control<TProjectFormValues>;
  lists: TChoicesResponse | undefined;
  communes: readonly TCommune[];
}

/**
 * The project holder, by legal-form family (spec 2 §5): a company gives its register, identifiers and
 * capital; an association, cooperative, collectivity or public body its name and seat; a self-employed
 * person the national register number and profession; a physical person the profession only.
 */
export function CompanySection({ control, lists, communes }: Props) {
  const { t, i18n } = useTranslation();
  const familyId = useWatch({ control, name: 'companyLegalFormFamilyId' });
  const req = companyRequirements(familyId);
  const kind = legalFormKindOf(familyId);
  const f = (key: string) => t(`projects.form.fields.${key}`);
  const professionList = kind === 'SELF_EMPLOYED' ? 'SelfEmployedProfessionType' : 'ProfessionType';
  return (
    <Fieldset legend={t('projects.form.sections.company')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          control={control}
          name="companyLegalFormFamilyId"
          label={f('companyLegalFormFamily')}
          options={choiceOptions(choiceItems(lists, 'CompanyLegalFormFamily'), i18n.language)}
          numeric
        />
        {req.legalForm ? (
          <SelectField
            control={control}
            name="companyLegalFormId"
            label={f('companyLegalForm')}
            options={choiceOptions(choiceItems(lists, 'CompanyLegalForm'), i18n.language)}
            numeric
          />
        ) : null}
        {req.corporate ? (
          <TextField control={control} name="companyCorporateName" label={f('companyCorporateName')} maxLength={200} />
        ) : null}
        {req.legalForm ? (
          <NumberField control={control} name="companySocialCapital" label={f('companySocialCapital')} decimals={2} />
        ) : null}
        {req.profession ? (
          <SelectField
            control={control}
            name="professionTypeId"
            label={f('professionType')}
            options={choiceOptions(
              choiceItems(lists, professionList),
              i18n.language,
              kind === 'SELF_EMPLOYED' ? undefined : familyId,
            )}
            numeric
          />
        ) : null}
        {req.nationalRegister ? (
          <TextField
            control={control}
            name="nationalRegisterInscriptionNumber"
            label={f('nationalRegisterInscriptionNumber')}
            maxLength={50}
            ltr
          />
        ) : null}
        {req.contact ? (
          <>
            <TextField control={control} name="companyAddress" label={f('companyAddress')} maxLength={300} />
            <SelectField
              control={control}
              name="companyCommuneId"
              label={f('companyCommune')}
              options={communeOptions(communes, i18n.language)}
              numeric
            />
            <TextField
              control={control}
              name="companyZipCode"
              label={f('companyZipCode')}
              maxLength={5}
              ltr
              inputMode="numeric"
            />
            <TextField
              control={control}
              name="companyMobilePhone"
              label={f('companyMobilePhone')}
              maxLength={10}
              ltr
              type="tel"
            />
            <TextField control={control} name="companyPhone" label={f('companyPhone')} maxLength={10} ltr type="tel" optional />
          </>
        ) : null}
        {req.registration ? (
          <>
            <TextField control={control} name="companyIdentifier" label={f('companyIdentifier')} maxLength={50} ltr />
            <TextField control={control} name="companyActivity" label={f('companyActivity')} maxLength={200} />
            <TextField
              control={control}
              name="companyCommonIdentifier"
              label={f('companyCommonIdentifier')}
              maxLength={15}
              ltr
              inputMode="numeric"
            />
            <TextField control={control} name="fiscalIdentifier" label={f('fiscalIdentifier')} maxLength={50} ltr />
            <DateField
              control={control}
              name="commercialRegisterImmatriculationDate"
              label={f('commercialRegisterImmatriculationDate')}
            />
          </>
        ) : null}
      </SimpleGrid>
    </Fieldset>
  );
}
