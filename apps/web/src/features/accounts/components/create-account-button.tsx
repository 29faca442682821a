import { ACCOUNTS_PATHS } from '@cri/shared/schemas/accounts';
import { Button, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './create-account-button.module.css';
import { DeployedRegionList } from './deployed-region-list.tsx';

/**
 * The visitor's create-account button (spec 1 §2.2): a dialog of what one can do without an account, with
 * the deployed regions while fewer than 12 are. Booking a meeting joins it with the appointments issue.
 */
export function CreateAccountButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={open} leftSection={<IconUserPlus size={18} aria-hidden />}>
        {t('accounts.createAccount.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('accounts.createAccount.dialogTitle')}
        closeButtonProps={{ 'aria-label': t('accounts.createAccount.close') }}
        centered
      >
        <Stack gap="sm">
          <Text>{t('accounts.createAccount.intro')}</Text>
          <UnstyledButton component={Link} to={ACCOUNTS_PATHS.signUp} onClick={close} className={classes.choice}>
            <Text fw={600}>{t('accounts.createAccount.signUp')}</Text>
            <Text size="sm" c="dimmed">
              {t('accounts.createAccount.signUpHint')}
            </Text>
          </UnstyledButton>
          <DeployedRegionList enabled={opened} />
        </Stack>
      </Modal>
    </>
  );
}
