import { paths } from '@cri/shared/paths';
import type { TProjectRecap } from '@cri/shared/schemas/project-submission';
import { projectSuccessPath } from '@cri/shared/schemas/project-submission';
import { Alert, Anchor, Button, Checkbox, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DepositStepper } from '../../../components/ui/deposit-stepper.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatAmount, formatNumber } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useRecap } from '../api/get-recap.ts';
import { useSubmitProject } from '../api/submit-project.ts';
import { RecapStepCard } from '../components/recap-step-card.tsx';

/** /projects/{id}/recap: the last deposit step (spec 2 §2): summary, missing pieces, declaration, submit. */
export default function ProjectRecapPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const query = useRecap(id);
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || !query.data) {
    const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projects.recap.notFound' : 'projects.recap.loadFailed')}
      </Alert>
    );
  }
  return <RecapView recap={query.data} />;
}

export function RecapView({ recap: r }: { recap: TProjectRecap }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ar = i18n.language === 'ar';
  const submit = useSubmitProject(r.projectId);
  const [declaration, setDeclaration] = useState(false);
  const [declarationError, setDeclarationError] = useState(false);
  const ready = r.infos.complete && r.project.complete && r.documents.complete;
  const docName = (typeId: number) => {
    const d = r.documents.list.find((x) => x.documentTypeId === typeId);
    return d ? localized(d, i18n.language) : '';
  };

  const onSubmit = () => {
    if (!declaration) {
      setDeclarationError(true);
      return;
    }
    submit.mutate(
      { declaration: true, language: ar ? 'ar' : 'fr' },
      {
        // Spec 2 §4: "accepted" (complements) goes to the dashboard, a first deposit to the success page.
        onSuccess: (res) => void navigate(res.status === 'ACCEPTED' ? paths.dashboard : projectSuccessPath(r.projectId)),
      },
    );
  };

  return (
    <Stack gap="lg">
      {r.canSubmit && <DepositStepper projectId={r.projectId} active="recap" />}
      <Stack gap={4}>
        <Text c="dimmed" size="sm">
          <span dir="auto">{r.projectName}</span>
        </Text>
        <Title order={1}>{t('projects.recap.title')}</Title>
        <Text size="sm">{t(r.canSubmit ? 'projects.recap.intro' : 'projects.recap.notSubmittable')}</Text>
      </Stack>
      <Stack gap={4}>
        <Title order={2} size="h4">
          {t('projects.recap.procedures')}
        </Title>
        <List size="sm">
          {r.procedures.map((p) => (
            <List.Item key={p.id}>{localized(p, i18n.language)}</List.Item>
          ))}
        </List>
      </Stack>
      <RecapStepCard
        title={t('projects.recap.infos')}
        complete={r.infos.complete}
        missing={r.infos.missing}
        fixPath={`/projects/${r.projectId}/infos`}
      >
        <Text size="sm">
          {t('projects.recap.infosSummary', { answered: r.infos.answered, questions: r.infos.questions, lands: r.infos.lands })}
        </Text>
      </RecapStepCard>
      <RecapStepCard
        title={t('projects.recap.project')}
        complete={r.project.complete}
        missing={r.project.missing}
        fixPath={`/projects/${r.projectId}/details`}
      >
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('projects.recap.description')}</Table.Th>
              <Table.Td dir="auto">{r.project.description}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('projects.recap.address')}</Table.Th>
              <Table.Td dir="auto">{r.project.address}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('projects.recap.totalInvestment')}</Table.Th>
              <Table.Td>
                <span dir="ltr">{formatAmount(r.project.totalInvestment)}</span>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('projects.recap.totalJobs')}</Table.Th>
              <Table.Td>
                <span dir="ltr">{formatNumber(r.project.totalJobs)}</span>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('projects.recap.dominantSector')}</Table.Th>
              <Table.Td>{r.project.dominantSector ? localized(r.project.dominantSector, i18n.language) : '—'}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </RecapStepCard>
      <RecapStepCard
        title={t('projects.recap.documents')}
        complete={r.documents.complete}
        missing={r.documents.missing}
        fixPath={`/projects/${r.projectId}/documents`}
        describe={(e) => `${docName(Number(e.field.split('.')[1]))} : ${t(e.messageKey)}`}
      >
        {r.documents.list.length === 0 ? (
          <Text size="sm">{t('projects.recap.noDocuments')}</Text>
        ) : (
          <List size="sm" spacing={4}>
            {r.documents.list.map((d) => (
              <List.Item key={d.documentTypeId}>
                <Anchor component={Link} to={`/projects/${r.projectId}/documents/${d.documentTypeId}`} size="sm">
                  {localized(d, i18n.language)}
                </Anchor>
                {d.required ? null : ` (${t('projects.recap.optional')})`}
                {' — '}
                <Text span size="sm" fw={600}>
                  <span aria-hidden="true">{d.uploaded ? '✓ ' : '✗ '}</span>
                  {t(d.uploaded ? 'projects.recap.uploaded' : 'projects.recap.missingDocument')}
                </Text>
                {d.fileName ? (
                  <Text span size="sm" dir="auto">
                    {' '}
                    ({d.fileName})
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        )}
      </RecapStepCard>
      {r.canSubmit ? (
        <Stack gap="sm">
          <Checkbox
            label={t('projects.recap.declaration')}
            checked={declaration}
            required
            onChange={(e) => {
              setDeclaration(e.currentTarget.checked);
              setDeclarationError(false);
            }}
            error={declarationError ? t('projects.recap.declarationRequired') : undefined}
          />
          {submit.error ? (
            <Alert color="red" variant="light" role="alert">
              {submit.error instanceof ApiError && submit.error.status === 422
                ? t('projects.recap.submitFailed')
                : t(submit.error instanceof ApiError ? submit.error.messageKey : 'errors.INTERNAL')}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Anchor component={Link} to={`/projects/${r.projectId}/documents`}>
              {t('projects.recap.back')}
            </Anchor>
            <Button onClick={onSubmit} loading={submit.isPending} disabled={!ready}>
              {t('projects.recap.submit')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
