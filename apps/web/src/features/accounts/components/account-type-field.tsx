import type { AccountType } from '@cri/shared/schemas/accounts';
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface AccountTypeFieldProps {
  value: AccountType;
  onChange: (value: AccountType) => void;
}

const isAccountType = (v: string): v is AccountType => v === 'INVESTOR' || v === 'PROFESSIONAL';

/** Investor, or professional acting for an investor (spec 1 §3: account type; the intermediary flag). */
export function AccountTypeField({ value, onChange }: AccountTypeFieldProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('accounts.signUp.accountType')}
      value={value}
      onChange={(v) => isAccountType(v) && onChange(v)}
      withAsterisk
    >
      <Stack gap="xs" mt="xs">
        <Radio value="INVESTOR" label={t('accounts.signUp.investor')} description={t('accounts.signUp.investorHint')} />
        <Radio
          value="PROFESSIONAL"
          label={t('accounts.signUp.professional')}
          description={t('accounts.signUp.professionalHint')}
        />
      </Stack>
    </Radio.Group>
  );
}
