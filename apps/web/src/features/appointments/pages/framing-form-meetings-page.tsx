import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useFramingFormAppointments } from '../api/get-framing-form-appointments.ts';
import { AppointmentList } from '../components/appointment-list.tsx';

/** /framing-form-meetings/{id} (spec 2 §2): the investor's appointments about one framing form. */
export default function FramingFormMeetingsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const list = useFramingFormAppointments(valid ? id : null);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('appointments.framingForm.title', { id })}</Title>
        {valid ? (
          <Button component={Link} to={`/meeting/new-appointment/${id}`} leftSection={<IconCalendarPlus size={18} aria-hidden />}>
            {t('appointments.framingForm.newAppointment')}
          </Button>
        ) : null}
      </Group>
      {valid && list.isPending ? (
        <PageLoader />
      ) : !valid || !list.data ? (
        <Alert color="red" variant="light" role="alert">
          {t('appointments.list.loadError')}
        </Alert>
      ) : list.data.length === 0 ? (
        <Text role="status">{t('appointments.list.empty')}</Text>
      ) : (
        <AppointmentList items={list.data} showRequester={false} />
      )}
    </Stack>
  );
}
