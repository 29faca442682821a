import type { TProjectShareState } from '@cri/shared/schemas/project-sharing';
import { projectPath } from '@cri/shared/schemas/projects';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useShareState } from '../api/get-share-state.ts';
import { useShareProject } from '../api/share-project.ts';
import { AdministrationChecklist } from '../components/administration-checklist.tsx';
import { NotifyMembersModal } from '../components/notify-members-modal.tsx';
import { ShareConfirmModal } from '../components/share-confirm-modal.tsx';

/** /projects/{id}/share: the advisor shares a validated file with administrations of the region (and national ones). */
export default function SharePage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const query = useShareState(id);
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || !query.data) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projectHistory.notFound' : 'projectSharing.loadFailed')}
      </Alert>
    );
  }
  return <ShareForm state={query.data} />;
}

function ShareForm({ state }: { state: TProjectShareState }) {
  const { t } = useTranslation();
  const share = useShareProject(state.projectId);
  const initial = new Set(state.administrations.filter((a) => a.shared).map((a) => a.id));
  const [selected, setSelected] = useState<Set<number>>(initial);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const [notifying, setNotifying] = useState(false);
  const [sentTo, setSentTo] = useState<number | null>(null);
  const added = [...selected].filter((a) => !initial.has(a));
  const removed = [...initial].filter((a) => !selected.has(a));
  const changed = added.length + removed.length > 0;
  const failure = share.error;
  const toggle = (adminId: number, checked: boolean) => {
    setDone(false);
    share.reset();
    setSelected((s) => {
      const next = new Set(s);
      if (checked) next.add(adminId);
      else next.delete(adminId);
      return next;
    });
  };
  const confirm = () =>
    share.mutate(
      { administrationList: added, removedAdministrationList: removed },
      {
        onSuccess: () => setDone(true),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1}>{t('projectSharing.title')}</Title>
        <Text fw={600} dir="auto">
          {state.name}
        </Text>
        {state.reference ? (
          <Text size="sm" c="dimmed">
            {t('projectSharing.reference', { reference: state.reference })}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {state.sharedAt
            ? t('projectSharing.sharedOn', { date: formatDate(new Date(state.sharedAt)) })
            : t('projectSharing.notShared')}
        </Text>
      </Stack>
      {!state.abilities.share ? (
        <Alert color="yellow" variant="light" role="alert">
          {t('projectSharing.notValidated')}
        </Alert>
      ) : (
        <Text>{t('projectSharing.intro', { name: state.name })}</Text>
      )}
      {done ? (
        <Alert color="teal" variant="light" role="status" title={t('projectSharing.success.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('projectSharing.success.body', { count: selected.size })}</Text>
            <Button size="xs" onClick={() => setNotifying(true)}>
              {t('projectSharing.success.notify')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {sentTo !== null ? (
        <Alert color="teal" variant="light" role="status">
          {t('projectSharing.notify.sent', { count: sentTo })}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {t(failure instanceof ApiError ? failure.messageKey : 'projectSharing.failed')}
        </Alert>
      ) : null}
      <Paper withBorder p="md" radius="md">
        <AdministrationChecklist
          administrations={state.administrations}
          selected={selected}
          disabled={!state.abilities.share}
          onToggle={toggle}
        />
      </Paper>
      <Group justify="space-between">
        <Anchor component={Link} to={projectPath(state.projectId)}>
          {t('projectSharing.back')}
        </Anchor>
        <Group>
          {state.abilities.notify && !done ? (
            <Button variant="default" onClick={() => setNotifying(true)}>
              {t('projectSharing.success.notify')}
            </Button>
          ) : null}
          <Button onClick={() => setConfirming(true)} disabled={!state.abilities.share || !changed}>
            {t('projectSharing.submit')}
          </Button>
        </Group>
      </Group>
      {confirming ? (
        <ShareConfirmModal
          projectName={state.name}
          added={added.length}
          removed={removed.length}
          pending={share.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={confirm}
        />
      ) : null}
      {notifying ? (
        <NotifyMembersModal
          projectId={state.projectId}
          defaultMessage={t('projectSharing.notify.defaultMessage', { name: state.name, reference: state.reference ?? '' })}
          onClose={() => setNotifying(false)}
          onSent={(count) => {
            setNotifying(false);
            setSentTo(count);
          }}
        />
      ) : null}
    </Stack>
  );
}
