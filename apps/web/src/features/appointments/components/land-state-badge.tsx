import type { LandAppointmentState } from '@cri/shared/enums/land';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<LandAppointmentState, string> = {
  TO_BE_SCHEDULED: 'yellow.3',
  SCHEDULED: 'criGreen.8',
  HELD: 'blue.8',
  CANCELLED: 'gray.7',
};

/** A land appointment's state (decision 070: held is the land team's fourth state). */
export function LandStateBadge({ state }: { state: LandAppointmentState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[state]} variant="filled" autoContrast>
      {t(`appointments.land.states.${state}`)}
    </Badge>
  );
}
