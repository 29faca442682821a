import { type TPiafeExchange, type TPiafeQualificationBody, ZPiafeQualificationBody } from '@cri/shared/schemas/piafe';
import { Checkbox, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Option } from '../../../components/forms/form-fields.tsx';
import { DateField, NumberField, SelectField, TextField } from '../../../components/forms/form-fields.tsx';
import { useEnumOptions } from '../lib/options.ts';
import { PiafeForm, usePiafeForm } from './piafe-form.tsx';

export function qualificationValues(e: TPiafeExchange | null | undefined, today: string): TPiafeQualificationBody {
  return {
    exchangeDate: e?.exchangeDate ?? today,
    contactType: (e?.contactType as TPiafeQualificationBody['contactType']) ?? 'FIELD_VISIT',
    place: e?.place ?? '',
    interviewer: e?.interviewer ?? '',
    durationMinutes: e?.durationMinutes ?? (undefined as unknown as number),
    needs: (e?.needs ?? []) as TPiafeQualificationBody['needs'],
    needsOther: e?.needsOther ?? '',
    services: (e?.services ?? []) as TPiafeQualificationBody['services'],
    servicesOther: e?.servicesOther ?? '',
    orientedTo: (e?.orientedTo as TPiafeQualificationBody['orientedTo']) ?? null,
  };
}

/** Checkboxes over codes: the needs, the services (spec 3 §3, each with its "other"). */
function CodeChecks({
  control,
  name,
  label,
  options,
}: {
  control: Control<TPiafeQualificationBody>;
  name: 'needs' | 'services';
  label: string;
  options: Option[];
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox.Group
      label={label}
      value={(field.value ?? []) as string[]}
      onChange={field.onChange}
      error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {options.map((o) => (
          <Checkbox key={o.value} value={o.value} label={o.label} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

/** Step 4, the qualification's modification and a new visit: the visit, then needs and services. */
export function QualificationForm({
  initial,
  today,
  onSave,
  submitLabel,
  back,
}: {
  initial: TPiafeExchange | null | undefined;
  today: string;
  onSave: (body: TPiafeQualificationBody) => Promise<unknown>;
  submitLabel: string;
  back?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const form = usePiafeForm(ZPiafeQualificationBody, qualificationValues(initial, today));
  const control = form.control as unknown as Control<TPiafeQualificationBody>;
  const needs = useWatch({ control, name: 'needs' }) ?? [];
  const services = useWatch({ control, name: 'services' }) ?? [];
  const opt = { optional: true, description: t('common.optionalField') } as const;
  return (
    <PiafeForm form={form} onSave={(v) => onSave(v)} submitLabel={submitLabel} back={back}>
      <Fieldset legend={t('piafe.qualification.visit')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField control={control} name="exchangeDate" label={t('piafe.field.exchangeDate')} />
          <SelectField
            control={control}
            name="contactType"
            label={t('piafe.field.contactType')}
            options={options('contactType')}
          />
          <TextField control={control} name="place" label={t('piafe.field.place')} maxLength={200} {...opt} />
          <TextField control={control} name="interviewer" label={t('piafe.field.interviewer')} maxLength={150} />
          <NumberField
            control={control}
            name="durationMinutes"
            label={t('piafe.field.durationMinutes')}
            min={1}
            max={1440}
            grouping={false}
          />
          <SelectField
            control={control}
            name="orientedTo"
            label={t('piafe.field.orientedTo')}
            options={options('orientedTo')}
            {...opt}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('piafe.qualification.needs')}>
        <Stack>
          <CodeChecks control={control} name="needs" label={t('piafe.field.needs')} options={options('need')} />
          {needs.includes('OTHER') && (
            <TextField control={control} name="needsOther" label={t('piafe.field.needsOther')} maxLength={300} />
          )}
          <CodeChecks control={control} name="services" label={t('piafe.field.services')} options={options('service')} />
          {services.includes('OTHER') && (
            <TextField control={control} name="servicesOther" label={t('piafe.field.servicesOther')} maxLength={300} />
          )}
        </Stack>
      </Fieldset>
    </PiafeForm>
  );
}
