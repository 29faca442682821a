import { Alert, Anchor, Container, Text } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { investorPaths } from '../paths.ts';

/** Spec 1 §2.3: an investor without an investor id is asked to complete the profile, until it is done. */
export function CompleteProfileBanner() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { pathname } = useLocation();
  if (!user?.roles.includes('ROLE_INVESTOR') || user.investorId !== null || pathname === investorPaths.createAccount) return null;
  return (
    <Container size="lg" pt="md">
      <Alert color="blue" variant="light" icon={<IconUserExclamation aria-hidden="true" />} role="status">
        <Text fw={600}>{t('investors.banner.title')}</Text>
        <Text size="sm">{t('investors.banner.text')}</Text>
        <Anchor component={Link} to={investorPaths.createAccount} size="sm" fw={600} c="blue.9" underline="always">
          {t('investors.banner.action')}
        </Anchor>
      </Alert>
    </Container>
  );
}
