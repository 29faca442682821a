import { paths } from '@cri/shared/paths';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useResendActivation } from '../api/resend-activation.ts';

/** /sign-up/email-confirmation/{username} (public; spec 1 §4.2): the link was sent; it can be sent again. */
export default function EmailConfirmationPage() {
  const { t } = useTranslation();
  const username = useParams().username ?? '';
  const resend = useResendActivation();
  const failure = resend.error instanceof ApiError ? resend.error.messageKey : resend.error ? 'errors.INTERNAL' : null;
  return (
    <AuthCard title={t('accounts.emailConfirmation.title')}>
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />}>
          <Text>
            {/* The address is user text: isolated (bdi) so an LTR address reads right in Arabic. */}
            <Trans
              i18nKey="accounts.emailConfirmation.sent"
              values={{ username }}
              components={{ b: <bdi style={{ fontWeight: 700 }} /> }}
            />
          </Text>
        </Alert>
        <Text>{t('accounts.emailConfirmation.instructions')}</Text>
        {resend.isSuccess ? (
          <Alert color="blue" variant="light" role="status">
            {t('accounts.emailConfirmation.resent')}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {t(failure)}
          </Alert>
        ) : null}
        <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate({ username })} disabled={!username}>
          {t('accounts.emailConfirmation.resend')}
        </Button>
        <Anchor component={Link} to={paths.login} ta="center">
          {t('accounts.emailConfirmation.login')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
