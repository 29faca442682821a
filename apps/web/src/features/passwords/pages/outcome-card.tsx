import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';

interface OutcomeCardProps {
  /** i18n keys. */
  title: string;
  body: string;
  action: { label: string; to: string };
  tone?: 'success' | 'error';
}

/** The success and error pages of the password flows: a title, a message and the way on. */
export function OutcomeCard({ title, body, action, tone = 'success' }: OutcomeCardProps) {
  const { t } = useTranslation();
  const success = tone === 'success';
  return (
    <AuthCard title={t(title)}>
      <Alert
        color={success ? 'green' : 'red'}
        variant="light"
        role={success ? 'status' : 'alert'}
        icon={success ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
      >
        {t(body)}
      </Alert>
      <Button component={Link} to={action.to} fullWidth>
        {t(action.label)}
      </Button>
    </AuthCard>
  );
}
