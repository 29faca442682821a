import { PROJECT_LIMITS } from '@cri/shared/rules/project-form';
import type { TProjectFormValues } from '@cri/shared/schemas/project-form';
import type { TCommune } from '@cri/shared/schemas/reference-data';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextareaField, TextField } from '../../../components/forms/form-fields.tsx';
import { communeOptions } from '../lib/form-options.ts';

/** The project itself: its name, description and where it is built (a commune of the project's region). */
export function ProjectSection({
  control,
  communes,
  regionId,
}: {
  control: Control<TProjectFormValues>;
  communes: readonly TCommune[];
  regionId: number;
}) {
  const { t, i18n } = useTranslation();
  const f = (key: string) => t(`projects.form.fields.${key}`);
  return (
    <Fieldset legend={t('projects.form.sections.project')}>
      <Stack gap="sm">
        <TextField control={control} name="name" label={f('name')} maxLength={200} />
        <TextareaField control={control} name="description" label={f('description')} maxLength={PROJECT_LIMITS.description} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={control} name="address" label={f('address')} maxLength={300} />
          <SelectField
            control={control}
            name="communeId"
            label={f('commune')}
            options={communeOptions(communes, i18n.language, regionId)}
            numeric
          />
          <TextField control={control} name="zipCode" label={f('zipCode')} maxLength={5} ltr inputMode="numeric" />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
