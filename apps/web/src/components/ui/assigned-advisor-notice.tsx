import type { TReviewState } from '@cri/shared/schemas/advisor-review';
import { Group, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/auth/session.ts';

/** The assigned advisor's name, as the file shows it. */
export const assignedName = (state: Pick<TReviewState, 'assignedAdvisor'>): string =>
  state.assignedAdvisor ? `${state.assignedAdvisor.firstName} ${state.assignedAdvisor.lastName}`.trim() : '';

/** "Conseiller affecté : X" (decision 029), "(vous)" when it is the caller. */
export function AssignedAdvisorNotice({ state }: { state: TReviewState }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const name = assignedName(state);
  const mine = state.assignedAdvisor !== null && state.assignedAdvisor.id === user?.advisorId;
  return (
    <Group gap={6} wrap="nowrap">
      <IconUserCheck size={16} aria-hidden="true" />
      <Text size="sm">
        <Text span fw={600}>
          {t('advisorReview.assigned.label')}
          {' : '}
        </Text>
        <span dir="auto" data-testid="assigned-advisor">
          {state.assignedAdvisor ? (mine ? t('advisorReview.assigned.you', { name }) : name) : t('advisorReview.assigned.none')}
        </span>
      </Text>
    </Group>
  );
}
