import { PARCEL_EXAMINATION_STATES, type ParcelExaminationState } from '@cri/shared/enums/land';
import { LAND_PATHS } from '@cri/shared/paths';
import type { TParcel } from '@cri/shared/schemas/land';
import { Alert, Anchor, Button, Card, Group, List, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useParcel, useParcelAudit, useSetExamination } from '../api/land-api.ts';
import { HabilitationGate } from '../components/habilitation-gate.tsx';
import { parcelReference } from '../components/parcel-table.tsx';

function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value === null || value === undefined || value === '' ? '—' : value}</Text>
    </div>
  );
}

function ExaminationForm({ parcel }: { parcel: TParcel }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ParcelExaminationState>(parcel.examinationState);
  const save = useSetExamination(parcel.id);
  return (
    <Group align="end">
      <Select
        label={t('land.parcels.changeState')}
        w={340}
        allowDeselect={false}
        value={state}
        onChange={(v) => v && setState(v as ParcelExaminationState)}
        data={PARCEL_EXAMINATION_STATES.map((s) => ({ value: s, label: t(`land.examination.${s}`) }))}
      />
      <Button
        loading={save.isPending}
        onClick={() =>
          save.mutate(state, {
            onSuccess: () =>
              notifications.show({
                color: 'green',
                message: t('land.parcels.saved'),
                closeButtonProps: { 'aria-label': t('common.closeDialog') },
              }),
          })
        }
      >
        {t('land.parcels.save')}
      </Button>
    </Group>
  );
}

function History({ id }: { id: number }) {
  const { t } = useTranslation();
  const audit = useParcelAudit(id);
  if (audit.isPending) return <PageLoader />;
  if (audit.isError) return <Alert color="red">{t('land.loadFailed')}</Alert>;
  if (audit.data.length === 0) return <Text c="dimmed">{t('land.parcels.noHistory')}</Text>;
  const value = (v: string | null) => (v ? t(`land.examination.${v}`) : '—');
  return (
    <List>
      {audit.data.map((e) => (
        <List.Item key={e.id}>
          {formatDateTime(e.changedAt)} —{' '}
          {t('land.parcels.historyLine', {
            author: e.author ?? '—',
            field: t(`land.parcels.historyFields.${e.field}`),
            old: value(e.oldValue),
            new: value(e.newValue),
          })}
        </List.Item>
      ))}
    </List>
  );
}

function Parcel({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const query = useParcel(id);
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('land.loadFailed')}
      </Alert>
    );
  const p = query.data;
  const ar = i18n.language === 'ar';
  return (
    <Stack gap="lg">
      <Title order={1}>
        {t('land.parcels.detailTitle')} — {parcelReference(p, t)}
      </Title>
      <Anchor component={Link} to={LAND_PATHS.parcels}>
        {t('land.parcels.back')}
      </Anchor>
      {p.duplicateReference && (
        <Alert color="orange" variant="light">
          {t('land.parcels.duplicate')}
        </Alert>
      )}
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Fact
            label={t('land.parcels.fields.project')}
            value={p.projectReference ? `${p.projectName} (${p.projectReference})` : p.projectName}
          />
          <Fact label={t('land.parcels.fields.legalStatus')} value={ar ? p.legalStatusAr : p.legalStatusFr} />
          <Fact label={t('land.parcels.fields.commune')} value={ar ? p.communeAr : p.communeFr} />
          <Fact
            label={t('land.parcels.fields.surface')}
            value={p.surface === null ? null : t('land.parcels.surfaceValue', { value: formatNumber(p.surface) })}
          />
          <Fact
            label={t('land.parcels.fields.covered')}
            value={p.covered === null ? null : t(p.covered ? 'land.parcels.yes' : 'land.parcels.no')}
          />
          <Fact label={t('land.parcels.fields.coverDocument')} value={p.coverDocument} />
          <Fact label={t('land.parcels.fields.registry')} value={p.landRegistry} />
          <Fact label={t('land.parcels.fields.title')} value={p.titleNumber} />
          <Fact label={t('land.parcels.fields.index')} value={p.titleIndex} />
          <Fact label={t('land.parcels.fields.specialIndex')} value={p.specialIndex} />
          <Fact label={t('land.parcels.fields.requisition')} value={p.requisitionNumber} />
          <Fact label={t('land.parcels.fields.state')} value={t(`land.examination.${p.examinationState}`)} />
        </SimpleGrid>
      </Card>
      <ExaminationForm key={p.examinationState} parcel={p} />
      <Title order={2} size="h3">
        {t('land.parcels.history')}
      </Title>
      <History id={p.id} />
    </Stack>
  );
}

/** /foncier/parcels/{id} (CONSULT): a parcel, its file, its examination state and its history (GET /audit/parcel). */
export default function ParcelPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <HabilitationGate habilitation="CONSULT" title={t('land.parcels.detailTitle')}>
      <Parcel id={id} />
    </HabilitationGate>
  );
}
