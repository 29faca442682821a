import { MILESTONE_TYPES } from '@cri/shared/enums/monitoring';
import { ZProcedureMilestoneNew } from '@cri/shared/schemas/monitoring';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { useCreateDefinition, useDeleteDefinition, useProcedureMilestones } from '../api/monitoring.ts';
import { LoadFailure, Loading } from '../components/parts.tsx';

/** /national-content-manager/procedure-milestones: the procedures' milestone definitions (back-office resource). */
export default function ProcedureMilestonesPage() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const q = useProcedureMilestones();
  const create = useCreateDefinition();
  const del = useDeleteDefinition();
  const [procedureId, setProcedureId] = useState<string | null>(null);
  const [orderMilestone, setOrder] = useState<number | string>(1);
  const [nameFr, setNameFr] = useState('');
  const [nameAr, setNameAr] = useState('');
  const [dayNumber, setDays] = useState<number | string>(30);
  const [milestoneType, setType] = useState<string>('PROCEDURAL_MILESTONE');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [toDelete, setToDelete] = useState<number | null>(null);
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadFailure error={q.error} />;
  const procedures = [...new Map(q.data.map((d) => [d.procedureId, ar ? d.procedureNameAr : d.procedureNameFr])).entries()];
  const submit = () => {
    const parsed = ZProcedureMilestoneNew.safeParse({
      procedureId: procedureId ? Number(procedureId) : undefined,
      orderMilestone: typeof orderMilestone === 'number' ? orderMilestone : undefined,
      nameFr,
      nameAr,
      dayNumber: typeof dayNumber === 'number' ? dayNumber : undefined,
      milestoneType,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setNameFr('');
        setNameAr('');
      },
    });
  };
  const e = (k: string) => (errors[k] ? t(errors[k]) : undefined);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('monitoring.title.procedureMilestones')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('monitoring.definitions.add')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('monitoring.milestone.fields.procedure')}
            data={procedures.map(([id, name]) => ({ value: String(id), label: name }))}
            value={procedureId}
            onChange={setProcedureId}
            error={e('procedureId')}
          />
          <NumberInput
            label={t('monitoring.milestone.fields.orderNumber')}
            value={orderMilestone}
            onChange={setOrder}
            error={e('orderMilestone')}
            min={1}
            allowDecimal={false}
          />
          <NumberInput
            label={t('monitoring.milestone.fields.dayNumber')}
            value={dayNumber}
            onChange={setDays}
            error={e('dayNumber')}
            min={0}
            allowDecimal={false}
          />
          <TextInput
            label={t('monitoring.milestone.fields.nameFr')}
            value={nameFr}
            onChange={(x) => setNameFr(x.currentTarget.value)}
            error={e('nameFr')}
          />
          <TextInput
            label={t('monitoring.milestone.fields.nameAr')}
            value={nameAr}
            onChange={(x) => setNameAr(x.currentTarget.value)}
            error={e('nameAr')}
            dir="rtl"
          />
          <Select
            label={t('monitoring.milestone.fields.milestoneType')}
            data={MILESTONE_TYPES.map((x) => ({ value: x, label: t(`monitoring.types.${x}`) }))}
            value={milestoneType}
            onChange={(v) => setType(v ?? 'PROCEDURAL_MILESTONE')}
            allowDeselect={false}
          />
        </SimpleGrid>
        {create.isError ? (
          <Alert color="red" mt="md" role="alert">
            {apiErrorMessage(t, create.error as ApiError)}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="md">
          <Button loading={create.isPending} onClick={submit}>
            {t('monitoring.form.save')}
          </Button>
        </Group>
      </Paper>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('monitoring.milestone.fields.procedure')}</Table.Th>
                <Table.Th>{t('monitoring.milestone.fields.orderNumber')}</Table.Th>
                <Table.Th>{t('monitoring.milestone.fields.name')}</Table.Th>
                <Table.Th>{t('monitoring.milestone.fields.dayNumber')}</Table.Th>
                <Table.Th>{t('monitoring.milestone.fields.milestoneType')}</Table.Th>
                <Table.Th>{t('monitoring.milestone.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{ar ? d.procedureNameAr : d.procedureNameFr}</Table.Td>
                  <Table.Td>{d.orderMilestone}</Table.Td>
                  <Table.Td>{ar ? d.nameAr : d.nameFr}</Table.Td>
                  <Table.Td>{d.dayNumber}</Table.Td>
                  <Table.Td>{t(`monitoring.types.${d.milestoneType}`)}</Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" color="red" variant="light" onClick={() => setToDelete(d.id)}>
                      {t('monitoring.definitions.delete')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title={t('monitoring.definitions.deleteConfirmTitle')}>
        <Text>{t('monitoring.definitions.deleteConfirm')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setToDelete(null)}>
            {t('monitoring.form.cancel')}
          </Button>
          <Button
            color="red"
            loading={del.isPending}
            onClick={() => toDelete !== null && del.mutate(toDelete, { onSettled: () => setToDelete(null) })}
          >
            {t('monitoring.form.confirm')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
