import type { TAppointmentAnswer } from '@cri/shared/schemas/appointments';
import { Badge } from '@mantine/core';
import { IconAlarm, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Where the assigned advisor's answer stands (decision 031): "late" once the 48 working hours have passed
 * unanswered, "soon" in the 6 working hours before; nothing otherwise. The whole text always shows.
 */
export function AnswerBadge({ answer }: { answer: TAppointmentAnswer }) {
  const { t } = useTranslation();
  if (!answer.overdue && !answer.dueSoon) return null;
  return (
    <Badge
      color={answer.overdue ? 'red' : 'orange'}
      variant={answer.overdue ? 'filled' : 'light'}
      leftSection={answer.overdue ? <IconAlertTriangle size={14} aria-hidden /> : <IconAlarm size={14} aria-hidden />}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
      data-testid={answer.overdue ? 'answer-overdue' : 'answer-due-soon'}
    >
      {t(answer.overdue ? 'appointments.answer.overdue' : 'appointments.answer.dueSoon')}
    </Badge>
  );
}
