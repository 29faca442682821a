import type { TPvSignatures } from '@cri/shared/schemas/signatures';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { CheckLabel } from './check-label.tsx';

const MODE_KEYS = {
  NONE: 'signatures.mode.NONE',
  ELECTRONIC: 'signatures.mode.ELECTRONIC',
  MANUAL: 'signatures.mode.MANUAL',
} as const;

/** The PV of the session at a glance: file, mode, how many signed, finalisation and its 48-hour deadline. */
export function PvSummary({ pv }: { pv: TPvSignatures }) {
  const { t } = useTranslation();
  const c = pv.commission;
  return (
    <Table variant="vertical" layout="fixed" withTableBorder maw={720}>
      <Table.Tbody>
        {c ? (
          <Table.Tr>
            <Table.Th scope="row" w={240}>
              {t('signatures.summary.session')}
            </Table.Th>
            <Table.Td>
              {formatDate(c.commissionDate)} — {t(`projects.decisions.${c.choice}`)}
            </Table.Td>
          </Table.Tr>
        ) : null}
        <Table.Tr>
          <Table.Th scope="row" w={240}>
            {t('signatures.summary.document')}
          </Table.Th>
          <Table.Td>
            {pv.pv ? (
              pv.abilities.download ? (
                <Anchor href={pv.pv.downloadUrl} download={pv.pv.fileName} data-testid="pv-download">
                  <Group gap={4} component="span" wrap="nowrap">
                    <IconDownload size={16} aria-hidden="true" />
                    <span>{t('signatures.summary.download')}</span>
                    <Text span size="xs" c="dimmed" dir="ltr">
                      ({pv.pv.fileName})
                    </Text>
                  </Group>
                </Anchor>
              ) : (
                <span dir="ltr">{pv.pv.fileName}</span>
              )
            ) : (
              t('signatures.summary.noPv')
            )}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{t('signatures.summary.mode')}</Table.Th>
          <Table.Td>{t(MODE_KEYS[pv.mode])}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{t('signatures.summary.signed')}</Table.Th>
          <Table.Td>
            <CheckLabel tone={pv.fullySigned ? 'ok' : 'warn'} testId="pv-signed-count">
              {pv.mode === 'MANUAL'
                ? t('signatures.summary.manualSigned')
                : t(pv.fullySigned ? 'signatures.summary.allSigned' : 'signatures.summary.signedCount', {
                    signed: pv.signedCount,
                    required: pv.requiredCount,
                  })}
            </CheckLabel>
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{t('signatures.summary.finalized')}</Table.Th>
          <Table.Td>
            {pv.finalizedAt ? <span dir="ltr">{formatDateTime(pv.finalizedAt)}</span> : t('signatures.summary.notFinalized')}
          </Table.Td>
        </Table.Tr>
        {pv.deadline ? (
          <Table.Tr>
            <Table.Th scope="row">{t('signatures.summary.deadline')}</Table.Th>
            <Table.Td>
              {pv.signingClosed ? (
                <CheckLabel tone="bad">{t('signatures.summary.closed', { date: formatDateTime(pv.deadline) })}</CheckLabel>
              ) : (
                <span dir="ltr">{formatDateTime(pv.deadline)}</span>
              )}
            </Table.Td>
          </Table.Tr>
        ) : null}
        {pv.lock ? (
          <Table.Tr>
            <Table.Th scope="row">{t('signatures.summary.lock')}</Table.Th>
            <Table.Td>
              {t('signatures.summary.lockBy', {
                name: `${pv.lock.firstName} ${pv.lock.lastName}`,
                time: formatDateTime(pv.lock.expiresAt),
              })}
            </Table.Td>
          </Table.Tr>
        ) : null}
      </Table.Tbody>
    </Table>
  );
}
