import { hasPermission } from '@cri/shared/permissions';
import { projectPath } from '@cri/shared/schemas/projects';
import { calendarDatePath } from '@cri/shared/schemas/scheduling';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { hasAnyRole, PROJECT_READER_ROLES } from '../../../config/role-groups.ts';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useCalendarProject } from '../api/get-calendar-project.ts';
import { CompetenceBadge } from '../components/to-program-list.tsx';
import { weekdayKey } from '../lib/calendar-view.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** /calendar/projects/{id}: the file's summary in the commission agenda, linking to the full file. */
export default function CalendarProjectPage() {
  const { t, i18n } = useTranslation();
  const id = parseId(useParams().id);
  const user = useSignedInUser();
  const summary = useCalendarProject(id);
  const opensFile = hasAnyRole(user?.roles, PROJECT_READER_ROLES);

  if (id === null || summary.isError) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('scheduling.project.title')}</Title>
        <Alert color="red" variant="light" role="alert">
          {t('scheduling.project.notFound')}
        </Alert>
        <Anchor component={Link} to="/calendar">
          {t('scheduling.project.back')}
        </Anchor>
      </Stack>
    );
  }
  if (summary.isPending) return <PageLoader />;
  const p = summary.data;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('scheduling.project.title')}</Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3" dir="auto">
              {p.name}
            </Title>
            {p.latestPhase ? <Badge variant="light">{t(`projects.phases.${p.latestPhase}`)}</Badge> : null}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label={t('scheduling.common.reference')}>
              <span dir="ltr">{p.reference ?? t('scheduling.common.noReference')}</span>
            </Field>
            <Field label={t('scheduling.common.investor')}>
              <span dir="auto">{p.investorName}</span>
            </Field>
            <Field label={t('scheduling.common.region')}>{localized(p, i18n.language, 'regionName')}</Field>
            <Field label={t('scheduling.project.session')}>
              {p.cruiDate ? (
                <Anchor component={Link} to={calendarDatePath(p.cruiDate)}>
                  {t(weekdayKey(p.cruiDate))} <span dir="ltr">{formatDate(p.cruiDate)}</span>
                </Anchor>
              ) : (
                t('scheduling.project.notProgrammed')
              )}
            </Field>
            {p.startTime && p.endTime ? (
              <Field label={t('scheduling.project.slot')}>
                <bdi dir="ltr">{t('scheduling.common.slot', { start: p.startTime, end: p.endTime })}</bdi>
                {p.withinHours === false ? ` (${t('scheduling.common.overHours')})` : ''}
              </Field>
            ) : null}
            <Field label={t('scheduling.project.competence')}>
              <Stack gap={4} align="flex-start">
                <CompetenceBadge project={p} />
                <Text size="sm">
                  {t('scheduling.competence.totalInvestment')} <bdi dir="ltr">{formatAmount(p.totalInvestment)}</bdi>
                </Text>
                <Text size="xs" c="dimmed">
                  {t(
                    p.competentCommission === 'NATIONAL'
                      ? 'scheduling.competence.nationalHint'
                      : 'scheduling.competence.regionalHint',
                  )}
                </Text>
              </Stack>
            </Field>
            {p.isAlreadyReprogrammed ? (
              <Field label={t('scheduling.common.reprogrammed')}>
                <Badge color="grape" variant="light">
                  {t('scheduling.common.reprogrammed')}
                </Badge>
              </Field>
            ) : null}
          </SimpleGrid>
          <Group gap="sm">
            {opensFile ? (
              <Button component={Link} to={projectPath(p.id)}>
                {t('scheduling.project.openProject')}
              </Button>
            ) : null}
            <Button component={Link} to={p.cruiDate ? calendarDatePath(p.cruiDate) : '/calendar'} variant="default">
              {t('scheduling.project.back')}
            </Button>
          </Group>
          {hasPermission(user?.roles ?? [], 'schedule:project') ? null : (
            <Text size="xs" c="dimmed">
              {t('scheduling.calendar.readOnly')}
            </Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
