import { projectDocumentsPath } from '@cri/shared/schemas/documents';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SentBackSummary } from '../../../components/ui/sent-back-summary.tsx';
import { useSession } from '../../../lib/auth/session.ts';
import { useProvidedDocuments } from '../../documents/api/get-provided-documents.ts';

/** On the investor's file page: the same summary, with the way to the documents page. */
export function InvestorReviewNotice({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const query = useProvidedDocuments(user?.roles.includes('ROLE_INVESTOR') ? projectId : null);
  if (!query.data) return null;
  const asked = query.data.documents.some(
    (d) => (d.uploadedFile && d.advisorValidation === false) || (d.request && !d.uploadedFile),
  );
  if (!asked) return null;
  return (
    <Stack gap={4}>
      <SentBackSummary documents={query.data.documents} />
      <Anchor component={Link} to={projectDocumentsPath(projectId)} fw={600}>
        {t('documents.page.title')}
      </Anchor>
    </Stack>
  );
}
