import { SHEET_NUMBER_FIELDS } from '@cri/shared/enums/payments';
import { type SheetValues, toHundredths } from '@cri/shared/rules/payments';
import type { TSheetParcel } from '@cri/shared/schemas/payments';
import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { quantity } from '../lib/format.ts';

/** The sheet read back: one column per parcel, the totals in the last one. */
export function SheetSummary({ parcels, totals }: { parcels: readonly TSheetParcel[]; totals: SheetValues }) {
  const { t, i18n } = useTranslation();
  const show = (n: number) => quantity(toHundredths(n), i18n.language);
  return (
    <>
      <Title order={2} size="h4">
        {t('payments.sheet.summary')}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payments.sheet.field')}</Table.Th>
              {parcels.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a parcel is a column by its position; two may share a reference.
                <Table.Th key={i}>{p.landReference}</Table.Th>
              ))}
              <Table.Th>{t('payments.sheet.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SHEET_NUMBER_FIELDS.map((f) => (
              <Table.Tr key={f}>
                <Table.Td>{t(`payments.fields.${f}`)}</Table.Td>
                {parcels.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a parcel is a column by its position.
                  <Table.Td key={i}>{show(p[f])}</Table.Td>
                ))}
                <Table.Td fw={600}>{show(totals[f])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
