import { LAND_PATHS } from '@cri/shared/paths';
import { APPOINTMENT_PATHS } from '@cri/shared/schemas/appointments';
import { type TLandAppointmentDetail, ZLandAppointmentCancel, ZLandAppointmentSchedule } from '@cri/shared/schemas/land';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useChangeLandAppointment, useLandMeeting } from '../../land/api/land-api.ts';
import { landWhen, regionOf } from '../lib/display.ts';
import { DetailField as Field } from './detail-field.tsx';
import { LandStateBadge } from './land-state-badge.tsx';

/** The RDV member's actions on the page (decision 080): schedule or move, cancel with a reason, mark as held. */
function LandActions({ appointment }: { appointment: TLandAppointmentDetail }) {
  const { t } = useTranslation();
  const change = useChangeLandAppointment(appointment.id);
  const [start, setStart] = useState(appointment.scheduledStart ?? '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ start?: string; reason?: string; form?: string }>({});
  const done = (key: string) =>
    notifications.show({ color: 'green', message: t(key), closeButtonProps: { 'aria-label': t('common.closeDialog') } });
  const failed = (field: 'start' | 'reason' | 'form') => (e: Error) =>
    setErrors({ [field]: t(e instanceof ApiError ? e.messageKey : 'appointments.list.loadError') });
  const schedule = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZLandAppointmentSchedule.safeParse({ start });
    if (!parsed.success) return setErrors({ start: t(parsed.error.issues[0]?.message ?? '') });
    setErrors({});
    change.mutate(
      { kind: 'schedule', start },
      { onSuccess: () => done('appointments.detail.scheduled'), onError: failed('start') },
    );
  };
  const cancel = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZLandAppointmentCancel.safeParse({ reason });
    if (!parsed.success) return setErrors({ reason: t(parsed.error.issues[0]?.message ?? '') });
    setErrors({});
    change.mutate(
      { kind: 'cancel', reason: parsed.data.reason },
      { onSuccess: () => done('appointments.detail.cancelled'), onError: failed('reason') },
    );
  };
  const rescheduling = appointment.state === 'SCHEDULED';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="land-actions-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="land-actions-title">
          {t('appointments.land.actionsTitle')}
        </Title>
        {errors.form ? (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <form onSubmit={schedule} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="datetime-local"
              label={t(rescheduling ? 'appointments.detail.rescheduleTitle' : 'appointments.detail.scheduleTitle')}
              description={t('appointments.land.startHint')}
              value={start}
              onChange={(e) => setStart(e.currentTarget.value)}
              error={errors.start}
              w={{ base: '100%', sm: 280 }}
            />
            <Button type="submit" loading={change.isPending && change.variables?.kind === 'schedule'}>
              {t(rescheduling ? 'appointments.detail.submitReschedule' : 'appointments.detail.submitSchedule')}
            </Button>
          </Group>
        </form>
        <form onSubmit={cancel} noValidate>
          <Stack gap="xs">
            <Textarea
              label={t('appointments.detail.cancelReason')}
              autosize
              minRows={2}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={errors.reason}
            />
            <div>
              <Button
                type="submit"
                color="red"
                variant="outline"
                loading={change.isPending && change.variables?.kind === 'cancel'}
              >
                {t('appointments.detail.submitCancel')}
              </Button>
            </div>
          </Stack>
        </form>
        {appointment.abilities.hold ? (
          <div>
            <Button
              color="green"
              variant="light"
              loading={change.isPending && change.variables?.kind === 'hold'}
              onClick={() =>
                change.mutate({ kind: 'hold' }, { onSuccess: () => done('appointments.land.held'), onError: failed('form') })
              }
            >
              {t('appointments.land.hold')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * /meetings/{id}?type=foncier (decision 080): a land appointment on the appointment screen: for its investor,
 * the region's consultation roles, and the region's land members holding RDV, who also act on it here.
 */
export function LandMeetingDetail({ id }: { id: number | null }) {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const query = useLandMeeting(id);
  const landMember = user?.roles.includes('ROLE_FONCIER_MEMBER') ?? false;
  const staff = !(user?.roles.includes('ROLE_INVESTOR') ?? true);
  const back = landMember ? (
    <Anchor component={Link} to={LAND_PATHS.appointments}>
      {t('appointments.land.backToLand')}
    </Anchor>
  ) : (
    <Anchor component={Link} to={APPOINTMENT_PATHS.list}>
      {t('appointments.detail.back')}
    </Anchor>
  );
  if (id !== null && query.isPending) return <PageLoader />;
  const a = query.data;
  if (id === null || !a) {
    const forbidden = query.error instanceof ApiError && query.error.status === 403;
    return (
      <Stack gap="md">
        <Title order={1}>{t('appointments.land.title', { id: id ?? '' })}</Title>
        <Alert color="red" variant="light" role="alert">
          {forbidden ? t('appointments.land.noHabilitation') : t('appointments.detail.notFound')}
        </Alert>
        {back}
      </Stack>
    );
  }
  const manages = a.abilities.schedule || a.abilities.cancel || a.abilities.hold;
  return (
    <Stack gap="lg">
      {back}
      <Group gap="md" align="center">
        <Title order={1}>{t('appointments.land.title', { id: a.id })}</Title>
        <LandStateBadge state={a.state} />
      </Group>
      <Text>{t('appointments.land.intro', { region: regionOf(a, i18n.language) })}</Text>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          <Field label={t('appointments.fields.subject')}>
            <span dir="auto">{a.subject}</span>
          </Field>
          <Field label={t('appointments.fields.when')}>
            <span dir="ltr">{landWhen(a) ?? t('appointments.fields.notScheduled')}</span>
          </Field>
          <Field label={t('appointments.fields.region')}>{regionOf(a, i18n.language)}</Field>
          <Field label={t('appointments.land.member')}>{a.memberName ?? t('appointments.fields.noAdvisor')}</Field>
          {staff ? (
            <>
              <Field label={t('appointments.fields.requester')}>
                <span dir="auto">{a.investorName}</span>
              </Field>
              <Field label={t('appointments.fields.email')}>
                <span dir="ltr">{a.investorEmail}</span>
              </Field>
            </>
          ) : null}
          <Field label={t('appointments.fields.createdAt')}>{formatDate(new Date(a.createdAt))}</Field>
          {a.cancellationReason ? (
            <Field label={t('appointments.fields.cancellationReason')}>
              <span dir="auto">{a.cancellationReason}</span>
            </Field>
          ) : null}
        </SimpleGrid>
        {a.details ? (
          <>
            <Text size="sm" c="dimmed" mt="md">
              {t('appointments.fields.details')}
            </Text>
            <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {a.details}
            </Text>
          </>
        ) : null}
      </Paper>
      {manages ? <LandActions key={`${a.state}-${a.scheduledStart}`} appointment={a} /> : null}
    </Stack>
  );
}
