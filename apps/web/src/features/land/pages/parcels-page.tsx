import { PARCEL_EXAMINATION_STATES } from '@cri/shared/enums/land';
import { Alert, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { usePaging } from '../../../lib/page-size.ts';
import { queryString, useParcels } from '../api/land-api.ts';
import { HabilitationGate } from '../components/habilitation-gate.tsx';
import { Pager } from '../components/pager.tsx';
import { ParcelTable } from '../components/parcel-table.tsx';

function Parcels() {
  const { t } = useTranslation();
  const { page, setPage, size, setSize } = usePaging('land-parcels');
  const [state, setState] = useState<string | null>(null);
  const query = useParcels(queryString({ page, size, examinationState: state ?? undefined }));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('land.parcels.title')}</Title>
      <Select
        label={t('land.parcels.filterState')}
        placeholder={t('land.parcels.allStates')}
        clearable
        w={320}
        value={state}
        onChange={(v) => {
          setState(v);
          setPage(0);
        }}
        data={PARCEL_EXAMINATION_STATES.map((s) => ({ value: s, label: t(`land.examination.${s}`) }))}
      />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('land.loadFailed')}
        </Alert>
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed">{t('land.empty')}</Text>
      ) : (
        <>
          <ParcelTable parcels={query.data.items} link />
          <Pager page={page} size={size} total={query.data.total} onPage={setPage} onSize={setSize} />
        </>
      )}
    </Stack>
  );
}

/** /foncier/parcels (CONSULT): the parcels declared in the region's files, by examination state. */
export default function ParcelsPage() {
  const { t } = useTranslation();
  return (
    <HabilitationGate habilitation="CONSULT" title={t('land.parcels.title')}>
      <Parcels />
    </HabilitationGate>
  );
}
