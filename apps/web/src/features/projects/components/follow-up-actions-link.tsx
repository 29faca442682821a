import { hasPermission } from '@cri/shared/permissions';
import { followUpActionsPath } from '@cri/shared/schemas/follow-up-actions';
import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/auth/session.ts';
import { useFollowUpActions } from '../../follow-up-actions/api/get-follow-up-actions.ts';

/** The file's follow-up actions on its page (after the decision): how many are open, and the link to them. */
export function FollowUpActionsLink({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const query = useFollowUpActions(projectId, { enabled: hasPermission(user?.roles ?? [], 'read:follow-up-actions') });
  const d = query.data;
  if (!d || (d.actions.length === 0 && !d.canCreate)) return null;
  const open = d.actions.filter((a) => a.status === 'OPEN').length;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="follow-up-actions-link">
      <Group justify="space-between">
        <Title order={2} size="h3" id="follow-up-actions-link">
          {t('followUpActions.title')}
        </Title>
        <Text>{t('followUpActions.summary', { open, total: d.actions.length })}</Text>
        <Anchor component={Link} to={followUpActionsPath(projectId)} data-testid="follow-up-actions-link">
          {t('followUpActions.linkToPage')}
        </Anchor>
      </Group>
    </Paper>
  );
}
