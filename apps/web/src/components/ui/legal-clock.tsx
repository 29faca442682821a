import type { TClock } from '@cri/shared/schemas/recourses';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';

/**
 * A legal deadline as a countdown with its date (issue 15). Minimal version so the staff pages compile;
 * the clocks' helper writes the real one at this path with this signature (the merge takes theirs).
 */
export function LegalClock({ clock, label }: { clock: TClock; label: string }) {
  const { t } = useTranslation();
  const color = clock.state === 'overdue' ? 'red' : clock.state === 'dueSoon' ? 'orange' : 'gray';
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">
        {label} {formatDate(clock.deadline)}
      </Text>
      <Badge color={color} variant="light" styles={{ label: { color: 'var(--mantine-color-text)' } }}>
        {clock.state === 'overdue'
          ? t('recourseStaff.clock.overdue')
          : t('recourseStaff.clock.daysLeft', { count: clock.daysLeft })}
      </Badge>
    </Group>
  );
}
