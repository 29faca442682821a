import type { TAuditEntry } from '@cri/shared/back-office/audit';
import type { ResourceDecl } from '@cri/shared/back-office/resource';
import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useRecordHistory } from '../api/resources.ts';
import { actionLabel, displayValue, fieldLabel } from './labels.ts';
import { useRegionNames } from './use-region-names.ts';

/** The fields an audit line changed, "field: before → after". */
export function useChanges(decl: ResourceDecl | undefined) {
  const { t } = useTranslation();
  const regions = useRegionNames();
  return (entry: TAuditEntry): string[] => {
    const before = (entry.before ?? {}) as Record<string, unknown>;
    const after = (entry.after ?? {}) as Record<string, unknown>;
    const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((n) => n !== 'id');
    const field = (n: string) => decl?.fields.find((f) => f.name === n);
    return names
      .filter((n) => JSON.stringify(before[n]) !== JSON.stringify(after[n]))
      .map((n) => {
        const show = (v: unknown) => displayValue(t, field(n), v, regions.name);
        const label = decl ? fieldLabel(t, n) : n;
        return entry.before && entry.after
          ? `${label} : ${show(before[n])} → ${show(after[n])}`
          : `${label} : ${show(after[n] ?? before[n])}`;
      });
  };
}

/** The changes of one record, newest first (decision 061). */
export function RecordHistory({ decl, id }: { decl: ResourceDecl; id: number }) {
  const { t } = useTranslation();
  const history = useRecordHistory(decl.name, id);
  const changes = useChanges(decl);
  const items = history.data?.items ?? [];
  return (
    <section aria-labelledby="record-history">
      <Title order={2} size="h3" id="record-history" mb="sm">
        {t('backOffice.history.title')}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{t('backOffice.history.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('backOffice.audit.at')}</Table.Th>
                <Table.Th>{t('backOffice.audit.actor')}</Table.Th>
                <Table.Th>{t('backOffice.audit.action')}</Table.Th>
                <Table.Th>{t('backOffice.audit.changes')}</Table.Th>
                <Table.Th>{t('backOffice.audit.ip')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(e.at)}
                  </Table.Td>
                  <Table.Td dir="ltr">{e.actorUsername}</Table.Td>
                  <Table.Td>{actionLabel(t, e.action)}</Table.Td>
                  <Table.Td dir="auto">{e.action === 'update' ? changes(e).map((c) => <div key={c}>{c}</div>) : null}</Table.Td>
                  <Table.Td dir="ltr">{e.ip}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
