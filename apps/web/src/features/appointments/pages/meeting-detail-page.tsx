import { LAND_MEETING_TYPE } from '@cri/shared/paths';
import { APPOINTMENT_PATHS, type TAppointment } from '@cri/shared/schemas/appointments';
import { Alert, Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useRegionParameters } from '../../reference-data/api/get-region-parameters.ts';
import { useAppointment } from '../api/get-appointment.ts';
import { AnswerBadge } from '../components/answer-badge.tsx';
import { CancelForm } from '../components/cancel-form.tsx';
import { DetailField as Field } from '../components/detail-field.tsx';
import { LandMeetingDetail } from '../components/land-meeting-detail.tsx';
import { ScheduleForm } from '../components/schedule-form.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { advisorName, ltr, moroccoDateTime, pendingAnswerDue, regionOf, whenOf } from '../lib/display.ts';

/**
 * What another advisor of the region sees instead of the forms: the two actions, disabled, with why
 * (spec 2 §4: only the assigned advisor changes or cancels; decision 031).
 */
function DeniedActions({ appointment }: { appointment: TAppointment }) {
  const { t } = useTranslation();
  const holder = advisorName(appointment);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="actions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="actions-title">
          {t('appointments.detail.actionsTitle')}
        </Title>
        <Text id="actions-denied" size="sm">
          {t('errors.APPOINTMENT_NOT_ASSIGNED')} {holder ? t('appointments.detail.heldBy', { advisor: holder }) : null}
        </Text>
        <Group gap="sm">
          <Button disabled aria-describedby="actions-denied">
            {t(
              appointment.status === 'SCHEDULED' ? 'appointments.detail.submitReschedule' : 'appointments.detail.submitSchedule',
            )}
          </Button>
          <Button disabled color="red" variant="outline" aria-describedby="actions-denied">
            {t('appointments.detail.submitCancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /meetings/{id} (spec 2 §2): the appointment, its history, and for the region's advisors the schedule and cancel
 * forms. A land appointment (`?type=foncier`, and every one a land member opens) is the land team's (decision 080).
 */
export default function MeetingDetailPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const user = useSignedInUser();
  const [search] = useSearchParams();
  const land = search.get('type') === LAND_MEETING_TYPE || (user?.roles.includes('ROLE_FONCIER_MEMBER') ?? false);
  const query = useAppointment(valid && !land ? id : null);
  const params = useRegionParameters(query.data?.regionId ?? null);
  const back = (
    <Anchor component={Link} to={APPOINTMENT_PATHS.list}>
      {t('appointments.detail.back')}
    </Anchor>
  );
  // The answer deadline is the centre's business (decision 031): staff see it, the investor their slot.
  const staff = !(user?.roles.includes('ROLE_INVESTOR') ?? true);
  if (land) return <LandMeetingDetail id={valid ? id : null} />;
  if (valid && query.isPending) return <PageLoader />;
  const a = query.data;
  if (!valid || !a) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {t('appointments.detail.notFound')}
        </Alert>
        {back}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {back}
      <Group gap="md" align="center">
        <Title order={1}>{t('appointments.detail.title', { id: a.id })}</Title>
        <StatusBadge status={a.status} />
        {staff ? <AnswerBadge answer={a.answer} /> : null}
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          <Field label={t('appointments.fields.subject')}>
            <span dir="auto">{a.subject}</span>
          </Field>
          <Field label={t('appointments.fields.when')}>
            <span dir="ltr">{whenOf(a) ?? t('appointments.fields.notScheduled')}</span>
          </Field>
          <Field label={t('appointments.fields.region')}>{regionOf(a, i18n.language)}</Field>
          <Field label={t('appointments.fields.advisor')}>{advisorName(a) ?? t('appointments.fields.noAdvisor')}</Field>
          <Field label={t('appointments.fields.requester')}>
            <span dir="auto">{a.requester.name}</span>
          </Field>
          <Field label={t('appointments.fields.email')}>
            <span dir="ltr">{a.requester.email}</span>
          </Field>
          {a.requester.phone ? (
            <Field label={t('appointments.fields.phone')}>
              <span dir="ltr">{a.requester.phone}</span>
            </Field>
          ) : null}
          <Field label={t('appointments.fields.createdAt')}>{formatDate(new Date(a.createdAt))}</Field>
          {staff && pendingAnswerDue(a) ? (
            <Field label={t('appointments.answer.dueAt')}>
              <Text component="span" c={a.answer.overdue ? 'red.8' : undefined} fw={a.answer.overdue ? 600 : undefined}>
                <span dir="ltr">{pendingAnswerDue(a)}</span>
              </Text>
            </Field>
          ) : null}
          {staff && a.answer.answeredAt ? (
            <Field label={t('appointments.answer.answeredAt')}>
              <span dir="ltr">{moroccoDateTime(a.answer.answeredAt)}</span>
            </Field>
          ) : null}
          {a.framingFormId ? <Field label={t('appointments.fields.framingForm')}>{a.framingFormId}</Field> : null}
          {a.projectId ? (
            <Field label={t('appointments.fields.project')}>
              {a.projectId}
              {a.projectType ? ` (${a.projectType})` : ''}
            </Field>
          ) : null}
          {a.cancellationReason ? (
            <Field label={t('appointments.fields.cancellationReason')}>
              <span dir="auto">{a.cancellationReason}</span>
            </Field>
          ) : null}
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="md">
          {t('appointments.fields.details')}
        </Text>
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
          {a.details}
        </Text>
      </Paper>
      {a.abilities.schedule && params.data ? <ScheduleForm appointment={a} params={params.data} /> : null}
      {a.abilities.cancel ? <CancelForm appointmentId={a.id} /> : null}
      {a.abilities.denied ? <DeniedActions appointment={a} /> : null}
      {a.history.length > 0 ? (
        <section aria-labelledby="history-title">
          <Title order={2} size="h4" id="history-title" mb="xs">
            {t('appointments.detail.history')}
          </Title>
          <List spacing={4}>
            {a.history.map((h) => (
              <List.Item key={`${h.event}-${h.at}`}>
                <span dir="ltr">{formatDate(new Date(h.at))}</span> —{' '}
                {t(`appointments.events.${h.event}`, {
                  when: h.date && h.startTime ? ltr(`${formatDate(h.date)} ${h.startTime}`) : '',
                })}
              </List.Item>
            ))}
          </List>
        </section>
      ) : null}
    </Stack>
  );
}
