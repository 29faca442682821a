import { ACCOUNTS_PATHS } from '@cri/shared/schemas/accounts';
import { Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './create-account-button.module.css';
import { DeployedRegionList } from './deployed-region-list.tsx';

/** The dialog of the create-account button, in its own chunk: loaded on the first click. */
export default function CreateAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('accounts.createAccount.dialogTitle')}
      closeButtonProps={{ 'aria-label': t('accounts.createAccount.close') }}
      centered
    >
      <Stack gap="sm">
        <Text>{t('accounts.createAccount.intro')}</Text>
        <UnstyledButton component={Link} to={ACCOUNTS_PATHS.signUp} onClick={onClose} className={classes.choice}>
          <Text fw={600}>{t('accounts.createAccount.signUp')}</Text>
          <Text size="sm" c="dimmed">
            {t('accounts.createAccount.signUpHint')}
          </Text>
        </UnstyledButton>
        <DeployedRegionList enabled={opened} />
      </Stack>
    </Modal>
  );
}
