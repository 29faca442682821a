import { decisionColor } from '@cri/shared/enums/commission-decisions';
import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS = { FAVORABLE: IconCircleCheck, FAVORABLE_WITH_RESTRICTIONS: IconAlertTriangle, UNFAVORABLE: IconCircleX } as const;

/** An appeal's decision with its icon and colour (spec 2 §4: green, orange, red). */
export function RecourseDecisionBadge({ decision }: { decision: string }) {
  const { t } = useTranslation();
  const Icon = ICONS[decision as keyof typeof ICONS] ?? IconAlertTriangle;
  const color = decisionColor(decision);
  return (
    <Badge
      color={color}
      size="lg"
      variant="light"
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
      leftSection={<Icon size={16} color={`var(--mantine-color-${color}-9)`} aria-hidden />}
    >
      {t(`projects.decisions.${decision}`, { defaultValue: decision })}
    </Badge>
  );
}
