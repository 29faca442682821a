import { monitoringInfoIssues, monitoringInfosToSend, monitoringYears, otherPercentage } from '@cri/shared/rules/monitoring';
import { landAnswerIssues } from '@cri/shared/rules/project-infos';
import type { TMonitoringProject } from '@cri/shared/schemas/monitoring';
import type { TExploitationYear, TInfoAnswer, TLand } from '@cri/shared/schemas/project-infos';
import {
  Alert,
  Button,
  Group,
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
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useMonitoringProject, useUpdateProject, useValidateProject } from '../api/monitoring.ts';
import { MonitoringLandsEditor, MonitoringLandsRecap } from '../components/monitoring-lands.tsx';
import { LoadFailure, Loading, ProjectHeading, StepHeader } from '../components/parts.tsx';
import { ltr, mPath, nbsp } from '../lib/paths.ts';

/**
 * /monitoring-projects/{id}/general-infos, /project-infos and /recap (spec 3 §2, §4, §5): the three steps of
 * the header. Step 1 (update) goes on to project infos, step 2 to the recap, validation to recap/success.
 */
export default function MonitoringStepsPage() {
  const id = parseId(useParams().id);
  const path = useLocation().pathname;
  const step = path.endsWith('/recap') ? 2 : path.endsWith('/project-infos') ? 1 : 0;
  const q = useMonitoringProject(id);
  if (id === null) return <LoadFailure error={null} />;
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadFailure error={q.error} />;
  return (
    <Stack gap="md">
      <ProjectHeading project={q.data} />
      <StepHeader project={q.data} active={step} />
      {step === 0 ? (
        <GeneralInfos project={q.data} />
      ) : step === 1 ? (
        <ProjectInfos project={q.data} />
      ) : (
        <Recap project={q.data} />
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
}

function GeneralInfos({ project: p }: { project: TMonitoringProject }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const update = useUpdateProject(p.id);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('monitoring.steps.generalInfos')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Fact label={t('monitoring.list.name')} value={p.name} />
        <Fact label={t('monitoring.project.reference')} value={p.reference ?? ''} />
        <Fact label={t('monitoring.project.investor')} value={p.investorName} />
        <Fact label={t('monitoring.project.decisionDate')} value={ltr(formatDate(p.decisionDate), lang)} />
        <Fact label={t('monitoring.project.origin')} value={t(`monitoring.origins.${p.origin}`)} />
        <Fact
          label={t('monitoring.project.procedures')}
          value={p.procedures.map((x) => (lang === 'ar' ? x.nameAr : x.nameFr)).join(', ')}
        />
      </SimpleGrid>
      {update.isError ? (
        <Alert color="red" mt="md" role="alert">
          {apiErrorMessage(t, update.error as ApiError)}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button
          disabled={p.validatedAt !== null}
          loading={update.isPending}
          onClick={() => update.mutate({ step: 'GENERAL_INFOS' }, { onSuccess: () => navigate(mPath.projectInfos(p.id)) })}
        >
          {t('monitoring.form.next')}
        </Button>
      </Group>
    </Paper>
  );
}

function ProjectInfos({ project: p }: { project: TMonitoringProject }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const update = useUpdateProject(p.id);
  const [infos, setInfos] = useState<TInfoAnswer[]>(p.infos);
  const [years, setYears] = useState<TExploitationYear[]>(p.exploitationYears);
  const [lands, setLands] = useState<TLand[]>(p.lands);
  const landQuestion = p.questions.find((q) => q.answerDataType === 'LAND');
  const withOthers = infos.map((a, i) =>
    p.questions[i]?.answerDataType === 'PERCENTAGE' ? { ...a, otherValue: otherPercentage(a.value) } : a,
  );
  const serverIssues = (update.error as ApiError | null)?.fieldErrors ?? [];
  // The parcels follow the project form's rules (the server checks the same).
  const landErrors = useMemo(
    () =>
      landAnswerIssues(lands, {
        questions: p.questions,
        complete: true,
        legalStatusIds: p.landOptions.legalStatuses.map((s) => s.id),
        communeIds: p.landOptions.communes.map((c) => c.id),
      }),
    [lands, p.questions, p.landOptions],
  );
  const landIssuesShown = landErrors.length > 0 ? landErrors : serverIssues.filter((e) => e.field.startsWith('lands'));
  const issues = useMemo(
    () => [...monitoringInfoIssues(p.questions, withOthers), ...landErrors],
    [p.questions, withOthers, landErrors],
  );
  const errorOf = (i: number) => {
    const e = issues.find((x) => x.field === `infos.${i}.value`) ?? serverIssues.find((x) => x.field === `infos.${i}.value`);
    return e ? t(e.messageKey) : undefined;
  };
  const setValue = (i: number, value: string | null, choiceItemId: number | null = null) => {
    const next = infos.map((a, j) => (j === i ? { ...a, value, choiceItemId } : a));
    setInfos(next);
    // Date changes adjust the exploitation years (spec 3 §5), keeping the figures typed.
    setYears(monitoringYears(p.questions, next, years));
  };
  const setYear = (i: number, field: 'investmentAmount' | 'jobsCreated', v: number | null) =>
    setYears(years.map((y, j) => (j === i ? { ...y, [field]: v } : y)));
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('monitoring.steps.projectInfos')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {p.questions.map((q, i) => {
          const label = `${lang === 'ar' ? q.nameAr : q.nameFr}${q.unit ? ` (${q.unit})` : ''}`;
          const a = infos[i];
          if (q.answerDataType === 'LAND') return null;
          if (q.answerDataType === 'CHOICE')
            return (
              <Select
                key={q.infoTypeId}
                label={label}
                data={q.choices.map((c) => ({ value: String(c.id), label: lang === 'ar' ? c.labelAr : c.labelFr }))}
                value={a?.choiceItemId ? String(a.choiceItemId) : null}
                onChange={(v) => setValue(i, null, v ? Number(v) : null)}
                clearable
              />
            );
          if (q.answerDataType === 'PERCENTAGE')
            return (
              <Group key={q.infoTypeId} grow align="flex-start">
                <TextInput
                  label={label}
                  value={a?.value ?? ''}
                  onChange={(e) => setValue(i, e.currentTarget.value)}
                  error={errorOf(i)}
                  inputMode="numeric"
                />
                <TextInput
                  label={t('monitoring.form.others')}
                  value={String(otherPercentage(a?.value) ?? '')}
                  disabled
                  readOnly
                />
              </Group>
            );
          return (
            <TextInput
              key={q.infoTypeId}
              label={label}
              type={q.answerDataType === 'DATE' ? 'date' : 'text'}
              value={a?.value ?? ''}
              onChange={(e) => setValue(i, e.currentTarget.value)}
              error={errorOf(i)}
            />
          );
        })}
      </SimpleGrid>
      {landQuestion ? (
        <Stack mt="md">
          <MonitoringLandsEditor
            question={landQuestion}
            options={p.landOptions}
            initial={p.lands}
            issues={landIssuesShown}
            disabled={p.validatedAt !== null}
            onChange={setLands}
          />
        </Stack>
      ) : null}
      {years.length > 0 ? (
        <Table mt="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('monitoring.form.year')}</Table.Th>
              <Table.Th>{t('monitoring.form.yearInvestment')}</Table.Th>
              <Table.Th>{t('monitoring.form.yearJobs')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {years.map((y, i) => (
              <Table.Tr key={y.startDate}>
                <Table.Td>{ltr(`${formatDate(y.startDate)} – ${formatDate(y.endDate)}`, lang)}</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('monitoring.form.yearInvestment')}
                    value={y.investmentAmount ?? ''}
                    min={0}
                    onChange={(v) => setYear(i, 'investmentAmount', typeof v === 'number' ? v : null)}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('monitoring.form.yearJobs')}
                    value={y.jobsCreated ?? ''}
                    min={0}
                    allowDecimal={false}
                    onChange={(v) => setYear(i, 'jobsCreated', typeof v === 'number' ? v : null)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {update.isError && serverIssues.length === 0 ? (
        <Alert color="red" mt="md" role="alert">
          {apiErrorMessage(t, update.error as ApiError)}
        </Alert>
      ) : null}
      <Group justify="space-between" mt="md">
        <Button variant="default" onClick={() => navigate(mPath.generalInfos(p.id))}>
          {t('monitoring.form.back')}
        </Button>
        <Button
          // Spec 3 §2: Next is disabled while the info step has errors.
          disabled={issues.length > 0 || p.validatedAt !== null}
          loading={update.isPending}
          onClick={() =>
            update.mutate(
              { step: 'PROJECT_INFOS', ...monitoringInfosToSend(p.questions, withOthers, years, lands) },
              { onSuccess: () => navigate(mPath.recap(p.id)) },
            )
          }
        >
          {t('monitoring.form.next')}
        </Button>
      </Group>
    </Paper>
  );
}

function Recap({ project: p }: { project: TMonitoringProject }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const validate = useValidateProject(p.id);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('monitoring.steps.recap')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {p.questions.map((q, i) => {
          const a = p.infos[i];
          const choice = q.choices.find((c) => c.id === a?.choiceItemId);
          const value = choice
            ? lang === 'ar'
              ? choice.labelAr
              : choice.labelFr
            : q.answerDataType === 'DATE'
              ? formatDate(a?.value)
              : (a?.value ?? '');
          if (q.answerDataType === 'LAND') return null;
          return <Fact key={q.infoTypeId} label={lang === 'ar' ? q.nameAr : q.nameFr} value={ltr(value, lang)} />;
        })}
      </SimpleGrid>
      {p.questions
        .filter((q) => q.answerDataType === 'LAND')
        .map((q) => (
          <Stack key={q.infoTypeId} gap="xs" mt="md">
            <Text size="xs" c="dimmed">
              {lang === 'ar' ? q.nameAr : q.nameFr}
            </Text>
            <MonitoringLandsRecap lands={p.lands} options={p.landOptions} />
          </Stack>
        ))}
      {p.exploitationYears.length > 0 ? (
        <Stack gap={2} mt="md">
          {p.exploitationYears.map((y) => (
            <Text key={y.startDate} size="sm">
              {ltr(
                `${formatDate(y.startDate)} – ${formatDate(y.endDate)} : ${nbsp(formatNumber(y.investmentAmount ?? 0))} DH, ${nbsp(formatNumber(y.jobsCreated ?? 0))}`,
                lang,
              )}{' '}
              {t('monitoring.form.yearJobs')}
            </Text>
          ))}
        </Stack>
      ) : null}
      {validate.isError ? (
        <Alert color="red" mt="md" role="alert">
          {apiErrorMessage(t, validate.error as ApiError)}
        </Alert>
      ) : null}
      <Group justify="space-between" mt="md">
        <Button variant="default" onClick={() => navigate(mPath.projectInfos(p.id))}>
          {t('monitoring.form.back')}
        </Button>
        <Button
          disabled={p.validatedAt !== null || p.reachedStep < 2}
          loading={validate.isPending}
          onClick={() => validate.mutate(undefined, { onSuccess: () => navigate(mPath.recapSuccess(p.id)) })}
        >
          {t('monitoring.form.validate')}
        </Button>
      </Group>
    </Paper>
  );
}
