import type { TCommissionSession } from '@cri/shared/schemas/commission';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { toastFailure } from '../../../lib/toast.ts';
import { useAddCommissionMembers } from '../api/add-commission-members.ts';
import { useCommissionSession } from '../api/get-commission-session.ts';
import { AddMembersForm } from '../components/add-members-form.tsx';
import { DecisionForm } from '../components/decision-form.tsx';
import { DecisionSummary } from '../components/decision-summary.tsx';
import { MembersTable } from '../components/members-table.tsx';
import { OpinionForm } from '../components/opinion-form.tsx';
import { PvSection } from '../components/pv-section.tsx';

/**
 * /projects/{id}/commission: the session of a programmed file. The advisor opens it, seats members,
 * records presence and conflicts, then the decision (confirmation modal); a member gives their opinion.
 */
export default function CommissionPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const query = useCommissionSession(id);
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || !query.data) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projects.detail.notFound' : 'commission.errors.loadFailed')}
      </Alert>
    );
  }
  return <SessionView session={query.data} />;
}

function SessionView({ session: s }: { session: TCommissionSession }) {
  const { t } = useTranslation();
  const open = useAddCommissionMembers(s.project.id);
  const { abilities: can, commission } = s;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={`/projects/${s.project.id}`} size="sm">
          <span dir="auto">{s.project.name}</span>
        </Anchor>
        <Title order={1}>{t('commission.title')}</Title>
        {s.project.cruiDate ? <Text>{t('commission.sessionOf', { date: formatDate(s.project.cruiDate) })}</Text> : null}
      </Stack>
      {!s.project.cruiDate && !commission ? <Alert variant="light">{t('commission.notProgrammed')}</Alert> : null}
      {can.beforeSession && s.project.cruiDate ? (
        <Alert variant="light" color="yellow">
          {t('commission.beforeSession', { date: formatDate(s.project.cruiDate) })}
        </Alert>
      ) : null}
      {commission ? <DecisionSummary commission={commission} canRaise={can.raiseReservation} /> : null}
      {commission?.choice ? <PvSection projectId={s.project.id} /> : null}
      {can.giveOpinion ? <OpinionForm projectId={s.project.id} me={s.me} /> : null}
      {commission || can.manage ? (
        <Stack gap="sm">
          <Title order={2}>{t('commission.members.title')}</Title>
          {commission ? (
            <MembersTable projectId={s.project.id} commission={commission} editable={can.manage} />
          ) : (
            <Group>
              <Text>{t('commission.notOpened')}</Text>
              <Button
                variant="light"
                loading={open.isPending}
                onClick={() => open.mutate({ userIds: [] }, { onError: (e) => toastFailure(e, 'commission.errors.loadFailed') })}
              >
                {t('commission.open')}
              </Button>
            </Group>
          )}
          {can.manage ? (
            <>
              <Text size="sm" c="dimmed">
                {t('commission.members.votingRule')}
              </Text>
              <AddMembersForm projectId={s.project.id} members={s.addableMembers} />
            </>
          ) : null}
        </Stack>
      ) : null}
      {can.decide ? <DecisionForm projectId={s.project.id} projectName={s.project.name} /> : null}
    </Stack>
  );
}
