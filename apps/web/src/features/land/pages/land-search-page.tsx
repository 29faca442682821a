import { PARCEL_EXAMINATION_STATES } from '@cri/shared/enums/land';
import { LAND_SEARCH_SORTS, ZLandSearchQuery } from '@cri/shared/schemas/land';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { usePaging } from '../../../lib/page-size.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { choiceItems, useChoiceLists } from '../../reference-data/api/get-choices.ts';
import { useCommunes } from '../../reference-data/api/get-communes.ts';
import { queryString, useLandSearch } from '../api/land-api.ts';
import { HabilitationGate } from '../components/habilitation-gate.tsx';
import { Pager } from '../components/pager.tsx';
import { ParcelTable } from '../components/parcel-table.tsx';

type Values = Record<string, string>;
const EMPTY: Values = {
  titleNumber: '',
  titleIndex: '',
  requisitionNumber: '',
  communeId: '',
  legalStatusId: '',
  minAreaHa: '',
  maxAreaHa: '',
  examinationState: '',
  sort: 'titleNumber',
  direction: 'asc',
};

function Search() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const user = useSignedInUser();
  const communes = useCommunes();
  const choices = useChoiceLists();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asked, setAsked] = useState<Values | null>(null);
  const { page, setPage, size, setSize } = usePaging('land-search');
  const query = useLandSearch(asked ? queryString({ ...asked, page, size }) : null);

  const set = (name: string) => (value: string | number | bigint | null) =>
    setValues((v) => ({ ...v, [name]: value === null ? '' : String(value) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
    const parsed = ZLandSearchQuery.safeParse(cleaned);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t(i.message)])));
      return;
    }
    setErrors({});
    setPage(0);
    setAsked(values);
  };
  const regionCommunes = (communes.data ?? []).filter((c) => c.regionId === user?.regionId);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('land.search.title')}</Title>
      <Text>{t('land.search.intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <TextInput
              label={t('land.search.titleNumber')}
              inputMode="numeric"
              value={values.titleNumber}
              onChange={(e) => set('titleNumber')(e.currentTarget.value)}
              error={errors.titleNumber}
            />
            <TextInput
              label={t('land.search.titleIndex')}
              value={values.titleIndex}
              onChange={(e) => set('titleIndex')(e.currentTarget.value)}
              error={errors.titleIndex}
            />
            <TextInput
              label={t('land.search.requisitionNumber')}
              value={values.requisitionNumber}
              onChange={(e) => set('requisitionNumber')(e.currentTarget.value)}
              error={errors.requisitionNumber}
            />
            <Select
              label={t('land.search.commune')}
              clearable
              searchable
              value={values.communeId || null}
              onChange={set('communeId')}
              data={regionCommunes.map((c) => ({ value: String(c.id), label: ar ? c.nameAr : c.nameFr }))}
            />
            <Select
              label={t('land.search.legalStatus')}
              clearable
              value={values.legalStatusId || null}
              onChange={set('legalStatusId')}
              data={choiceItems(choices.data, 'LandLegalStatus').map((c) => ({
                value: String(c.id),
                label: ar ? c.labelAr : c.labelFr,
              }))}
            />
            <Select
              label={t('land.parcels.filterState')}
              clearable
              value={values.examinationState || null}
              onChange={set('examinationState')}
              data={PARCEL_EXAMINATION_STATES.map((s) => ({ value: s, label: t(`land.examination.${s}`) }))}
            />
            <NumberInput
              label={t('land.search.minArea')}
              decimalScale={2}
              value={values.minAreaHa}
              onChange={set('minAreaHa')}
              error={errors.minAreaHa}
            />
            <NumberInput
              label={t('land.search.maxArea')}
              decimalScale={2}
              value={values.maxAreaHa}
              onChange={set('maxAreaHa')}
              error={errors.maxAreaHa}
            />
            <Group grow>
              <Select
                label={t('land.search.sort')}
                allowDeselect={false}
                value={values.sort}
                onChange={set('sort')}
                data={LAND_SEARCH_SORTS.map((s) => ({ value: s, label: t(`land.search.sorts.${s}`) }))}
              />
              <Select
                label={t('land.search.direction')}
                allowDeselect={false}
                value={values.direction}
                onChange={set('direction')}
                data={[
                  { value: 'asc', label: t('land.search.asc') },
                  { value: 'desc', label: t('land.search.desc') },
                ]}
              />
            </Group>
          </SimpleGrid>
          <Group>
            <Button type="submit">{t('land.search.submit')}</Button>
            <Button
              variant="default"
              onClick={() => {
                setValues(EMPTY);
                setErrors({});
                setAsked(null);
              }}
            >
              {t('land.search.reset')}
            </Button>
          </Group>
        </Stack>
      </form>
      {asked === null ? null : query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('land.loadFailed')}
        </Alert>
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed">{t('land.empty')}</Text>
      ) : (
        <>
          <ParcelTable parcels={query.data.items} link={user?.habilitations.includes('CONSULT') ?? false} />
          <Pager page={page} size={size} total={query.data.total} onPage={setPage} onSize={setSize} />
        </>
      )}
    </Stack>
  );
}

/** /foncier/search (SEARCH, behind foncierSearch): every filter, paged and sortable, duplicates flagged. */
export default function LandSearchPage() {
  const { t } = useTranslation();
  return (
    <HabilitationGate habilitation="SEARCH" title={t('land.search.title')}>
      <Search />
    </HabilitationGate>
  );
}
