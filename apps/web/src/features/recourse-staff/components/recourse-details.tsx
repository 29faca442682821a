import type { TRecourse } from '@cri/shared/schemas/recourses';
import { Alert, Anchor, Button, Group, List, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { downloadRecourseFile, useCommissionDecisions } from '../api/recourse-staff-api.ts';
import { RecourseDecisionBadge } from './recourse-decision-badge.tsx';

/**
 * The details of an appeal on /recourses (spec 2 §2 "Recourse staff"): tabs project information, CRUI
 * history, synthesis, PDF download, qualification.
 */
export function RecourseDetails({ recourse, onClose }: { recourse: TRecourse; onClose: () => void }) {
  const { t } = useTranslation();
  const decisions = useCommissionDecisions(recourse.projectId);
  const empty = <Text c="dimmed">{t('recourseStaff.details.notInstructed')}</Text>;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="recourse-details-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="recourse-details-title">
            <span dir="auto">{recourse.projectName}</span> — {t(`recourseStaff.type.${recourse.type}`)}
          </Title>
          <Button variant="subtle" onClick={onClose}>
            {t('recourseStaff.details.close')}
          </Button>
        </Group>
        <Tabs defaultValue="project">
          <Tabs.List>
            <Tabs.Tab value="project">{t('recourseStaff.details.tabs.project')}</Tabs.Tab>
            <Tabs.Tab value="history">{t('recourseStaff.details.tabs.history')}</Tabs.Tab>
            <Tabs.Tab value="synthesis">{t('recourseStaff.details.tabs.synthesis')}</Tabs.Tab>
            <Tabs.Tab value="pdf">{t('recourseStaff.details.tabs.pdf')}</Tabs.Tab>
            <Tabs.Tab value="qualification">{t('recourseStaff.details.tabs.qualification')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="project" pt="sm">
            <Stack gap="xs">
              <Anchor component={Link} to={`/projects/${recourse.projectId}`}>
                <span dir="auto">{recourse.projectName}</span>
              </Anchor>
              <Text size="sm">{t('recourseStaff.fields.reference', { reference: recourse.projectReference ?? '—' })}</Text>
              <Text size="sm">{t('recourseStaff.fields.filedAt', { date: formatDate(recourse.filedAt) })}</Text>
              <Text fw={600}>{t('recourseStaff.fields.reason')}</Text>
              <Text dir="auto">{recourse.reason}</Text>
              <Text fw={600}>{t('recourseStaff.fields.explanation')}</Text>
              <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {recourse.explanation}
              </Text>
              {recourse.decision ? (
                <Group gap="xs">
                  <Text size="sm">{t('recourseStaff.fields.decision')}</Text>
                  <RecourseDecisionBadge decision={recourse.decision} />
                </Group>
              ) : null}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="sm">
            {decisions.isPending ? (
              <Loader size="sm" role="status" aria-label={t('recourseStaff.loading')} />
            ) : decisions.data && decisions.data.length > 0 ? (
              <List spacing="xs">
                {decisions.data.map((d) => (
                  <List.Item key={d.id}>
                    <Group gap="xs">
                      <Text size="sm">
                        {formatDate(d.decidedAt ?? d.commissionDate)} — {t(`recourseStaff.kinds.${d.kind}`)}
                      </Text>
                      <RecourseDecisionBadge decision={d.choice} />
                    </Group>
                  </List.Item>
                ))}
              </List>
            ) : decisions.isError ? (
              <Alert color="gray" variant="light">
                {t('recourseStaff.details.historyUnavailable')}
              </Alert>
            ) : (
              <Text c="dimmed">{t('recourseStaff.details.noHistory')}</Text>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="synthesis" pt="sm">
            {recourse.synthesis ? (
              <Stack gap="xs">
                <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                  {recourse.synthesis}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('recourseStaff.details.documents', { count: recourse.instructionDocumentIds.length })}
                </Text>
              </Stack>
            ) : (
              empty
            )}
          </Tabs.Panel>
          <Tabs.Panel value="pdf" pt="sm">
            <Stack gap="xs" align="flex-start">
              <Anchor
                component="button"
                type="button"
                onClick={() => void downloadRecourseFile(recourse.id, 'request', recourse.requestFileName)}
              >
                {t('recourseStaff.fields.downloadRequest', { name: recourse.requestFileName })}
              </Anchor>
              {recourse.hasDecisionFile ? (
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => void downloadRecourseFile(recourse.id, 'decision', 'decision')}
                >
                  {t('recourseStaff.fields.downloadDecision')}
                </Anchor>
              ) : null}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="qualification" pt="sm">
            {recourse.qualification ? (
              <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {recourse.qualification}
              </Text>
            ) : (
              empty
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
