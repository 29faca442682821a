import type { AppointmentStatus } from '@cri/shared/schemas/appointments';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<AppointmentStatus, string> = { TO_BE_SCHEDULED: 'yellow.3', SCHEDULED: 'criGreen.8', CANCELLED: 'gray.7' };

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="filled" autoContrast>
      {t(`appointments.status.${status}`)}
    </Badge>
  );
}
