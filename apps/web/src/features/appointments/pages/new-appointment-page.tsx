import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { AppointmentForm, type AppointmentTarget } from '../components/appointment-form.tsx';

const positive = (value: string | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /meeting/new-appointment, /meeting/new-appointment/{framingFormId} and
 * /meeting/new-appointment/{projectId}/{type} (spec 2 §2): visitors and investors book here.
 */
export default function NewAppointmentPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const params = useParams();
  const framingFormId = positive(params.framingFormId);
  const projectId = positive(params.projectId);
  const target: AppointmentTarget =
    projectId !== null && params.type
      ? { kind: 'project', projectId, type: params.type }
      : framingFormId !== null
        ? { kind: 'framingForm', framingFormId }
        : { kind: 'plain' };
  const staff = user !== null && !user.roles.includes('ROLE_INVESTOR');

  return (
    <Container size={720} px={0}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('appointments.new.title')}</Title>
          <Text>{t('appointments.new.intro')}</Text>
          {target.kind === 'framingForm' ? (
            <Text fw={500}>{t('appointments.new.framingFormIntro', { id: target.framingFormId })}</Text>
          ) : null}
          {target.kind === 'project' ? (
            <Text fw={500}>{t('appointments.new.projectIntro', { id: target.projectId, type: target.type })}</Text>
          ) : null}
        </Stack>
        {staff ? (
          <Alert color="yellow" variant="light" role="status">
            {t('appointments.new.staffNotice')}
          </Alert>
        ) : (
          <AppointmentForm target={target} visitor={user === null} />
        )}
      </Stack>
    </Container>
  );
}
