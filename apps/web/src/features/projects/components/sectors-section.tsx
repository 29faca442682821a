import { PROJECT_LIMITS, SECTOR_COMPONENT_TITLE_CODES, unitLabelOf } from '@cri/shared/rules/project-form';
import { projectTotals } from '@cri/shared/rules/project-totals';
import { emptyComponent, type TProjectFormValues } from '@cri/shared/schemas/project-form';
import type { TCommune, TSector } from '@cri/shared/schemas/reference-data';
import { Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MultiSelectField, NumberField, type Option, SelectField } from '../../../components/forms/form-fields.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { communeOptions, sectorOptions } from '../lib/form-options.ts';

interface Props {
  control: Control<TProjectFormValues>;
  sectors: readonly TSector[];
  communes: readonly TCommune[];
  regionId: number;
}

/** The sectors of the project and its components (rows added and removed), with the running totals. */
export function SectorsSection({ control, sectors, communes, regionId }: Props) {
  const { t, i18n } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'components' });
  const [selected, components] = useWatch({ control, name: ['sectorIds', 'components'] });
  const { errors, isSubmitted } = useFormState({ control, name: 'components' });
  const allSectors = sectorOptions(sectors, i18n.language);
  const chosen = allSectors.filter((o) => (selected ?? []).includes(Number(o.value)));
  const titles: Option[] = SECTOR_COMPONENT_TITLE_CODES.map((code) => ({
    value: code,
    label: t(`projects.form.componentTitles.${code}`),
  }));
  const places = communeOptions(communes, i18n.language, regionId);
  const totals = projectTotals(components ?? []);
  const rootError = errors.components?.root?.message ?? errors.components?.message;
  const f = (key: string) => t(`projects.form.fields.${key}`);
  return (
    <Fieldset legend={t('projects.form.sections.sectors')}>
      <Stack gap="md">
        <MultiSelectField control={control} name="sectorIds" label={f('sectors')} options={allSectors} />
        {fields.length === 0 ? <Text size="sm">{t('projects.form.noComponents')}</Text> : null}
        {fields.map((row, i) => {
          const unit = unitLabelOf(components?.[i]?.title);
          const n = i + 1;
          return (
            <Paper key={row.id} withBorder radius="md" p="md" component="section" aria-labelledby={`component-${row.id}`}>
              <Group justify="space-between" mb="xs">
                <Title order={3} size="h5" id={`component-${row.id}`}>
                  {t('projects.form.component', { n })}
                </Title>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => remove(i)}
                >
                  {t('projects.form.removeComponent', { n })}
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                <SelectField
                  control={control}
                  name={`components.${i}.sectorId`}
                  label={f('componentSector')}
                  options={chosen}
                  numeric
                />
                <SelectField control={control} name={`components.${i}.title`} label={f('componentTitle')} options={titles} />
                <NumberField
                  control={control}
                  name={`components.${i}.investmentAmount`}
                  label={f('investmentAmount')}
                  decimals={2}
                />
                <NumberField control={control} name={`components.${i}.jobsCreated`} label={f('jobsCreated')} />
                <NumberField control={control} name={`components.${i}.area`} label={f('area')} decimals={2} />
                <NumberField control={control} name={`components.${i}.coveredArea`} label={f('coveredArea')} decimals={2} />
                {unit ? (
                  <NumberField control={control} name={`components.${i}.unitNumber`} label={t(`projects.form.units.${unit}`)} />
                ) : null}
                <SelectField
                  control={control}
                  name={`components.${i}.communeId`}
                  label={f('componentCommune')}
                  options={places}
                  numeric
                />
              </SimpleGrid>
            </Paper>
          );
        })}
        {rootError && isSubmitted ? (
          <Text c="red" size="sm" role="alert">
            {t(rootError)}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => append(emptyComponent())}
            disabled={fields.length >= PROJECT_LIMITS.maxComponents}
          >
            {t('projects.form.addComponent')}
          </Button>
          <Text size="sm" fw={600} aria-live="polite">
            {t('projects.form.totals', { amount: formatNumber(totals.totalInvestment), jobs: formatNumber(totals.totalJobs) })}
          </Text>
        </Group>
      </Stack>
    </Fieldset>
  );
}
