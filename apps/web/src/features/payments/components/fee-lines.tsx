import type { TPaymentLine } from '@cri/shared/schemas/payments';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadFile } from '../../../lib/download.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { dh, quantity } from '../lib/format.ts';

const STATUS_COLOR: Record<TPaymentLine['status'], string> = {
  AWAITING_SHEET: 'gray',
  PENDING_EVALUATION: 'blue',
  REVISION_REQUESTED: 'orange',
  VALIDATED: 'teal',
  PAID: 'green',
};

/** One administration's line: its state, the revision asked, and its fees explained item by item. */
export function FeeLine({ line, link }: { line: TPaymentLine; link?: { to: string; label: string } }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'fr';
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            {localized(line, i18n.language, 'administrationName')}
          </Title>
          <Badge color={STATUS_COLOR[line.status]} variant="light">
            {t(`payments.lineStatus.${line.status}`)}
          </Badge>
        </Group>
        {line.revisionReason ? (
          <Text size="sm">
            {t('payments.revisionReason')} : {line.revisionReason}
          </Text>
        ) : null}
        {!line.acceptsOnlinePayment ? (
          <Text size="sm" c="dimmed">
            {t('payments.noOnlinePayment')}
          </Text>
        ) : null}
        {line.items.length > 0 ? (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payments.fees.item')}</Table.Th>
                  <Table.Th>{t('payments.fees.computation')}</Table.Th>
                  <Table.Th ta="end">{t('payments.fees.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {line.items.map((item) => (
                  <Table.Tr
                    key={item.kind === 'DOCUMENT_COLLECTION' ? `document-${item.documentTypeId}` : `scale-${item.scaleId}`}
                  >
                    <Table.Td>{localized(item, i18n.language, 'label')}</Table.Td>
                    <Table.Td>
                      {item.kind === 'DOCUMENT_COLLECTION'
                        ? t('payments.fees.collectionComputation')
                        : item.rateCentimes > 0
                          ? t('payments.fees.rateTimes', {
                              rate: dh(item.rateCentimes, lang),
                              quantity: quantity(item.quantityHundredths, i18n.language),
                              unit: t(`payments.units.${item.basis === 'facadeLength' ? 'm' : 'm2'}`),
                              basis: t(`payments.fields.${item.basis}`),
                            })
                          : ''}
                      {item.kind !== 'DOCUMENT_COLLECTION' && item.fixedCentimes > 0
                        ? ` ${t('payments.fees.fixed', { amount: dh(item.fixedCentimes, lang) })}`
                        : ''}
                    </Table.Td>
                    <Table.Td ta="end">{dh(item.amountCentimes, lang)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {line.amountCentimes !== null ? (
          <Text fw={600}>
            {t('payments.fees.lineTotal')} : {dh(line.amountCentimes, lang)}
          </Text>
        ) : null}
        {line.status === 'PAID' ? (
          <Group>
            <Button
              size="xs"
              variant="light"
              onClick={() =>
                void downloadFile(`/payment-line/${line.id}/receipt`, `recu-REC-${line.paymentDetailId}-${line.id}.pdf`)
              }
            >
              {t('payments.receipt.download')}
            </Button>
          </Group>
        ) : null}
        {link ? (
          <Anchor component={Link} to={link.to}>
            {link.label}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
