import { isoWeekday } from '@cri/shared/rules/appointment-slots';
import type { TCalendarProject } from '@cri/shared/schemas/scheduling';
import { Alert, Badge, Button, Divider, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { weekdayKey } from '../lib/calendar-view.ts';
import { ProjectLine } from './project-line.tsx';

export interface DayColumn {
  date: string;
  projects: TCalendarProject[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/** Monday to Friday, one column a day, the region's commission day highlighted. */
export function WeekBoard(props: {
  days: DayColumn[];
  commissionDay: number | null;
  today: string;
  onDeprogram?: ((project: TCalendarProject) => void) | undefined;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
      {props.days.map((day) => {
        const commission = props.commissionDay !== null && isoWeekday(day.date) === props.commissionDay;
        const headingId = `day-${day.date}`;
        return (
          <Paper
            key={day.date}
            component="section"
            aria-labelledby={headingId}
            data-testid={`week-day-${day.date}`}
            withBorder
            p="sm"
            radius="md"
            bg={commission ? 'var(--mantine-color-teal-light)' : undefined}
            style={commission ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}
          >
            <Stack gap="xs">
              <Title order={3} size="h5" id={headingId}>
                {t(weekdayKey(day.date))} <span dir="ltr">{formatDate(day.date)}</span>
              </Title>
              {commission ? (
                <Badge color="teal.9" variant="filled" size="sm">
                  {t('scheduling.common.commissionDay')}
                </Badge>
              ) : null}
              {day.date === props.today ? (
                <Text size="xs" fw={600}>
                  {t('scheduling.schedule.today')}
                </Text>
              ) : null}
              <Divider />
              {day.isPending ? (
                <Loader size="sm" role="status" aria-label={t('common.loading')} />
              ) : day.isError ? (
                <Alert color="red" variant="light" role="alert">
                  {t('scheduling.common.loadError')}
                </Alert>
              ) : (day.projects ?? []).length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('scheduling.schedule.dayEmpty')}
                </Text>
              ) : (
                <Stack gap="sm">
                  <Text size="xs">{t('scheduling.schedule.dayCount', { count: day.projects?.length ?? 0 })}</Text>
                  {(day.projects ?? []).map((p) => (
                    <Paper key={p.id} withBorder p="xs" radius="sm" data-testid={`programmed-${p.id}`}>
                      <Stack gap={6}>
                        <ProjectLine project={p} />
                        {props.onDeprogram && p.abilities.deprogram ? (
                          <Button
                            size="xs"
                            variant="outline"
                            color="red.9"
                            disabled={props.busy}
                            onClick={() => props.onDeprogram?.(p)}
                            aria-label={t('scheduling.schedule.deprogramFor', { name: p.name })}
                          >
                            {t('scheduling.schedule.deprogram')}
                          </Button>
                        ) : null}
                      </Stack>
                    </Paper>
                  ))}
                </Stack>
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
