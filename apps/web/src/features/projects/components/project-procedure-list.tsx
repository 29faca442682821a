import type { ProcedureState } from '@cri/shared/enums/project-phases';
import { procedureDetailPath } from '@cri/shared/schemas/procedures';
import type { TProjectProcedure } from '@cri/shared/schemas/projects';
import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized } from '../../../lib/i18n/localized.ts';

/** Spec 2 §4 procedure state: with the investor, with the centre, decided, or disabled by the advisor. */
const STATE_COLORS: Record<ProcedureState, string> = {
  EDITING: 'yellow',
  TIME: 'blue',
  ACCEPTED: 'green',
  DENIED: 'red',
  NONE: 'gray',
};

/** The procedures (acts and authorisations) of a project, each with its state and the documents it asks for. */
export function ProjectProcedureList({ procedures }: { procedures: readonly TProjectProcedure[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {procedures.map((procedure) => (
        <Paper key={procedure.id} component="li" withBorder radius="md" p="md">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start">
              <Title order={3} size="h4">
                {localized(procedure, i18n.language)}
              </Title>
              <Group gap="xs">
                <Badge variant="light">{t(`procedures.categories.${procedure.category}`)}</Badge>
                {procedure.state ? (
                  <Badge color={STATE_COLORS[procedure.state]} variant="dot" tt="none">
                    {t(`projects.detail.procedureStates.${procedure.state}`)}
                  </Badge>
                ) : null}
                {!procedure.active && procedure.state !== 'NONE' ? (
                  <Badge color="gray" variant="outline">
                    {t('projects.detail.inactive')}
                  </Badge>
                ) : null}
              </Group>
            </Group>
            <Text fw={600} size="sm">
              {t('projects.detail.documents')}
            </Text>
            {procedure.requiredDocuments.length === 0 ? (
              <Text size="sm">{t('projects.detail.noDocuments')}</Text>
            ) : (
              <List size="sm" spacing={4}>
                {procedure.requiredDocuments.map((d) => (
                  <List.Item key={d.id}>
                    {localized(d, i18n.language)}
                    {d.required ? null : (
                      <Text span size="sm" c="dimmed">
                        {' '}
                        ({t('projects.detail.optional')})
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            )}
            <Anchor component={Link} to={procedureDetailPath(procedure.id)} size="sm">
              {t('projects.detail.procedureSheet')}
            </Anchor>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
