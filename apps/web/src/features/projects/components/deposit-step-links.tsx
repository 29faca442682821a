import { projectDocumentsPath } from '@cri/shared/schemas/documents';
import { projectDetailsPath } from '@cri/shared/schemas/project-form';
import { projectInfosPath } from '@cri/shared/schemas/project-infos';
import { projectRecapPath, projectSuccessPath } from '@cri/shared/schemas/project-submission';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasAnyRole } from '../../../config/role-groups.ts';
import { useSession } from '../../../lib/auth/session.ts';

/** Staff who read the deposit steps of their region's files (routes.json: the advisor; issue 13). */
const STEP_READERS = ['ROLE_ADVISOR', 'ROLE_REGIONAL_CONSULTATION'] as const;

/**
 * The deposit steps of a file, for the region's staff to read what the investor filed, step by step, as
 * the investor filled it (read-only pages: issue 13, decision 032).
 */
export function DepositStepLinks({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!hasAnyRole(user?.roles, STEP_READERS)) return null;
  const steps = [
    [projectInfosPath(projectId), t('projectInfos.title')],
    [projectDetailsPath(projectId), t('projects.form.staffTitle')],
    [projectDocumentsPath(projectId), t('documents.page.title')],
    [projectRecapPath(projectId), t('projects.recap.title')],
    [projectSuccessPath(projectId), t('projects.success.staffTitle')],
  ] as const;
  return (
    <nav aria-labelledby={`deposit-steps-${projectId}`}>
      <Text fw={600} size="sm" id={`deposit-steps-${projectId}`} mb={4}>
        {t('projects.detail.depositSteps')}
      </Text>
      <Group gap="lg">
        {steps.map(([to, label]) => (
          <Anchor key={to} component={Link} to={to} size="sm">
            {label}
          </Anchor>
        ))}
      </Group>
    </nav>
  );
}
