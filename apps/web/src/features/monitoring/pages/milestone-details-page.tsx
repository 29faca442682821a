import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { downloadFile } from '../../../lib/download.ts';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { milestoneFileUrl, useMilestone, useMonitoringProject } from '../api/monitoring.ts';
import { LoadFailure, Loading, ProjectHeading, StatusBadge } from '../components/parts.tsx';
import { ltr, mPath, nbsp } from '../lib/paths.ts';

/** /monitoring-projects/{id}/milestone/{milestoneId}: a milestone's details. */
export default function MilestoneDetailsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const params = useParams();
  const id = parseId(params.id);
  const milestoneId = parseId(params.milestoneId);
  const project = useMonitoringProject(id);
  const q = useMilestone(milestoneId);
  if (id === null || milestoneId === null) return <LoadFailure error={null} />;
  if (project.isPending || q.isPending) return <Loading />;
  if (project.isError) return <LoadFailure error={project.error} />;
  if (q.isError) return <LoadFailure error={q.error} />;
  const m = q.data;
  const row = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
  return (
    <Stack gap="md">
      <ProjectHeading project={project.data} />
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {lang === 'ar' ? m.nameAr : m.nameFr}
          </Title>
          <StatusBadge status={m.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {row(t('monitoring.milestone.fields.milestoneType'), t(`monitoring.types.${m.milestoneType}`))}
          {row(t('monitoring.milestone.fields.orderNumber'), String(m.orderNumber))}
          {row(t('monitoring.milestone.fields.dayNumber'), ltr(`${m.dayNumber} / ${m.absoluteDayNumber}`, lang))}
          {row(t('monitoring.milestone.fields.verificationExpectedDate'), ltr(formatDate(m.verificationExpectedDate), lang))}
          {row(t('monitoring.milestone.fields.progressRate'), m.progressRate === null ? '' : ltr(`${m.progressRate} %`, lang))}
          {row(
            t('monitoring.milestone.fields.investmentRealised'),
            m.investmentRealised === null ? '' : ltr(`${nbsp(formatNumber(m.investmentRealised))} DH`, lang),
          )}
          {row(
            t('monitoring.milestone.fields.jobsCreated'),
            m.jobsCreated === null ? '' : ltr(nbsp(formatNumber(m.jobsCreated)), lang),
          )}
          {row(t('monitoring.milestone.fields.completedAt'), ltr(formatDateTime(m.completedAt), lang))}
          {m.milestoneType === 'REGULATORY_MILESTONE'
            ? row(
                t('monitoring.milestone.fields.commissionDecision'),
                m.commissionDecision ? t(`monitoring.decisions.${m.commissionDecision}`) : '',
              )
            : null}
          {row(t('monitoring.milestone.fields.comments'), m.comments)}
        </SimpleGrid>
        <Group mt="md">
          {m.attachment ? (
            <Button
              variant="light"
              onClick={() => void downloadFile(milestoneFileUrl(m.id, 'attachedDocument'), m.attachment?.fileName ?? 'piece')}
            >
              {t('monitoring.milestone.fields.attachment')} : {m.attachment.fileName}
            </Button>
          ) : null}
          {m.commissionPv ? (
            <Button
              variant="light"
              onClick={() => void downloadFile(milestoneFileUrl(m.id, 'commissionPv'), m.commissionPv?.fileName ?? 'pv')}
            >
              {t('monitoring.milestone.fields.commissionPv')} : {m.commissionPv.fileName}
            </Button>
          ) : null}
          {m.disabled ? null : (
            <Button component={Link} to={mPath.milestoneEdit(id, m.id)}>
              {t('monitoring.milestone.edit')}
            </Button>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}
