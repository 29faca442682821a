import type { TAdvisorChangePerson, TAdvisorChangeRequest } from '@cri/shared/schemas/advisor-change';
import { Badge, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';

export const personName = (p: Pick<TAdvisorChangePerson, 'firstName' | 'lastName'> | null): string =>
  p ? `${p.firstName} ${p.lastName}`.trim() : '—';

const COLOR = { PENDING: 'orange', ACCEPTED: 'green', REFUSED: 'red', CLOSED: 'gray' } as const;

export function StatusBadge({ status }: { status: TAdvisorChangeRequest['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light" tt="none" data-testid="advisor-change-status">
      {t(`advisorChange.statuses.${status}`)}
    </Badge>
  );
}

/** What was asked and what was decided, as a two-column table. */
export function RequestFacts({ request: r }: { request: TAdvisorChangeRequest }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [
      'from',
      <span key="f" dir="auto">
        {personName(r.fromAdvisor)}
      </span>,
    ],
    [
      'proposed',
      <span key="p" dir="auto">
        {personName(r.proposedAdvisor)}
      </span>,
    ],
    [
      'reason',
      <span key="r" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
        {r.reason}
      </span>,
    ],
    ['createdAt', formatDate(r.createdAt)],
  ];
  if (r.decidedAt) {
    rows.push(
      [
        'decidedBy',
        <span key="d" dir="auto">
          {personName(r.decidedBy)}
        </span>,
      ],
      ['decidedAt', formatDate(r.decidedAt)],
    );
    if (r.newAdvisor)
      rows.push([
        'newAdvisor',
        <span key="n" dir="auto">
          {personName(r.newAdvisor)}
        </span>,
      ]);
    if (r.status === 'CLOSED') rows.push(['outcome', t('advisorChange.closedComment')]);
    if (r.refusalReason)
      rows.push([
        'refusalReason',
        <span key="x" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
          {r.refusalReason}
        </span>,
      ]);
  }
  return (
    <Table variant="vertical" withTableBorder>
      <Table.Tbody>
        {rows.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th scope="row" w="35%">
              {t(`advisorChange.fields.${key}`)}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
