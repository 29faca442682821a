import type { TSearchUserResponse } from '@cri/shared/schemas/otp-reset';
import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/i18n/localized.ts';

interface AccountCardProps {
  account: TSearchUserResponse;
  /** The reset button shows only when the caller holds the right and the account has a code to reset. */
  allowReset: boolean;
  resetting: boolean;
  onReset: () => void;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </div>
  );
}

/** The found account (name, type, region, whether a code is configured) and the confirmed reset. */
export function AccountCard({ account, allowReset, resetting, onReset }: AccountCardProps) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const name = `${account.firstName} ${account.lastName}`.trim();
  const region = localized({ fr: account.regionName, ar: account.regionNameAr }, i18n.language);
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby="otp-reset-account">
      <Stack gap="md">
        <Title order={2} size="h3" id="otp-reset-account">
          {t('otpReset.card.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label={t('otpReset.card.name')}>
            <span dir="auto">{name}</span>
          </Field>
          <Field label={t('otpReset.card.username')}>
            <span dir="ltr">{account.username}</span>
          </Field>
          <Field label={t('otpReset.card.type')}>{t(`otpReset.accountTypes.${account.accountType}`)}</Field>
          <Field label={t('otpReset.card.region')}>{region ?? t('otpReset.card.noRegion')}</Field>
          <Field label={t('otpReset.card.code')}>
            <Badge color={account.securityCodeConfigured ? 'green' : 'gray'} variant="light">
              {t(account.securityCodeConfigured ? 'otpReset.card.configured' : 'otpReset.card.notConfigured')}
            </Badge>
          </Field>
        </SimpleGrid>
        {account.accountType === 'INVESTOR' ? <Text c="dimmed">{t('otpReset.card.investorNote')}</Text> : null}
        {allowReset && account.canReset ? (
          <Group>
            <Button color="criRed" onClick={() => setConfirming(true)} loading={resetting}>
              {t('otpReset.reset.button')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('otpReset.reset.confirmTitle')} centered>
        <Stack>
          <Text>{t('otpReset.reset.confirmText', { name, username: account.username })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('otpReset.reset.cancel')}
            </Button>
            <Button
              color="criRed"
              onClick={() => {
                setConfirming(false);
                onReset();
              }}
            >
              {t('otpReset.reset.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
