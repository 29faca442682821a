import { Alert, Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useProvidedDocuments } from '../api/get-provided-documents.ts';
import { DocumentTile } from '../components/document-tile.tsx';
import { typeLabel } from '../lib/file-size.ts';

/**
 * /projects/{id}/documents/{documentId}: one document of the project, its details and its upload.
 * `documentId` is the document type's id, so the page exists before anything is uploaded.
 */
export default function ProjectDocumentPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const projectId = parseId(params.id);
  const documentTypeId = parseId(params.documentId);
  const query = useProvidedDocuments(projectId);
  if (projectId !== null && query.isPending) return <PageLoader />;
  const document = query.data?.documents.find((d) => d.documentTypeId === documentTypeId);
  if (projectId === null || !query.data || !document) {
    const notFound = projectId === null || !document || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(
          notFound && query.error === null
            ? 'documents.page.documentNotFound'
            : notFound
              ? 'documents.page.notFound'
              : 'documents.page.loadFailed',
        )}
      </Alert>
    );
  }
  const validation = document.advisorValidation === null ? 'pending' : document.advisorValidation ? 'valid' : 'invalid';
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/projects/${projectId}/documents`} size="sm">
        {t('documents.detail.back')}
      </Anchor>
      <Stack gap={4}>
        <Text c="dimmed" size="sm">
          <span dir="auto">{query.data.projectName}</span>
        </Text>
        <Title order={1}>{localized(document, i18n.language)}</Title>
        <Text>{localized(document, i18n.language, 'description')}</Text>
      </Stack>
      <Table variant="vertical" layout="fixed" withTableBorder maw={640}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t('documents.detail.acceptedTypes')}</Table.Th>
            <Table.Td>{document.acceptedMimeTypes.map(typeLabel).join(', ')}</Table.Td>
          </Table.Tr>
          {document.uploadedFile ? (
            <Table.Tr>
              <Table.Th scope="row">{t('documents.detail.uploadedOn')}</Table.Th>
              <Table.Td>{formatDate(new Date(document.uploadedFile.uploadedAt))}</Table.Td>
            </Table.Tr>
          ) : null}
          <Table.Tr>
            <Table.Th scope="row">{t('documents.detail.validation')}</Table.Th>
            <Table.Td>{t(`documents.detail.validationStates.${validation}`)}</Table.Td>
          </Table.Tr>
          {document.advisorFeedback ? (
            <Table.Tr>
              <Table.Th scope="row">{t('documents.detail.feedback')}</Table.Th>
              <Table.Td dir="auto">{document.advisorFeedback}</Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        <DocumentTile projectId={projectId} document={document} detailLink={false} />
      </Stack>
    </Stack>
  );
}
