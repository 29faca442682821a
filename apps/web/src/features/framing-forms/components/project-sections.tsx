import { ADVANCEMENT_STAGES, FRAMING_INVESTOR_TYPES } from '@cri/shared/enums/framing-forms';
import { FRAMING_FORM_DESCRIPTION_MAX } from '@cri/shared/limits';
import { FRAMING_FORM_MAX_YEARS } from '@cri/shared/schemas/framing-forms';
import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField, TextareaField, TextField } from '../../../components/forms/form-fields.tsx';
import { localized } from '../../../lib/i18n/localized.ts';
import { useChoiceLists } from '../../reference-data/api/get-choices.ts';
import { useRegions } from '../../reference-data/api/get-regions.ts';
import { useSectors } from '../../reference-data/api/get-sectors.ts';
import type { TFramingFormPage } from '../lib/form-values.ts';
import { identityLabelKey } from '../lib/labels.ts';

type Props = { control: Control<TFramingFormPage> };

/** Who invests: the person type, the legal-form family and the identity number. */
export function InvestorSection({ control }: Props) {
  const { t, i18n } = useTranslation();
  const lists = useChoiceLists();
  const investorType = useWatch({ control, name: 'framingForm.investorType' });
  return (
    <Fieldset legend={t('framingForms.form.sections.investor')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          control={control}
          name="framingForm.investorType"
          label={t('framingForms.fields.investorType')}
          options={FRAMING_INVESTOR_TYPES.map((v) => ({ value: v, label: t(`framingForms.investorTypes.${v}`) }))}
        />
        <SelectField
          control={control}
          name="framingForm.legalFormFamilyId"
          label={t('framingForms.fields.legalFormFamily')}
          numeric
          options={(lists.data?.CompanyLegalFormFamily ?? []).map((i) => ({
            value: String(i.id),
            label: localized(i, i18n.language),
          }))}
        />
        <TextField
          control={control}
          name="framingForm.identityNumber"
          label={t(identityLabelKey(investorType ?? null))}
          maxLength={30}
          ltr
        />
      </SimpleGrid>
    </Fieldset>
  );
}

/** The project: name, region, the sector tree (sector > category > subcategory), description, stage. */
export function ProjectSection({ control }: Props) {
  const { t, i18n } = useTranslation();
  const { setValue } = useFormContext<TFramingFormPage>();
  const sectors = useSectors().data ?? [];
  const regions = useRegions().data ?? [];
  const [sectorId, categoryId, description] = useWatch({
    control,
    name: ['framingForm.sectorId', 'framingForm.categoryId', 'framingForm.description'],
  });
  const childrenOf = (parentId: number | null, level: string) =>
    sectors
      .filter((s) => s.level === level && s.parentId === parentId)
      .map((s) => ({ value: String(s.id), label: localized(s, i18n.language) }));
  const subcategories = categoryId ? childrenOf(categoryId, 'SUBCATEGORY') : [];
  return (
    <Fieldset legend={t('framingForms.form.sections.project')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            control={control}
            name="framingForm.projectName"
            label={t('framingForms.fields.projectName')}
            maxLength={200}
          />
          <SelectField
            control={control}
            name="framingForm.regionId"
            label={t('framingForms.fields.region')}
            description={t('framingForms.fields.regionDescription')}
            numeric
            options={regions.filter((r) => r.deployed).map((r) => ({ value: String(r.id), label: localized(r, i18n.language) }))}
          />
          <SelectField
            control={control}
            name="framingForm.sectorId"
            label={t('framingForms.fields.sector')}
            numeric
            options={childrenOf(null, 'SECTOR')}
            onPicked={() => {
              setValue('framingForm.categoryId', null as unknown as number);
              setValue('framingForm.subcategoryId', null);
            }}
          />
          <SelectField
            control={control}
            name="framingForm.categoryId"
            label={t('framingForms.fields.category')}
            numeric
            options={sectorId ? childrenOf(sectorId, 'CATEGORY') : []}
            onPicked={() => setValue('framingForm.subcategoryId', null)}
          />
          {subcategories.length > 0 ? (
            <SelectField
              control={control}
              name="framingForm.subcategoryId"
              label={t('framingForms.fields.subcategory')}
              optional
              numeric
              options={subcategories}
            />
          ) : null}
          <SelectField
            control={control}
            name="framingForm.advancementStage"
            label={t('framingForms.fields.advancementStage')}
            options={ADVANCEMENT_STAGES.map((v) => ({ value: v, label: t(`framingForms.advancementStages.${v}`) }))}
          />
        </SimpleGrid>
        <TextareaField
          control={control}
          name="framingForm.description"
          label={t('framingForms.fields.description')}
          description={t('framingForms.fields.descriptionCount', { count: (description ?? '').length })}
          maxLength={FRAMING_FORM_DESCRIPTION_MAX}
        />
      </Stack>
    </Fieldset>
  );
}

/** Amount, jobs and the expected turnover per year (a short editable list). */
export function FiguresSection({ control }: Props) {
  const { t } = useTranslation();
  const years = useFieldArray({ control, name: 'framingForm.yearlyResults' });
  const values = useWatch({ control, name: 'framingForm.yearlyResults' }) ?? [];
  const nextYear = () => Math.max(new Date().getFullYear(), ...values.map((v) => (typeof v.year === 'number' ? v.year : 0))) + 1;
  return (
    <Fieldset legend={t('framingForms.form.sections.figures')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField
            control={control}
            name="framingForm.totalInvestedAmount"
            label={t('framingForms.fields.totalInvestedAmount')}
            decimals={2}
          />
          <NumberField
            control={control}
            name="framingForm.numberOfCreatedJobs"
            label={t('framingForms.fields.numberOfCreatedJobs')}
          />
        </SimpleGrid>
        <Text fw={600} component="h3" size="md">
          {t('framingForms.form.sections.results')}
        </Text>
        {years.fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('framingForms.fields.noYears')}
          </Text>
        ) : null}
        {years.fields.map((row, index) => (
          <Group key={row.id} align="flex-start" wrap="nowrap">
            <NumberField
              control={control}
              name={`framingForm.yearlyResults.${index}.year`}
              label={t('framingForms.fields.year')}
              grouping={false}
            />
            <NumberField
              control={control}
              name={`framingForm.yearlyResults.${index}.turnover`}
              label={t('framingForms.fields.turnover')}
              decimals={2}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              onClick={() => years.remove(index)}
              aria-label={t('framingForms.fields.removeYear', { year: values[index]?.year ?? '' })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {years.fields.length < FRAMING_FORM_MAX_YEARS ? (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => years.append({ year: nextYear(), turnover: null as unknown as number })}
            >
              {t('framingForms.fields.addYear')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
