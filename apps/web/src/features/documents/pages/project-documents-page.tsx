import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DepositStepper } from '../../../components/ui/deposit-stepper.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { SentBackSummary } from '../../../components/ui/sent-back-summary.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useProvidedDocuments } from '../api/get-provided-documents.ts';
import { DocumentTile } from '../components/document-tile.tsx';

/** /projects/{id}/documents: the "documents" step of the deposit (spec 2 §2): one tile per document type. */
export default function ProjectDocumentsPage() {
  const { t, i18n } = useTranslation();
  const projectId = parseId(useParams().id);
  const query = useProvidedDocuments(projectId);
  if (projectId !== null && query.isPending) return <PageLoader />;
  if (projectId === null || !query.data) {
    const notFound = projectId === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'documents.page.notFound' : 'documents.page.loadFailed')}
      </Alert>
    );
  }
  const { documents, projectName } = query.data;
  const editable = documents.some((d) => d.canUpload || d.canModify);
  const Forward = i18n.dir() === 'rtl' ? IconArrowLeft : IconArrowRight;
  return (
    <Stack gap="lg">
      {editable && <DepositStepper projectId={projectId} active="documents" />}
      <Stack gap={4}>
        <Text c="dimmed" size="sm">
          <span dir="auto">{projectName}</span>
        </Text>
        <Title order={1}>{t('documents.page.title')}</Title>
        <Text size="sm">{t(editable ? 'documents.page.intro' : 'documents.page.readOnly')}</Text>
        <Text size="xs" c="dimmed">
          {t('documents.page.rules')}
        </Text>
      </Stack>
      <SentBackSummary documents={documents} />
      {documents.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('documents.page.none')}
        </Alert>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {documents.map((d) => (
            <DocumentTile key={d.documentTypeId} projectId={projectId} document={d} />
          ))}
        </Stack>
      )}
      <Group justify="flex-end">
        <Anchor component={Link} to={editable ? `/projects/${projectId}/recap` : `/projects/${projectId}`} fw={600}>
          <Group gap={4} component="span">
            {t('documents.page.continue')}
            <Forward size={16} aria-hidden="true" />
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
