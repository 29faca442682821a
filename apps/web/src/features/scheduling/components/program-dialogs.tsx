import { programDateIssue } from '@cri/shared/rules/working-days';
import type { TCalendarProject, TProgramSlot, TScheduledProject } from '@cri/shared/schemas/scheduling';
import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDeprogramProject } from '../api/deprogram-project.ts';
import { useProgramSlot } from '../api/get-program-slot.ts';
import { useProgramAfterCommission } from '../api/program-after-commission.ts';
import { useProgramProject } from '../api/program-project.ts';
import { longDate, parseTypedDate, weekdayName } from '../lib/calendar-view.ts';

/** The refusal of a date, as the server words it (the same shared rule), or null when it may be asked for. */
function dateIssueKey(text: string, today: string): string | null {
  const iso = parseTypedDate(text);
  if (iso === null) return 'scheduling.errors.dateFormat';
  const issue = programDateIssue(iso, today);
  return issue ? `scheduling.errors.${issue}` : null;
}

/** What confirming will do: the session day and time, a full session, another weekday than the region's. */
function SlotSummary({ slot, name }: { slot: TProgramSlot; name: string }) {
  const { t, i18n } = useTranslation();
  if (!slot.date || !slot.startTime || !slot.endTime) return null;
  const when = longDate(slot.date, i18n.language);
  // In Arabic the times keep their left-to-right order inside the sentence (Unicode isolates, as <bdi dir="ltr">).
  const ltr = (text: string) => (i18n.dir() === 'rtl' ? `\u2066${text}\u2069` : text);
  return (
    <Stack gap="xs" data-testid="program-slot-summary">
      {slot.isCommissionDay === false ? (
        <Alert color="yellow" variant="light" data-testid="weekday-warning">
          {t('scheduling.confirm.weekdayWarning', {
            region: i18n.language.startsWith('ar') ? slot.regionNameAr : slot.regionNameFr,
            commissionDay: weekdayName(slot.commissionDay, i18n.language),
            longDate: when,
          })}
        </Alert>
      ) : null}
      <Text>
        {t('scheduling.confirm.programBody', { name, longDate: when, slot: ltr(`${slot.startTime} – ${slot.endTime}`) })}
      </Text>
      {slot.withinHours === false ? (
        <Alert color="orange" variant="light">
          {t('scheduling.confirm.overHours', { end: ltr(slot.sessionEndTime) })}
        </Alert>
      ) : null}
      <Text size="sm">{t('scheduling.confirm.investorTold')}</Text>
    </Stack>
  );
}

function ProgramForm(props: {
  project: TScheduledProject;
  today: string;
  onClose: () => void;
  onProgrammed: (date: string, startTime: string) => void;
}) {
  const { t } = useTranslation();
  const { project } = props;
  const proposal = useProgramSlot(project.id, null);
  const program = useProgramProject();
  // null: the advisor has not typed yet, the field shows the proposal.
  const [typed, setTyped] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const text = typed ?? (proposal.data?.date ? formatDate(proposal.data.date) : '');
  const iso = parseTypedDate(text);
  const issue = text === '' && typed === null ? null : dateIssueKey(text, props.today);
  const asked = iso !== null && issue === null ? (iso === proposal.data?.date ? null : iso) : undefined;
  const slotQuery = useProgramSlot(project.id, asked);
  const slot = asked === undefined ? undefined : slotQuery.data;
  const slotError = slotQuery.error instanceof ApiError ? slotQuery.error : null;
  const fieldError = issue ?? serverError ?? (slotError?.fieldErrors.find((f) => f.field === 'date')?.messageKey || null);
  const anyway = slot?.isCommissionDay === false;
  const ready = slot?.date && slot.startTime && !fieldError && !program.isPending;

  const confirm = () => {
    if (!slot?.date || !slot.startTime) return;
    const { date, startTime } = slot;
    setAlert(null);
    program.mutate(
      { id: project.id, date },
      {
        onSuccess: () => props.onProgrammed(date, startTime),
        onError: (failure) => {
          const error = failure instanceof ApiError ? failure : null;
          const field = error?.fieldErrors.find((f) => f.field === 'date');
          if (field) setServerError(field.messageKey);
          else setAlert(error?.messageKey ?? 'scheduling.common.loadError');
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <TextInput
        label={t('scheduling.confirm.dateLabel')}
        description={t('scheduling.confirm.dateHint')}
        placeholder={t('scheduling.confirm.datePlaceholder')}
        value={text}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          setServerError(null);
          setAlert(null);
        }}
        error={fieldError ? t(fieldError) : undefined}
        inputMode="numeric"
        dir="ltr"
        maw={260}
        data-autofocus
      />
      {proposal.isSuccess && proposal.data.date === null && typed === null ? (
        <Text size="sm" role="status">
          {t('scheduling.confirm.noProposal')}
        </Text>
      ) : null}
      {proposal.isError && !(proposal.error instanceof ApiError && proposal.error.fieldErrors.length > 0) ? (
        <Alert color="red" variant="light" role="alert">
          {t(proposal.error instanceof ApiError ? proposal.error.messageKey : 'scheduling.common.loadError')}
        </Alert>
      ) : null}
      {!fieldError && asked !== undefined && slotQuery.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('scheduling.confirm.loadingSlot')}</Text>
        </Group>
      ) : null}
      {slot && !fieldError ? <SlotSummary slot={slot} name={project.name} /> : null}
      {alert ? (
        <Alert color="red" variant="light" role="alert">
          {t(alert)}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onClose}>
          {t('scheduling.confirm.cancel')}
        </Button>
        <Button onClick={confirm} disabled={!ready} loading={program.isPending} color={anyway ? 'orange' : undefined}>
          {t(anyway ? 'scheduling.confirm.programAnyway' : 'scheduling.confirm.program')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Programming a file: the date field starts on the region's next commission day with a free slot; the
 * dialog says the day and time the file will take, asks again when the day is not the region's commission
 * day (naming it), and that the investor is told. A refused date shows under the field, kept as typed.
 */
export function ProgramDialog(props: {
  project: TScheduledProject | null;
  today: string;
  onClose: () => void;
  onProgrammed: (date: string, startTime: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.project !== null}
      onClose={props.onClose}
      title={t('scheduling.confirm.programTitle')}
      size="lg"
      centered
    >
      {props.project ? (
        <ProgramForm
          key={props.project.id}
          project={props.project}
          today={props.today}
          onClose={props.onClose}
          onProgrammed={props.onProgrammed}
        />
      ) : null}
    </Modal>
  );
}

/** A confirmation with what will happen, the change made on confirm, a refusal shown in the dialog. */
function ConfirmChange(props: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  color?: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} size="lg" centered>
      <Stack gap="sm">
        <Text>{props.body}</Text>
        <Text size="sm">{t('scheduling.confirm.investorTold')}</Text>
        {props.error ? (
          <Alert color="red" variant="light" role="alert">
            {t(props.error instanceof ApiError ? props.error.messageKey : 'scheduling.common.loadError')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {t('scheduling.confirm.cancel')}
          </Button>
          <Button color={props.color} onClick={props.onConfirm} loading={props.pending} data-autofocus>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Deprogramming: says which session the file leaves and that the investor is told. */
export function DeprogramDialog(props: { project: TCalendarProject | null; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const deprogram = useDeprogramProject();
  const { project } = props;
  const close = () => {
    deprogram.reset();
    props.onClose();
  };
  return (
    <ConfirmChange
      opened={project !== null}
      title={t('scheduling.confirm.deprogramTitle')}
      body={
        project
          ? t('scheduling.confirm.deprogramBody', {
              name: project.name,
              longDate: project.cruiDate ? longDate(project.cruiDate, i18n.language) : '',
            })
          : ''
      }
      confirmLabel={t('scheduling.confirm.deprogram')}
      color="red"
      pending={deprogram.isPending}
      error={deprogram.error}
      onClose={close}
      onConfirm={() =>
        project &&
        deprogram.mutate(project.id, {
          onSuccess: () => {
            deprogram.reset();
            props.onDone();
          },
        })
      }
    />
  );
}

/** Reprogramming at the next commission a file the commission asked to reschedule. */
export function AfterCommissionDialog(props: {
  project: TScheduledProject | null;
  onClose: () => void;
  onDone: (cruiDate: string) => void;
}) {
  const { t } = useTranslation();
  const afterCommission = useProgramAfterCommission();
  const { project } = props;
  const close = () => {
    afterCommission.reset();
    props.onClose();
  };
  return (
    <ConfirmChange
      opened={project !== null}
      title={t('scheduling.confirm.afterCommissionTitle')}
      body={project ? t('scheduling.confirm.afterCommissionBody', { name: project.name }) : ''}
      confirmLabel={t('scheduling.confirm.afterCommission')}
      pending={afterCommission.isPending}
      error={afterCommission.error}
      onClose={close}
      onConfirm={() =>
        project &&
        afterCommission.mutate(project.id, {
          onSuccess: ({ cruiDate }) => {
            afterCommission.reset();
            props.onDone(cruiDate);
          },
        })
      }
    />
  );
}
