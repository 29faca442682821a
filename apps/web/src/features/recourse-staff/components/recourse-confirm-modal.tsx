import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecourseDecisionBadge } from './recourse-decision-badge.tsx';

/**
 * The decision confirmation of the governor's representative and of the national commission (spec 2 §2
 * Screens): the project's name and the decision with its icon; no cancel link for these two roles (closing
 * the window goes back to the form).
 */
export function RecourseConfirmModal(props: {
  projectName: string;
  decision: string;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('recourseStaff.confirm.title')}
      closeButtonProps={{ 'aria-label': t('recourseStaff.confirm.close') }}
    >
      <Stack gap="md">
        <Text>{t('recourseStaff.confirm.text')}</Text>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('recourseStaff.confirm.project')}</Table.Th>
              <Table.Td dir="auto">{props.projectName}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('recourseStaff.confirm.decision')}</Table.Th>
              <Table.Td>
                <RecourseDecisionBadge decision={props.decision} />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {props.error ? (
          <Text c="red.8" role="alert">
            {props.error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={props.onConfirm} loading={props.pending}>
            {t('recourseStaff.confirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
