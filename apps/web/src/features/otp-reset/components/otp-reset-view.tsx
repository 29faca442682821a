import { Alert, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { type ResetChannel, useResetOtp } from '../api/reset-otp.ts';
import { useSearchUser } from '../api/search-user.ts';
import { AccountCard } from './account-card.tsx';
import { ResetHistoryTable } from './reset-history-table.tsx';
import { SearchAccountForm } from './search-account-form.tsx';

const messageOf = (error: unknown): string => (error instanceof ApiError ? error.messageKey : 'errors.INTERNAL');

/**
 * Search an account by e-mail, reset its security code after confirmation, and read the history
 * (spec 1 §6-§8). `canReset` false: a regional support without the right reads a notice and the history.
 */
export function OtpResetView({ channel, canReset }: { channel: ResetChannel; canReset: boolean }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState<string | null>(null);
  const search = useSearchUser(canReset ? username : null);
  const reset = useResetOtp(channel);
  const [success, setSuccess] = useState(false);

  const onSearch = (value: string) => {
    setSuccess(false);
    reset.reset();
    if (value === username) void search.refetch();
    setUsername(value);
  };
  const onReset = () => {
    if (!search.data) return;
    setSuccess(false);
    reset.mutate({ id: search.data.id, accountType: search.data.accountType }, { onSuccess: () => setSuccess(true) });
  };
  const error = search.error ?? reset.error;

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t('otpReset.title')}</Title>
      {canReset ? (
        <>
          <Text>{t('otpReset.intro')}</Text>
          <SearchAccountForm onSearch={onSearch} loading={search.isFetching} />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {t(messageOf(error))}
            </Alert>
          ) : null}
          {success ? (
            <Alert color="green" variant="light" role="status">
              {t('otpReset.success')}
            </Alert>
          ) : null}
          {search.data && !search.error ? (
            <AccountCard account={search.data} allowReset={canReset} resetting={reset.isPending} onReset={onReset} />
          ) : null}
        </>
      ) : (
        <Alert color="orange" variant="light" role="note">
          {t('otpReset.noRight')}
        </Alert>
      )}
      <ResetHistoryTable />
    </Stack>
  );
}
