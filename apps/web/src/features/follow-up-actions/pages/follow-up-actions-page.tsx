import type { ProcedureActionState } from '@cri/shared/enums/follow-up-actions';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useFollowUpActions } from '../api/get-follow-up-actions.ts';
import { ActionCard } from '../components/action-card.tsx';
import { chooseTypePath } from '../lib/paths.ts';

const STATE_COLOR: Record<ProcedureActionState, string> = {
  NO_ACTION: 'gray',
  OK: 'green.9',
  WARNING: 'orange.9',
  ERROR: 'red.9',
};

/** /projects/{id}/follow-up-actions: each procedure with its action state and the actions the reader sees. */
export default function FollowUpActionsPage() {
  const { t, i18n } = useTranslation();
  const projectId = parseId(useParams().projectId);
  const query = useFollowUpActions(projectId);
  if (projectId !== null && query.isPending) return <PageLoader />;
  if (projectId === null || !query.data) {
    const notFound = projectId === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projects.detail.notFound' : 'followUpActions.loadFailed')}
      </Alert>
    );
  }
  const d = query.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text c="dimmed" size="sm">
          <Anchor component={Link} to={`/projects/${d.projectId}`}>
            <span dir="auto">{d.projectName}</span>
          </Anchor>
          {d.reference ? <span dir="ltr"> · {d.reference}</span> : null}
        </Text>
        <Title order={1}>{t('followUpActions.pageTitle')}</Title>
      </Stack>
      {d.procedures.map((p) => {
        const actions = d.actions.filter((a) => a.procedureId === p.procedureId);
        return (
          <Paper
            key={p.procedureId}
            component="section"
            withBorder
            radius="md"
            p="md"
            aria-labelledby={`procedure-${p.procedureId}`}
          >
            <Stack gap="md">
              <Group justify="space-between">
                <Group gap="xs">
                  <Title order={2} size="h3" id={`procedure-${p.procedureId}`}>
                    {localized(p, i18n.language, 'name')}
                  </Title>
                  <Badge color={STATE_COLOR[p.actionState]} data-testid={`action-state-${p.procedureId}`}>
                    {t(`followUpActions.actionStates.${p.actionState}`)}
                  </Badge>
                  {p.closed ? <Badge variant="outline">{t('followUpActions.procedureClosed')}</Badge> : null}
                </Group>
                {d.canCreate && !p.closed ? (
                  <Button component={Link} to={chooseTypePath(d.projectId, p.procedureId)}>
                    {t('followUpActions.newAction')}
                  </Button>
                ) : null}
              </Group>
              {actions.length === 0 ? <Text c="dimmed">{t('followUpActions.noAction')}</Text> : null}
              {actions.map((a) => (
                <ActionCard key={a.id} action={a} />
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
