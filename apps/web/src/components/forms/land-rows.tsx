import { FUNDAMENTAL_REFERENCE_TYPE_IDS as REF } from '@cri/shared/enums/reference-data';
import {
  LAND_COVER_DOCUMENT_MAX_LENGTH,
  LAND_REGISTRY_MAX_LENGTH,
  LAND_REQUISITION_NUMBER_MAX_LENGTH,
  LAND_SPECIAL_INDEX_MAX_LENGTH,
  LAND_TITLE_INDEX_MAX_LENGTH,
  PROJECT_LANDS_MAX,
} from '@cri/shared/limits';
import { emptyLand } from '@cri/shared/rules/project-lands';
import type { TLandOptions } from '@cri/shared/schemas/project-infos';
import { Alert, Button, Fieldset, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Localizable, localized } from '../../lib/i18n/localized.ts';
import { IdSelectField, NumberValueField, TextValueField, useFieldError, type Values } from './value-fields.tsx';

interface Props {
  label: string;
  options: TLandOptions;
  disabled: boolean;
}

/** The parcels of the project (spec 2 §5 "Land rows"): fields follow the fundamental reference type. */
export function LandRows({ label, options, disabled }: Props) {
  const { t } = useTranslation();
  const { control, formState, getFieldState } = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lands' });
  const state = getFieldState('lands', formState);
  const rootError =
    (state.error as { root?: { message?: string }; message?: string } | undefined)?.root?.message ?? state.error?.message;
  return (
    <Fieldset legend={label}>
      <Stack gap="md">
        {fields.length === 0 ? <Text size="sm">{t('projectInfos.lands.empty')}</Text> : null}
        {fields.map((f, i) => (
          <LandRow key={f.id} index={i} options={options} disabled={disabled} onRemove={() => remove(i)} />
        ))}
        {rootError && (formState.isSubmitted || state.error?.type === 'server') ? (
          <Alert color="red" variant="light" role="alert">
            {t(rootError)}
          </Alert>
        ) : null}
        {!disabled && fields.length < PROJECT_LANDS_MAX ? (
          <Group>
            <Button variant="light" onClick={() => append(emptyLand())}>
              {t('projectInfos.lands.add')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Fieldset>
  );
}

function LandRow({
  index: i,
  options,
  disabled,
  onRemove,
}: {
  index: number;
  options: TLandOptions;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<Values>();
  const type = useWatch({ control, name: `lands.${i}.fundamentalReferenceTypeId` });
  const covered = useWatch({ control, name: `lands.${i}.covered` });
  const pick = (items: readonly ({ id: number } & Localizable<string>)[]) =>
    items.map((c) => ({ value: String(c.id), label: localized(c, i18n.language) }));
  const l = (key: string) => t(`projectInfos.lands.${key}`);
  return (
    <Paper withBorder p="md" component="section" aria-label={t('projectInfos.lands.parcel', { number: i + 1 })}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {t('projectInfos.lands.parcel', { number: i + 1 })}
        </Title>
        {!disabled ? (
          <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
            {t('projectInfos.lands.remove', { number: i + 1 })}
          </Button>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <IdSelectField
          name={`lands.${i}.legalStatusId`}
          label={l('legalStatus')}
          required
          disabled={disabled}
          options={pick(options.legalStatuses)}
        />
        <IdSelectField
          name={`lands.${i}.communeId`}
          label={l('commune')}
          required
          disabled={disabled}
          options={pick(options.communes)}
          searchable
        />
        <IdSelectField
          name={`lands.${i}.fundamentalReferenceTypeId`}
          label={l('fundamentalReferenceType')}
          required
          disabled={disabled}
          options={pick(options.fundamentalReferenceTypes)}
        />
        <NumberValueField name={`lands.${i}.parcelSurface`} label={l('parcelSurface')} required disabled={disabled} unit="m²" />
        <CoveredField index={i} disabled={disabled} />
        {covered === true ? (
          <TextValueField
            name={`lands.${i}.coverDocument`}
            label={l('coverDocument')}
            required
            disabled={disabled}
            maxLength={LAND_COVER_DOCUMENT_MAX_LENGTH}
          />
        ) : null}
        {type === REF.REGISTRY_TITLE ? (
          <>
            <TextValueField
              name={`lands.${i}.landRegistry`}
              label={l('landRegistry')}
              required
              disabled={disabled}
              maxLength={LAND_REGISTRY_MAX_LENGTH}
            />
            <NumberValueField name={`lands.${i}.titleNumber`} label={l('titleNumber')} required disabled={disabled} integer />
            <TextValueField
              name={`lands.${i}.titleIndex`}
              label={l('titleIndex')}
              required
              disabled={disabled}
              maxLength={LAND_TITLE_INDEX_MAX_LENGTH}
              ltr
            />
            <TextValueField
              name={`lands.${i}.specialIndex`}
              label={`${l('specialIndex')} (${t('projectInfos.notRequired')})`}
              disabled={disabled}
              maxLength={LAND_SPECIAL_INDEX_MAX_LENGTH}
              ltr
            />
          </>
        ) : null}
        {type === REF.REQUISITION ? (
          <TextValueField
            name={`lands.${i}.registrationRequisitionNumber`}
            label={l('registrationRequisitionNumber')}
            required
            disabled={disabled}
            maxLength={LAND_REQUISITION_NUMBER_MAX_LENGTH}
            ltr
          />
        ) : null}
      </SimpleGrid>
    </Paper>
  );
}

function CoveredField({ index, disabled }: { index: number; disabled: boolean }) {
  const { t } = useTranslation();
  const { field } = useController<Values, `lands.${number}.covered`>({ name: `lands.${index}.covered` });
  const error = useFieldError(`lands.${index}.covered`);
  return (
    <Radio.Group
      name={field.name}
      value={field.value === null ? '' : String(field.value)}
      onChange={(v) => field.onChange(v === 'true')}
      label={t('projectInfos.lands.covered')}
      withAsterisk
      error={error}
    >
      <Group mt={6}>
        <Radio value="true" label={t('projectInfos.yes')} disabled={disabled} />
        <Radio value="false" label={t('projectInfos.no')} disabled={disabled} />
      </Group>
    </Radio.Group>
  );
}
