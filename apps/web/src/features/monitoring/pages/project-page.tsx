import { MONITORING_FILE_TYPES } from '@cri/shared/enums/monitoring';
import type { TMonitoringAction } from '@cri/shared/schemas/monitoring';
import { Alert, Badge, Button, FileInput, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ApiError } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useAddDocument, useDeleteDocument, useMonitoringProject } from '../api/monitoring.ts';
import { LoadFailure, Loading, MilestoneTable, StepHeader } from '../components/parts.tsx';
import { ltr, mPath, nbsp } from '../lib/paths.ts';

/** /monitoring-projects/{id}: the project, its 3-step header, its procedures' milestones and its follow-up actions. */
export default function MonitoringProjectPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const id = parseId(useParams().id);
  const q = useMonitoringProject(id);
  if (id === null) return <LoadFailure error={null} />;
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadFailure error={q.error} />;
  const p = q.data;
  const nextStep = p.validatedAt ? null : [mPath.generalInfos, mPath.projectInfos, mPath.recap][p.reachedStep];
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} size="h2">
              {p.name}
            </Title>
            <Text c="dimmed">
              {t('monitoring.project.reference')} : {p.reference ?? '—'} · {t('monitoring.project.investor')} : {p.investorName}
            </Text>
            <Text size="sm">
              {t('monitoring.project.decisionDate')} : {ltr(formatDate(p.decisionDate), lang)} ·{' '}
              {t(`monitoring.origins.${p.origin}`)}
            </Text>
            <Text size="sm">
              {t('monitoring.project.planned', {
                investment: ltr(nbsp(formatNumber(p.plannedInvestment ?? 0)), lang),
                jobs: ltr(nbsp(formatNumber(p.plannedJobs ?? 0)), lang),
              })}
            </Text>
          </div>
          {p.validatedAt ? (
            <Badge color="green" size="lg">
              {t('monitoring.project.validated')}
            </Badge>
          ) : null}
        </Group>
        <div style={{ marginTop: 16 }}>
          <StepHeader project={p} active={p.validatedAt ? 2 : (p.reachedStep as 0 | 1 | 2)} />
        </div>
        {nextStep ? (
          <Button mt="md" component={Link} to={nextStep(p.id)}>
            {t(p.reachedStep === 0 ? 'monitoring.project.start' : 'monitoring.project.continue')}
          </Button>
        ) : null}
      </Paper>

      {p.procedures.map((proc) => (
        <Paper key={proc.id} withBorder p="md" radius="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              {lang === 'ar' ? proc.nameAr : proc.nameFr}
            </Title>
            <Button variant="light" component={Link} to={`${mPath.milestoneNew(p.id)}?procedure=${proc.id}`}>
              {t('monitoring.milestone.new')}
            </Button>
          </Group>
          <MilestoneTable monitoringProjectId={p.id} milestones={proc.milestones} />
        </Paper>
      ))}

      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('monitoring.action.title')}
          </Title>
          <Button variant="light" component={Link} to={mPath.followUpNew(p.id)}>
            {t('monitoring.action.new')}
          </Button>
        </Group>
        {p.followUpActions.length === 0 ? (
          <Text c="dimmed">{t('monitoring.action.none')}</Text>
        ) : (
          <Stack>
            {p.followUpActions.map((a) => (
              <ActionCard key={a.id} action={a} />
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

function ActionCard({ action }: { action: TMonitoringAction }) {
  const { t, i18n } = useTranslation();
  const add = useAddDocument();
  const del = useDeleteDocument();
  const [file, setFile] = useState<File | null>(null);
  const [toDelete, setToDelete] = useState<number | null>(null);
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text fw={600}>{action.title}</Text>
      {action.description ? <Text size="sm">{action.description}</Text> : null}
      {action.dueDate ? (
        <Text size="sm" c="dimmed">
          {t('monitoring.action.fields.dueDate')} : {ltr(formatDate(action.dueDate), i18n.language)}
        </Text>
      ) : null}
      <Stack gap={4} mt="xs">
        {action.documents.map((d) => (
          <Group key={d.id} gap="xs">
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => void downloadFile(`/monitoring-follow-up-actions/document/${d.id}`, d.fileName)}
            >
              {d.fileName}
            </Button>
            <Button size="compact-sm" color="red" variant="light" onClick={() => setToDelete(d.id)}>
              {t('monitoring.action.deleteDocument')}
            </Button>
          </Group>
        ))}
      </Stack>
      <Group align="flex-end" mt="xs">
        <FileInput
          label={t('monitoring.action.addDocument')}
          accept={MONITORING_FILE_TYPES.join(',')}
          value={file}
          onChange={setFile}
          clearable
          placeholder={t('monitoring.form.chooseFile')}
        />
        <Button
          disabled={!file}
          loading={add.isPending}
          onClick={() => file && add.mutate({ actionId: action.id, file }, { onSuccess: () => setFile(null) })}
        >
          {t('monitoring.action.upload')}
        </Button>
      </Group>
      {add.isError ? (
        <Alert color="red" mt="xs" role="alert">
          {apiErrorMessage(t, add.error as ApiError)}
        </Alert>
      ) : null}
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title={t('monitoring.action.deleteConfirmTitle')}>
        <Text>{t('monitoring.action.deleteConfirm')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setToDelete(null)}>
            {t('monitoring.form.cancel')}
          </Button>
          <Button
            color="red"
            loading={del.isPending}
            onClick={() => toDelete !== null && del.mutate(toDelete, { onSettled: () => setToDelete(null) })}
          >
            {t('monitoring.form.confirm')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
