import type { TFieldError } from '@cri/shared/errors';
import type { TInfoQuestion, TLand, TLandOptions } from '@cri/shared/schemas/project-infos';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LandRows } from '../../../components/forms/land-rows.tsx';
import type { Values } from '../../../components/forms/value-fields.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { type Localizable, localized } from '../../../lib/i18n/localized.ts';
import { ltr, nbsp } from '../lib/paths.ts';

interface EditorProps {
  question: TInfoQuestion;
  options: TLandOptions;
  initial: TLand[];
  /** The land errors of the step (shared rules, then the server's): shown under their fields at once. */
  issues: readonly TFieldError[];
  disabled: boolean;
  onChange: (lands: TLand[]) => void;
}

/**
 * The LAND question of the monitoring info step (spec 3 §3 landList): the project form's land rows, in a
 * small form of their own whose parcels the step keeps. Errors show as they arise, since Next stays
 * disabled while there are any.
 */
export function MonitoringLandsEditor({ question, options, initial, issues, disabled, onChange }: EditorProps) {
  const { i18n } = useTranslation();
  const form = useForm<Values>({ defaultValues: { complete: true, infos: [], exploitationYears: [], lands: initial } });
  const { watch, getValues, setError, clearErrors } = form;
  useEffect(() => {
    const sub = watch(() => onChange(structuredClone(getValues('lands'))));
    return () => sub.unsubscribe();
  }, [watch, getValues, onChange]);
  const shown = JSON.stringify(issues);
  useEffect(() => {
    clearErrors('lands');
    for (const e of JSON.parse(shown) as TFieldError[])
      setError(e.field as FieldPath<Values>, { type: 'server', message: e.messageKey });
  }, [shown, setError, clearErrors]);
  const label = localized(question, i18n.language);
  return (
    <FormProvider {...form}>
      <LandRows label={label} options={options} disabled={disabled} />
    </FormProvider>
  );
}

/** The parcels on the recap, one card each, with the project form's labels. */
export function MonitoringLandsRecap({ lands, options }: { lands: readonly TLand[]; options: TLandOptions }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const l = (key: string) => t(`projectInfos.lands.${key}`);
  const nameOf = (items: readonly ({ id: number } & Localizable<string>)[], id: number | null) => {
    const found = items.find((x) => x.id === id);
    return found ? localized(found, lang) : '';
  };
  if (lands.length === 0) return <Text size="sm">{l('empty')}</Text>;
  return (
    <Stack gap="sm">
      {lands.map((land, i) => {
        const facts: [string, string][] = [
          [l('legalStatus'), nameOf(options.legalStatuses, land.legalStatusId)],
          [l('commune'), nameOf(options.communes, land.communeId)],
          [l('fundamentalReferenceType'), nameOf(options.fundamentalReferenceTypes, land.fundamentalReferenceTypeId)],
          [l('parcelSurface'), land.parcelSurface === null ? '' : ltr(nbsp(formatNumber(land.parcelSurface)), lang)],
          [l('covered'), land.covered === null ? '' : t(land.covered ? 'projectInfos.yes' : 'projectInfos.no')],
          [l('coverDocument'), land.coverDocument ?? ''],
          [l('landRegistry'), land.landRegistry ?? ''],
          [l('titleNumber'), land.titleNumber === null ? '' : ltr(String(land.titleNumber), lang)],
          [l('titleIndex'), land.titleIndex ?? ''],
          [l('specialIndex'), land.specialIndex ?? ''],
          [l('registrationRequisitionNumber'), land.registrationRequisitionNumber ?? ''],
        ];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: parcels have no id; their order is their identity here.
          <Paper key={i} withBorder p="sm" component="section" aria-label={t('projectInfos.lands.parcel', { number: i + 1 })}>
            <Title order={3} size="h5" mb="xs">
              {t('projectInfos.lands.parcel', { number: i + 1 })}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {facts
                .filter(([, v]) => v !== '')
                .map(([label, value]) => (
                  <div key={label}>
                    <Text size="xs" c="dimmed">
                      {label}
                    </Text>
                    <Text>{value}</Text>
                  </div>
                ))}
            </SimpleGrid>
          </Paper>
        );
      })}
    </Stack>
  );
}
