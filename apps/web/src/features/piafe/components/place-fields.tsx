import { SimpleGrid } from '@mantine/core';
import { type Control, type FieldValues, type Path, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/forms/form-fields.tsx';
import { localized } from '../../../lib/i18n/localized.ts';
import { useCommunes } from '../../reference-data/api/get-communes.ts';
import { useProvinces } from '../../reference-data/api/get-provinces.ts';
import { useRegions } from '../../reference-data/api/get-regions.ts';

interface PlaceForm extends FieldValues {
  regionId?: number | null | undefined;
  provinceId?: number | null | undefined;
  communeId?: number | null | undefined;
}

/** Region, then a province of it, then a commune of the province (a change below the region clears below). */
export function PlaceFields<T extends PlaceForm>({
  control,
  setValue,
  regionOptional,
}: {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  regionOptional?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const regions = useRegions();
  const provinces = useProvinces();
  const communes = useCommunes();
  const regionId = useWatch({ control, name: 'regionId' as Path<T> }) as number | null | undefined;
  const provinceId = useWatch({ control, name: 'provinceId' as Path<T> }) as number | null | undefined;
  const name = (r: { nameFr: string; nameAr: string }) => localized(r, i18n.language);
  const clear = (field: string) => setValue(field as Path<T>, null as never, { shouldDirty: true });
  const note = t('common.optionalField');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <SelectField
        control={control}
        name={'regionId' as Path<T>}
        label={t('piafe.field.regionId')}
        optional={regionOptional}
        description={regionOptional ? note : undefined}
        numeric
        options={(regions.data ?? []).map((r) => ({ value: String(r.id), label: name(r) }))}
        onPicked={() => {
          clear('provinceId');
          clear('communeId');
        }}
      />
      <SelectField
        control={control}
        name={'provinceId' as Path<T>}
        label={t('piafe.field.provinceId')}
        optional
        description={note}
        numeric
        options={(provinces.data ?? [])
          .filter((p) => p.regionId === regionId)
          .map((p) => ({ value: String(p.id), label: name(p) }))}
        onPicked={() => clear('communeId')}
      />
      <SelectField
        control={control}
        name={'communeId' as Path<T>}
        label={t('piafe.field.communeId')}
        optional
        description={note}
        numeric
        options={(communes.data ?? [])
          .filter((c) => c.provinceId === provinceId)
          .map((c) => ({ value: String(c.id), label: name(c) }))}
      />
    </SimpleGrid>
  );
}
