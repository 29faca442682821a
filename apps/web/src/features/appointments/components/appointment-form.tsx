import { paths } from '@cri/shared/paths';
import {
  APPOINTMENT_DETAILS_MAX,
  APPOINTMENT_PATHS,
  APPOINTMENT_SUBJECT_MAX,
  type TVisitorAppointmentForm,
  ZAppointmentForm,
  ZVisitorAppointmentForm,
} from '@cri/shared/schemas/appointments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CaptchaField } from '../../../components/forms/captcha-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCaptcha } from '../../../lib/captcha/get-captcha.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { useDeployedRegions } from '../../reference-data/api/get-regions.ts';
import { useCreateAppointment, useCreateFramingFormAppointment } from '../api/create-appointment.ts';

export type AppointmentTarget =
  | { kind: 'plain' }
  | { kind: 'framingForm'; framingFormId: number }
  | { kind: 'project'; projectId: number; type: string };

const FIELDS: FieldPath<TVisitorAppointmentForm>[] = [
  'subject',
  'details',
  'regionId',
  'name',
  'email',
  'phone',
  'captchaAnswer',
];
/** The framing-form variant takes its region from the questionnaire: the field holds this placeholder. */
const FROM_FRAMING_FORM = 'framing-form';

/**
 * The booking form of /meeting/new-appointment[/…] (spec 2 §2, §8): subject, details, region, the
 * visitor's identity, and the captcha. A failed submit keeps what was typed and shows a new captcha.
 */
export function AppointmentForm({ target, visitor }: { target: AppointmentTarget; visitor: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const regions = useDeployedRegions();
  const create = useCreateAppointment();
  const createForForm = useCreateFramingFormAppointment();
  const [alert, setAlert] = useState<{ key: string; meetingsLink?: boolean } | null>(null);
  const form = useForm<TVisitorAppointmentForm>({
    resolver: zodResolver(visitor ? ZVisitorAppointmentForm : ZAppointmentForm) as never,
    defaultValues: {
      subject: '',
      details: '',
      regionId: target.kind === 'framingForm' ? FROM_FRAMING_FORM : '',
      name: '',
      email: '',
      phone: '',
      captchaAnswer: '',
    },
    mode: 'onTouched',
  });
  const { register, handleSubmit, setValue, setError, formState, control } = form;
  const err = (name: FieldPath<TVisitorAppointmentForm>) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const onError = (failure: unknown) => {
    const error = failure instanceof ApiError ? failure : null;
    // The captcha is spent by any answer: a new image, the rest of the form kept.
    setValue('captchaAnswer', '');
    captcha.refresh();
    if (error?.errorCode === 'APPOINTMENT_DAILY_LIMIT') {
      void navigate(APPOINTMENT_PATHS.maxAttempts);
      return;
    }
    if (error?.errorCode === 'APPOINTMENT_ALREADY_REQUESTED') {
      setAlert({ key: 'appointments.new.alreadyRequested', meetingsLink: !visitor });
      return;
    }
    if (error?.errorCode === 'INVALID_CAPTCHA') {
      setError('captchaAnswer', { type: 'server', message: 'errors.INVALID_CAPTCHA' }, { shouldFocus: true });
      setAlert({ key: 'errors.INVALID_CAPTCHA' });
      return;
    }
    let placed = false;
    for (const { field, messageKey } of error?.fieldErrors ?? []) {
      const name = FIELDS.find((f) => f === field.replace(/^appointment\./, ''));
      if (name && name !== 'captchaAnswer') {
        setError(name, { type: 'server', message: messageKey }, { shouldFocus: !placed });
        placed = true;
      }
    }
    if (!placed) setAlert({ key: error?.messageKey ?? 'errors.INTERNAL' });
  };

  const onSubmit = (values: TVisitorAppointmentForm) => {
    setAlert(null);
    const captchaFields = { captchaId: captcha.captcha?.captchaId ?? '', captchaAnswer: values.captchaAnswer };
    const language = i18n.language === 'ar' ? 'ar' : 'fr';
    if (target.kind === 'framingForm') {
      createForForm.mutate(
        {
          appointment: { subject: values.subject, details: values.details, framingFormId: target.framingFormId, language },
          captcha: captchaFields,
        },
        { onSuccess: () => void navigate(paths.dashboard), onError },
      );
      return;
    }
    create.mutate(
      {
        appointment: {
          subject: values.subject,
          details: values.details,
          regionId: Number(values.regionId),
          language,
          ...(visitor ? { name: values.name, email: values.email, phone: values.phone } : {}),
          ...(target.kind === 'project' ? { projectId: target.projectId, projectType: target.type } : {}),
        },
        captcha: captchaFields,
      },
      { onSuccess: () => void navigate(APPOINTMENT_PATHS.success), onError },
    );
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="lg">
        {alert ? (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{t(alert.key)}</Text>
            {alert.meetingsLink ? (
              <Anchor component={Link} to={APPOINTMENT_PATHS.list} size="sm">
                {t('appointments.new.viewMeetings')}
              </Anchor>
            ) : null}
          </Alert>
        ) : null}
        {visitor ? (
          <Paper withBorder p="md" radius="md" component="fieldset">
            <Title order={2} size="h4" component="legend" px={4}>
              {t('appointments.new.requesterTitle')}
            </Title>
            <Stack gap="sm">
              <TextInput
                {...register('name')}
                label={t('appointments.new.name')}
                error={err('name')}
                autoComplete="name"
                dir="auto"
                maxLength={120}
                withAsterisk
              />
              <TextInput
                {...register('email')}
                label={t('appointments.new.email')}
                error={err('email')}
                type="email"
                autoComplete="email"
                dir="ltr"
                maxLength={254}
                withAsterisk
              />
              <TextInput
                {...register('phone')}
                label={t('appointments.new.phone')}
                description={t('appointments.new.phoneHint')}
                error={err('phone')}
                type="tel"
                autoComplete="tel"
                dir="ltr"
                maxLength={10}
                withAsterisk
              />
            </Stack>
          </Paper>
        ) : null}
        <Paper withBorder p="md" radius="md" component="fieldset">
          <Title order={2} size="h4" component="legend" px={4}>
            {t('appointments.new.requestTitle')}
          </Title>
          <Stack gap="sm">
            {target.kind === 'framingForm' ? null : (
              <Controller
                control={control}
                name="regionId"
                render={({ field }) => (
                  <Select
                    label={t('appointments.new.region')}
                    placeholder={t('appointments.new.regionPlaceholder')}
                    data={(regions.data ?? []).map((r) => ({ value: String(r.id), label: localized(r, i18n.language) }))}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    onBlur={field.onBlur}
                    error={err('regionId')}
                    withAsterisk
                    allowDeselect={false}
                  />
                )}
              />
            )}
            <TextInput
              {...register('subject')}
              label={t('appointments.new.subject')}
              error={err('subject')}
              dir="auto"
              maxLength={APPOINTMENT_SUBJECT_MAX}
              withAsterisk
            />
            <Textarea
              {...register('details')}
              label={t('appointments.new.details')}
              description={t('appointments.new.detailsHint', { count: APPOINTMENT_DETAILS_MAX })}
              error={err('details')}
              dir="auto"
              minRows={5}
              autosize
              maxLength={APPOINTMENT_DETAILS_MAX}
              withAsterisk
            />
          </Stack>
        </Paper>
        <CaptchaField
          captcha={captcha}
          answer={register('captchaAnswer')}
          error={err('captchaAnswer')}
          onRefresh={() => setValue('captchaAnswer', '')}
        />
        <Button type="submit" loading={create.isPending || createForForm.isPending}>
          {t('appointments.new.submit')}
        </Button>
      </Stack>
    </form>
  );
}
