import { projectPath } from '@cri/shared/schemas/projects';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { parseId } from '../../../lib/route-id.ts';

/** /projects/{projectId}/notify-investor-success: sent, but the architect has no e-mail on the partner platform. */
export default function NotifyInvestorSuccessPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().projectId);
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('advisorReview.notify.successTitle')}</Title>
      <Alert color="orange" variant="light" role="status">
        {t('advisorReview.notify.successBody')}
      </Alert>
      {id !== null ? (
        <Button component={Link} to={projectPath(id)} w="fit-content">
          {t('advisorReview.notify.backToProject')}
        </Button>
      ) : null}
    </Stack>
  );
}
