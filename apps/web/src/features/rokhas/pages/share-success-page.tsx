import { rokhasSituationPath } from '@cri/shared/schemas/rokhas';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useRokhasShareState } from '../api/get-share-state.ts';

/** /projects/{id}/share-folder-with-partner/success: shared, with the 48-hour deadline (or still being sent). */
export default function ShareSuccessPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const query = useRokhasShareState(id);
  if (id !== null && query.isPending) return <PageLoader />;
  const state = query.data;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('rokhas.share.successTitle')}</Title>
      <Alert color={state?.sharedAt ? 'teal' : 'yellow'} variant="light" role="status">
        {state?.commentDeadline
          ? t('rokhas.share.successText', { deadline: formatDateTime(state.commentDeadline) })
          : t('rokhas.share.successPending')}
      </Alert>
      {id !== null ? (
        <Group>
          <Button component={Link} to={rokhasSituationPath(id)}>
            {t('rokhas.openPage')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
