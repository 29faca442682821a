import { LAND_ASSIGNMENT_TYPES, LAND_SITUATIONS } from '@cri/shared/enums/framing-forms';
import { FRAMING_FORM_AREA_MAX_HA, FRAMING_FORM_AREA_MIN_HA } from '@cri/shared/limits';
import { Fieldset, Radio, SimpleGrid, Stack, Switch } from '@mantine/core';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField } from '../../../components/forms/form-fields.tsx';
import { localized } from '../../../lib/i18n/localized.ts';
import { useVocations } from '../../reference-data/api/get-vocations.ts';
import type { TFramingFormPage } from '../lib/form-values.ts';

type Props = { control: Control<TFramingFormPage> };

function YesNo({
  control,
  name,
  label,
}: Props & { name: 'framingForm.landNeeded' | 'framingForm.constructionNeeded'; label: string }) {
  const { field } = useController({ control, name });
  return (
    <Switch
      name={field.name}
      ref={field.ref}
      checked={field.value === true}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      label={label}
      size="md"
    />
  );
}

/** The land situation and, when land is needed, the area range, vocation, assignment type and budget. */
export function LandSection({ control }: Props) {
  const { t, i18n } = useTranslation();
  const vocations = useVocations().data ?? [];
  const situation = useController({ control, name: 'framingForm.landSituation' });
  const landNeeded = useWatch({ control, name: 'framingForm.landNeeded' });
  const situationError = situation.fieldState.error?.message;
  return (
    <Fieldset legend={t('framingForms.form.sections.land')}>
      <Stack gap="md">
        <Radio.Group
          name={situation.field.name}
          value={situation.field.value ?? null}
          onChange={(v) => situation.field.onChange(v)}
          label={t('framingForms.fields.landSituation')}
          withAsterisk
          error={
            situationError && (situation.fieldState.isTouched || situation.formState.isSubmitted) ? t(situationError) : undefined
          }
        >
          <Stack gap="xs" mt="xs">
            {LAND_SITUATIONS.map((v) => (
              <Radio key={v} value={v} label={t(`framingForms.landSituations.${v}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <YesNo control={control} name="framingForm.landNeeded" label={t('framingForms.fields.landNeeded')} />
        {landNeeded ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberField
              control={control}
              name="framingForm.minAreaHa"
              label={t('framingForms.fields.minAreaHa')}
              description={t('framingForms.fields.areaDescription')}
              decimals={2}
              min={FRAMING_FORM_AREA_MIN_HA}
              max={FRAMING_FORM_AREA_MAX_HA}
            />
            <NumberField
              control={control}
              name="framingForm.maxAreaHa"
              label={t('framingForms.fields.maxAreaHa')}
              description={t('framingForms.fields.areaDescription')}
              decimals={2}
              min={FRAMING_FORM_AREA_MIN_HA}
              max={FRAMING_FORM_AREA_MAX_HA}
            />
            <SelectField
              control={control}
              name="framingForm.vocationId"
              label={t('framingForms.fields.vocation')}
              numeric
              options={vocations.map((v) => ({ value: String(v.id), label: localized(v, i18n.language) }))}
            />
            <SelectField
              control={control}
              name="framingForm.assignmentType"
              label={t('framingForms.fields.assignmentType')}
              options={LAND_ASSIGNMENT_TYPES.map((v) => ({ value: v, label: t(`framingForms.assignmentTypes.${v}`) }))}
            />
            <NumberField
              control={control}
              name="framingForm.budgetMinPerM2"
              label={t('framingForms.fields.budgetMinPerM2')}
              optional
              decimals={2}
            />
            <NumberField
              control={control}
              name="framingForm.budgetMaxPerM2"
              label={t('framingForms.fields.budgetMaxPerM2')}
              optional
              decimals={2}
            />
          </SimpleGrid>
        ) : null}
      </Stack>
    </Fieldset>
  );
}

export function ConstructionSection({ control }: Props) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('framingForms.form.sections.construction')}>
      <YesNo control={control} name="framingForm.constructionNeeded" label={t('framingForms.fields.constructionNeeded')} />
    </Fieldset>
  );
}
