import type { Habilitation } from '@cri/shared/enums/roles';
import { Alert, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';

/**
 * A land page opens with its habilitation (spec 1 §6, decision 069): the route guard lets land members in,
 * this gate shows why the page is closed to a member without it (its API calls answer 403 anyway).
 */
export function HabilitationGate({
  habilitation,
  title,
  children,
}: {
  habilitation: Habilitation;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (user?.habilitations.includes(habilitation)) return children;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{title}</Title>
      <Alert color="criRed" variant="light" role="alert">
        {t('land.habilitationMissing')}
      </Alert>
    </Stack>
  );
}
