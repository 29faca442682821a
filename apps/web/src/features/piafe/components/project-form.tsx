import { LEGAL_PERSON_TYPE_IDS } from '@cri/shared/enums/reference-data';
import { type TPiafeProject, type TPiafeProjectBody, ZPiafeProjectBody } from '@cri/shared/schemas/piafe';
import { Fieldset, SimpleGrid } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  DateField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/forms/form-fields.tsx';
import { localized } from '../../../lib/i18n/localized.ts';
import { choiceItems, useChoiceLists } from '../../reference-data/api/get-choices.ts';
import { useSectors } from '../../reference-data/api/get-sectors.ts';
import { useEnumOptions } from '../lib/options.ts';
import { PiafeForm, usePiafeForm } from './piafe-form.tsx';
import { PlaceFields } from './place-fields.tsx';

/** Spec 3 §3: the organisation type is one of the legal person types 2126-2129. */
const ORGANISATION_TYPE_IDS: readonly number[] = [
  LEGAL_PERSON_TYPE_IDS.NATURAL_PERSON,
  LEGAL_PERSON_TYPE_IDS.LEGAL_PERSON,
  LEGAL_PERSON_TYPE_IDS.ASSOCIATION,
  LEGAL_PERSON_TYPE_IDS.AUTO_ENTREPRENEUR,
];

export function projectValues(p: TPiafeProject | null | undefined, regionId: number | null): TPiafeProjectBody {
  const empty: TPiafeProjectBody = {
    name: '',
    address: '',
    description: '',
    sectorId: null,
    otherActivity: '',
    estimatedInvestment: null,
    estimatedJobs: null,
    requiredFunding: null,
    capitalExpenditure: null,
    operatingExpense: null,
    workingCapital: null,
    location: null,
    undefinedLocation: false,
    maturityLevel: 'PROSPECTING',
    localAvailability: null,
    authorizationAvailability: null,
    fundingProgress: null,
    lastRejectionDate: '',
    bank: '',
    regionId: regionId ?? (undefined as unknown as number),
    provinceId: null,
    communeId: null,
    organisationTypeId: null,
  };
  if (!p) return empty;
  const { id: _id, holderId: _h, ...rest } = p;
  const out: Record<string, unknown> = { ...empty };
  for (const [k, v] of Object.entries(rest)) out[k] = v ?? (empty as Record<string, unknown>)[k];
  return out as TPiafeProjectBody;
}

/** Step 3 and its modification page: the project, its amounts, its place and how far it has come. */
export function ProjectForm({
  initial,
  defaultRegionId,
  onSave,
  submitLabel,
  back,
}: {
  initial: TPiafeProject | null | undefined;
  defaultRegionId: number | null;
  onSave: (body: TPiafeProjectBody) => Promise<unknown>;
  submitLabel: string;
  back?: { to: string; label: string };
}) {
  const { t, i18n } = useTranslation();
  const options = useEnumOptions();
  const sectors = useSectors();
  const choices = useChoiceLists();
  const form = usePiafeForm(ZPiafeProjectBody, projectValues(initial, defaultRegionId));
  const { control, setValue } = form;
  const undefinedLocation = useWatch({ control, name: 'undefinedLocation' });
  const note = t('common.optionalField');
  const opt = { optional: true, description: note } as const;
  const money = (
    name: 'estimatedInvestment' | 'requiredFunding' | 'capitalExpenditure' | 'operatingExpense' | 'workingCapital',
    label: string,
  ) => <NumberField control={control} name={name} label={label} min={0} {...opt} />;
  return (
    <PiafeForm form={form} onSave={(v) => onSave(v)} submitLabel={submitLabel} back={back}>
      <Fieldset legend={t('piafe.project.general')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={control} name="name" label={t('piafe.field.name')} maxLength={200} />
          <SelectField
            control={control}
            name="sectorId"
            label={t('piafe.field.sectorId')}
            numeric
            options={(sectors.data ?? [])
              .filter((s) => s.level === 'SECTOR')
              .map((s) => ({ value: String(s.id), label: localized(s, i18n.language) }))}
            {...opt}
          />
          <TextField control={control} name="otherActivity" label={t('piafe.field.otherActivity')} maxLength={200} {...opt} />
          <SelectField
            control={control}
            name="organisationTypeId"
            label={t('piafe.field.organisationTypeId')}
            numeric
            options={choiceItems(choices.data, 'CompanyLegalFormFamily')
              .filter((c) => ORGANISATION_TYPE_IDS.includes(c.id))
              .map((c) => ({ value: String(c.id), label: localized(c, i18n.language) }))}
            {...opt}
          />
        </SimpleGrid>
        <TextareaField control={control} name="description" label={t('piafe.field.description')} maxLength={2000} {...opt} />
      </Fieldset>
      <Fieldset legend={t('piafe.project.amounts')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {money('estimatedInvestment', t('piafe.field.estimatedInvestment'))}
          <NumberField control={control} name="estimatedJobs" label={t('piafe.field.estimatedJobs')} min={0} {...opt} />
          {money('requiredFunding', t('piafe.field.requiredFunding'))}
          {money('capitalExpenditure', t('piafe.field.capitalExpenditure'))}
          {money('operatingExpense', t('piafe.field.operatingExpense'))}
          {money('workingCapital', t('piafe.field.workingCapital'))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('piafe.project.place')}>
        <TextField control={control} name="address" label={t('piafe.field.projectAddress')} maxLength={300} {...opt} />
        <PlaceFields control={control} setValue={setValue} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <CheckboxField control={control} name="undefinedLocation" label={t('piafe.field.undefinedLocation')} />
          {!undefinedLocation && (
            <SelectField
              control={control}
              name="location"
              label={t('piafe.field.location')}
              options={options('landSituation')}
              {...opt}
            />
          )}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('piafe.project.state')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            control={control}
            name="maturityLevel"
            label={t('piafe.field.maturityLevel')}
            options={options('maturity')}
          />
          <SelectField
            control={control}
            name="localAvailability"
            label={t('piafe.field.localAvailability')}
            options={options('availability')}
            {...opt}
          />
          <SelectField
            control={control}
            name="authorizationAvailability"
            label={t('piafe.field.authorizationAvailability')}
            options={options('availability')}
            {...opt}
          />
          <SelectField
            control={control}
            name="fundingProgress"
            label={t('piafe.field.fundingProgress')}
            options={options('fundingProgress')}
            {...opt}
          />
          <DateField control={control} name="lastRejectionDate" label={t('piafe.field.lastRejectionDate')} {...opt} />
          <TextField control={control} name="bank" label={t('piafe.field.bank')} maxLength={150} {...opt} />
        </SimpleGrid>
      </Fieldset>
    </PiafeForm>
  );
}
