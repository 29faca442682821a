import { LAND_APPOINTMENT_STATES, type LandAppointmentState } from '@cri/shared/enums/land';
import { landMeetingPath } from '@cri/shared/paths';
import { type TLandAppointment, ZLandAppointmentCancel, ZLandAppointmentSchedule } from '@cri/shared/schemas/land';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePaging } from '../../../lib/page-size.ts';
import { queryString, useChangeLandAppointment, useLandAppointments } from '../api/land-api.ts';
import { HabilitationGate } from '../components/habilitation-gate.tsx';
import { Pager } from '../components/pager.tsx';

function ChangeModal({
  appointment,
  kind,
  onClose,
}: {
  appointment: TLandAppointment;
  kind: 'schedule' | 'cancel';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(kind === 'schedule' ? (appointment.scheduledStart ?? '') : '');
  const [error, setError] = useState<string | null>(null);
  const save = useChangeLandAppointment(appointment.id);
  const submit = () => {
    const parsed =
      kind === 'schedule'
        ? ZLandAppointmentSchedule.safeParse({ start: value })
        : ZLandAppointmentCancel.safeParse({ reason: value });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'land.loadFailed'));
      return;
    }
    save.mutate(kind === 'schedule' ? { kind, start: value } : { kind, reason: value.trim() }, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('land.appointments.saved'),
          closeButtonProps: { 'aria-label': t('common.closeDialog') },
        });
        onClose();
      },
      onError: (e) => setError(t(e instanceof ApiError ? e.messageKey : 'land.loadFailed')),
    });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(kind === 'schedule' ? 'land.appointments.scheduleTitle' : 'land.appointments.cancelTitle', {
        subject: appointment.subject,
      })}
    >
      <Stack>
        {kind === 'schedule' ? (
          <TextInput
            type="datetime-local"
            label={t('land.appointments.startLabel')}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
          />
        ) : (
          <Textarea
            label={t('land.appointments.reasonLabel')}
            autosize
            minRows={2}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('land.appointments.close')}
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            {t('land.appointments.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Actions({ appointment, onOpen }: { appointment: TLandAppointment; onOpen: (kind: 'schedule' | 'cancel') => void }) {
  const { t } = useTranslation();
  const hold = useChangeLandAppointment(appointment.id);
  if (appointment.state === 'HELD' || appointment.state === 'CANCELLED')
    return <Text size="sm">{appointment.cancellationReason ?? '—'}</Text>;
  return (
    <Group gap="xs">
      <Button size="xs" variant="light" onClick={() => onOpen('schedule')}>
        {t(appointment.state === 'SCHEDULED' ? 'land.appointments.move' : 'land.appointments.schedule')}
      </Button>
      <Button size="xs" variant="light" color="red" onClick={() => onOpen('cancel')}>
        {t('land.appointments.cancel')}
      </Button>
      {appointment.state === 'SCHEDULED' && (
        <Button
          size="xs"
          variant="light"
          color="green"
          loading={hold.isPending}
          onClick={() =>
            hold.mutate(
              { kind: 'hold' },
              {
                onSuccess: () =>
                  notifications.show({
                    color: 'green',
                    message: t('land.appointments.held'),
                    closeButtonProps: { 'aria-label': t('common.closeDialog') },
                  }),
              },
            )
          }
        >
          {t('land.appointments.hold')}
        </Button>
      )}
    </Group>
  );
}

function Appointments() {
  const { t } = useTranslation();
  const [state, setState] = useState<LandAppointmentState>('TO_BE_SCHEDULED');
  const { page, setPage, size, setSize } = usePaging('land-appointments');
  const [open, setOpen] = useState<{ appointment: TLandAppointment; kind: 'schedule' | 'cancel' } | null>(null);
  const query = useLandAppointments(queryString({ stateCategory: state, page, size }));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('land.appointments.title')}</Title>
      <Text>{t('land.appointments.intro')}</Text>
      <SegmentedControl
        aria-label={t('land.appointments.title')}
        value={state}
        onChange={(v) => {
          setState(v as LandAppointmentState);
          setPage(0);
        }}
        data={LAND_APPOINTMENT_STATES.map((s) => ({ value: s, label: t(`land.appointments.states.${s}`) }))}
        w="fit-content"
      />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('land.loadFailed')}
        </Alert>
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed">{t('land.empty')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={860}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('land.appointments.columns.investor')}</Table.Th>
                  <Table.Th>{t('land.appointments.columns.subject')}</Table.Th>
                  <Table.Th>{t('land.appointments.columns.asked')}</Table.Th>
                  <Table.Th>{t('land.appointments.columns.start')}</Table.Th>
                  <Table.Th>{t('land.appointments.columns.member')}</Table.Th>
                  <Table.Th>{t('land.appointments.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.items.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      {a.investorName}
                      <Text size="xs" c="dimmed">
                        {a.investorEmail}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={landMeetingPath(a.id)} dir="auto">
                        {a.subject}
                      </Anchor>
                      {a.details && (
                        <Text size="xs" c="dimmed">
                          {a.details}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDate(a.createdAt)}</Table.Td>
                    <Table.Td>{a.scheduledStart ? a.scheduledStart.replace('T', ' ') : '—'}</Table.Td>
                    <Table.Td>{a.memberName ?? '—'}</Table.Td>
                    <Table.Td>
                      <Actions appointment={a} onOpen={(kind) => setOpen({ appointment: a, kind })} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={page} size={size} total={query.data.total} onPage={setPage} onSize={setSize} />
        </>
      )}
      {open && <ChangeModal appointment={open.appointment} kind={open.kind} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

/** /appointments-foncier (RDV): the region's land appointments by state; schedule, move, cancel, hold. */
export default function LandAppointmentsPage() {
  const { t } = useTranslation();
  return (
    <HabilitationGate habilitation="RDV" title={t('land.appointments.title')}>
      <Appointments />
    </HabilitationGate>
  );
}
