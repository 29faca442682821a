import { decisionColor } from '@cri/shared/enums/commission-decisions';
import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconBulb, IconCalendarRepeat, IconCircleCheck, IconCircleX, IconFilePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS = {
  FAVORABLE: IconCircleCheck,
  FAVORABLE_WITH_RESTRICTIONS: IconAlertTriangle,
  UNFAVORABLE: IconCircleX,
  REQUIRES_COMPLEMENTS: IconFilePlus,
  TO_BE_RESCHEDULED: IconCalendarRepeat,
  RECOMMENDATION: IconBulb,
} as const;

/** A decision as the spec shows it (spec 2 §4): its translated name, its icon and its colour. */
export function DecisionBadge({ decision, size = 'lg' }: { decision: string; size?: 'md' | 'lg' | 'xl' }) {
  const { t } = useTranslation();
  const Icon = ICONS[decision as keyof typeof ICONS] ?? IconBulb;
  const color = decisionColor(decision);
  // Tinted background and coloured icon; the text stays the body colour (coloured text on a tint is too pale).
  return (
    <Badge
      color={color}
      size={size}
      variant="light"
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
      leftSection={<Icon size={16} color={`var(--mantine-color-${color}-9)`} aria-hidden />}
      data-color={color}
    >
      {t(`projects.decisions.${decision}`, { defaultValue: decision })}
    </Badge>
  );
}
