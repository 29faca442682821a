import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Confirmation before a procedure's folder goes to Rokhas (no action may follow on it afterwards). */
export function SendConfirmModal(props: {
  procedureName: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={props.onCancel} title={t('rokhas.send.sendingTitle')} centered>
      <Stack>
        <Text>{t('rokhas.send.confirmText', { procedure: props.procedureName })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={props.pending}>
            {t('rokhas.share.cancel')}
          </Button>
          <Button onClick={props.onConfirm} loading={props.pending}>
            {t('rokhas.send.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
