import type { TCreateInvestorRequest } from '@cri/shared/schemas/investors';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/auth/session.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useChoiceLists } from '../../reference-data/api/get-choices.ts';
import { useCommunes } from '../../reference-data/api/get-communes.ts';
import { useCreateInvestor } from '../api/create-investor.ts';
import { useAccountType } from '../api/get-account-type.ts';
import { fetchUpdatedTokens } from '../api/update-token.ts';
import { RegistrationForm } from '../components/registration-form.tsx';
import { investorPaths } from '../paths.ts';

/**
 * /create-account (spec 1 §2.1, §4.2): an investor without a record completes it, then the tokens are
 * refreshed (the new ones carry the investor id) and the welcome page follows.
 */
export default function CreateAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const lists = useChoiceLists();
  const communes = useCommunes();
  const accountType = useAccountType();
  const create = useCreateInvestor();
  const [alert, setAlert] = useState<string | null>(null);

  if (user?.investorId != null && !create.isPending && !create.isSuccess) return <Navigate to={investorPaths.welcome} replace />;
  if (lists.isPending || communes.isPending || accountType.isPending) return <PageLoader />;

  const onSubmit = async (body: TCreateInvestorRequest): Promise<ApiError | null> => {
    setAlert(null);
    try {
      const { tokens } = await create.mutateAsync(body);
      setSession(tokens);
      void navigate(investorPaths.welcome, { replace: true });
      return null;
    } catch (failure) {
      const error = failure instanceof ApiError ? failure : null;
      if (error?.errorCode === 'INVESTOR_EXISTS') {
        // Filed already (another tab): only the tokens are stale.
        setSession(await fetchUpdatedTokens());
        void navigate(investorPaths.welcome, { replace: true });
        return null;
      }
      setAlert(t(error?.fieldErrors.length ? 'investors.createAccount.failed' : (error?.messageKey ?? 'errors.INTERNAL')));
      return error;
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('investors.createAccount.title')}</Title>
      <Text>{t('investors.createAccount.intro')}</Text>
      {alert ? (
        <Alert color="red" variant="light" role="alert">
          {alert}
        </Alert>
      ) : null}
      <RegistrationForm
        lists={lists.data}
        communes={communes.data ?? []}
        defaults={{ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', title: user?.title ?? null }}
        accountType={accountType.data?.accountType ?? null}
        submitting={create.isPending}
        onSubmit={onSubmit}
      />
    </Stack>
  );
}
