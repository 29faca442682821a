import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A payment page whose request is not found (or not the caller's): still a page with its level-1 heading. */
export function PaymentNotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('payments.notFoundTitle')}</Title>
      <Alert color="gray" variant="light" role="alert">
        {t('payments.notFound')}
      </Alert>
    </Stack>
  );
}
