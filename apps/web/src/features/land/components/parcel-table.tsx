import { landParcelPath } from '@cri/shared/paths';
import type { TParcel } from '@cri/shared/schemas/land';
import { Anchor, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';

/** The reference a land officer reads first: title number (and index), else requisition. */
export function parcelReference(p: TParcel, t: (key: string, o?: Record<string, unknown>) => string): string {
  if (p.titleNumber !== null)
    return t('land.parcels.title1170', { number: p.titleIndex ? `${p.titleNumber}/${p.titleIndex}` : p.titleNumber });
  if (p.requisitionNumber) return t('land.parcels.requisition130', { number: p.requisitionNumber });
  return t('land.parcels.noReference');
}

/** Parcels as a table; `link` opens each parcel's page (CONSULT). */
export function ParcelTable({ parcels, link }: { parcels: readonly TParcel[]; link: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped withTableBorder>
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
        <Table.Tbody>
          {parcels.map((p) => {
            const reference = parcelReference(p, t);
            return (
              <Table.Tr key={p.id}>
                <Table.Td>
                  {link ? (
                    <Anchor component={Link} to={landParcelPath(p.id)} aria-label={t('land.parcels.open', { reference })}>
                      {reference}
                    </Anchor>
                  ) : (
                    reference
                  )}
                  {p.duplicateReference && (
                    <Badge color="orange" variant="light" ms="xs">
                      {t('land.parcels.duplicate')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{p.projectReference ? `${p.projectName} (${p.projectReference})` : p.projectName}</Table.Td>
                <Table.Td>{(ar ? p.communeAr : p.communeFr) ?? '—'}</Table.Td>
                <Table.Td>{formatNumber(p.surface)}</Table.Td>
                <Table.Td>{(ar ? p.legalStatusAr : p.legalStatusFr) ?? '—'}</Table.Td>
                <Table.Td>{t(`land.examination.${p.examinationState}`)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
