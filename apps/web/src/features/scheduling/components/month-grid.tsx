import { calendarDatePath } from '@cri/shared/schemas/scheduling';
import { Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { monthWeeks } from '../lib/calendar-view.ts';

/** The month's working days, Monday to Friday; days with a session are marked, the chosen one outlined. */
export function MonthGrid(props: { month: string; selected: string; sessionDays: ReadonlySet<string>; today: string }) {
  const { t } = useTranslation();
  const month = props.month.slice(0, 7);
  return (
    <Table withTableBorder withColumnBorders layout="fixed" aria-label={t('scheduling.calendar.month')}>
      <Table.Thead>
        <Table.Tr>
          {[1, 2, 3, 4, 5].map((d) => (
            <Table.Th key={d} ta="center">
              {t(`scheduling.weekdays.${d}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {monthWeeks(props.month).map((week) => (
          <Table.Tr key={week[0]}>
            {week.map((date) => {
              const session = props.sessionDays.has(date);
              const selected = date === props.selected;
              const inMonth = date.slice(0, 7) === month;
              return (
                <Table.Td key={date} p={4} ta="center">
                  <UnstyledButton
                    component={Link}
                    to={calendarDatePath(date)}
                    aria-current={selected ? 'date' : undefined}
                    data-session={session ? 'true' : undefined}
                    data-testid={`month-day-${date}`}
                    style={{
                      display: 'block',
                      width: '100%',
                      padding: '6px 0',
                      borderRadius: 6,
                      background: session ? 'var(--mantine-color-teal-9)' : undefined,
                      // Days of the neighbouring months are told apart by a grey that keeps 4.5:1 contrast
                      // (an opacity would not).
                      color: session ? 'var(--mantine-color-white)' : inMonth ? undefined : 'var(--mantine-color-gray-7)',
                      outline: selected ? '2px solid var(--mantine-color-blue-7)' : undefined,
                      outlineOffset: 1,
                      fontWeight: date === props.today ? 700 : undefined,
                    }}
                  >
                    <Text span size="sm" dir="ltr" aria-hidden>
                      {Number(date.slice(8, 10))}
                    </Text>
                    <VisuallyHidden>
                      {formatDate(date)}
                      {session ? ` – ${t('scheduling.common.commissionDay')}` : ''}
                    </VisuallyHidden>
                  </UnstyledButton>
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
