import { Anchor, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DecisionBadge } from './decision-look.tsx';

interface Props {
  projectName: string;
  decision: string;
  pending: boolean;
  /** Spec 2 §2 Screens: the cancel link exists only in the regular advisor flow. */
  showCancel?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The commission decision confirmation modal (spec 2 §2 Screens): project name and decision with its icon and colour. */
export function DecisionConfirmModal({ projectName, decision, pending, showCancel = true, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('commission.confirm.title')}
      closeButtonProps={{ 'aria-label': t('commission.close') }}
    >
      <Stack gap="md">
        <Text>{t('commission.confirm.text')}</Text>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('commission.confirm.project')}</Table.Th>
              <Table.Td dir="auto">{projectName}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('commission.confirm.decision')}</Table.Th>
              <Table.Td>
                <DecisionBadge decision={decision} />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          {showCancel ? (
            <Anchor component="button" type="button" onClick={onCancel}>
              {t('commission.confirm.cancel')}
            </Anchor>
          ) : null}
          <Button onClick={onConfirm} loading={pending}>
            {t('commission.confirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
