import type { Role } from '@cri/shared/enums/roles';
import { ADVISOR_CHANGE_PATHS, advisorChangeDetailPath } from '@cri/shared/paths';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/auth/session.ts';
import { formatDate } from '../../../lib/format.ts';
// The advisor-change feature's data through its api hook (ARCHITECTURE.md convention 1).
import { useAdvisorChangeRequests } from '../../advisor-change/api/get-advisor-change-requests.ts';

const SHOWN = 5;

/** On the regional director's dashboard (decision 041): the advisor-change requests waiting for him. */
export function PendingAdvisorChanges({ role }: { role: Role }) {
  const { t } = useTranslation();
  const user = useSession().user;
  const director = role === 'ROLE_CRUI_MEMBER' && user?.isDirector === true;
  const query = useAdvisorChangeRequests('PENDING', { enabled: director });
  if (!director) return null;
  const rows = query.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pending-advisor-changes">
      <Title order={2} size="h4" id="pending-advisor-changes" mb="xs">
        {t('advisorChange.pendingCount', { count: rows.length })}
      </Title>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('advisorChange.loadFailed')}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{query.isPending ? '…' : t('advisorChange.empty')}</Text>
      ) : (
        <Stack gap={6}>
          {rows.slice(0, SHOWN).map((r) => (
            <Group key={r.id} justify="space-between" wrap="nowrap" gap="xs">
              <Anchor
                component={Link}
                to={advisorChangeDetailPath(r.id)}
                aria-label={t('advisorChange.open', { name: r.project.name })}
              >
                <span dir="auto">{r.project.name}</span>
              </Anchor>
              <Text size="xs" c="dimmed">
                <span dir="auto">{`${r.fromAdvisor?.firstName ?? ''} ${r.fromAdvisor?.lastName ?? ''}`.trim()}</span> ·{' '}
                {formatDate(r.createdAt)}
              </Text>
            </Group>
          ))}
          <Anchor component={Link} to={ADVISOR_CHANGE_PATHS.list} size="sm" mt={4}>
            {t('advisorChange.seeAll')}
          </Anchor>
        </Stack>
      )}
    </Paper>
  );
}
