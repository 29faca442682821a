import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { investorPaths } from '../paths.ts';

/** /profile-detail/investors/success (spec 1 §4.2: updating an investor leads to its success page). */
export default function InvestorProfileSuccessPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" align="flex-start">
      <Title order={1}>{t('investors.success.title')}</Title>
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
        {t('investors.success.text')}
      </Alert>
      <Button component={Link} to={investorPaths.profile}>
        {t('investors.success.back')}
      </Button>
    </Stack>
  );
}
