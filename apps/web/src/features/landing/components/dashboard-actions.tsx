import type { Role } from '@cri/shared/enums/roles';
import { APPOINTMENT_PATHS, FRAMING_FORM_PATHS, PROCEDURE_PATHS, PROJECT_LIST_PATHS } from '@cri/shared/paths';
import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Action {
  to: string;
  /** Key under landing.dashboard.actions: its `title` and `text`. */
  name: string;
}

/** What a role can already do from its dashboard: only pages that exist. */
const ACTIONS: Partial<Record<Role, readonly Action[]>> = {
  ROLE_INVESTOR: [
    { to: FRAMING_FORM_PATHS.new, name: 'framingForm' },
    { to: APPOINTMENT_PATHS.create, name: 'newAppointment' },
    { to: PROCEDURE_PATHS.list, name: 'procedures' },
    { to: PROJECT_LIST_PATHS.list, name: 'myProjects' },
  ],
  ROLE_ADVISOR: [
    { to: FRAMING_FORM_PATHS.list, name: 'regionFramingForms' },
    { to: APPOINTMENT_PATHS.list, name: 'meetings' },
  ],
  ROLE_REGIONAL_CONSULTATION: [
    { to: FRAMING_FORM_PATHS.list, name: 'regionFramingForms' },
    { to: APPOINTMENT_PATHS.list, name: 'meetings' },
  ],
  ROLE_NATIONAL_CONSULTATION: [{ to: APPOINTMENT_PATHS.list, name: 'meetings' }],
};

export function DashboardActions({ role }: { role: Role }) {
  const { t } = useTranslation();
  const actions = ACTIONS[role] ?? [];
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-actions">
      <Title order={2} size="h3" id="dashboard-actions" mb="sm">
        {t('landing.dashboard.actions.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: actions.length }} spacing="md">
        {actions.map((action) => (
          <Paper key={action.name} withBorder radius="md" p="md">
            <Anchor component={Link} to={action.to} fw={700}>
              {t(`landing.dashboard.actions.${action.name}.title`)}
            </Anchor>
            <Text size="sm" mt={4}>
              {t(`landing.dashboard.actions.${action.name}.text`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
