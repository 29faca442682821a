import { hasPermission } from '@cri/shared/permissions';
import { projectPath } from '@cri/shared/schemas/projects';
import {
  sendSuccessPath,
  shareConfirmationPath,
  type TLandFolderPartner,
  technicalSupportPath,
} from '@cri/shared/schemas/rokhas';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useLandFolderPartner } from '../api/get-land-folder-partner.ts';
import { useRokhasShareState } from '../api/get-share-state.ts';
import { useSendToRokhas, useVerifyArchitect } from '../api/rokhas-actions.ts';
import { RokhasFacts } from '../components/rokhas-facts.tsx';
import { RokhasTimeline } from '../components/rokhas-timeline.tsx';
import { SendConfirmModal } from '../components/send-confirm-modal.tsx';
import { TaskList } from '../components/task-list.tsx';
import { VerificationModal } from '../components/verification-modal.tsx';

/** /projects/{id}/rokhas: the file's Rokhas situation and the advisor's Rokhas actions (spec 2 §2 "Rokhas flow"). */
export default function RokhasPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const query = useLandFolderPartner(id);
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || !query.data) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projects.detail.notFound' : 'projects.detail.loadFailed')}
      </Alert>
    );
  }
  return <RokhasView data={query.data} />;
}

function RokhasView({ data }: { data: TLandFolderPartner }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const share = useRokhasShareState(data.projectId);
  const verify = useVerifyArchitect(data.projectId);
  const send = useSendToRokhas(data.projectId);
  const [showVerification, setShowVerification] = useState(false);
  const [sending, setSending] = useState<number | null>(null);
  const manage = hasPermission(user?.roles ?? [], 'manage:rokhas') && data.canAct;
  const commune = localized({ fr: data.communeNameFr ?? '', ar: data.communeNameAr ?? '' }, i18n.language);
  const failure = verify.error ?? send.error;
  const procedure = data.procedures.find((p) => p.id === sending);
  const status = data.verification.status ?? 'NONE';

  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1}>{t('rokhas.title')}</Title>
        <Text fw={600} dir="auto">
          {data.name}
        </Text>
        {data.reference ? (
          <Text size="sm" c="dimmed" dir="ltr">
            {data.reference}
          </Text>
        ) : null}
      </Stack>
      <Text>{t('rokhas.intro')}</Text>
      {!data.communeCovered ? (
        <Alert color="yellow" variant="light" role="alert">
          {commune ? t('rokhas.notCovered', { commune }) : t('rokhas.noCommune')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {t(failure instanceof ApiError ? failure.messageKey : 'errors.INTERNAL')}
        </Alert>
      ) : null}
      <Group gap="xl">
        <Text>
          {t('rokhas.landStatus')} :{' '}
          <Badge variant="light" tt="none" data-testid="land-folder-status">
            {data.status ? t(`rokhas.state.${data.status}`) : t('rokhas.notSent')}
          </Badge>
        </Text>
        {data.commissionDecision ? (
          <Text>
            {t('rokhas.decision')} : {t(`projects.decisions.${data.commissionDecision}`)}
          </Text>
        ) : null}
      </Group>

      <Section title={t('rokhas.facts.title')}>
        <RokhasFacts data={data} />
      </Section>

      <Section title={t('rokhas.verification.title')}>
        <Text>
          {t('rokhas.verification.email')} : <span dir="ltr">{data.verification.email || '—'}</span>
        </Text>
        <Group>
          <Badge
            variant="light"
            tt="none"
            color={status === 'EXIST' ? 'teal' : status === 'NOT_EXIST' ? 'red' : 'gray'}
            data-testid="architect-status"
          >
            {t(`rokhas.verification.status.${status}`)}
          </Badge>
          <Button variant="subtle" size="xs" onClick={() => setShowVerification(true)}>
            {t('rokhas.verification.details')}
          </Button>
        </Group>
        {manage ? (
          <Group>
            <Button onClick={() => verify.mutate()} loading={verify.isPending} disabled={!data.verification.email}>
              {t('rokhas.verification.verify')}
            </Button>
          </Group>
        ) : null}
      </Section>

      <Section title={t('rokhas.share.title')}>
        <Text size="sm">{t('rokhas.share.intro')}</Text>
        {share.data?.sharedAt ? (
          <Text size="sm">
            {t('rokhas.share.sharedOn', { date: formatDateTime(share.data.sharedAt), folder: share.data.sharedFolderId ?? '' })}
            {' — '}
            {share.data.commentWindowOpen
              ? t('rokhas.share.deadline', { date: formatDateTime(share.data.commentDeadline) })
              : t('rokhas.share.windowClosed')}
          </Text>
        ) : null}
        {share.data && !share.data.abilities.share && !share.data.sharedAt ? (
          <Text size="sm" c="dimmed">
            {share.data.shareBlockers.map((b) => t(`rokhas.share.blockers.${b}`)).join(' ')}
          </Text>
        ) : null}
        {share.data?.abilities.share && manage ? (
          <Group>
            <Button component={Link} to={shareConfirmationPath(data.projectId)}>
              {t('rokhas.share.button')}
            </Button>
          </Group>
        ) : null}
        <Title order={3} size="h4">
          {t('rokhas.share.comments')}
        </Title>
        {share.data?.comments.length ? (
          <Stack gap="xs" data-testid="rokhas-comments">
            {share.data.comments.map((c) => (
              <Paper key={c.id} withBorder p="xs" radius="sm">
                <Text size="sm" fw={600} dir="auto">
                  {c.author} ({c.organisation})
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(c.commentedAt)}
                </Text>
                <Text size="sm" dir="auto">
                  {c.body}
                </Text>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('rokhas.share.noComment')}
          </Text>
        )}
      </Section>

      <Section title={t('rokhas.send.title')}>
        <Table withTableBorder>
          <Table.Tbody>
            {data.procedures.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td dir="auto">{localized(p, i18n.language, 'name')}</Table.Td>
                <Table.Td>{p.natureCode ? t(`rokhas.nature.${p.natureCode}`) : t('rokhas.send.notRokhas')}</Table.Td>
                <Table.Td>
                  {p.canSend && manage ? (
                    <Button size="xs" onClick={() => setSending(p.id)}>
                      {t('rokhas.send.button')}
                    </Button>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {p.blockers.map((b) => t(`rokhas.send.blockers.${b}`)).join(' · ')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>

      <Section title={t('rokhas.timeline.title')}>
        <RokhasTimeline data={data} />
      </Section>

      <Section title={t('rokhas.tasks.title')}>
        <TaskList tasks={data.tasks} procedures={data.procedures} />
      </Section>

      <Group justify="space-between">
        <Anchor component={Link} to={projectPath(data.projectId)}>
          {t('rokhas.backToFile')}
        </Anchor>
        {data.supportAdministration ? (
          <Anchor component={Link} to={technicalSupportPath(data.supportAdministration.id)}>
            {t('rokhas.supportLink')}
          </Anchor>
        ) : null}
      </Group>
      {showVerification ? <VerificationModal result={data.verification} onClose={() => setShowVerification(false)} /> : null}
      {procedure ? (
        <SendConfirmModal
          procedureName={localized(procedure, i18n.language, 'name')}
          pending={send.isPending}
          onCancel={() => setSending(null)}
          onConfirm={() =>
            send.mutate(procedure.id, {
              onSuccess: () => navigate(sendSuccessPath(data.projectId)),
              onSettled: () => setSending(null),
            })
          }
        />
      ) : null}
    </Stack>
  );
}

/** One titled block of the page (verification, sharing, sending, situation, tasks). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
