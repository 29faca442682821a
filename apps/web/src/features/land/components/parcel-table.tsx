import { landParcelPath } from '@cri/shared/paths';
import type { TParcel } from '@cri/shared/schemas/land';
import { Table } from '@mantine/core';
import type { TFunction } from 'i18next';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import light from '../../../components/ui/light-rows.module.css';
import { byId, groupedTable, RowGroups } from '../../../components/ui/row-groups.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { textOnce, textWith } from '../../../lib/row-text.ts';

/** The reference a land officer reads first: title number (and index), else requisition. */
export function parcelReference(p: TParcel, t: (key: string, o?: Record<string, unknown>) => string): string {
  if (p.titleNumber !== null)
    return t('land.parcels.title1170', { number: p.titleIndex ? `${p.titleNumber}/${p.titleIndex}` : p.titleNumber });
  if (p.requisitionNumber) return t('land.parcels.requisition130', { number: p.requisitionNumber });
  return t('land.parcels.noReference');
}

/** The texts of a page of parcels, each translation resolved once for the page (decision 109). */
function rowTexts(t: TFunction) {
  const title = textWith(t, 'land.parcels.title1170', 'number');
  const requisition = textWith(t, 'land.parcels.requisition130', 'number');
  const noReference = t('land.parcels.noReference');
  return {
    reference: (p: TParcel) =>
      p.titleNumber !== null
        ? title(p.titleIndex ? `${p.titleNumber}/${p.titleIndex}` : p.titleNumber)
        : p.requisitionNumber
          ? requisition(p.requisitionNumber)
          : noReference,
    open: textWith(t, 'land.parcels.open', 'reference'),
    duplicate: t('land.parcels.duplicate'),
    state: textOnce(t),
  };
}
type RowTexts = ReturnType<typeof rowTexts>;

/**
 * Parcels as a table; `link` opens each parcel's page (CONSULT). Up to 100 rows (decisions 099, 109): plain cells,
 * one memoised row, rows added in slices, translations resolved once per page; memoised itself, so typing in the
 * search form above does not render the rows again.
 */
export const ParcelTable = memo(function ParcelTable({ parcels, link }: { parcels: readonly TParcel[]; link: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const texts = useMemo(() => rowTexts(t), [t]);
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table striped withTableBorder {...groupedTable([1.6, 1.5, 1.1, 0.8, 1.2, 1.1])}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('land.parcels.columns.reference')}</Table.Th>
            <Table.Th>{t('land.parcels.columns.project')}</Table.Th>
            <Table.Th>{t('land.parcels.columns.commune')}</Table.Th>
            <Table.Th>{t('land.parcels.columns.surface')}</Table.Th>
            <Table.Th>{t('land.parcels.columns.legalStatus')}</Table.Th>
            <Table.Th>{t('land.parcels.columns.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <RowGroups
          rows={parcels}
          keyOf={byId}
          row={(p) => <ParcelRow key={p.id} parcel={p} link={link} ar={ar} texts={texts} />}
        />
      </Table>
    </Table.ScrollContainer>
  );
});

const ParcelRow = memo(function ParcelRow({
  parcel: p,
  link,
  ar,
  texts,
}: {
  parcel: TParcel;
  link: boolean;
  ar: boolean;
  texts: RowTexts;
}) {
  const reference = texts.reference(p);
  return (
    <tr>
      <td>
        {link ? (
          <Link className={light.link} to={landParcelPath(p.id)} aria-label={texts.open(reference)}>
            {reference}
          </Link>
        ) : (
          reference
        )}
        {p.duplicateReference && (
          <span className={`${light.badge} ${light.after}`} data-color="orange" data-upper="">
            {texts.duplicate}
          </span>
        )}
      </td>
      <td>{p.projectReference ? `${p.projectName} (${p.projectReference})` : p.projectName}</td>
      <td>{(ar ? p.communeAr : p.communeFr) ?? '—'}</td>
      <td>{formatNumber(p.surface)}</td>
      <td>{(ar ? p.legalStatusAr : p.legalStatusFr) ?? '—'}</td>
      <td>{texts.state(`land.examination.${p.examinationState}`)}</td>
    </tr>
  );
});
