import { LAND_APPOINTMENT_STATES, type LandAppointmentState } from '@cri/shared/enums/land';
import { landMeetingPath } from '@cri/shared/paths';
import { type TLandAppointment, ZLandAppointmentCancel, ZLandAppointmentSchedule } from '@cri/shared/schemas/land';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import light from '../../../components/ui/light-rows.module.css';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { byId, groupedTable, RowGroups } from '../../../components/ui/row-groups.tsx';
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

/** "Hold" of a scheduled appointment: its own mutation, so the rows that cannot be held carry none. */
function HoldButton({ appointment, label }: { appointment: TLandAppointment; label: string }) {
  const { t } = useTranslation();
  const hold = useChangeLandAppointment(appointment.id);
  return (
    <button
      type="button"
      className={light.button}
      data-variant="light"
      data-color="green"
      disabled={hold.isPending}
      aria-busy={hold.isPending || undefined}
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
      {label}
    </button>
  );
}

/** The texts of a page of appointments, each translation resolved once for the page (decision 109). */
function rowTexts(t: TFunction) {
  return {
    move: t('land.appointments.move'),
    schedule: t('land.appointments.schedule'),
    cancel: t('land.appointments.cancel'),
    hold: t('land.appointments.hold'),
  };
}
type RowTexts = ReturnType<typeof rowTexts>;
type Open = (appointment: TLandAppointment, kind: 'schedule' | 'cancel') => void;

/**
 * The appointments of a page (up to 100, decisions 099 and 109): plain cells, one memoised row, rows added in
 * slices, translations resolved once per page.
 */
const AppointmentTable = memo(function AppointmentTable({
  appointments,
  onOpen,
}: {
  appointments: readonly TLandAppointment[];
  onOpen: Open;
}) {
  const { t } = useTranslation();
  const texts = useMemo(() => rowTexts(t), [t]);
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table striped withTableBorder {...groupedTable([1.2, 1.5, 0.9, 1, 1.2, 1.6])}>
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
        <RowGroups
          rows={appointments}
          keyOf={byId}
          row={(a) => <AppointmentRow key={a.id} appointment={a} texts={texts} onOpen={onOpen} />}
        />
      </Table>
    </Table.ScrollContainer>
  );
});

const AppointmentRow = memo(function AppointmentRow({
  appointment: a,
  texts,
  onOpen,
}: {
  appointment: TLandAppointment;
  texts: RowTexts;
  onOpen: Open;
}) {
  const done = a.state === 'HELD' || a.state === 'CANCELLED';
  return (
    <tr>
      <td>
        {a.investorName}
        <span className={light.sub}>{a.investorEmail}</span>
      </td>
      <td>
        <Link className={light.link} to={landMeetingPath(a.id)} dir="auto">
          {a.subject}
        </Link>
        {a.details && <span className={light.sub}>{a.details}</span>}
      </td>
      <td>{formatDate(a.createdAt)}</td>
      <td>{a.scheduledStart ? a.scheduledStart.replace('T', ' ') : '—'}</td>
      <td>{a.memberName ?? '—'}</td>
      <td>
        {done ? (
          <span className={light.text}>{a.cancellationReason ?? '—'}</span>
        ) : (
          <span className={light.actions}>
            <button type="button" className={light.button} data-variant="light" onClick={() => onOpen(a, 'schedule')}>
              {a.state === 'SCHEDULED' ? texts.move : texts.schedule}
            </button>
            <button
              type="button"
              className={light.button}
              data-variant="light"
              data-color="red"
              onClick={() => onOpen(a, 'cancel')}
            >
              {texts.cancel}
            </button>
            {a.state === 'SCHEDULED' && <HoldButton appointment={a} label={texts.hold} />}
          </span>
        )}
      </td>
    </tr>
  );
});

function Appointments() {
  const { t } = useTranslation();
  const [state, setState] = useState<LandAppointmentState>('TO_BE_SCHEDULED');
  const { page, setPage, size, setSize } = usePaging('land-appointments');
  const [open, setOpen] = useState<{ appointment: TLandAppointment; kind: 'schedule' | 'cancel' } | null>(null);
  const query = useLandAppointments(queryString({ stateCategory: state, page, size }));
  const openChange = useCallback<Open>((appointment, kind) => setOpen({ appointment, kind }), []);
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
          <AppointmentTable appointments={query.data.items} onOpen={openChange} />
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
