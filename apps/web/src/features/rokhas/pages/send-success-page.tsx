import { rokhasSituationPath } from '@cri/shared/schemas/rokhas';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { parseId } from '../../../lib/route-id.ts';
import { useLandFolderPartner } from '../api/get-land-folder-partner.ts';

/** /projects/{id}/send-folder-to-rokhas/success: sent (or recorded and retried while Rokhas is down). */
export default function SendSuccessPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const query = useLandFolderPartner(id);
  if (id !== null && query.isPending) return <PageLoader />;
  const sends = query.data?.tasks.filter((task) => task.kind === 'SEND_FOLDER') ?? [];
  const received = sends.length > 0 && sends[0]?.status === 'DONE';
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('rokhas.send.successTitle')}</Title>
      <Alert color={received ? 'teal' : 'yellow'} variant="light" role="status">
        {t(received ? 'rokhas.send.successText' : 'rokhas.send.successPending')}
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
