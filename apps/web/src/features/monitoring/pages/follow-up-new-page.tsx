import { MONITORING_FILE_TYPES } from '@cri/shared/enums/monitoring';
import { ZMonitoringActionNew } from '@cri/shared/schemas/monitoring';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useCreateAction, useMonitoringProject } from '../api/monitoring.ts';
import { LoadFailure, Loading, ProjectHeading } from '../components/parts.tsx';
import { mPath } from '../lib/paths.ts';

/** /monitoring-projects/{id}/follow-up-action-new: a follow-up action of monitoring, with its document. */
export default function FollowUpNewPage() {
  const { t, i18n } = useTranslation();
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const project = useMonitoringProject(id);
  const create = useCreateAction(id ?? 0);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [milestoneId, setMilestoneId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (id === null) return <LoadFailure error={null} />;
  if (project.isPending) return <Loading />;
  if (project.isError) return <LoadFailure error={project.error} />;
  const milestones = project.data.procedures.flatMap((p) => p.milestones).filter((m) => !m.disabled);
  const submit = () => {
    const parsed = ZMonitoringActionNew.safeParse({
      title,
      description,
      dueDate: dueDate || null,
      milestoneId: milestoneId ? Number(milestoneId) : null,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    create.mutate({ action: parsed.data, file }, { onSuccess: () => navigate(mPath.followUpSuccess(id)) });
  };
  return (
    <Stack gap="md">
      <ProjectHeading project={project.data} />
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('monitoring.title.followUpNew')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('monitoring.action.fields.title')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title ? t(errors.title) : undefined}
            required
          />
          <TextInput
            type="date"
            label={t('monitoring.action.fields.dueDate')}
            value={dueDate}
            onChange={(e) => setDueDate(e.currentTarget.value)}
            error={errors.dueDate ? t(errors.dueDate) : undefined}
          />
          <Select
            label={t('monitoring.action.fields.milestone')}
            data={milestones.map((m) => ({ value: String(m.id), label: i18n.language === 'ar' ? m.nameAr : m.nameFr }))}
            value={milestoneId}
            onChange={setMilestoneId}
            clearable
          />
          <FileInput
            label={t('monitoring.action.fields.document')}
            accept={MONITORING_FILE_TYPES.join(',')}
            value={file}
            onChange={setFile}
            clearable
            placeholder={t('monitoring.form.chooseFile')}
          />
        </SimpleGrid>
        <Textarea
          mt="sm"
          label={t('monitoring.action.fields.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Text size="xs" c="dimmed" mt="xs">
          {t('monitoring.form.fileHint')}
        </Text>
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
    </Stack>
  );
}
