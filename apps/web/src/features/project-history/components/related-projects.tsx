import { projectPath } from '@cri/shared/schemas/projects';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useRelatedProjects } from '../api/get-related-projects.ts';

/** The same investor's files created before or after this one (those of the caller's region). */
export function RelatedProjects({ projectId, direction }: { projectId: number; direction: 'previous' | 'next' }) {
  const { t } = useTranslation();
  const query = useRelatedProjects(projectId, direction);
  const rows = query.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t(`projectHistory.${direction}`)}
      </Title>
      {query.isSuccess && rows.length === 0 ? <Text size="sm">{t('projectHistory.noRelated')}</Text> : null}
      {query.isError ? (
        <Text size="sm" c="red">
          {t('projectHistory.loadFailed')}
        </Text>
      ) : null}
      <List spacing={4} size="sm">
        {rows.map((p) => (
          <List.Item key={p.id}>
            <Anchor component={Link} to={projectPath(p.id)} dir="auto">
              {p.name}
            </Anchor>{' '}
            <Text span size="xs" c="dimmed">
              {p.reference ? <span dir="ltr">{p.reference}</span> : null} · {formatDate(new Date(p.createdAt))} ·{' '}
              {p.latestPhase ? t(`projects.phases.${p.latestPhase}`) : t('projectHistory.noPhase')}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
