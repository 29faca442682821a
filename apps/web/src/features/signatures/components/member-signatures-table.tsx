import type { TPvMemberSignature, TPvSignatures } from '@cri/shared/schemas/signatures';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { CheckLabel, type CheckTone } from './check-label.tsx';

/** What one member's signature line says: signed (when), not concerned (why), signing now, or awaited. */
export function memberStatus(m: TPvMemberSignature, pv: TPvSignatures): { tone: CheckTone; key: string; date?: string } {
  if (m.hasPvSigned) return { tone: 'ok', key: 'signatures.members.status.signed', date: formatDateTime(m.pvSignedAt) };
  if (!m.attended) return { tone: 'wait', key: 'signatures.members.status.absent' };
  if (m.conflictOfInterest) return { tone: 'wait', key: 'signatures.members.status.conflict' };
  if (!m.isVoting) return { tone: 'wait', key: 'signatures.members.status.notVoting' };
  if (pv.mode === 'MANUAL') return { tone: 'wait', key: 'signatures.members.status.manual' };
  if (pv.lock?.userId === m.userId) return { tone: 'warn', key: 'signatures.members.status.inProgress' };
  if (pv.signingClosed) return { tone: 'bad', key: 'signatures.members.status.closed' };
  return { tone: 'warn', key: 'signatures.members.status.awaited' };
}

/**
 * The session's members and their signature: presence, conflict of interest, the voting member of each
 * administration, and whether and when they signed (spec 2 §2 Signatures, rules ~118).
 */
export function MemberSignaturesTable({ pv, detailed }: { pv: TPvSignatures; detailed: boolean }) {
  const { t, i18n } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'signatures.common.yes' : 'signatures.common.no');
  if (pv.members.length === 0) return <Text>{t('signatures.members.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={detailed ? 720 : 480}>
      <Table withTableBorder striped verticalSpacing="xs">
        <VisuallyHidden component="caption">{t('signatures.members.caption')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('signatures.members.name')}</Table.Th>
            <Table.Th scope="col">{t('signatures.members.administration')}</Table.Th>
            {detailed ? (
              <>
                <Table.Th scope="col">{t('signatures.members.attended')}</Table.Th>
                <Table.Th scope="col">{t('signatures.members.conflict')}</Table.Th>
                <Table.Th scope="col">{t('signatures.members.voting')}</Table.Th>
              </>
            ) : null}
            <Table.Th scope="col">{t('signatures.members.signature')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pv.members.map((m) => {
            const status = memberStatus(m, pv);
            const name = `${m.firstName} ${m.lastName}`;
            return (
              <Table.Tr key={m.userId} data-testid={`member-${m.userId}`}>
                <Table.Th scope="row" fw={500}>
                  <span dir="auto">{name}</span>
                </Table.Th>
                <Table.Td>
                  <span dir="auto">{localized(m, i18n.language, 'administrationName') ?? '—'}</span>
                </Table.Td>
                {detailed ? (
                  <>
                    <Table.Td>{yesNo(m.attended)}</Table.Td>
                    <Table.Td>{yesNo(m.conflictOfInterest)}</Table.Td>
                    <Table.Td>{yesNo(m.isVoting)}</Table.Td>
                  </>
                ) : null}
                <Table.Td>
                  <CheckLabel tone={status.tone} testId="member-signature">
                    {t(status.key, { date: status.date })}
                  </CheckLabel>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
