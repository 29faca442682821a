import { Alert, Badge, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useMailbox } from '../api/get-mailbox.ts';
import { MailCard } from '../components/mail-card.tsx';

/** /dev/mailbox (public, outside production only): the outbox as a mailbox, newest first. */
export default function DevMailboxPage() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useMailbox();
  const unavailable = error instanceof ApiError && error.status === 404;
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('devMailbox.title')}
          </Title>
          {data ? <Badge variant="light">{data.length}</Badge> : null}
        </Group>
        <Text c="dimmed">{t('devMailbox.intro')}</Text>
        {isLoading ? <Loader role="status" aria-label={t('auth.common.loading')} /> : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {t(unavailable ? 'devMailbox.unavailable' : 'errors.INTERNAL')}
          </Alert>
        ) : null}
        {data?.length === 0 ? <Text>{t('devMailbox.empty')}</Text> : null}
        {data?.map((mail) => (
          <MailCard key={mail.id} mail={mail} />
        ))}
      </Stack>
    </Container>
  );
}
