import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Darker than Mantine's shade 9 so the words keep a 4.5:1 contrast on striped rows and light alerts too. */
export const TONE_COLORS = { ok: '#1b5e20', bad: '#b71c1c' } as const;

const LOOK = {
  ok: { Icon: IconCircleCheck, color: '#1b5e20' },
  bad: { Icon: IconCircleX, color: '#b71c1c' },
  warn: { Icon: IconAlertTriangle, color: '#8a3b00' },
  wait: { Icon: IconClock, color: '#495057' },
} as const;
export type CheckTone = keyof typeof LOOK;

/** A state shown by an icon, a colour AND words (never colour alone: WCAG 1.4.1). */
export function CheckLabel({ tone, children, testId }: { tone: CheckTone; children: ReactNode; testId?: string }) {
  const { Icon, color } = LOOK[tone];
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId} data-tone={tone}>
      <Icon size={18} aria-hidden="true" color={color} style={{ flexShrink: 0 }} />
      <Text span size="sm" c={color} fw={600}>
        {children}
      </Text>
    </Group>
  );
}
