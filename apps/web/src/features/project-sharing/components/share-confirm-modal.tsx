import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  projectName: string;
  added: number;
  removed: number;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation step before sharing (spec 2 §2 "share-folder-partner-confirmation", as a modal). */
export function ShareConfirmModal({ projectName, added, removed, pending, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onCancel} title={t('projectSharing.confirm.title')}>
      <Stack gap="sm">
        <Text>{t('projectSharing.confirm.intro', { name: projectName })}</Text>
        <Text>{t('projectSharing.confirm.added', { count: added })}</Text>
        {removed > 0 ? <Text>{t('projectSharing.confirm.removed', { count: removed })}</Text> : null}
        <Text c="dimmed" size="sm">
          {t('projectSharing.confirm.meaning')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('projectSharing.confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            {t('projectSharing.confirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
