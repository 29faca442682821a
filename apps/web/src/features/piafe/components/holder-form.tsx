import { isFullIdentityNumber } from '@cri/shared/rules/piafe';
import { type TPiafeHolder, type TPiafeHolderBody, ZPiafeHolderBody } from '@cri/shared/schemas/piafe';
import { Alert, Button, Fieldset, Group, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, DateField, SelectField, TextField } from '../../../components/forms/form-fields.tsx';
import { searchHolder } from '../api/piafe-api.ts';
import { useEnumOptions } from '../lib/options.ts';
import { PiafeForm, usePiafeForm } from './piafe-form.tsx';
import { PlaceFields } from './place-fields.tsx';

const EMPTY: TPiafeHolderBody = {
  identityType: 'CIN',
  identityNumber: '',
  firstName: '',
  lastName: '',
  birthDate: '',
  birthPlace: '',
  gender: null,
  email: '',
  mobilePhone: '',
  deskPhone: '',
  address: '',
  regionId: null,
  provinceId: null,
  communeId: null,
  schoolLevel: null,
  professionalActivity: null,
  professionalTraining: null,
  legalStatus: null,
  orientedFrom: null,
  hasBankAccount: false,
  appliedForLoan: false,
  contractedLoan: false,
  bankingOrganisation: '',
};

/** A holder's values as the form holds them (strings for texts, never null). */
export function holderValues(h: TPiafeHolder | null | undefined): TPiafeHolderBody {
  if (!h) return EMPTY;
  const { id: _id, lastExchange: _l, ...rest } = h;
  const out: Record<string, unknown> = { ...EMPTY };
  for (const [k, v] of Object.entries(rest)) out[k] = v ?? (EMPTY as Record<string, unknown>)[k];
  return out as TPiafeHolderBody;
}

/**
 * Step 2 and its modification page: the identity search first (the full number finds a known holder, whose
 * record the form then shows), then identity, address, profile and bank questions.
 */
export function HolderForm({
  initial,
  onSave,
  submitLabel,
  back,
  withSearch,
}: {
  initial: TPiafeHolder | null | undefined;
  onSave: (body: TPiafeHolderBody) => Promise<unknown>;
  submitLabel: string;
  back?: { to: string; label: string };
  withSearch?: boolean;
}) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const form = usePiafeForm(ZPiafeHolderBody, holderValues(initial));
  const { control, setValue, getValues, setError, reset } = form;
  const [found, setFound] = useState<{ name: string } | 'none' | null>(null);
  const note = t('common.optionalField');
  const opt = { optional: true, description: note } as const;

  const search = async () => {
    const { identityType, identityNumber } = getValues();
    if (!isFullIdentityNumber(identityType, identityNumber ?? '')) {
      setError('identityNumber', { type: 'server', message: 'piafe.errors.identityPartial' }, { shouldFocus: true });
      return;
    }
    const holder = await searchHolder(identityType, identityNumber ?? '');
    if (holder) {
      reset(holderValues(holder));
      setFound({ name: `${holder.firstName} ${holder.lastName}` });
    } else setFound('none');
  };

  return (
    <PiafeForm form={form} onSave={(v) => onSave(v)} submitLabel={submitLabel} back={back}>
      <Fieldset legend={t('piafe.holder.identity')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SelectField
            control={control}
            name="identityType"
            label={t('piafe.field.identityType')}
            options={options('identityType')}
          />
          <TextField
            control={control}
            name="identityNumber"
            label={t('piafe.field.identityNumber')}
            description={t('piafe.holder.searchHint')}
            maxLength={20}
            ltr
          />
          {withSearch && (
            <Group align="end">
              <Button variant="light" onClick={() => void search()}>
                {t('piafe.holder.searchButton')}
              </Button>
            </Group>
          )}
        </SimpleGrid>
        {found && (
          <Alert mt="sm" color={found === 'none' ? 'blue' : 'green'} role="status">
            {found === 'none' ? t('piafe.holder.notFound') : t('piafe.holder.found', { name: found.name })}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <TextField control={control} name="lastName" label={t('piafe.field.lastName')} maxLength={100} />
          <TextField control={control} name="firstName" label={t('piafe.field.firstName')} maxLength={100} />
          <DateField control={control} name="birthDate" label={t('piafe.field.birthDate')} {...opt} />
          <TextField control={control} name="birthPlace" label={t('piafe.field.birthPlace')} maxLength={100} {...opt} />
          <SelectField control={control} name="gender" label={t('piafe.field.gender')} options={options('gender')} {...opt} />
          <TextField control={control} name="email" label={t('piafe.field.email')} maxLength={254} type="email" ltr {...opt} />
          <TextField
            control={control}
            name="mobilePhone"
            label={t('piafe.field.mobilePhone')}
            maxLength={10}
            type="tel"
            ltr
            {...opt}
          />
          <TextField
            control={control}
            name="deskPhone"
            label={t('piafe.field.deskPhone')}
            maxLength={10}
            type="tel"
            ltr
            {...opt}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('piafe.holder.address')}>
        <TextField control={control} name="address" label={t('piafe.field.address')} maxLength={300} {...opt} />
        <PlaceFields control={control} setValue={setValue} regionOptional />
      </Fieldset>
      <Fieldset legend={t('piafe.holder.profile')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            control={control}
            name="schoolLevel"
            label={t('piafe.field.schoolLevel')}
            options={options('schoolLevel')}
            {...opt}
          />
          <SelectField
            control={control}
            name="professionalActivity"
            label={t('piafe.field.professionalActivity')}
            options={options('professionalActivity')}
            {...opt}
          />
          <SelectField
            control={control}
            name="professionalTraining"
            label={t('piafe.field.professionalTraining')}
            options={options('training')}
            {...opt}
          />
          <SelectField
            control={control}
            name="legalStatus"
            label={t('piafe.field.legalStatus')}
            options={options('legalStatus')}
            {...opt}
          />
          <SelectField
            control={control}
            name="orientedFrom"
            label={t('piafe.field.orientedFrom')}
            options={options('orientedFrom')}
            {...opt}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('piafe.holder.bank')}>
        <Group>
          <CheckboxField control={control} name="hasBankAccount" label={t('piafe.field.hasBankAccount')} />
          <CheckboxField control={control} name="appliedForLoan" label={t('piafe.field.appliedForLoan')} />
          <CheckboxField control={control} name="contractedLoan" label={t('piafe.field.contractedLoan')} />
        </Group>
        <TextField
          control={control}
          name="bankingOrganisation"
          label={t('piafe.field.bankingOrganisation')}
          maxLength={150}
          {...opt}
        />
      </Fieldset>
    </PiafeForm>
  );
}
