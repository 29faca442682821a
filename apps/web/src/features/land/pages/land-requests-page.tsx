import { LAND_REQUEST_CATEGORIES, type LandRequestCategory } from '@cri/shared/enums/land';
import { type TLandRequest, ZLandRequestQualification } from '@cri/shared/schemas/land';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { usePaging } from '../../../lib/page-size.ts';
import { queryString, useLandRequests, useQualifyRequest } from '../api/land-api.ts';
import { HabilitationGate } from '../components/habilitation-gate.tsx';
import { Pager } from '../components/pager.tsx';

function QualifyModal({ request, onClose }: { request: TLandRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<string>(request.category === 'NEW' ? 'BEING_QUALIFIED' : request.category);
  const [qualification, setQualification] = useState(request.qualification);
  const [error, setError] = useState<string | null>(null);
  const save = useQualifyRequest(request.id);
  const submit = () => {
    const parsed = ZLandRequestQualification.safeParse({ category, qualification });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'land.requests.errors.qualificationRequired'));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('land.requests.saved'),
          closeButtonProps: { 'aria-label': t('common.closeDialog') },
        });
        onClose();
      },
    });
  };
  return (
    <Modal opened onClose={onClose} title={t('land.requests.qualify', { name: request.projectName || request.investorName })}>
      <Stack>
        <Select
          label={t('land.requests.newCategory')}
          allowDeselect={false}
          value={category}
          onChange={(v) => v && setCategory(v)}
          data={(['BEING_QUALIFIED', 'QUALIFIED', 'CLOSED'] as const).map((c) => ({
            value: c,
            label: t(`land.requests.category.${c}`),
          }))}
        />
        <Textarea
          label={t('land.requests.qualificationLabel')}
          autosize
          minRows={3}
          value={qualification}
          onChange={(e) => {
            setQualification(e.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('land.requests.cancel')}
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            {t('land.requests.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Requests() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const [category, setCategory] = useState<LandRequestCategory>('NEW');
  const { page, setPage, size, setSize } = usePaging('land-requests');
  const [open, setOpen] = useState<TLandRequest | null>(null);
  const query = useLandRequests(queryString({ investorRequestCategory: category, page, size }));
  const range = (min: number | null, max: number | null) =>
    min === null && max === null ? '—' : t('land.requests.range', { min: formatNumber(min), max: formatNumber(max) });
  return (
    <Stack gap="lg">
      <Title order={1}>{t('land.requests.title')}</Title>
      <Text>{t('land.requests.intro')}</Text>
      <SegmentedControl
        aria-label={t('land.requests.newCategory')}
        value={category}
        onChange={(v) => {
          setCategory(v as LandRequestCategory);
          setPage(0);
        }}
        data={LAND_REQUEST_CATEGORIES.map((c) => ({ value: c, label: t(`land.requests.category.${c}`) }))}
        w="fit-content"
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
          <Table.ScrollContainer minWidth={900}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('land.requests.columns.investor')}</Table.Th>
                  <Table.Th>{t('land.requests.columns.date')}</Table.Th>
                  <Table.Th>{t('land.requests.columns.area')}</Table.Th>
                  <Table.Th>{t('land.requests.columns.vocation')}</Table.Th>
                  <Table.Th>{t('land.requests.columns.assignment')}</Table.Th>
                  <Table.Th>{t('land.requests.columns.budget')}</Table.Th>
                  <Table.Th>{t('land.requests.columns.construction')}</Table.Th>
                  <Table.Th>{t('land.requests.columns.qualification')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.items.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      {r.investorName}
                      <Text size="xs" c="dimmed">
                        {r.projectName}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDate(r.createdAt)}</Table.Td>
                    <Table.Td>{range(r.minAreaHa, r.maxAreaHa)}</Table.Td>
                    <Table.Td>{(ar ? r.vocationAr : r.vocationFr) ?? '—'}</Table.Td>
                    <Table.Td>{r.assignmentType ? t(`land.requests.assignment.${r.assignmentType}`) : '—'}</Table.Td>
                    <Table.Td>{range(r.budgetMinPerM2, r.budgetMaxPerM2)}</Table.Td>
                    <Table.Td>{t(r.constructionNeeded ? 'land.parcels.yes' : 'land.parcels.no')}</Table.Td>
                    <Table.Td>
                      <Stack gap={4}>
                        {r.qualification && <Text size="sm">{r.qualification}</Text>}
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setOpen(r)}
                          aria-label={t('land.requests.qualify', { name: r.projectName || r.investorName })}
                        >
                          {t('land.requests.qualifyButton')}
                        </Button>
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={page} size={size} total={query.data.total} onPage={setPage} onSize={setSize} />
        </>
      )}
      {open && <QualifyModal request={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

/** /investor-request (QUALIFICATION_FORM): investors' land requests by category, qualified here, the investor told. */
export default function LandRequestsPage() {
  const { t } = useTranslation();
  return (
    <HabilitationGate habilitation="QUALIFICATION_FORM" title={t('land.requests.title')}>
      <Requests />
    </HabilitationGate>
  );
}
