import type { TClock } from '@cri/shared/schemas/recourses';
import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconHourglassLow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';

const COLOR: Record<TClock['state'], string> = { open: 'blue', dueSoon: 'orange', overdue: 'red' };

/** "2026-12-10" -> "jeudi 10 décembre 2026" / "الخميس 10 دجنبر 2026" (Western digits, read as a calendar day). */
export function longDate(isoDate: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-MA' : 'fr-MA', {
    dateStyle: 'full',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(day);
}

/** The count shown in large type: days left, "last day", or days past. */
export function clockCount(t: (key: string, opts?: Record<string, unknown>) => string, clock: TClock): string {
  if (clock.daysLeft < 0) return t('legalClock.overdueBy', { count: -clock.daysLeft });
  if (clock.daysLeft === 0) return t('legalClock.lastDay');
  return t('legalClock.daysLeft', { count: clock.daysLeft });
}

/**
 * A legal delay as a countdown with its date (issue 15, decision 044): the days left (or past), the last
 * day in the user's language, and a colour, an icon and a word for "due soon" and "overdue" (never colour
 * alone). One labelled group, so a screen reader reads the label, the count and the date together.
 */
export function LegalClock({ clock, label }: { clock: TClock; label: string }) {
  const { t, i18n } = useTranslation();
  const color = COLOR[clock.state];
  const Icon = clock.state === 'overdue' ? IconAlertTriangle : clock.state === 'dueSoon' ? IconHourglassLow : IconClockHour4;
  const count = clockCount(t, clock);
  const date = longDate(clock.deadline, i18n.language);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="group"
      aria-label={`${label} : ${count}`}
      data-testid="legal-clock"
      data-state={clock.state}
      style={{ borderInlineStartWidth: 4, borderInlineStartColor: `var(--mantine-color-${color}-6)` }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color={color} variant="light" size="lg" radius="xl" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Group gap="xs">
            <Text fw={700} size="lg" data-testid="legal-clock-count">
              {count}
            </Text>
            {clock.state === 'open' ? null : (
              <Badge color={color} variant="filled" tt="none">
                {t(`legalClock.states.${clock.state}`)}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {t('legalClock.deadline')}{' '}
            <time dateTime={clock.deadline} title={formatDate(clock.deadline)}>
              {date}
            </time>
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
