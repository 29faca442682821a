import {
  addBusinessDays,
  isAppointmentDay,
  isBusinessDay,
  isPastSlot,
  platformWallClock,
  type SlotParams,
  slotsOfDay,
} from '@cri/shared/rules/appointment-slots';
import { APPOINTMENT_PATHS, scheduleFormSchema, type TAppointment } from '@cri/shared/schemas/appointments';
import type { TRegionParameters } from '@cri/shared/schemas/reference-data';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Select, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useUpdateAppointment } from '../api/update-appointment.ts';

interface ScheduleValues {
  date: string;
  startTime: string;
}

const wallNow = () => platformWallClock(new Date());
/** How far ahead an advisor can book: about two months of business days. */
const BOOKABLE_DAYS = 40;

/**
 * The days an advisor can pick, shown "lundi 23/11/2026": business days without the region's commission
 * day (the advisors sit in the commission). A list rather than the browser's date field, whose display
 * format follows the browser's locale instead of DD/MM/YYYY.
 */
export function bookableDays(params: SlotParams, today: string, language: string): { value: string; label: string }[] {
  const first = isBusinessDay(today) ? today : addBusinessDays(today, 1);
  const weekday = new Intl.DateTimeFormat(language === 'ar' ? 'ar-MA' : 'fr-FR', { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: BOOKABLE_DAYS }, (_, i) => addBusinessDays(first, i))
    .filter((day) => isAppointmentDay(params, day))
    .map((day) => ({ value: day, label: `${weekday.format(new Date(`${day}T12:00:00Z`))} ${formatDate(day)}` }));
}

/**
 * The advisor's schedule (or move) form: a business day from today and one of the region's slots, checked
 * by the same rule as the server (shared scheduleIssues); the update leads back to /meetings.
 */
export function ScheduleForm({ appointment, params }: { appointment: TAppointment; params: TRegionParameters }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const mutation = useUpdateAppointment();
  const [alert, setAlert] = useState<string | null>(null);
  const schema = useMemo(() => scheduleFormSchema(params, wallNow), [params]);
  const { handleSubmit, control, watch, setError, formState } = useForm<ScheduleValues>({
    resolver: zodResolver(schema),
    defaultValues: { date: appointment.date ?? '', startTime: appointment.startTime ?? '' },
    mode: 'onChange',
  });
  const date = watch('date');
  const now = wallNow();
  const slots = slotsOfDay(params, date).filter((s) => !isPastSlot(date, s.startTime, now));
  const days = useMemo(() => bookableDays(params, now.date, i18n.language), [params, now.date, i18n.language]);
  const rescheduling = appointment.status === 'SCHEDULED';
  const message = (name: keyof ScheduleValues) => {
    const m = formState.errors[name]?.message;
    return m ? t(m) : undefined;
  };

  const onSubmit = (values: ScheduleValues) => {
    setAlert(null);
    mutation.mutate(
      { id: appointment.id, body: { status: 'SCHEDULED', date: values.date, startTime: values.startTime } },
      {
        onSuccess: () => void navigate(APPOINTMENT_PATHS.list),
        onError: (failure) => {
          const error = failure instanceof ApiError ? failure : null;
          const fields = (error?.fieldErrors ?? []).filter((f) => f.field === 'date' || f.field === 'startTime');
          for (const f of fields) setError(f.field as keyof ScheduleValues, { type: 'server', message: f.messageKey });
          if (fields.length === 0) setAlert(error?.messageKey ?? 'errors.INTERNAL');
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="schedule-title">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="schedule-title">
            {t(rescheduling ? 'appointments.detail.rescheduleTitle' : 'appointments.detail.scheduleTitle')}
          </Title>
          {alert ? (
            <Alert color="red" variant="light" role="alert">
              {t(alert)}
            </Alert>
          ) : null}
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <Select
                label={t('appointments.detail.date')}
                description={t('appointments.detail.dateHint')}
                data={days}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                error={message('date')}
                withAsterisk
                allowDeselect={false}
                searchable
                w={{ base: '100%', sm: 280 }}
              />
            )}
          />
          <Controller
            control={control}
            name="startTime"
            render={({ field }) => (
              <Select
                label={t('appointments.detail.slot')}
                placeholder={
                  slots.length === 0 && date ? t('appointments.detail.noSlot') : t('appointments.detail.slotPlaceholder')
                }
                description={t('appointments.detail.slotHint', {
                  minutes: params.minutesPerFile,
                  start: params.slotStartTime,
                  end: params.slotEndTime,
                })}
                data={slots.map((s) => ({ value: s.startTime, label: `${s.startTime} – ${s.endTime}` }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                error={message('startTime')}
                withAsterisk
                allowDeselect={false}
                w={{ base: '100%', sm: 240 }}
              />
            )}
          />
          <Button type="submit" loading={mutation.isPending} w="fit-content">
            {t(rescheduling ? 'appointments.detail.submitReschedule' : 'appointments.detail.submitSchedule')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
