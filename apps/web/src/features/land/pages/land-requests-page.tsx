import { LAND_REQUEST_CATEGORIES, type LandRequestCategory } from '@cri/shared/enums/land';
import { type TLandRequest, ZLandRequestQualification } from '@cri/shared/schemas/land';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import light from '../../../components/ui/light-rows.module.css';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { byId, groupedTable, RowGroups } from '../../../components/ui/row-groups.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { usePaging } from '../../../lib/page-size.ts';
import { textOnce, textWith } from '../../../lib/row-text.ts';
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

/** The texts of a page of requests, each translation resolved once for the page (decision 109). */
function rowTexts(t: TFunction) {
  const range = t('land.requests.range', { min: '\u0001', max: '\u0002' });
  const [before = '', rest = ''] = range.split('\u0001');
  const [between = '', after = ''] = rest.split('\u0002');
  const ordered = range.includes('\u0001') && range.includes('\u0002') && range.indexOf('\u0001') < range.indexOf('\u0002');
  return {
    range: (min: number | null, max: number | null) =>
      min === null && max === null
        ? '—'
        : ordered
          ? `${before}${formatNumber(min)}${between}${formatNumber(max)}${after}`
          : t('land.requests.range', { min: formatNumber(min), max: formatNumber(max) }),
    qualify: textWith(t, 'land.requests.qualify', 'name'),
    qualifyButton: t('land.requests.qualifyButton'),
    once: textOnce(t),
  };
}
type RowTexts = ReturnType<typeof rowTexts>;

/**
 * The requests of a page (up to 100, decisions 099 and 109): plain cells, one memoised row, rows added in slices,
 * translations resolved once per page.
 */
const RequestTable = memo(function RequestTable({
  requests,
  ar,
  onQualify,
}: {
  requests: readonly TLandRequest[];
  ar: boolean;
  onQualify: (request: TLandRequest) => void;
}) {
  const { t } = useTranslation();
  const texts = useMemo(() => rowTexts(t), [t]);
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table striped withTableBorder {...groupedTable([1.3, 0.9, 0.9, 1.2, 0.9, 1, 0.8, 1.4])}>
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
        <RowGroups
          rows={requests}
          keyOf={byId}
          row={(r) => <RequestRow key={r.id} request={r} ar={ar} texts={texts} onQualify={onQualify} />}
        />
      </Table>
    </Table.ScrollContainer>
  );
});

const RequestRow = memo(function RequestRow({
  request: r,
  ar,
  texts,
  onQualify,
}: {
  request: TLandRequest;
  ar: boolean;
  texts: RowTexts;
  onQualify: (request: TLandRequest) => void;
}) {
  return (
    <tr>
      <td>
        {r.investorName}
        <span className={light.sub}>{r.projectName}</span>
      </td>
      <td>{formatDate(r.createdAt)}</td>
      <td>{texts.range(r.minAreaHa, r.maxAreaHa)}</td>
      <td>{(ar ? r.vocationAr : r.vocationFr) ?? '—'}</td>
      <td>{r.assignmentType ? texts.once(`land.requests.assignment.${r.assignmentType}`) : '—'}</td>
      <td>{texts.range(r.budgetMinPerM2, r.budgetMaxPerM2)}</td>
      <td>{texts.once(r.constructionNeeded ? 'land.parcels.yes' : 'land.parcels.no')}</td>
      <td>
        <span className={light.stack}>
          {r.qualification && <span className={light.text}>{r.qualification}</span>}
          <button
            type="button"
            className={light.button}
            data-variant="light"
            onClick={() => onQualify(r)}
            aria-label={texts.qualify(r.projectName || r.investorName)}
          >
            {texts.qualifyButton}
          </button>
        </span>
      </td>
    </tr>
  );
});

function Requests() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const [category, setCategory] = useState<LandRequestCategory>('NEW');
  const { page, setPage, size, setSize } = usePaging('land-requests');
  const [open, setOpen] = useState<TLandRequest | null>(null);
  const query = useLandRequests(queryString({ investorRequestCategory: category, page, size }));
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
          <RequestTable requests={query.data.items} ar={ar} onQualify={setOpen} />
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
