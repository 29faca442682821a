import { calendarProjectPath, type TCalendarProject } from '@cri/shared/schemas/scheduling';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The files of one session in slot order: time, reference, name (to the agenda summary), investor. */
export function SessionTable({ projects }: { projects: TCalendarProject[] }) {
  const { t } = useTranslation();
  if (projects.length === 0) return <Text role="status">{t('scheduling.calendar.sessionEmpty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('scheduling.common.time')}</Table.Th>
            <Table.Th>{t('scheduling.common.reference')}</Table.Th>
            <Table.Th>{t('scheduling.common.name')}</Table.Th>
            <Table.Th>{t('scheduling.common.investor')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((p) => (
            <Table.Tr key={p.id} data-testid={`session-${p.id}`}>
              <Table.Td>
                <Text span size="sm" fw={600}>
                  <bdi dir="ltr">{t('scheduling.common.slot', { start: p.startTime, end: p.endTime })}</bdi>
                </Text>{' '}
                {p.withinHours ? null : (
                  <Badge color="orange" variant="light" size="xs">
                    {t('scheduling.common.overHours')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td dir="ltr" style={{ textAlign: 'start' }}>
                {p.reference ?? t('scheduling.common.noReference')}
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={calendarProjectPath(p.id)}
                  dir="auto"
                  aria-label={t('scheduling.calendar.openFile', { name: p.name })}
                >
                  {p.name}
                </Anchor>{' '}
                {p.isAlreadyReprogrammed ? (
                  <Badge color="grape" variant="light" size="xs">
                    {t('scheduling.common.reprogrammed')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td dir="auto">{p.investorName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
