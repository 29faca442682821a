import { APPOINTMENT_CANCEL_REASON_MAX, APPOINTMENT_PATHS } from '@cri/shared/schemas/appointments';
import { Alert, Button, Paper, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateAppointment } from '../api/update-appointment.ts';

/** The advisor cancels, with an optional reason mailed to the investor; back to /meetings after. */
export function CancelForm({ appointmentId }: { appointmentId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useUpdateAppointment();
  const [reason, setReason] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const cancel = () => {
    setAlert(null);
    mutation.mutate(
      { id: appointmentId, body: { status: 'CANCELLED', cancellationReason: reason } },
      {
        onSuccess: () => void navigate(APPOINTMENT_PATHS.list),
        onError: (e) => setAlert(e instanceof ApiError ? e.messageKey : 'errors.INTERNAL'),
      },
    );
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="cancel-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cancel-title">
          {t('appointments.detail.cancelTitle')}
        </Title>
        {alert ? (
          <Alert color="red" variant="light" role="alert">
            {t(alert)}
          </Alert>
        ) : null}
        <Textarea
          label={t('appointments.detail.cancelReason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={APPOINTMENT_CANCEL_REASON_MAX}
          dir="auto"
          minRows={2}
          autosize
        />
        <Button color="red" variant="outline" onClick={cancel} loading={mutation.isPending} w="fit-content">
          {t('appointments.detail.submitCancel')}
        </Button>
      </Stack>
    </Paper>
  );
}
