import type { TVerifyEmailResult } from '@cri/shared/schemas/rokhas';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

/** Spec 2 §2 "Rokhas flow": the verification-status modal (what the partner answered about the architect). */
export function VerificationModal({ result, onClose }: { result: TVerifyEmailResult; onClose: () => void }) {
  const { t } = useTranslation();
  const status = result.status ?? 'NONE';
  return (
    <Modal opened onClose={onClose} title={t('rokhas.verification.modalTitle')} centered>
      <Stack>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('rokhas.verification.email')}</Table.Th>
              <Table.Td dir="ltr">{result.email || '—'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('rokhas.verification.title')}</Table.Th>
              <Table.Td>{t(`rokhas.verification.status.${status}`)}</Table.Td>
            </Table.Tr>
            {result.checkedAt ? (
              <Table.Tr>
                <Table.Th scope="row">{t('rokhas.verification.checkedAt')}</Table.Th>
                <Table.Td>{formatDateTime(result.checkedAt)}</Table.Td>
              </Table.Tr>
            ) : null}
            {result.partnerArchitectName ? (
              <Table.Tr>
                <Table.Th scope="row">{t('rokhas.verification.partnerName')}</Table.Th>
                <Table.Td dir="auto">{result.partnerArchitectName}</Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
        <Text size="sm">{t(`rokhas.verification.explain.${status}`)}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('rokhas.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
