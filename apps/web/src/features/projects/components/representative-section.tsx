import { isNationalNationality } from '@cri/shared/rules/investor-form';
import type { TProjectFormValues } from '@cri/shared/schemas/project-form';
import type { TChoicesResponse } from '@cri/shared/schemas/reference-data';
import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/forms/form-fields.tsx';
import { choiceItems } from '../../reference-data/api/get-choices.ts';
import { choiceOptions } from '../lib/form-options.ts';

interface Props {
  control: Control<TProjectFormValues>;
  lists: TChoicesResponse | undefined;
}

/** The legal representative of a legal entity; the identity type is asked of a foreigner (a Moroccan uses the CIN). */
export function RepresentativeSection({ control, lists }: Props) {
  const { t, i18n } = useTranslation();
  const nationalityId = useWatch({ control, name: 'representative.nationalityId' });
  const f = (key: string) => t(`projects.form.fields.${key}`);
  const documentTypes = choiceItems(lists, 'DocumentTypeCategory').filter(
    (d) => d.groupCode === null || d.groupCode === (isNationalNationality(nationalityId) ? 'MOROCCAN' : 'FOREIGN'),
  );
  return (
    <Fieldset legend={t('projects.form.sections.representative')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          control={control}
          name="representative.civilityId"
          label={f('civility')}
          options={choiceOptions(choiceItems(lists, 'TitleCategory'), i18n.language)}
          numeric
        />
        <TextField control={control} name="representative.firstName" label={f('firstName')} maxLength={100} />
        <TextField control={control} name="representative.lastName" label={f('lastName')} maxLength={100} />
        <SelectField
          control={control}
          name="representative.nationalityId"
          label={f('nationality')}
          options={choiceOptions(choiceItems(lists, 'Nationality'), i18n.language)}
          numeric
        />
        <SelectField
          control={control}
          name="representative.identityDocumentTypeId"
          label={f('identityDocumentType')}
          options={choiceOptions(documentTypes, i18n.language)}
          numeric
          optional={nationalityId === null || isNationalNationality(nationalityId)}
        />
        <TextField
          control={control}
          name="representative.identityDocumentNumber"
          label={f('identityDocumentNumber')}
          maxLength={20}
          ltr
        />
        <TextField control={control} name="representative.email" label={f('email')} maxLength={254} ltr type="email" />
        <TextField
          control={control}
          name="representative.mobilePhone"
          label={f('mobilePhone')}
          maxLength={10}
          ltr
          type="tel"
          optional
        />
        <TextField control={control} name="representative.quality" label={f('quality')} maxLength={100} />
      </SimpleGrid>
    </Fieldset>
  );
}

/** The architect, asked when a chosen procedure is drawn up by one. */
export function ArchitectSection({ control }: { control: Control<TProjectFormValues> }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`projects.form.fields.${key}`);
  return (
    <Fieldset legend={t('projects.form.sections.architect')}>
      <Text size="sm" mb="sm">
        {t('projects.form.architectNote')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField control={control} name="architect.firstName" label={f('firstName')} maxLength={100} />
        <TextField control={control} name="architect.lastName" label={f('lastName')} maxLength={100} />
        <TextField control={control} name="architect.email" label={f('email')} maxLength={254} ltr type="email" />
        <TextField control={control} name="architect.authorizationNumber" label={f('authorizationNumber')} maxLength={50} ltr />
      </SimpleGrid>
    </Fieldset>
  );
}
