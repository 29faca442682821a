import type { TLandFolderPartner } from '@cri/shared/schemas/rokhas';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';

const COLOR = { NOT_STARTED: 'gray', ONGOING: 'blue', DONE: 'teal', FAILED: 'orange', CANCELLED: 'gray' } as const;

/** The calls to Rokhas with their task state (spec 2 §4 Task status): what the advisor follows while the partner is down. */
export function TaskList({ tasks, procedures }: Pick<TLandFolderPartner, 'tasks' | 'procedures'>) {
  const { t, i18n } = useTranslation();
  if (tasks.length === 0) return <Text c="dimmed">{t('rokhas.tasks.empty')}</Text>;
  return (
    <Table withTableBorder data-testid="rokhas-tasks">
      <Table.Tbody>
        {tasks.map((task) => {
          const procedure = procedures.find((p) => p.id === task.procedureId);
          return (
            <Table.Tr key={task.id}>
              <Table.Td>
                {t(`rokhas.tasks.kind.${task.kind}`)}
                {procedure ? <span dir="auto"> — {localized(procedure, i18n.language, 'name')}</span> : null}
              </Table.Td>
              <Table.Td>{formatDateTime(task.createdAt)}</Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none" color={COLOR[task.status]}>
                  {t(`rokhas.tasks.status.${task.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="xs">{t('rokhas.tasks.attempts', { count: task.attempts })}</Text>
                {task.status === 'FAILED' ? (
                  <Text size="xs" c="dimmed">
                    {task.nextAttemptAt
                      ? t('rokhas.tasks.nextAttempt', { date: formatDateTime(task.nextAttemptAt) })
                      : t('rokhas.tasks.noMoreAttempt')}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
