import { MILESTONE_COMMISSION_DECISIONS, MILESTONE_TYPES, MONITORING_FILE_TYPES } from '@cri/shared/enums/monitoring';
import { type TMilestone, type TMilestoneUpdate, ZMilestoneNew, ZMilestoneUpdate } from '@cri/shared/schemas/monitoring';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
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
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useCreateMilestone, useMilestone, useMonitoringProject, useUpdateMilestone } from '../api/monitoring.ts';
import { LoadFailure, Loading, ProjectHeading } from '../components/parts.tsx';
import { mPath } from '../lib/paths.ts';

type Errors = Record<string, string>;
const issuesOf = (issues: { path: PropertyKey[]; message: string }[]): Errors =>
  Object.fromEntries(issues.map((i) => [String(i.path[0] ?? 'form'), i.message]));

/** /monitoring-projects/{id}/milestone-new (?procedure=) and /milestone-edit/{milestoneId}: a milestone's form. */
export default function MilestoneFormPage() {
  const params = useParams();
  const id = parseId(params.id);
  const milestoneId = parseId(params.milestoneId);
  const editing = useLocation().pathname.includes('/milestone-edit/');
  const project = useMonitoringProject(id);
  const milestone = useMilestone(editing ? milestoneId : null);
  if (id === null || (editing && milestoneId === null)) return <LoadFailure error={null} />;
  if (project.isPending || (editing && milestone.isPending)) return <Loading />;
  if (project.isError) return <LoadFailure error={project.error} />;
  if (editing && milestone.isError) return <LoadFailure error={milestone.error} />;
  return (
    <Stack gap="md">
      <ProjectHeading project={project.data} />
      {editing && milestone.data ? (
        <EditForm monitoringProjectId={id} m={milestone.data} />
      ) : (
        <NewForm monitoringProjectId={id} procedures={project.data.procedures} />
      )}
    </Stack>
  );
}

function NewForm({
  monitoringProjectId,
  procedures,
}: {
  monitoringProjectId: number;
  procedures: { id: number; nameFr: string; nameAr: string }[];
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateMilestone(monitoringProjectId);
  const [search] = useSearchParams();
  const [procedureId, setProcedureId] = useState<string | null>(
    search.get('procedure') ?? (procedures[0] ? String(procedures[0].id) : null),
  );
  const [nameFr, setNameFr] = useState('');
  const [nameAr, setNameAr] = useState('');
  const [dayNumber, setDayNumber] = useState<number | string>(30);
  const [milestoneType, setType] = useState<string>('PROCEDURAL_MILESTONE');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const submit = () => {
    const parsed = ZMilestoneNew.safeParse({
      nameFr,
      nameAr,
      dayNumber: typeof dayNumber === 'number' ? dayNumber : Number.NaN,
      milestoneType,
    });
    if (!parsed.success || !procedureId) {
      setErrors({
        ...(parsed.success ? {} : issuesOf(parsed.error.issues)),
        ...(procedureId ? {} : { procedure: 'monitoring.validation.required' }),
      });
      return;
    }
    setErrors({});
    create.mutate(
      { procedureId: Number(procedureId), milestone: parsed.data, file },
      { onSuccess: (m) => navigate(mPath.milestoneSuccess(monitoringProjectId, m.id)) },
    );
  };
  const e = (k: string) => (errors[k] ? t(errors[k]) : undefined);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('monitoring.title.milestoneNew')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('monitoring.milestone.fields.procedure')}
          data={procedures.map((p) => ({ value: String(p.id), label: i18n.language === 'ar' ? p.nameAr : p.nameFr }))}
          value={procedureId}
          onChange={setProcedureId}
          error={e('procedure')}
          allowDeselect={false}
        />
        <Select
          label={t('monitoring.milestone.fields.milestoneType')}
          data={MILESTONE_TYPES.map((x) => ({ value: x, label: t(`monitoring.types.${x}`) }))}
          value={milestoneType}
          onChange={(v) => setType(v ?? 'PROCEDURAL_MILESTONE')}
          allowDeselect={false}
        />
        <TextInput
          label={t('monitoring.milestone.fields.nameFr')}
          value={nameFr}
          onChange={(x) => setNameFr(x.currentTarget.value)}
          error={e('nameFr')}
          required
        />
        <TextInput
          label={t('monitoring.milestone.fields.nameAr')}
          value={nameAr}
          onChange={(x) => setNameAr(x.currentTarget.value)}
          error={e('nameAr')}
          required
          dir="rtl"
        />
        <NumberInput
          label={t('monitoring.milestone.fields.dayNumber')}
          value={dayNumber}
          onChange={setDayNumber}
          error={e('dayNumber')}
          min={0}
          allowDecimal={false}
        />
        <FileInput
          label={t('monitoring.milestone.fields.attachment')}
          accept={MONITORING_FILE_TYPES.join(',')}
          value={file}
          onChange={setFile}
          clearable
          placeholder={t('monitoring.form.chooseFile')}
        />
      </SimpleGrid>
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
  );
}

function EditForm({ monitoringProjectId, m }: { monitoringProjectId: number; m: TMilestone }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateMilestone(monitoringProjectId, m.id);
  const regulatory = m.milestoneType === 'REGULATORY_MILESTONE';
  const [nameFr, setNameFr] = useState(m.nameFr);
  const [nameAr, setNameAr] = useState(m.nameAr);
  const [date, setDate] = useState(m.verificationExpectedDate);
  const [progressRate, setProgress] = useState<number | string>(m.progressRate ?? '');
  const [investment, setInvestment] = useState<number | string>(m.investmentRealised ?? '');
  const [jobs, setJobs] = useState<number | string>(m.jobsCreated ?? '');
  const [comments, setComments] = useState(m.comments);
  const [decision, setDecision] = useState<string | null>(m.commissionDecision);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [pv, setPv] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [confirmDisable, setConfirmDisable] = useState(false);
  const num = (v: number | string) => (typeof v === 'number' ? v : v === '' ? null : Number.NaN);
  const send = (action: TMilestoneUpdate['action']) => {
    const body =
      action === 'DISABLE'
        ? { action }
        : {
            action,
            ...(action === 'EDIT' ? { nameFr, nameAr, verificationExpectedDate: date } : {}),
            progressRate: num(progressRate),
            investmentRealised: num(investment),
            jobsCreated: num(jobs),
            comments,
            ...(regulatory && decision ? { commissionDecision: decision } : {}),
          };
    const parsed = ZMilestoneUpdate.safeParse(body);
    const extra: Errors = {};
    if (action === 'COMPLETE' && regulatory && !decision) extra.commissionDecision = 'monitoring.validation.required';
    if (action === 'COMPLETE' && regulatory && !pv && !m.commissionPv)
      extra.commissionPv = 'monitoring.validation.commissionPvRequired';
    if (!parsed.success || Object.keys(extra).length) {
      setErrors({ ...(parsed.success ? {} : issuesOf(parsed.error.issues)), ...extra });
      return;
    }
    setErrors({});
    update.mutate(
      {
        milestone: parsed.data,
        attachment: action === 'DISABLE' ? null : attachment,
        commissionPv: action === 'DISABLE' ? null : pv,
      },
      {
        onSuccess: () =>
          navigate(
            action === 'DISABLE'
              ? mPath.milestoneDisabled(monitoringProjectId, m.id)
              : mPath.milestoneSuccess(monitoringProjectId, m.id),
          ),
      },
    );
  };
  const serverErrors = Object.fromEntries(
    ((update.error as ApiError | null)?.fieldErrors ?? []).map((f) => [f.field, f.messageKey]),
  );
  const e = (k: string) => ((errors[k] ?? serverErrors[k]) ? t(errors[k] ?? serverErrors[k] ?? '') : undefined);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('monitoring.title.milestoneEdit')} — {t(`monitoring.types.${m.milestoneType}`)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
        <TextInput
          type="date"
          label={t('monitoring.milestone.fields.verificationExpectedDate')}
          value={date}
          onChange={(x) => setDate(x.currentTarget.value)}
          error={e('verificationExpectedDate')}
        />
        <NumberInput
          label={t('monitoring.milestone.fields.progressRate')}
          value={progressRate}
          onChange={setProgress}
          error={e('progressRate')}
          suffix=" %"
        />
        <NumberInput
          label={t('monitoring.milestone.fields.investmentRealised')}
          value={investment}
          onChange={setInvestment}
          error={e('investmentRealised')}
          thousandSeparator=" "
        />
        <NumberInput
          label={t('monitoring.milestone.fields.jobsCreated')}
          value={jobs}
          onChange={setJobs}
          error={e('jobsCreated')}
        />
        {regulatory ? (
          <Select
            label={t('monitoring.milestone.fields.commissionDecision')}
            data={MILESTONE_COMMISSION_DECISIONS.map((d) => ({ value: d, label: t(`monitoring.decisions.${d}`) }))}
            value={decision}
            onChange={setDecision}
            error={e('commissionDecision')}
            clearable
          />
        ) : null}
        {regulatory ? (
          <FileInput
            label={t('monitoring.milestone.fields.commissionPv')}
            accept={MONITORING_FILE_TYPES.join(',')}
            value={pv}
            onChange={setPv}
            clearable
            placeholder={m.commissionPv?.fileName ?? t('monitoring.form.chooseFile')}
            error={e('commissionPv')}
          />
        ) : null}
        <FileInput
          label={t('monitoring.milestone.fields.attachment')}
          accept={MONITORING_FILE_TYPES.join(',')}
          value={attachment}
          onChange={setAttachment}
          clearable
          placeholder={m.attachment?.fileName ?? t('monitoring.form.chooseFile')}
          error={e('file')}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={t('monitoring.milestone.fields.comments')}
        value={comments}
        onChange={(x) => setComments(x.currentTarget.value)}
        error={e('comments')}
        autosize
        minRows={2}
      />
      <Text size="xs" c="dimmed" mt="xs">
        {t('monitoring.form.fileHint')}
      </Text>
      {update.isError && Object.keys(serverErrors).length === 0 ? (
        <Alert color="red" mt="md" role="alert">
          {apiErrorMessage(t, update.error as ApiError)}
        </Alert>
      ) : null}
      <Group justify="space-between" mt="md">
        <Button color="red" variant="light" onClick={() => setConfirmDisable(true)}>
          {t('monitoring.milestone.disable')}
        </Button>
        <Group>
          <Button variant="default" loading={update.isPending} onClick={() => send('EDIT')}>
            {t('monitoring.form.save')}
          </Button>
          <Button loading={update.isPending} onClick={() => send('COMPLETE')}>
            {t('monitoring.milestone.complete')}
          </Button>
        </Group>
      </Group>
      <Modal
        opened={confirmDisable}
        onClose={() => setConfirmDisable(false)}
        title={t('monitoring.milestone.disableConfirmTitle')}
      >
        <Text>{t('monitoring.milestone.disableConfirm')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmDisable(false)}>
            {t('monitoring.form.cancel')}
          </Button>
          <Button
            color="red"
            loading={update.isPending}
            onClick={() => {
              setConfirmDisable(false);
              send('DISABLE');
            }}
          >
            {t('monitoring.form.confirm')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
