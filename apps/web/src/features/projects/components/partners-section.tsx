import { PARTNER_IDENTITY_TYPES, PROJECT_LIMITS, socialPartsTotal } from '@cri/shared/rules/project-form';
import { emptyPartner, type TProjectFormValues } from '@cri/shared/schemas/project-form';
import { Button, Fieldset, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField, TextField } from '../../../components/forms/form-fields.tsx';
import { formatNumber } from '../../../lib/format.ts';

/** Majority partners: at most 10, parts from 1 to 100%, their sum shown as it is typed (at most 100%). */
export function PartnersSection({ control }: { control: Control<TProjectFormValues> }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'partners' });
  const partners = useWatch({ control, name: 'partners' });
  const { errors } = useFormState({ control, name: 'partners' });
  const sum = socialPartsTotal((partners ?? []).map((p) => p.socialPart));
  const rootError = errors.partners?.root?.message ?? errors.partners?.message;
  const types = PARTNER_IDENTITY_TYPES.map((value) => ({ value, label: t(`projects.form.partnerTypes.${value}`) }));
  const f = (key: string) => t(`projects.form.fields.${key}`);
  return (
    <Fieldset legend={t('projects.form.sections.partners')}>
      {fields.length === 0 ? <Text size="sm">{t('projects.form.noPartners')}</Text> : null}
      {fields.map((row, i) => {
        const n = i + 1;
        return (
          <Paper key={row.id} withBorder radius="md" p="md" mb="sm" component="section" aria-labelledby={`partner-${row.id}`}>
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h5" id={`partner-${row.id}`}>
                {t('projects.form.partner', { n })}
              </Title>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => remove(i)}
              >
                {t('projects.form.removePartner', { n })}
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <SelectField
                control={control}
                name={`partners.${i}.identityType`}
                label={f('partnerIdentityType')}
                options={types}
              />
              <TextField control={control} name={`partners.${i}.name`} label={f('partnerName')} maxLength={200} />
              <NumberField control={control} name={`partners.${i}.socialPart`} label={f('socialPart')} decimals={2} />
            </SimpleGrid>
          </Paper>
        );
      })}
      <Group justify="space-between" mt="sm">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => append(emptyPartner())}
          disabled={fields.length >= PROJECT_LIMITS.maxPartners}
        >
          {t('projects.form.addPartner')}
        </Button>
        <Text size="sm" fw={600} c={sum > PROJECT_LIMITS.socialPartsTotal ? 'red' : undefined} aria-live="polite">
          {t('projects.form.partnersSum', { sum: formatNumber(sum) })}
        </Text>
      </Group>
      {rootError ? (
        <Text c="red" size="sm" role="alert" mt="xs">
          {t(rootError)}
        </Text>
      ) : null}
    </Fieldset>
  );
}
