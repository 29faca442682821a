import { PASSWORD_EXPIRY_WARNING_DAYS } from '@cri/shared/limits';
import { Alert, Container, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { daysUntilPasswordExpiry } from '../../lib/auth/session.ts';
import { toIsoDate } from '../../lib/format.ts';
import { useSignedInUser } from '../../lib/signed-in-user.ts';

/** Spec 1 §2.3, §9: a warning once the password expires in 7 days or fewer, with the days left. */
export function PasswordExpiryBanner() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const days = daysUntilPasswordExpiry(user, toIsoDate(new Date()));
  // Expired passwords are handled at sign-in (spec 1 §4.1 step 1) and by the API's 308.
  if (days === null || days < 0 || days > PASSWORD_EXPIRY_WARNING_DAYS) return null;
  return (
    <Container size="lg" pt="md">
      <Alert color="yellow" variant="light" icon={<IconKey aria-hidden="true" />} role="status">
        <Text fw={600}>{days === 0 ? t('nav.passwordExpiry.today') : t('nav.passwordExpiry.inDays', { count: days })}</Text>
        <Text size="sm">{t('nav.passwordExpiry.advice')}</Text>
      </Alert>
    </Container>
  );
}
